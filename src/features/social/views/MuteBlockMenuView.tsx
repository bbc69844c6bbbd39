import { Ban, Bell, BellOff, UserCheck } from 'lucide-react';
import { useMemo } from 'react';
import { DropdownMenu, type DropdownMenuEntry } from '../../../ui/DropdownMenu';
import { isolate } from '../../../ui/bidi';
import { useT } from '../i18n';
import { type MenuActionId, type MuteBlockAction, menuMuteDurations } from '../muteBlock.machine';

export interface MuteBlockMenuViewProps {
  /** The person's name (the trigger's name: "Mute or block {name}"); "User" when unknown. */
  name: string;
  /** The actions on offer (`menuActions`): none renders nothing (the reader's own entry). */
  actions: readonly MenuActionId[];
  /** The relation's name, put on the wrapper as `data-state` (`none`, `muting`, `blocking`, `blocked`). */
  relation: string;
  onAction?: (action: MuteBlockAction) => void;
  /**
   * The surface's own actions on the item the menu sits on (the feed's hide, pause, delete), listed before mute and
   * block, so an item has one "…" menu. With them the menu shows even on the reader's own entry.
   */
  leadingItems?: readonly DropdownMenuEntry[];
  /** The button's name when the menu carries `leadingItems` (default "Mute or block {name}"). */
  triggerLabel?: string;
  /** Controlled open state (stories). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The mute and block menu (`mute-block-menu`, M44): a "…" button named "Mute or block {name}" opening Mute for 1 hour /
 * 8 hours / 24 hours / Mute indefinitely (or Unmute), then Block (or Unblock). Hidden for the reader's own entry; the
 * mute items are left out while the person blocks the reader. Escape or a chosen item returns focus to the button.
 */
export function MuteBlockMenuView({ name, actions, relation, onAction, leadingItems, triggerLabel, open, onOpenChange }: MuteBlockMenuViewProps) {
  const t = useT();
  const items = useMemo(() => {
    const entries: DropdownMenuEntry[] = leadingItems ? [...leadingItems] : [];
    for (const id of actions) {
      if (id === 'mute') {
        if (leadingItems?.length && entries.length === leadingItems.length) entries.push({ type: 'separator' });
        for (const duration of menuMuteDurations)
          entries.push({ id: `mute-${duration}`, label: t(`social.mute.${duration}`), icon: BellOff, onSelect: () => onAction?.({ kind: 'mute', duration }) });
      } else if (id === 'unmute') {
        if (leadingItems?.length && entries.length === leadingItems.length) entries.push({ type: 'separator' });
        entries.push({ id, label: t('social.unmute'), icon: Bell, onSelect: () => onAction?.({ kind: 'unmute' }) });
      } else {
        if (entries.length > 0) entries.push({ type: 'separator' });
        entries.push(
          id === 'block'
            ? { id, label: t('social.block'), icon: Ban, destructive: true, onSelect: () => onAction?.({ kind: 'block' }) }
            : { id, label: t('social.unblock'), icon: UserCheck, onSelect: () => onAction?.({ kind: 'unblock' }) },
        );
      }
    }
    return entries;
  }, [actions, onAction, leadingItems, t]);
  if (items.length === 0) return null;
  return (
    <span data-part="mute-block-menu" data-state={relation}>
      <DropdownMenu
        items={items}
        triggerLabel={triggerLabel ?? t('social.menu.trigger', { name: isolate(name) })}
        {...(open !== undefined ? { open } : {})}
        {...(onOpenChange ? { onOpenChange } : {})}
      />
    </span>
  );
}
