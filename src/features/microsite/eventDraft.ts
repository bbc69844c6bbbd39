/**
 * The admin event editor's validation (M34): each rule names the field it checks, and its text says the field and the
 * rule (`microsite.editor.invalid.*`). Pure; addresses go through the kit's URL policy (a ticket link must be a web
 * link, an image a media address the page would render).
 */
import { classifyLink, safeMediaUrl } from '../../kit/url';
import type { DraftErrors, EventDraft } from './eventLifecycle.machine';

/** Longest title the editor takes (the cards' headings are bounded by it). */
export const EVENT_TITLE_MAX = 200;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A `YYYY-MM-DDTHH:mm` that names a real minute (no February 30, no 24:00). */
export function isEventDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [y, m, d, h, min] = value.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d, h, min));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getUTCHours() === h && h < 24 && min < 60;
}

function isWebLink(value: string): boolean {
  const link = classifyLink(value);
  return link.kind === 'external' && /^https?:/i.test(link.href);
}

/** The errors of a draft, by field (empty when it can be saved). */
export function validateDraft(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'title.required';
  else if (title.length > EVENT_TITLE_MAX) errors.title = 'title.tooLong';
  const dateTime = draft.dateTime.trim();
  if (dateTime === '') errors.dateTime = 'dateTime.required';
  else if (!isEventDateTime(dateTime)) errors.dateTime = 'dateTime.format';
  if (draft.type.length === 0) errors.type = 'type.required';
  if (draft.image.trim() !== '' && safeMediaUrl(draft.image.trim()) === undefined) errors.image = 'image.url';
  if (draft.placeholderImage.trim() !== '' && safeMediaUrl(draft.placeholderImage.trim()) === undefined) errors.placeholderImage = 'placeholderImage.url';
  if (draft.ticketLink.trim() !== '' && !isWebLink(draft.ticketLink.trim())) errors.ticketLink = 'ticketLink.url';
  if (draft.postSlug.trim() !== '' && !SLUG.test(draft.postSlug.trim())) errors.postSlug = 'postSlug.format';
  if (draft.liveStreamId.trim() !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(draft.liveStreamId.trim())) errors.liveStreamId = 'liveStreamId.format';
  if (draft.speakers.some((s) => s.name.trim() === '')) errors.speakers = 'speakers.name';
  if (draft.sponsors.some((s) => s.name.trim() === '')) errors.sponsors = 'sponsors.name';
  else if (draft.sponsors.some((s) => s.imageUrl.trim() !== '' && safeMediaUrl(s.imageUrl.trim()) === undefined)) errors.sponsors = 'sponsors.imageUrl';
  return errors;
}
