/**
 * A post card's actions menu (M41) with each entry's icon: loaded on demand with the first card that has one, so the
 * icons of entries no first render shows come with it.
 */
import { useMemo } from 'react';
import { DropdownMenu, type DropdownMenuProps } from '../../ui/DropdownMenu';
import { withMenuIcons } from './itemMenuIcons';

export function FeedPostMenu({ items, ...props }: DropdownMenuProps) {
  const withIcons = useMemo(() => withMenuIcons(items), [items]);
  return <DropdownMenu {...props} items={withIcons} />;
}
