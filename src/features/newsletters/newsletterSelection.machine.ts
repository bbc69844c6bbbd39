/**
 * M25 `newsletter-selection` (spec 000, 001): which newsletters (sections) a reader gets by e-mail. Pure.
 *
 * Page states: `loading` → `redirect_home` (the publication has no newsletters) | `ready` (themed or default variant) |
 * `load_failed`; `signup` (a reader who does not subscribe chose newsletters: sign up first — signed out through the
 * e-mail form and the signup flow, signed in with one click).
 *
 * Every toggle saves at once (E15) and is optimistic: `selected` is what the page shows, `server` what the server
 * holds; a section with a request on its way is `pending` (a second toggle of it waits). A failure puts the
 * failed sections back to `server` and names the text. Select All / Deselect All (`SET_GROUP`) is one request for the
 * sections of a group that change.
 *
 * ```
 * loading ─LOADED(no newsletters)→ redirect_home
 * loading ─LOADED→ ready ─TOGGLE / SET_GROUP→ ready(pending) ─SUCCEEDED→ ready | ─FAILED→ ready(reverted, failure)
 * ready(not subscribed) ─TOGGLE / SET_GROUP(on)→ signup(chosen) ─CANCEL_SIGNUP→ ready
 *                                                               ─SIGNED_UP→ ready(subscribed, chosen pending)
 * ```
 */
import type { ApiError } from '../../api/errors';
import { type CommonFailureId, commonFailureId } from '../../kit/failure';

export const newsletterAccessKinds = ['signed_in', 'token', 'signed_out'] as const;
/** How the reader reaches the page: signed in, through an e-mail's `token`, or neither. */
export type NewsletterAccess = (typeof newsletterAccessKinds)[number];

export type NewslettersFailureMessageId = 'newsletters.error.save' | CommonFailureId;
export type NewslettersLoadFailure = 'link_expired' | 'other';

/** Section id (as a JSON key) → on. */
export type Selection = Readonly<Record<string, boolean>>;

export interface NewslettersReady {
  variant: 'themed' | 'default';
  access: NewsletterAccess;
  /** The reader subscribes to the publication (free or paid): toggles save; otherwise choosing asks to sign up. */
  subscribed: boolean;
  selected: Selection;
  server: Selection;
  pending: readonly number[];
  failure: { messageId: NewslettersFailureMessageId; sectionIds: readonly number[] } | null;
}

export type NewslettersState =
  | { name: 'loading' }
  | { name: 'redirect_home' }
  | { name: 'load_failed'; reason: NewslettersLoadFailure }
  | ({ name: 'ready' } & NewslettersReady)
  | ({ name: 'signup'; sectionIds: readonly number[] } & NewslettersReady);

/** What LOADED needs of P19's answer. */
export interface NewslettersSnapshot {
  variant: 'themed' | 'default';
  is_free_subscribed: boolean;
  newsletters: readonly { sectionId: number; selected: boolean }[];
}

export type NewslettersEvent =
  | { type: 'LOADED'; page: NewslettersSnapshot; access: NewsletterAccess }
  | { type: 'LOAD_FAILED'; error: ApiError }
  | { type: 'TOGGLE'; sectionId: number }
  | { type: 'SET_GROUP'; sectionIds: readonly number[]; selected: boolean }
  | { type: 'SUCCEEDED'; sectionIds: readonly number[] }
  | { type: 'FAILED'; sectionIds: readonly number[]; error: ApiError }
  | { type: 'DISMISS_FAILURE' }
  | { type: 'CANCEL_SIGNUP' }
  | { type: 'SIGNED_UP' };

export const newslettersStateNames = ['loading', 'redirect_home', 'load_failed', 'ready', 'signup'] as const satisfies readonly NewslettersState['name'][];

export const initialNewslettersState: NewslettersState = { name: 'loading' };

type Ready = Extract<NewslettersState, { name: 'ready' }>;
type Signup = Extract<NewslettersState, { name: 'signup' }>;

const key = (sectionId: number) => String(sectionId);

function readyOf(state: Ready | Signup): Ready {
  const { variant, access, subscribed, selected, server, pending, failure } = state;
  return { name: 'ready', variant, access, subscribed, selected, server, pending, failure };
}

/** Sets `sectionIds` to `on` (those not pending and not already so); the same state when nothing changes. */
function change(state: Ready, sectionIds: readonly number[], on: boolean): Ready {
  const changing = sectionIds.filter((id) => !state.pending.includes(id) && (state.selected[key(id)] ?? false) !== on);
  if (changing.length === 0) return state;
  const selected = { ...state.selected };
  for (const id of changing) selected[key(id)] = on;
  return { ...state, selected, pending: [...state.pending, ...changing] };
}

