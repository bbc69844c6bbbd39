import { ImageIcon, ImagePlus, Link2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, IconButton } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { ReturnFocus } from '../../../ui/focusReturn';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import { acceptedAttachment } from '../noteDraft';
import { MAX_NOTE_ATTACHMENTS, type NoteAttachment, type NoteAttachmentType, type NoteDraft } from '../noteComposer.machine';
import * as styles from './notes.css';

export const noteComposerViewStates = ['editing', 'sending', 'failed'] as const;
export type NoteComposerViewState = (typeof noteComposerViewStates)[number];

export interface NoteComposerModalViewProps {
  open: boolean;
  state: NoteComposerViewState;
  draft: NoteDraft;
  /** Post may be pressed (some text, not sending). */
  canSubmit: boolean;
  /** The failure's words (the server's, or the shared text for the kind) while `failed`. */
  failure?: string | null;
  /** How far the on-screen keyboard covers the page (px): the toolbar stays above it. */
  keyboardInset?: number;
  onChange: (text: string) => void;
  /** An address the URL policy accepted (images through `safeMediaUrl`, links through `safeLinkHref`). */
  onAttach: (attachment: NoteAttachment) => void;
  onDetach: (index: number) => void;
  onSubmit: () => void;
  /** Close, Escape, a click outside: the draft is kept. */
  onClose: () => void;
  /** "Discard", confirmed in the composer ("Discard this note? Its text will be lost."): the draft goes. */
  onDiscard: () => void;
  /** Where focus goes on close (default: what had it when the composer opened). */
  returnFocus?: ReturnFocus;
}

/**
 * The note composer (composer-modal): 600 px wide on desktop, full screen on phones with its toolbar kept above the
 * on-screen keyboard; the text, image and link attachments, Post; a failed post keeps the text with the failure's
 * words. Bare view: the draft, state and callbacks come from `useNoteComposer` (or a host's own data layer).
 */
export function NoteComposerModalView({
  open,
  state,
  draft,
  canSubmit,
  failure,
  keyboardInset = 0,
  onChange,
  onAttach,
  onDetach,
  onSubmit,
  onClose,
  onDiscard,
  returnFocus = 'trigger',
}: NoteComposerModalViewProps) {
  const t = useT();
  const id = useId();
  const [attaching, setAttaching] = useState<NoteAttachmentType | null>(null);
  const [address, setAddress] = useState('');
  const [refused, setRefused] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sending = state === 'sending';
  const full = draft.attachments.length >= MAX_NOTE_ATTACHMENTS;

  const attach = (event: FormEvent) => {
    event.preventDefault();
    if (!attaching) return;
    const accepted = acceptedAttachment(attaching, address);
    if (!accepted) {
      setRefused(true);
      return;
    }
    onAttach(accepted);
    setAddress('');
    setRefused(false);
    setAttaching(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('notes.composer.title')}
      size="md"
      returnFocus={returnFocus}
    >
      <div className={styles.composer} data-part="note-composer" data-state={state} style={{ ['--keyboard-inset' as string]: `${keyboardInset}px` }}>
        <textarea
          className={styles.textarea}
          aria-label={t('notes.composer.label')}
          placeholder={t('notes.composer.placeholder')}
          value={draft.text}
          dir="auto"
          readOnly={sending}
          aria-describedby={state === 'failed' ? `${id}-failure` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {draft.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label={t('notes.composer.attachments')}>
            {draft.attachments.map((a, index) => (
              <li key={`${a.type}:${a.url}`} className={styles.attachment} data-part="note-attachment" data-type={a.type}>
                <Icon icon={a.type === 'image' ? ImageIcon : Link2} />
                <span className={styles.attachmentText}>{a.url}</span>
                <IconButton size="sm" label={t('notes.composer.remove')} icon={<Icon icon={X} />} onClick={() => onDetach(index)} disabled={sending} />
              </li>
            ))}
          </ul>
        ) : null}
        {attaching ? (
          <form className={styles.attachForm} onSubmit={attach} data-part="note-attach-form">
            <input
              className={styles.attachInput}
              aria-label={t(attaching === 'image' ? 'notes.composer.attachImageUrl' : 'notes.composer.attachLinkUrl')}
              value={address}
              inputMode="url"
              dir="ltr"
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${id}-refused` : undefined}
              onChange={(event) => {
                setAddress(event.target.value);
                setRefused(false);
              }}
            />
            <Button type="submit" variant="secondary">
              {t('notes.composer.attachAdd')}
            </Button>
            {refused ? (
              <p id={`${id}-refused`} className={styles.notice} role="alert">
                {t('notes.composer.attachRefused')}
              </p>
            ) : null}
          </form>
        ) : null}
        {state === 'failed' ? (
          <div id={`${id}-failure`} role="alert" data-part="note-failure">
            <p className={styles.notice}>{failure}</p>
            <p className={styles.muted}>{t('notes.composer.failed')}</p>
          </div>
        ) : null}
        {full ? <p className={styles.muted}>{t('notes.composer.attachFull', { max: MAX_NOTE_ATTACHMENTS })}</p> : null}
        {confirming ? (
          // biome-ignore lint/a11y/useSemanticElements: a question with its two answers, not a form's field set.
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-discard`} data-part="note-discard">
            <p id={`${id}-discard`} className={styles.muted}>
              {t('notes.composer.discardConfirm')}
            </p>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('notes.composer.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onDiscard();
              }}
            >
              {t('notes.composer.discard')}
            </Button>
          </div>
        ) : null}
        <div className={styles.toolbar} role="toolbar" aria-label={t('notes.composer.toolbar')} data-part="note-toolbar">
          <IconButton
            label={t('notes.composer.attachImage')}
            icon={<Icon icon={ImagePlus} />}
            aria-pressed={attaching === 'image'}
            disabled={sending || full}
            onClick={() => setAttaching(attaching === 'image' ? null : 'image')}
          />
          <IconButton
            label={t('notes.composer.attachLink')}
            icon={<Icon icon={Link2} />}
            aria-pressed={attaching === 'link'}
            disabled={sending || full}
            onClick={() => setAttaching(attaching === 'link' ? null : 'link')}
          />
          <div className={styles.toolbarEnd}>
            <Button
              variant="ghost"
              onClick={() => setConfirming(true)}
              disabled={sending || confirming || (draft.text.length === 0 && draft.attachments.length === 0)}
            >
              {t('notes.composer.discard')}
            </Button>
            <Button onClick={onSubmit} disabled={!canSubmit} loading={sending}>
              {sending ? t('notes.composer.posting') : t('notes.composer.post')}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
