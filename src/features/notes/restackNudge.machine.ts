/**
 * The restack nudge of the feed's cards (`restack-nudge-modal`, spec 002: post / note / comment, "View now", "OK";
 * inventory E44 has-restacked). Pure. The footer's restack toggle (M19) keeps the same rule for the post page; the
 * feed restacks many items, so the rule lives once beside them, not in each item's toggle.
 *
 * ```
 * unknown ─KNOWN(false)→ firstTime ─RESTACKED(subject)→ open(subject) ─CLOSED→ done
 * unknown ─KNOWN(true) | RESTACKED→ done          (a restack before the answer came: the reader restacks from now on,
 *                                                 and the nudge is only for the first restack known to be the first)
 * firstTime ─KNOWN(true)→ done;   done ignores everything;   open ignores all but CLOSED
 * ```
 */
import type { RestackSubject } from '../footer';

export type RestackNudgeState =
  | { readonly name: 'unknown' }
  | { readonly name: 'firstTime' }
  | { readonly name: 'open'; readonly subject: RestackSubject }
  | { readonly name: 'done' };

export type RestackNudgeEvent =
  /** E44's answer (or the stored `has_restacked`). */
  | { type: 'KNOWN'; hasRestacked: boolean }
  /** A restack of this subject went through. */
  | { type: 'RESTACKED'; subject: RestackSubject }
  /** "View now", "OK", Escape or the close button. */
  | { type: 'CLOSED' };

export const restackNudgeStateNames = ['unknown', 'firstTime', 'open', 'done'] as const satisfies readonly RestackNudgeState['name'][];
export const restackNudgeEventTypes = ['KNOWN', 'RESTACKED', 'CLOSED'] as const satisfies readonly RestackNudgeEvent['type'][];

export const initialRestackNudgeState: RestackNudgeState = { name: 'unknown' };

const done: RestackNudgeState = { name: 'done' };

export function transition(state: RestackNudgeState, event: RestackNudgeEvent): RestackNudgeState {
  switch (event.type) {
    case 'KNOWN':
      if (state.name === 'unknown') return event.hasRestacked ? done : { name: 'firstTime' };
      if (state.name === 'firstTime' && event.hasRestacked) return done;
      return state;
    case 'RESTACKED':
      if (state.name === 'firstTime') return { name: 'open', subject: event.subject };
      return state.name === 'unknown' ? done : state;
    case 'CLOSED':
      return state.name === 'open' ? done : state;
    default:
      return event satisfies never;
  }
}

/** The variant the nudge shows, or `null` while it is closed. */
export function nudgeSubject(state: RestackNudgeState): RestackSubject | null {
  return state.name === 'open' ? state.subject : null;
}

/** Whether E44 is still worth asking (the answer is not known yet). */
export function needsHasRestacked(state: RestackNudgeState): boolean {
  return state.name === 'unknown';
}

/**
 * A feed item's subject: a reply (it has ancestors) or a comment on a post (`post_id`) is a `comment`, a note on its
 * own a `note`.
 */
export function restackSubjectOfComment(comment: { ancestor_path?: string | undefined; post_id?: number | null | undefined }): RestackSubject {
  return (comment.ancestor_path ?? '') !== '' || comment.post_id != null ? 'comment' : 'note';
}

export { transition as restackNudgeTransition };
