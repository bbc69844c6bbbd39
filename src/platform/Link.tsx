import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useNavigation } from './context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (`/p/my-post`). External URLs should use a plain `<a>`. */
  to: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * A link that navigates through the platform's navigation adapter. Modified clicks (new tab, download) and
 * clicks a host handler prevented are left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...rest }, ref) {
  const navigation = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    if (replace) navigation.replace(to);
    else navigation.navigate(to);
  };
  return <a ref={ref} href={navigation.href(to)} target={target} onClick={handleClick} {...rest} />;
});
