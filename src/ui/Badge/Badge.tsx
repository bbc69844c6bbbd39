import type { LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { badge, badgeSizeNames, badgeVariantNames } from './Badge.css';

export { badgeSizeNames, badgeVariantNames };
export type BadgeVariant = (typeof badgeVariantNames)[number];
export type BadgeSize = (typeof badgeSizeNames)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * `neutral` for plain labels; `accent` for highlights in the brand colour ("New"); `paid` and `founding` for subscriber and post
   * audience badges; `success` and `danger` for statuses; `outline` for the quietest. Default `neutral`.
   */
  variant?: BadgeVariant;
  /** `sm` next to names in dense lists, `md` elsewhere. Default `md`. */
  size?: BadgeSize;
  /** Optional lucide icon before the text, drawn at the compressed size (14 px, K025). Decorative. */
  icon?: LucideIcon;
}

/** A short, non-interactive label in a pill ("Paid", "Founding", "Author"). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ variant = 'neutral', size = 'md', icon, className, children, ...rest }, ref) {
  const classes = badge({ variant, size });
  return (
    <span ref={ref} className={className ? `${classes} ${className}` : classes} data-part="badge" data-variant={variant} {...rest}>
      {icon ? <Icon icon={icon} size="compressed" /> : null}
      {children}
    </span>
  );
});
