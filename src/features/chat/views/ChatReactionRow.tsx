/**
 * The row of the five reactions behind "Add reaction" (arrow keys move, Enter picks, Escape closes), anchored to the
 * button `ChatReactionBar` renders (a virtual anchor: the button stays the same element). Loaded on demand: the
 * popover machinery (Radix popover, positioning, focus scope) is not part of a thread page's first render.
 */
import { Popover } from 'radix-ui';
import type { KeyboardEvent, RefObject } from 'react';
import { chatReactionSet } from '../../../api/constants/community';
import type { ChatReaction } from '../../../api/schemas/community';
import { useTheme } from '../../../theme/ThemeProvider';
import { useT } from '../i18n';
import * as styles from './ChatReactionBar.css';
import { ChatReactionIcon } from './ChatReactionIcon';
import { chatReactionNames } from './types';

export interface ChatReactionRowProps {
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  /** The row's accessible name ("Add reaction"). */
  label: string;
  /** The reader's own reaction, shown pressed. */
  reaction?: string | null;
  onReact: (reaction: ChatReaction) => void;
  onClose: () => void;
}

/** Left/Right (and Home/End) move between the picker's reactions. */
function onPickerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number | null = null;
  if (event.key === forward) next = (index + 1) % buttons.length;
  else if (event.key === backward) next = (index - 1 + buttons.length) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === null) return;
  event.preventDefault();
  buttons[next]?.focus();
}

export function ChatReactionRow({ anchorRef, contentId, label, reaction, onReact, onClose }: ChatReactionRowProps) {
  const t = useT();
  const { portalContainer } = useTheme();
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal container={portalContainer}>
        <Popover.Content
          id={contentId}
          aria-label={label}
          className={styles.picker}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onKeyDown={onPickerKeyDown}
          // The button toggles the row itself; a press on it is not an outside click.
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
        >
          {chatReactionSet.map((r) => (
            <button
              key={r}
              type="button"
              className={styles.option}
              aria-label={t('chat.reactions.react', { name: t(chatReactionNames[r]) })}
              aria-pressed={reaction === r}
              data-reaction={r}
              onClick={() => onReact(r)}
            >
              <ChatReactionIcon reaction={r} filled={reaction === r} size="tab" />
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
