/**
 * The one relation store applied to a chat thread (M44): pure, so the rule is tested without React.
 *
 * - the reader blocks the author → the row is the blocked notice "This person is blocked";
 * - the author blocks the reader → "This person blocked you";
 * - the reader mutes the author → the row is left out while the mute runs (chat has no muted notice: a mute is
 *   meant to make a person quiet, not to mark where they spoke).
 *
 * Rows by anyone else keep their identity, so memoised rows do not re-render.
 */
import type { ChatBlockedRelation } from '../../../api/schemas/community';
import type { RelationReason } from '../../../kit/relationStore';

const blockedRelationOf: Record<Exclude<RelationReason, 'you-muted'>, ChatBlockedRelation> = {
  'you-blocked': 'you_blocked',
  'blocked-you': 'blocked_you',
};

interface WithAuthor {
  comment: { user?: { id: number } | null | undefined; blocked_relation?: ChatBlockedRelation | null | undefined };
}

/** The rows as the reader's relations show them (`reasons`: the people hidden now, by user id). */
export function honourRelations<T extends WithAuthor>(entries: readonly T[], reasons: ReadonlyMap<number, RelationReason>): readonly T[] {
  if (reasons.size === 0) return entries;
  let changed = false;
  const shown: T[] = [];
  for (const entry of entries) {
    const authorId = entry.comment.user?.id;
    const reason = authorId == null ? undefined : reasons.get(authorId);
    if (!reason) {
      shown.push(entry);
      continue;
    }
    changed = true;
    if (reason === 'you-muted') continue;
    const blocked = blockedRelationOf[reason];
    shown.push(entry.comment.blocked_relation === blocked ? entry : { ...entry, comment: { ...entry.comment, blocked_relation: blocked } });
  }
  return changed ? shown : entries;
}