function settle(state: Ready | Signup, sectionIds: readonly number[], into: 'server' | 'selected'): Ready | Signup {
  const pending = state.pending.filter((id) => !sectionIds.includes(id));
  if (pending.length === state.pending.length) return state;
  if (into === 'server') {
    const server = { ...state.server };
    for (const id of sectionIds) server[key(id)] = state.selected[key(id)] ?? false;
    return { ...state, server, pending };
  }
  const selected = { ...state.selected };
  for (const id of sectionIds) selected[key(id)] = state.server[key(id)] ?? false;
  return { ...state, selected, pending };
}

function fromPage(page: NewslettersSnapshot, access: NewsletterAccess): Ready {
  const selection: Record<string, boolean> = {};
  for (const n of page.newsletters) selection[key(n.sectionId)] = n.selected;
  return {
    name: 'ready',
    variant: page.variant,
    access,
    subscribed: page.is_free_subscribed,
    selected: selection,
    server: selection,
    pending: [],
    failure: null,
  };
}

export function transition(state: NewslettersState, event: NewslettersEvent): NewslettersState {
  switch (event.type) {
    case 'LOADED': {
      if (state.name === 'loading' || state.name === 'load_failed') {
        return event.page.newsletters.length === 0 ? { name: 'redirect_home' } : fromPage(event.page, event.access);
      }
      if (state.name !== 'ready' && state.name !== 'signup') return state;
      // A refetch: the server's values for every section without a request on its way.
      const server = { ...state.server };
      const selected = { ...state.selected };
      for (const n of event.page.newsletters) {
        if (state.pending.includes(n.sectionId)) continue;
        server[key(n.sectionId)] = n.selected;
        selected[key(n.sectionId)] = n.selected;
      }
      return { ...state, server, selected, subscribed: event.page.is_free_subscribed, access: event.access };
    }
    case 'LOAD_FAILED':
      return state.name === 'loading' ? { name: 'load_failed', reason: event.error.isUnauthorized ? 'link_expired' : 'other' } : state;
    case 'TOGGLE': {
      if (state.name !== 'ready') return state;
      if (!state.subscribed && state.access !== 'token') return { ...state, name: 'signup', sectionIds: [event.sectionId] };
      if (state.pending.includes(event.sectionId)) return state;
      return change(state, [event.sectionId], !(state.selected[key(event.sectionId)] ?? false));
    }
    case 'SET_GROUP': {
      if (state.name !== 'ready' || event.sectionIds.length === 0) return state;
      if (!state.subscribed && state.access !== 'token') return event.selected ? { ...state, name: 'signup', sectionIds: [...event.sectionIds] } : state;
      return change(state, event.sectionIds, event.selected);
    }
    case 'SUCCEEDED':
      return state.name === 'ready' || state.name === 'signup' ? settle(state, event.sectionIds, 'server') : state;
    case 'FAILED': {
      if (state.name !== 'ready' && state.name !== 'signup') return state;
      const reverted = settle(state, event.sectionIds, 'selected');
      if (reverted === state) return state;
      return { ...reverted, failure: { messageId: newslettersFailureMessageId(event.error), sectionIds: [...event.sectionIds] } };
    }
    case 'DISMISS_FAILURE':
      return (state.name === 'ready' || state.name === 'signup') && state.failure ? { ...state, failure: null } : state;
    case 'CANCEL_SIGNUP':
      return state.name === 'signup' ? readyOf(state) : state;
    case 'SIGNED_UP': {
      if (state.name !== 'signup') return state;
      // The signup gave the publication's default newsletters; the chosen ones are asked for on top.
      return change({ ...readyOf(state), subscribed: true }, state.sectionIds, true);
    }
    default:
      return event satisfies never;
  }
}

/** The text of a failed save (the change is undone). */
export function newslettersFailureMessageId(error: ApiError): NewslettersFailureMessageId {
  return commonFailureId(error, 'newsletters.error.save');
}

export type SectionSettingsPatch = Record<string, { setting: 'individual' | 'disabled' }>;

/**
 * The request a step started (E15's body): the sections that became pending between `before` and `after`, each with
 * its new setting. `null` when the step started none.
 */
export function newRequest(before: NewslettersState, after: NewslettersState): { sectionIds: number[]; body: SectionSettingsPatch } | null {
  if (after.name !== 'ready' && after.name !== 'signup') return null;
  const was = before.name === 'ready' || before.name === 'signup' ? before.pending : [];
  const sectionIds = after.pending.filter((id) => !was.includes(id));
  if (sectionIds.length === 0) return null;
  const body: SectionSettingsPatch = {};
  for (const id of sectionIds) body[key(id)] = { setting: after.selected[key(id)] ? 'individual' : 'disabled' };
  return { sectionIds, body };
}

/** Whether a section shows as on (the optimistic value). */
export function isSelected(state: NewslettersState, sectionId: number): boolean {
  return state.name === 'ready' || state.name === 'signup' ? (state.selected[key(sectionId)] ?? false) : false;
}
