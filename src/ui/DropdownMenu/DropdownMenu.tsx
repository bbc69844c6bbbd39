import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { cloneElement, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type Ref, useId, useRef, useState } from 'react';
import { useT } from '../../platform/context';
import { IconButton } from '../Button';
import type { ReturnFocus } from '../focusReturn';
import { Icon } from '../Icon';
import { onDemand } from '../onDemand';
import * as styles from './DropdownMenu.css';
import type { DropdownMenuSurfaceProps } from './DropdownMenuSurface';

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

/** The open menu (Radix's menu primitive): its code loads when a menu first opens, or when the pointer or focus reaches a trigger. */
const DropdownMenuSurface = /* @__PURE__ */ onDemand<DropdownMenuSurfaceProps>(() => import('./DropdownMenuSurface').then((m) => m.DropdownMenuSurface));

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A menu of actions behind a button: "Copy link", "Edit", "Delete"… Keyboard: Enter, Space or ArrowDown opens
 * it on the first item, the arrow keys move, Enter selects, Escape closes; focus returns to the trigger
 * (see `returnFocus`).
 *
 * Most readers never open a menu, so only its trigger is part of a screen's first render: the trigger (with the
 * menu button's ARIA: `aria-haspopup`, `aria-expanded`, `aria-controls`) is rendered here, and the open menu (Radix's
 * menu primitive, anchored to that same trigger element) loads on demand — it starts loading when the pointer or
 * focus reaches the trigger, and opens as soon as it has arrived (a few milliseconds from a local chunk). The trigger
 * element never changes, so a host's reference to it stays valid.
 */
export function DropdownMenu({
  items,
  label,
  trigger,
  triggerLabel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  align = 'end',
  modal = false,
  returnFocus = 'trigger',
}: DropdownMenuProps) {
  const t = useT();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  /** The menu has been opened at least once: from then on its surface stays mounted (exit animation, focus return). */
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  /** Opened from the keyboard: the first item takes focus (the APG menu button). */
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const triggerId = useId();
  const contentId = useId();
  const element = (trigger ?? (
    <IconButton className={styles.trigger} label={triggerLabel ?? t('ui.menu.more')} icon={<Icon icon={MoreHorizontal} />} />
  )) as ReactElement<TriggerProps>;
  const own = element.props;
  const preload = () => void DropdownMenuSurface.preload();
  const button = cloneElement(element, {
    ref: (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      assignRef(own.ref, node);
    },
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      preload();
    },
    // As Radix's menu button: the left button without Ctrl toggles on pointer down (Ctrl+click is macOS's context menu).
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerDown?.(event);
      if (own.disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      setFromKeyboard(false);
      if (!open) event.preventDefault();
      setOpen(!open);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event);
      if (own.disabled || event.defaultPrevented) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setFromKeyboard(true);
        setOpen(!open);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setFromKeyboard(true);
        setOpen(true);
      }
    },
  } as Record<string, unknown>);
  return (
    <>
      {button}
      {used ? (
        <DropdownMenuSurface
          open={open}
          onOpenChange={setOpen}
          anchorRef={triggerRef}
          triggerId={triggerId}
          contentId={contentId}
          focusFirstItem={fromKeyboard}
          items={items}
          label={label}
          align={align}
          modal={modal}
          returnFocus={returnFocus}
        />
      ) : null}
    </>
  );
}
