/**
 * The events hub (inventory `events-page`, spec 001 "Events page"): its cards and each section card's subscribe
 * control, derived without React so the tests check every case.
 *
 * Decisions where the spec is silent (documented here and in the view):
 * - The route is the inventory's proposal, `/events` (G18: a hub linking to the one microsite at `/america250`).
 * - "Each section" is every section of the publication as the newsletters list (P19) gives it: the API marks no
 *   section as an events section, so each one is offered, podcasts included, in the publication's order. The cards run
 *   America at 250 first, then the sections, then the book club (spec order).
 * - The subscribe control is the section's e-mail setting (E15, P26 "= E15"), kept like the author follow's (M20: the
 *   same machine, imported through the follow area's index): a reader who is not subscribed to the publication (or is
 *   signed out) is sent to the subscribe page and comes back to the hub.
 */
import type { ApiError } from '../../api/errors';
import type { NewsletterItem } from '../../api/schemas/account';
import { type FollowState, followToggle, isFollowing } from '../follow';

/** A section as the hub shows it. */
export interface HubSection {
  id: number;
  name: string;
  description: string | null;
  /** The section's page on this site (`/s/{slug}`), or `null` when the API gives no link. */
  path: string | null;
}

export type EventsHubCard = { kind: 'america250' } | { kind: 'section'; section: HubSection } | { kind: 'bookClub' };

export const eventsHubCardKinds = ['america250', 'section', 'bookClub'] as const satisfies readonly EventsHubCard['kind'][];

/** `/s/{slug}` from the newsletter's absolute link (`https://…/s/city-desk` → `/s/city-desk`), else `null`. */
export function sectionPathOf(linkUrl: string | null | undefined): string | null {
  if (!linkUrl) return null;
  const match = /\/s\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})\/?$/.exec(linkUrl);
  return match ? `/s/${match[1]}` : null;
}

/** The sections the hub lists, from the newsletters list (P19). */
export function hubSections(newsletters: readonly NewsletterItem[]): HubSection[] {
  return newsletters.map((n) => ({ id: n.sectionId, name: n.name, description: n.description ?? null, path: sectionPathOf(n.linkUrl) }));
}

/** The hub's cards in order: America at 250, each section, the book club. */
export function eventsHubCards(sections: readonly HubSection[]): EventsHubCard[] {
  return [{ kind: 'america250' }, ...sections.map((section) => ({ kind: 'section' as const, section })), { kind: 'bookClub' }];
}

/** What a section's subscribe control shows. */
export const sectionControlStates = ['loading', 'off', 'on', 'pending'] as const;
export type SectionControlState = (typeof sectionControlStates)[number];

/**
 * The control's state from the follow machine's: `loading` until the reader's choices are in (and while the trip to
 * the subscribe page starts), `pending` while a change is saved (shown already), else on or off.
 */
export function sectionControlState(state: FollowState): SectionControlState {
  if (state.name === 'loading' || state.name === 'redirecting') return 'loading';
  if (state.name === 'pending') return 'pending';
  return isFollowing(state) ? 'on' : 'off';
}

/** Whether the control shows "Subscribed" (the change asked for, while it is saved). */
export function sectionSubscribed(state: FollowState): boolean {
  return isFollowing(state);
}

/** The error of the change that just failed (the control is back where the server has it), or `null`. */
export function sectionFailure(state: FollowState): ApiError | null {
  return state.name === 'following' || state.name === 'not_following' || state.name === 'pending' ? followToggle.failure(state) : null;
}
