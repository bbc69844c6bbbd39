import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/Field';
import * as styles from './ChatThreadEditor.css';

export interface ChatThreadEditorProps {
  /** The text in the field (controlled); it starts as the thread's current body. */
  value: string;
  /** Called with the text on every change. */
  onValueChange: (value: string) => void;
  /** Save (the button, or ⌘/Ctrl + Enter). */
  onSave: () => void;
  /** Cancel (the button, or Escape): the thread keeps its body. */
  onCancel: () => void;
  /** Whether Save is enabled (false for an empty text on a thread without media, or one over 10,000 characters). Default true. */
  canSave?: boolean;
  className?: string;
}

/**
 * The inline editor of one's own thread (P05, "Edit" T083): a labelled field with the current body, focused with
 * the caret at the end when it opens, then Cancel and Save. Escape cancels, ⌘/Ctrl + Enter saves. Props in,
 * markup out: the data hook (`useChatThread`) runs the edit machine behind it. `data-part="thread-editor"`.
 */
export function ChatThreadEditor({ value, onValueChange, onSave, onCancel, canSave = true, className }: ChatThreadEditorProps) {
  const t = useT();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      if (canSave) onSave();
    }
  };
  return (
    <form className={className ? `${styles.root} ${className}` : styles.root} data-part="thread-editor" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <TextArea ref={fieldRef} label={t('chat.edit.label')} value={value} onValueChange={onValueChange} textAreaClassName={styles.textArea} />
      <div className={styles.bar}>
        <span className={styles.hint}>{t('chat.edit.hint')}</span>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('chat.edit.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave}>
          {t('chat.edit.save')}
        </Button>
      </div>
    </form>
  );
}
