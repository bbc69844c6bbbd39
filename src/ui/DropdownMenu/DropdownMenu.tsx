import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { type ReactElement, useRef } from 'react';
import { useT } from '../../platform/context';
import { useTheme } from '../../theme/ThemeProvider';
import { IconButton } from '../Button';
import { type ReturnFocus, restoreFocus } from '../focusReturn';
import { Icon } from '../Icon';
import * as styles from './DropdownMenu.css';

/** One action in the menu. */
export interface DropdownMenuItem {
  type?: 'item';
  /** Key and test hook; defaults to the label. */
  id?: string;
  label: string;
  /** A lucide icon shown before the label (`import { Link } from 'lucide-react'`). */
  icon?: LucideIcon;
  /** Runs when the item is chosen (click, Enter or Space). Call `event.preventDefault()` to keep the menu open. */
  onSelect?: (event: Event) => void;
  /** Red text for actions that destroy something (delete, ban). */
  destructive?: boolean;
  /** Shown but not selectable; skipped by the arrow keys. */
  disabled?: boolean;
}

/** A hairline between groups of items. */
export interface DropdownMenuSeparator {
  type: 'separator';
}

/** A small heading above a group of items. */
export interface DropdownMenuGroupLabel {
  type: 'label';
  label: string;
}

export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuSeparator | DropdownMenuGroupLabel;

export const dropdownMenuAlignNames = ['start', 'center', 'end'] as const;
export type DropdownMenuAlign = (typeof dropdownMenuAlignNames)[number];

export interface DropdownMenuProps {
  /** Items, separators (`{ type: 'separator' }`) and group labels (`{ type: 'label', label }`), top to bottom. */
  items: readonly DropdownMenuEntry[];
  /** A heading at the top of the menu ("Post options"). */
  label?: string;
  /**
   * The button that opens the menu. Default: a round "More options" button showing `…`. A custom trigger must be
   * one focusable element that forwards its ref (a `Button`, an `IconButton`).
   */
  trigger?: ReactElement;
  /** Accessible name of the default trigger. Default "More options". */
  triggerLabel?: string;
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** How the menu lines up with its trigger. Default `end` (menus usually sit at the end of a row). */
  align?: DropdownMenuAlign;
  /**
   * Make the rest of the page inert (hidden from assistive technology, no outside pointer events) while open.
   * Default `false`: like the APG menu button, the menu keeps focus while open and closes on Escape, Tab or an
   * outside click, without hiding the page (which still holds the focusable trigger).
   */
  modal?: boolean;
  /**
   * Where focus goes when the menu closes (Escape, Tab, a chosen item). Default `'trigger'`: back to the button,
   * unless the close came from a click elsewhere or something the item opened (a confirmation, an editor's field)
   * has taken focus meanwhile — so an item's `onSelect` may open a dialog at once, and that dialog returns focus to
   * this button when it closes. `'none'` leaves focus alone; `() => element` sends it there (e.g. a reply field).
   */
  returnFocus?: ReturnFocus;
}

/**
 * A menu of actions behind a button: "Copy link", "Edit", "Delete"… Keyboard: Enter, Space or ArrowDown opens
 * it on the first item, the arrow keys move, Enter selects, Escape closes; focus returns to the trigger
 * (see `returnFocus`).
 */
export function DropdownMenu({
  items,
  label,
  trigger,
  triggerLabel,
  open,
  defaultOpen,
  onOpenChange,
  align = 'end',
  modal = false,
  returnFocus = 'trigger',
}: DropdownMenuProps) {
  const t = useT();
  const { portalContainer } = useTheme();
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** A click (or focus) outside closed the menu: focus stays where the reader put it, as Radix does. */
  const interactedOutside = useRef(false);
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <RadixDropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger ?? <IconButton className={styles.trigger} label={triggerLabel ?? t('ui.menu.more')} icon={<Icon icon={MoreHorizontal} />} />}
      </RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal container={portalContainer}>
        <RadixDropdownMenu.Content
          className={styles.content}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
          onInteractOutside={(event) => {
            const pointer = event.detail.originalEvent as PointerEvent;
            const rightClick = pointer.button === 2 || (pointer.button === 0 && pointer.ctrlKey);
            if (!modal || rightClick) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            const outside = interactedOutside.current;
            interactedOutside.current = false;
            restoreFocus(event, outside ? 'none' : returnFocus, () => triggerRef.current);
          }}
        >
          {label ? <RadixDropdownMenu.Label className={styles.label}>{label}</RadixDropdownMenu.Label> : null}
          {items.map((entry, index) => {
            if (entry.type === 'separator') return <RadixDropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />;
            if (entry.type === 'label') {
              return (
                <RadixDropdownMenu.Label key={`label-${index}`} className={styles.label}>
                  {entry.label}
                </RadixDropdownMenu.Label>
              );
            }
            return (
              <RadixDropdownMenu.Item
                key={entry.id ?? entry.label}
                className={styles.item}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
                data-destructive={entry.destructive ? '' : undefined}
                data-id={entry.id}
              >
                {entry.icon ? (
                  <span className={styles.icon}>
                    <Icon icon={entry.icon} size="button" />
                  </span>
                ) : null}
                {entry.label}
              </RadixDropdownMenu.Item>
            );
          })}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
