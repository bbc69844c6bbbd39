import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { eventTypes } from '../../../api/constants/events';
import type { EventSpeaker } from '../../../api/schemas/events';
import { isolate } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Checkbox, RadioGroup, Select, TextArea, TextField, type TextFieldProps } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { type DraftError, type EventDraft, editorOpen, hasErrors, type State } from '../eventLifecycle.machine';
import { useT } from '../i18n';
import type { SpeakerCandidate } from '../useEventEditor';
import * as styles from './eventEditor.css';

/** The draft's one-line text fields (each with its label `microsite.editor.field.<name>`). */
type TextDraftField = 'title' | 'dateTime' | 'place' | 'location' | 'image' | 'placeholderImage' | 'ticketLink' | 'postSlug' | 'liveStreamId';

export interface EventEditorViewProps {
  state: State;
  /** The publication's contributors and admins (the speaker picker offers those not yet added). */
  candidates: readonly SpeakerCandidate[];
  edit: (patch: Partial<EventDraft>) => void;
  cancel: () => void;
  save: () => void;
}

/**
 * The admin event editor (inventory `admin-event-editor`, M34) as a dialog over the microsite (full-screen on phones):
 * every field of an event, each labelled; a save validates first and names each field's broken rule next to it (and
 * a summary); while saving the form is read-only; a failed save leaves the form as typed (the toast says why).
 */
export function EventEditorView({ state, candidates, edit, cancel, save }: EventEditorViewProps) {
  const t = useT();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const open = editorOpen(state);
  const errors = state.name === 'editing' ? state.errors : {};
  // A save the validation refused: focus goes to the first field it names (its rule is read with it). Only after a
  // submit: typing in a field clears its error and must not move focus.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (!hasErrors(errors)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] button')?.focus();
  }, [errors]);
  if (!open) return null;
  const { draft, mode } = state;
  const saving = state.name === 'saving';
  const message = (error: DraftError | undefined) => (error ? t(`microsite.editor.invalid.${error}`) : undefined);
  /** One text field of the draft: its label, its value, its edit and its broken rule, by the field's name. */
  const field = (name: TextDraftField, props: Pick<TextFieldProps, 'type' | 'hint' | 'dir'> = {}) => (
    <TextField
      label={t(`microsite.editor.field.${name}`)}
      value={draft[name]}
      onValueChange={(value) => edit({ [name]: value })}
      error={message(errors[name])}
      {...props}
    />
  );
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !saving) cancel();
      }}
      title={mode === 'create' ? t('microsite.editor.createTitle') : t('microsite.editor.editTitle')}
      description={t('microsite.editor.description')}
      size="md"
      returnFocus="trigger"
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            {t('microsite.editor.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('microsite.editor.saving') : t('microsite.editor.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className={styles.form}
        data-part="event-editor"
        data-state={state.name}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (saving) return;
          submitted.current = true;
          save();
        }}
      >
        {hasErrors(errors) ? (
          <div className={styles.summary} role="alert" data-part="editor-errors">
            <p className={styles.error}>{t('microsite.editor.errorSummary')}</p>
          </div>
        ) : null}
        <fieldset className={styles.group} disabled={saving}>
          <RadioGroup
            label={t('microsite.editor.field.status')}
            orientation="horizontal"
            value={draft.status}
            onValueChange={(value) => edit({ status: value === 'published' ? 'published' : 'draft' })}
            options={[
              { value: 'draft', label: t('microsite.editor.status.draft') },
              { value: 'published', label: t('microsite.editor.status.published') },
            ]}
          />
          {field('title', { dir: 'auto' })}
          <TextArea
            label={t('microsite.editor.field.description')}
            value={draft.description}
            onChange={(e) => edit({ description: e.currentTarget.value })}
            rows={4}
            dir="auto"
          />
          <div className={styles.pair}>
            {field('dateTime', { type: 'datetime-local', hint: 'YYYY-MM-DDTHH:mm' })}
            <TypeChoice value={draft.type} onChange={(type) => edit({ type })} error={message(errors.type)} />
          </div>
          <div className={styles.pair}>
            {field('place', { dir: 'auto' })}
            {field('location', { hint: t('microsite.editor.field.locationHint'), dir: 'auto' })}
          </div>
          <div className={styles.pair}>
            {field('image', { type: 'url' })}
            {field('placeholderImage', { type: 'url' })}
          </div>
          {field('ticketLink', { type: 'url' })}
          <Checkbox
            label={t('microsite.editor.field.isSoldOut')}
            checked={draft.isSoldOut}
            onCheckedChange={(checked) => edit({ isSoldOut: checked === true })}
          />
          <div className={styles.pair}>
            {field('postSlug')}
            {field('liveStreamId')}
          </div>
          <SpeakersField speakers={draft.speakers} candidates={candidates} onChange={(speakers) => edit({ speakers })} error={message(errors.speakers)} />
          <SponsorsField sponsors={draft.sponsors} onChange={(sponsors) => edit({ sponsors })} error={message(errors.sponsors)} />
        </fieldset>
      </form>
    </Dialog>
  );
}

