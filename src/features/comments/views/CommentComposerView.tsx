import { type KeyboardEvent, type Ref, useId } from 'react';
import { Button } from '../../../ui/Button';
import { visuallyHidden } from '../../../ui/focus.css';
import { useT } from '../i18n';
import * as styles from './comments.css';

export const commentComposerStates = ['editing', 'sending', 'failed'] as const;
export type CommentComposerViewState = (typeof commentComposerStates)[number];

export interface CommentComposerViewProps {
  /** `editing`, `sending` (the field and buttons wait) or `failed` (the text stays, with `errorText`). */
  state: CommentComposerViewState;
  /** The text typed so far (controlled: it lives in the composer machine, so it survives re-renders, merges and failures). */
  draft: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  /** Cancel (the text is kept for next time); no button without it. */
  onCancel?: () => void;
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  /** The send button's text. Default "Post". */
  submitLabel?: string;
  /** Why the last send failed (the server's words or the shared text) when `failed`. */
  errorText?: string;
  /** The field's id (`input` for the post's composer: the `#input` target). */
  fieldId?: string;
  fieldRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}

/**
 * The comment composer (`comment-composer`): a labelled text area, Post and Cancel. Ctrl/⌘ + Enter sends, Escape
 * cancels. While sending the field is read-only; after a failed send the text stays where it was with the error's
 * text under it (`role="alert"`) and Post sends it again. `data-state` is the state.
 */
export function CommentComposerView({
  state,
  draft,
  onChange,
  onSubmit,
  onCancel,
  label,
  placeholder,
  submitLabel,
  errorText,
  fieldId,
  fieldRef,
  autoFocus,
}: CommentComposerViewProps) {
  const t = useT();
  const generatedId = useId();
  const id = fieldId ?? generatedId;
  const errorId = useId();
  const sending = state === 'sending';
  const empty = draft.trim().length === 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      if (!empty && !sending) onSubmit();
    } else if (event.key === 'Escape' && onCancel && !sending) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form
      className={styles.composer}
      data-part="comment-composer"
      data-state={state}
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !sending) onSubmit();
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        className={styles.textarea}
        value={draft}
        placeholder={placeholder}
        readOnly={sending}
        aria-busy={sending || undefined}
        aria-invalid={state === 'failed' || undefined}
        aria-describedby={state === 'failed' && errorText ? errorId : undefined}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        {state === 'failed' && errorText ? (
          <p id={errorId} className={styles.composerError} role="alert" data-part="composer-error">
            {t('comments.composer.failed')} {errorText}
          </p>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
            {t('comments.composer.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={sending} disabled={empty}>
          {sending ? t('comments.composer.sending') : (submitLabel ?? t('comments.composer.post'))}
        </Button>
      </div>
    </form>
  );
}
