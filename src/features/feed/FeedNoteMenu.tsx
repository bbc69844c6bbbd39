/**
 * A note card's menu: the author's mute and block menu (M44) with the item's actions first (M41), each with its icon.
 * Loaded on demand with the first note card, with the social area's chunk.
 */
import { useMemo } from 'react';
import { MuteBlockMenu, type MuteBlockMenuProps } from '../social';
import { withMenuIcons } from './itemMenuIcons';

export function FeedNoteMenu({ leadingItems, ...props }: MuteBlockMenuProps) {
  const withIcons = useMemo(() => (leadingItems ? withMenuIcons(leadingItems) : undefined), [leadingItems]);
  return <MuteBlockMenu {...props} {...(withIcons ? { leadingItems: withIcons } : {})} />;
}