function TypeChoice({ value, onChange, error }: { value: EventDraft['type']; onChange: (next: EventDraft['type']) => void; error: string | undefined }) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-part="event-type">
      <legend className={styles.legend}>{t('microsite.editor.field.type')}</legend>
      <div className={styles.choices}>
        {eventTypes.map((type) => (
          <Checkbox
            key={type}
            label={t(`microsite.events.type.${type}`)}
            checked={value.includes(type)}
            onCheckedChange={(checked) => onChange(checked === true ? [...value.filter((v) => v !== type), type] : value.filter((v) => v !== type))}
          />
        ))}
      </div>
      <GroupError id={errorId} error={error} />
    </fieldset>
  );
}

/** The broken rule of a group of fields, under the group (the group points at it with `aria-describedby`). */
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * A list the admin edits (the speakers, the sponsors): a heading, a line when the list is empty, each item with its
 * own fields and a Remove button named after it, the list's broken rule, then the ways to add (`children`).
 */
function EditorList<T>({
  part,
  heading,
  empty,
  items,
  itemKey,
  renderItem,
  removeLabel,
  onRemove,
  error,
  children,
}: {
  part: string;
  heading: string;
  empty: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  removeLabel: (item: T) => string;
  onRemove: (index: number) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  const errorId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} aria-describedby={error ? errorId : undefined} data-part={part}>
      <h3 id={headingId} className={styles.legend}>
        {heading}
      </h3>
      {items.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((item, i) => (
            <li key={itemKey(item, i)} className={styles.item}>
              {renderItem(item, i)}
              <div>
                <Button variant="ghost" size="sm" leadingIcon={<Icon icon={Trash2} />} onClick={() => onRemove(i)} aria-label={removeLabel(item)}>
                  {t('microsite.editor.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <GroupError id={errorId} error={error} />
      {children}
    </section>
  );
}

/** The next free id of a custom speaker (`custom-1`, `custom-2`…). */
function nextCustomId(speakers: readonly EventSpeaker[]): string {
  const taken = new Set(speakers.map((s) => String(s.id)));
  let n = 1;
  while (taken.has(`custom-${n}`)) n += 1;
  return `custom-${n}`;
}

function SpeakersField({
  speakers,
  candidates,
  onChange,
  error,
}: {
  speakers: readonly EventSpeaker[];
  candidates: readonly SpeakerCandidate[];
  onChange: (next: EventSpeaker[]) => void;
  error: string | undefined;
}) {
  const t = useT();
  const [picked, setPicked] = useState('');
  const added = new Set(speakers.map((s) => s.id).filter((id): id is number => typeof id === 'number'));
  const available = candidates.filter((c) => !added.has(c.id));
  const replace = (index: number, patch: Partial<EventSpeaker>) => onChange(speakers.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const addPicked = () => {
    const candidate = available.find((c) => String(c.id) === picked);
    if (!candidate) return;
    onChange([
      ...speakers,
      { id: candidate.id, name: candidate.name, role: null, handle: candidate.handle, bio: candidate.bio, imageUrl: candidate.imageUrl, isCustom: false },
    ]);
    setPicked('');
  };
  return (
    <EditorList
      part="editor-speakers"
      heading={t('microsite.editor.speakers')}
      empty={t('microsite.editor.speakers.none')}
      items={speakers}
      itemKey={(speaker, i) => `${speaker.id ?? 'speaker'}-${i}`}
      renderItem={(speaker, i) =>
        speaker.isCustom ? (
          <div className={styles.pair}>
            <TextField label={t('microsite.editor.speakers.name')} value={speaker.name} onValueChange={(name) => replace(i, { name })} dir="auto" />
            <TextField label={t('microsite.editor.speakers.role')} value={speaker.role ?? ''} onValueChange={(role) => replace(i, { role })} dir="auto" />
          </div>
        ) : (
          <div className={styles.itemHead}>
            <p className={styles.itemName} dir="auto">
              {speaker.name}
            </p>
          </div>
        )
      }
      removeLabel={(speaker) => t('microsite.editor.speakers.remove', { name: isolate(speaker.name || '…') })}
      onRemove={(index) => onChange(speakers.filter((_, j) => j !== index))}
      error={error}
    >
      <div className={styles.picker}>
        <div className={styles.grow}>
          <Select
            label={t('microsite.editor.speakers.pick')}
            placeholder={t('microsite.editor.speakers.choose')}
            value={picked}
            onValueChange={setPicked}
            options={available.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
        <Button variant="secondary" leadingIcon={<Icon icon={Plus} />} onClick={addPicked} disabled={picked === ''}>
          {t('microsite.editor.speakers.add')}
        </Button>
        <Button
          variant="secondary"
          leadingIcon={<Icon icon={Plus} />}
          onClick={() => onChange([...speakers, { id: nextCustomId(speakers), name: '', role: null, isCustom: true }])}
        >
          {t('microsite.editor.speakers.custom')}
        </Button>
      </div>
    </EditorList>
  );
}

function SponsorsField({
  sponsors,
  onChange,
  error,
}: {
  sponsors: EventDraft['sponsors'];
  onChange: (next: EventDraft['sponsors']) => void;
  error: string | undefined;
}) {
  const t = useT();
  const replace = (index: number, patch: Partial<EventDraft['sponsors'][number]>) => onChange(sponsors.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <EditorList
      part="editor-sponsors"
      heading={t('microsite.editor.sponsors')}
      empty={t('microsite.editor.sponsors.none')}
      items={sponsors}
      itemKey={(_, i) => i}
      renderItem={(sponsor, i) => (
        <div className={styles.pair}>
          <TextField label={t('microsite.editor.sponsors.name')} value={sponsor.name} onValueChange={(name) => replace(i, { name })} dir="auto" />
          <TextField
            label={t('microsite.editor.sponsors.imageUrl')}
            type="url"
            value={sponsor.imageUrl}
            onValueChange={(imageUrl) => replace(i, { imageUrl })}
          />
        </div>
      )}
      removeLabel={(sponsor) => t('microsite.editor.sponsors.remove', { name: isolate(sponsor.name || '…') })}
      onRemove={(index) => onChange(sponsors.filter((_, j) => j !== index))}
      error={error}
    >
      <div>
        <Button variant="secondary" leadingIcon={<Icon icon={Plus} />} onClick={() => onChange([...sponsors, { name: '', imageUrl: '' }])}>
          {t('microsite.editor.sponsors.add')}
        </Button>
      </div>
    </EditorList>
  );
}
