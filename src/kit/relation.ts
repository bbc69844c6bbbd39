/**
 * The reader's relation to another person (M44), pure: what the one relation store holds per user, and the rules
 * every area reads it with (the feed, comments and chat hide a person's items by `isHidden`). Time comes in as an
 * argument (the platform clock's `now`, in ms), so a mute ends at its instant on every screen at once.
 *
 * - `mute`: I mute them, until an instant (ms) or indefinitely (`until: null`); `null`: not muted.
 * - `blocked`: I block them. `blocking`: they block me (the spec's names).
 */
import type { BlockState, MissingReason, MuteDuration } from '../api/schemas/feed';

export interface Relation {
  readonly mute: { readonly until: number | null } | null;
  readonly blocked: boolean;
  readonly blocking: boolean;
}

/** The spec's relation names (M44): `none`, `muting` (I mute them), `blocking` (they block me), `blocked` (I block them). */
export type RelationName = 'none' | 'muting' | 'blocking' | 'blocked';

export const noRelation: Relation = /* @__PURE__ */ Object.freeze({ mute: null, blocked: false, blocking: false });

const HOUR = 3_600_000;

/** How long each mute lasts, in ms (`null`: until unmuted). */
export const muteDurationMs: Readonly<Record<MuteDuration, number | null>> = {
  '1hour': HOUR,
  '8hours': 8 * HOUR,
  '24hours': 24 * HOUR,
  indefinitely: null,
};

/** The instant a mute chosen at `now` ends (`null`: never). */
export function muteUntil(duration: MuteDuration, now: number): number | null {
  const ms = muteDurationMs[duration];
  return ms === null ? null : now + ms;
}

/** Whether the reader mutes the person at `now` (a mute whose instant has come is over). */
export function isMuted(relation: Relation, now: number): boolean {
  return relation.mute !== null && (relation.mute.until === null || now < relation.mute.until);
}

/** The relation's name at `now`; a block either way outranks a mute (as the server answers it). */
export function relationName(relation: Relation, now: number): RelationName {
  if (relation.blocking) return 'blocking';
  if (relation.blocked) return 'blocked';
  return isMuted(relation, now) ? 'muting' : 'none';
}

/** Whether the person's items are hidden from the reader at `now` (muted, blocked, or blocking the reader). */
export function isHidden(relation: Relation, now: number): boolean {
  return relationName(relation, now) !== 'none';
}

/** The feed's missing-item reason (M42) for the person's items at `now`, or `null` when they show. */
export function hiddenReason(relation: Relation, now: number): Extract<MissingReason, 'blocked-you' | 'you-blocked' | 'you-muted'> | null {
  switch (relationName(relation, now)) {
    case 'blocking':
      return 'blocked-you';
    case 'blocked':
      return 'you-blocked';
    case 'muting':
      return 'you-muted';
    case 'none':
      return null;
  }
}

/** The next instant the relation changes by itself (a running mute's end), or `null`. */
export function relationChangesAt(relation: Relation, now: number): number | null {
  const until = relation.mute?.until;
  return until != null && until > now ? until : null;
}

/** The relation a server answer carries (E49/E50's `blockState`, a feed item's `blockState`). */
export function relationFromBlockState(state: BlockState): Relation {
  const until = state.mute?.expires_at ? Date.parse(state.mute.expires_at) : null;
  return {
    mute: state.muting || state.mute ? { until: until !== null && Number.isFinite(until) ? until : null } : null,
    blocked: state.blocked || state.relation === 'blocked',
    blocking: state.blocking || state.relation === 'blocking',
  };
}

/** Whether two relations say the same. */
export function sameRelation(a: Relation, b: Relation): boolean {
  const muteOf = (r: Relation) => (r.mute === null ? 'none' : r.mute.until === null ? 'indefinitely' : r.mute.until);
  return a.blocked === b.blocked && a.blocking === b.blocking && muteOf(a) === muteOf(b);
}
