import { Ban, Copy, Flag, Link2, Lock, LockOpen, type LucideIcon, MoreHorizontal, Pencil, Trash2, UserCheck } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { IconButton } from '../../../ui/Button';
import { DropdownMenu, type DropdownMenuEntry } from '../../../ui/DropdownMenu';
import { Icon } from '../../../ui/Icon';
import * as styles from './ChatActionsMenu.css';
import type { ChatActionId } from './types';

interface ActionSpec {
  icon: LucideIcon;
  destructive?: boolean;
  /** Items of one group sit together; a hairline separates groups. */
  group: 'share' | 'moderate' | 'danger';
}

const actionSpecs: Record<ChatActionId, ActionSpec> = {
  copyLink: { icon: Link2, group: 'share' },
  copyText: { icon: Copy, group: 'share' },
  edit: { icon: Pencil, group: 'share' },
  lock: { icon: Lock, group: 'moderate' },
  unlock: { icon: LockOpen, group: 'moderate' },
  report: { icon: Flag, group: 'moderate' },
  unban: { icon: UserCheck, group: 'moderate' },
  ban: { icon: Ban, destructive: true, group: 'danger' },
  delete: { icon: Trash2, destructive: true, group: 'danger' },
};

/** The order items show in, whatever order the permission rules list them in. */
export const chatActionMenuOrder: readonly ChatActionId[] = ['copyLink', 'copyText', 'edit', 'lock', 'unlock', 'report', 'unban', 'ban', 'delete'];

export interface ChatActionsMenuProps {
  /** The actions the reader may take on this item (from the permission rules). None: no menu at all. */
  actions: readonly ChatActionId[];
  /** Called with the chosen action. Confirmations ("Are you sure…") are the caller's. */
  onAction?: (action: ChatActionId) => void;
  /** Accessible name of the "…" button. Default "More options". */
  label?: string;
  /** Controlled open state (stories, tests). Mounts the menu at once. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The "…" menu on a thread or reply ("More options"): Copy link, Copy text, Edit, Lock replies / Unlock replies,
 * Report, Unban user, Ban user, Delete — only those in `actions`, always in that order, grouped by hairlines,
 * with Ban and Delete in the danger colour. Keyboard: Enter, Space or ArrowDown opens it on the first item, arrows
 * move, Enter chooses, Escape closes and returns focus to the button.
 *
 * A thread page may hold a thousand of these, so the menu machinery mounts on first use: until the button is
 * focused or pressed it is a plain button that looks the same. Focus moves to the real trigger when it takes
 * over; a press opens the menu straight away.
 */
export const ChatActionsMenu = memo(function ChatActionsMenu({ actions, onAction, label, open, onOpenChange }: ChatActionsMenuProps) {
  const t = useT();
  const [armed, setArmed] = useState(open !== undefined);
  const [openOnArm, setOpenOnArm] = useState(false);
  const refocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (armed && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [armed]);
  const items = useMemo(() => {
    const entries: DropdownMenuEntry[] = [];
    let group: ActionSpec['group'] | null = null;
    for (const id of chatActionMenuOrder) {
      if (!actions.includes(id)) continue;
      const spec = actionSpecs[id];
      if (group !== null && spec.group !== group) entries.push({ type: 'separator' });
      group = spec.group;
      entries.push({ id, label: t(`chat.action.${id}`), icon: spec.icon, destructive: spec.destructive, onSelect: () => onAction?.(id) });
    }
    return entries;
  }, [actions, onAction, t]);
  if (items.length === 0) return null;
  const name = label ?? t('ui.menu.more');
  const icon = <Icon icon={MoreHorizontal} />;
  if (!armed) {
    const armAndOpen = () => {
      setOpenOnArm(true);
      setArmed(true);
      onOpenChange?.(true);
    };
    return (
      <IconButton
        label={name}
        icon={icon}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        data-part="menu-trigger"
        onFocus={() => {
          refocus.current = true;
          setArmed(true);
        }}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) armAndOpen();
        }}
        onClick={armAndOpen}
      />
    );
  }
  return (
    <DropdownMenu
      items={items}
      trigger={<IconButton ref={triggerRef} label={name} icon={icon} className={styles.trigger} data-part="menu-trigger" />}
      open={open}
      defaultOpen={openOnArm}
      onOpenChange={onOpenChange}
    />
  );
});
