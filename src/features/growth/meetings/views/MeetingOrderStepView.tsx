import { type FormEvent, forwardRef, type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { isolatedText } from '../../../../ui/bidi';
import { Button } from '../../../../ui/Button';
import { Field, Select, TextArea, TextField, useFieldControl } from '../../../../ui/Field';
import { safeLinkHref } from '../../../../ui/url';
import { BOOKING_LIMITS, bookBlocker } from '../meetingBooking.machine';
import { useT } from '../i18n';
import * as styles from './meetings.css';

/** What the reader sends: the card field's raw input goes to the page's card element (`createCardToken`). */
export interface MeetingOrderDraft {
  name: string;
  topic: string;
  attachment: File | null;
  timezone: string;
  /** What was typed in the card field (`null` when there is no card element on the page). */
  card: string | null;
}

export interface MeetingOrderStepViewProps {
  /** Meetings are on: else the book button is disabled with T176. */
  enabled: boolean;
  /** A signed-out reader is asked to sign in instead of the form. */
  signedIn: boolean;
  signInHref?: string;
  /** The price this reader pays, formatted (on the book button). */
  price?: string | null;
  /** The booking is on its way: the button shows it and ignores clicks. */
  submitting: boolean;
  /** The form's error: the card's, "Internal error" (T177), the server's words or "Something went wrong." (T179). */
  error?: string | null;
  /** The reader's time zone and the ones offered. */
  timeZone: string;
  timeZones: readonly string[];
  onTimeZoneChange?: (zone: string) => void;
  /** The page has a card element (the test-card field on the mock). Without one, booking says "Internal error". */
  cardElement: boolean;
  /** A hint under the card field (the mock's test-card note). */
  cardHint?: string;
  /** The attachment input's `accept` (K131: doc, docx, pdf, xls, xlsx, images, audio, video). */
  attachmentAccept?: string;
  /** Whether a chosen file may be attached; a refused one is not kept and the field says why. Default: any. */
  acceptsAttachment?: (file: File) => boolean;
  onBook?: (draft: MeetingOrderDraft) => void;
}

/** The file input inside its `Field` (labelled, described and marked invalid by it). */
const FileControl = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function FileControl(props, ref) {
  const control = useFieldControl();
  return <input {...control} {...props} ref={ref} className={styles.file} />;
});

/**
 * The order step (spec 003 §5 "Booking"; inventory `meeting-order-step`, M56): the name (≤ 500) and topic (≤ 1000), an
 * optional attachment (doc, docx, pdf, xls, xlsx, images, audio, video), the card, the time zone. The book button is
 * disabled while submitting, when a field is blank or too long, and when meetings are off; the reason is said under
 * it (T176 / T175) and read with it. The error is shown on the form, which keeps what was typed.
 */
export function MeetingOrderStepView({
  enabled,
  signedIn,
  signInHref,
  price,
  submitting,
  error,
  timeZone,
  timeZones,
  onTimeZoneChange,
  cardElement,
  cardHint,
  attachmentAccept,
  acceptsAttachment,
  onBook,
}: MeetingOrderStepViewProps) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('');
  const [card, setCard] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!signedIn) {
    return (
      <div className={styles.actions} data-part="meeting-order-step" data-state="signed-out">
        <p className={styles.notice}>{t('growth.meetings.order.signIn')}</p>
        {signInHref ? (
          <a className={styles.link} href={safeLinkHref(signInHref) ?? undefined}>
            {t('signIn.action')}
          </a>
        ) : null}
      </div>
    );
  }

  const blocker = bookBlocker({ name, topic, enabled });
  const why = blocker === 'disabled' ? t('growth.meetings.disabled') : blocker === 'incomplete' ? t('growth.meetings.incomplete') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || blocker) return;
    onBook?.({ name, topic, attachment, timezone: timeZone, card: cardElement ? card : null });
  };
  const zones = timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones];

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={submitting || undefined}
      data-part="meeting-order-step"
      data-state={submitting ? 'submitting' : error ? 'failed' : 'idle'}
    >
      <TextField
        label={t('growth.meetings.order.name')}
        name="name"
        autoComplete="name"
        value={name}
        onValueChange={setName}
        required
        readOnly={submitting}
        maxLength={BOOKING_LIMITS.name}
      />
      <TextArea
        label={t('growth.meetings.order.topic')}
        hint={t('growth.meetings.order.topicHint')}
        name="description"
        value={topic}
        onValueChange={setTopic}
        required
        readOnly={submitting}
        characterLimit={BOOKING_LIMITS.topic}
        rows={4}
      />
      <Field
        label={t('growth.meetings.order.attachment')}
        hint={t('growth.meetings.order.attachmentHint')}
        error={refused ? t('growth.meetings.order.attachmentRefused') : undefined}
      >
        <FileControl
          ref={fileInput}
          type="file"
          name="attachment"
          accept={attachmentAccept}
          disabled={submitting}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const ok = !file || !acceptsAttachment || acceptsAttachment(file);
            setRefused(!ok);
            setAttachment(ok ? file : null);
            if (!ok) event.target.value = '';
          }}
        />
      </Field>
      {attachment ? (
        <p className={styles.fileRow} data-part="meeting-attachment">
          <bdi>{attachment.name}</bdi>
          <Button
            variant="ghost"
            size="sm"
            disabled={submitting}
            onClick={() => {
              setAttachment(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            {isolatedText(([file]) => t('growth.meetings.order.removeAttachment', { name: file }), [attachment.name])}
          </Button>
        </p>
      ) : null}
      {cardElement ? (
        <TextField
          label={t('growth.meetings.order.card')}
          hint={cardHint}
          name="card"
          autoComplete="off"
          spellCheck={false}
          value={card}
          onValueChange={setCard}
          readOnly={submitting}
          data-part="meeting-card"
        />
      ) : null}
      <Select
        label={t('growth.meetings.order.timezone')}
        name="timezone"
        value={timeZone}
        options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        onValueChange={onTimeZoneChange}
        disabled={submitting}
      />
      {error ? (
        <p className={styles.error} role="alert" data-part="meeting-order-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={submitting} disabled={!!blocker} aria-describedby={why ? `${id}-why` : undefined} data-part="meeting-book">
          {price ? t('growth.meetings.order.bookFor', { price }) : t('growth.meetings.order.book')}
        </Button>
        {why ? (
          <p id={`${id}-why`} className={styles.explain} data-part="meeting-book-why">
            {why}
          </p>
        ) : null}
      </div>
    </form>
  );
}
