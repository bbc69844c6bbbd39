import { SmilePlus } from 'lucide-react';
import { memo, useId, useRef, useState } from 'react';
import { chatReactionSet } from '../../../api/constants/community';
import type { ChatReaction } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { visuallyHidden } from '../../../ui/focus.css';
import { FormattedCount } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { onDemand } from '../../../ui/onDemand';
import * as styles from './ChatReactionBar.css';
import type { ChatReactionRowProps } from './ChatReactionRow';
import { ChatReactionIcon } from './ChatReactionIcon';
import { chatReactionNames } from './types';

export interface ChatReactionBarProps {
  /** Count per reaction (`reactions`). Reactions with no count are not shown; the set's order is kept. */
  reactions: Readonly<Record<string, number>>;
  /** The reader's own reaction (`reaction`), shown pressed. */
  reaction?: string | null;
  /** The reaction whose change is being saved: its pill is marked busy (`aria-busy`, `data-pending`). */
  pendingReaction?: string | null;
  /** Called with the reaction the reader pressed: on a pill, or in the "Add reaction" picker. */
  onReact?: (reaction: ChatReaction) => void;
  /**
   * Counts only: no buttons and no picker (the recommended-feed context, read-only mode, or readers who may not
   * react). Hide the bar altogether by not rendering it.
   */
  disabled?: boolean;
  className?: string;
}

/** The row of reactions (Radix popover, anchored to the button), loaded the first time a reader opens one. */
const ChatReactionRow = /* @__PURE__ */ onDemand<ChatReactionRowProps>(() => import('./ChatReactionRow').then((m) => m.ChatReactionRow));

/**
 * "Add reaction" and its row of the five reactions. The button is always the same element; the popover machinery
 * mounts only while the row is open (a thread page may hold a thousand pickers), anchored to the button.
 */
function ReactionPicker({ reaction, onReact }: { reaction?: string | null; onReact?: (reaction: ChatReaction) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.add}
        aria-label={t('chat.reactions.add')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-part="add-reaction"
        onPointerEnter={() => void ChatReactionRow.preload()}
        onFocus={() => void ChatReactionRow.preload()}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon icon={SmilePlus} size="button" />
      </button>
      {open ? (
        <ChatReactionRow
          anchorRef={buttonRef}
          contentId={contentId}
          label={t('chat.reactions.add')}
          reaction={reaction}
          onClose={() => setOpen(false)}
          onReact={(r) => {
            setOpen(false);
            onReact?.(r);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The reactions under a chat item (reaction set ❤ 👍 😂 😮 😢, gap G02): a pill per reaction with its count, the
 * reader's own one pressed (`aria-pressed`, accent tint), and an "Add reaction" button opening a row of the five
 * reactions (arrow keys move, Enter picks, Escape closes). Pressing calls `onReact(reaction)`; what that does
 * (add, switch, remove, revert on failure) is the reaction machine's business. `disabled` shows counts only.
 * `data-state` is `reacted` or `none`.
 */
export const ChatReactionBar = memo(function ChatReactionBar({
  reactions,
  reaction,
  pendingReaction,
  onReact,
  disabled = false,
  className,
}: ChatReactionBarProps) {
  const t = useT();
  const shown = chatReactionSet.filter((r) => (reactions[r] ?? 0) > 0);
  const interactive = !disabled && onReact !== undefined;
  if (!interactive && shown.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of reaction toggles is not a form fieldset.
    <div
      role="group"
      aria-label={t('chat.reactions.label')}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-part="reaction-bar"
      data-state={reaction ? 'reacted' : 'none'}
      data-disabled={interactive ? undefined : ''}
    >
      {shown.map((r) => {
        const own = reaction === r;
        const pending = pendingReaction === r;
        const content = (
          <>
            <ChatReactionIcon reaction={r} filled={own} className={styles.icon} />
            <span className={visuallyHidden}>{t(chatReactionNames[r])}</span>
            <FormattedCount value={reactions[r] ?? 0} />
          </>
        );
        if (!interactive) {
          return (
            <span key={r} className={styles.chip} data-reaction={r} data-own={own ? '' : undefined}>
              {content}
            </span>
          );
        }
        return (
          <button
            key={r}
            type="button"
            className={styles.chip}
            aria-pressed={own}
            aria-busy={pending || undefined}
            data-reaction={r}
            data-pending={pending ? '' : undefined}
            onClick={() => onReact?.(r)}
          >
            {content}
          </button>
        );
      })}
      {interactive ? <ReactionPicker reaction={reaction} onReact={onReact} /> : null}
    </div>
  );
});
