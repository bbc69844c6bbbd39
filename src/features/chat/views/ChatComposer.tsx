import { Lock, SendHorizontal } from 'lucide-react';
import { type FormEvent, forwardRef, type KeyboardEvent, useId, useState } from 'react';
import { CHAT_BODY_MAX_CHARS } from '../../../api/constants/community';
import { useUserAgent } from '../../../platform/context';
import { useT } from '../i18n';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { ChatItemNotice } from './ChatItemNotice';
import * as styles from './ChatComposer.css';
import type { ChatComposerDisabledReason, ChatComposerPlaceholder, ChatSendStatus } from './types';

const placeholders = {
  founding: 'chat.composer.placeholder.founding',
  paid: 'chat.composer.placeholder.paid',
  subscribers: 'chat.composer.placeholder.subscribers',
} as const satisfies Record<ChatComposerPlaceholder, `chat.composer.${string}`>;

const reasons = {
  locked: 'chat.composer.disabled.locked',
  paid: 'chat.composer.disabled.paid',
  founding: 'chat.composer.disabled.founding',
  subscribers: 'chat.composer.disabled.subscribers',
  banned: 'chat.error.publicationBan',
} as const satisfies Record<ChatComposerDisabledReason, `chat.${string}`>;

/** The counter shows once the text reaches this share of the limit. */
const COUNTER_FROM = 0.9;

export interface ChatComposerProps {
  /** The audience placeholder (M07): `founding` (T005), `paid` (T006) or `subscribers` (T007). */
  placeholder: ChatComposerPlaceholder;
  /** Controlled text. Pair with `onValueChange`. */
  value?: string;
  /** Uncontrolled initial text. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Called with the text (trimmed) on the send button or ⌘/Ctrl + Enter. Uncontrolled, the composer keeps the
   * text while sending and after a failure, and empties itself when `sendStatus` goes from `sending` to `idle`.
   */
  onSend?: (text: string) => void;
  /** `sending`: the text stays, read-only, the button spins. `failed`: "Not delivered" (T014) with "Retry". */
  sendStatus?: ChatSendStatus;
  /** "Retry" after a failure. Default: send the text again. */
  onRetry?: () => void;
  /** Why the reader cannot reply; the composer is disabled and says so under the field. */
  disabledReason?: ChatComposerDisabledReason | null;
  /** Longest text that may be sent. Default 10 000. */
  maxLength?: number;
  className?: string;
}

/**
 * The reply composer at the bottom of a thread: a growing text field with the audience placeholder ("PAID
 * SUBSCRIBERS ONLY"…), a hidden label for screen readers ("Write a reply") and a send button. Enter adds a line;
 * ⌘ + Enter or Ctrl + Enter sends. While sending the text stays and the button spins; a failure shows "Not
 * delivered" with "Retry" and keeps the text. Disabled, it shows the reason in words. `data-state` is `idle`,
 * `sending`, `failed` or `disabled`. The ref goes to the `<textarea>`.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { placeholder, value, defaultValue = '', onValueChange, onSend, sendStatus = 'idle', onRetry, disabledReason, maxLength = CHAT_BODY_MAX_CHARS, className },
  ref,
) {
  const t = useT();
  // The shortcut named as the reader's keyboard has it: ⌘ on Apple devices, Ctrl elsewhere (both keys work everywhere).
  const apple = /Mac|iPhone|iPad/.test(useUserAgent());
  const fieldId = useId();
  const reasonId = useId();
  const [innerValue, setInnerValue] = useState(defaultValue);
  const controlled = value !== undefined;
  const text = controlled ? value : innerValue;

  // Uncontrolled: a send that went through (sending → idle) empties the field; a failure keeps the text.
  const [previousStatus, setPreviousStatus] = useState(sendStatus);
  if (previousStatus !== sendStatus) {
    setPreviousStatus(sendStatus);
    if (!controlled && previousStatus === 'sending' && sendStatus === 'idle') setInnerValue('');
  }

  const disabled = Boolean(disabledReason);
  const sending = sendStatus === 'sending';
  const length = [...text].length;
  const over = length > maxLength;
  const canSend = !disabled && !sending && !over && text.trim() !== '';

  const setText = (next: string) => {
    if (!controlled) setInnerValue(next);
    onValueChange?.(next);
  };
  const send = () => {
    if (canSend) onSend?.(text.trim());
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const state = disabled ? 'disabled' : sendStatus;
  const showCounter = !disabled && length >= maxLength * COUNTER_FROM;

  return (
    <form
      className={className ? `${styles.root} ${className}` : styles.root}
      data-part="composer"
      data-state={state}
      data-over={over ? '' : undefined}
      onSubmit={onSubmit}
      noValidate
    >
      <div className={styles.box}>
        <label htmlFor={fieldId} className={visuallyHidden}>
          {t('chat.composer.label')}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          className={styles.textarea}
          rows={1}
          value={text}
          placeholder={t(placeholders[placeholder])}
          disabled={disabled}
          readOnly={sending}
          aria-describedby={disabled ? reasonId : undefined}
          aria-invalid={over || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={!canSend && !sending} aria-busy={sending || undefined} aria-label={t('chat.composer.send')}>
          {sending ? <span className={styles.spinner} aria-hidden /> : <Icon icon={SendHorizontal} />}
        </button>
      </div>
      <span role="status" className={visuallyHidden}>
        {sending ? t('chat.notice.sending') : ''}
      </span>
      {sendStatus === 'failed' && !disabled ? (
        <div role="alert" className={styles.failed}>
          <ChatItemNotice kind="notDelivered" onRetry={onRetry ?? (() => onSend?.(text.trim()))} />
        </div>
      ) : null}
      <div className={styles.footer}>
        {disabled && disabledReason ? (
          <p id={reasonId} className={styles.reason} data-reason={disabledReason}>
            <Icon icon={Lock} size="compressed" />
            {t(reasons[disabledReason])}
          </p>
        ) : (
          <span className={styles.hint}>{t(apple ? 'chat.composer.shortcutApple' : 'chat.composer.shortcut')}</span>
        )}
        {showCounter ? (
          <span className={styles.counter} data-state={over ? 'over' : 'within'}>
            {t('ui.field.counter', { count: length, max: maxLength })}
          </span>
        ) : null}
      </div>
    </form>
  );
});
