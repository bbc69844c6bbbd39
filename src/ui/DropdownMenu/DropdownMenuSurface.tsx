/**
 * The open menu of `DropdownMenu`, loaded on demand the first time a menu opens: Radix's menu primitive (roving
 * focus, typeahead, Escape and outside-click dismissal, collision-aware positioning), anchored to the trigger that
 * `DropdownMenu` renders itself (`Menu.Anchor` with a virtual ref), so the trigger element is the same before and
 * after this code arrives. It does what Radix's DropdownMenu adds on top of the primitive: the content's id and
 * label, focus back to the trigger on close (through `returnFocus`), no focus theft after a click outside.
 */
import { Menu } from 'radix-ui/internal';
import { type RefObject, useEffect, useRef } from 'react';
import { useTheme } from '../../theme/ThemeProvider';
import { type ReturnFocus, restoreFocus } from '../focusReturn';
import { Icon } from '../Icon';
import type { DropdownMenuAlign, DropdownMenuEntry } from './DropdownMenu';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuSurfaceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger element `DropdownMenu` renders. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
  /** Opened from the keyboard: the first item takes focus. */
  focusFirstItem: boolean;
  items: readonly DropdownMenuEntry[];
  label?: string;
  align: DropdownMenuAlign;
  modal: boolean;
  returnFocus: ReturnFocus;
}

export function DropdownMenuSurface({
  open,
  onOpenChange,
  anchorRef,
  triggerId,
  contentId,
  focusFirstItem,
  items,
  label,
  align,
  modal,
  returnFocus,
}: DropdownMenuSurfaceProps) {
  const { portalContainer } = useTheme();
  /** A click (or focus) outside closed the menu: focus stays where the reader put it, as Radix does. */
  const interactedOutside = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !focusFirstItem) return;
    // The primitive learns "keyboard" from a keydown it saw; the keydown that opened a menu whose code was still on
    // its way came before it listened. After it has focused the menu itself: the first item, as a keyboard open does.
    const frame = requestAnimationFrame(() => {
      const content = contentRef.current;
      if (content && (document.activeElement === content || !content.contains(document.activeElement))) {
        content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [open, focusFirstItem]);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Menu.Portal container={portalContainer}>
        <Menu.Content
          ref={contentRef}
          id={contentId}
          aria-labelledby={triggerId}
          className={styles.content}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
          onInteractOutside={(event) => {
            const pointer = event.detail.originalEvent as PointerEvent;
            // The trigger toggles the menu itself (pointer down): not an outside interaction.
            if (anchorRef.current?.contains(pointer.target as Node)) {
              event.preventDefault();
              return;
            }
            const rightClick = pointer.button === 2 || (pointer.button === 0 && pointer.ctrlKey);
            if (!modal || rightClick) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            const outside = interactedOutside.current;
            interactedOutside.current = false;
            restoreFocus(event, outside ? 'none' : returnFocus, () => anchorRef.current);
          }}
        >
          {label ? <Menu.Label className={styles.label}>{label}</Menu.Label> : null}
          {items.map((entry, index) => {
            if (entry.type === 'separator') return <Menu.Separator key={`separator-${index}`} className={styles.separator} />;
            if (entry.type === 'label') {
              return (
                <Menu.Label key={`label-${index}`} className={styles.label}>
                  {entry.label}
                </Menu.Label>
              );
            }
            return (
              <Menu.Item
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
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
