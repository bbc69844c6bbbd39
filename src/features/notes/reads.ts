/**
 * The notes area's reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the
 * `./server` entry may import them; each is the read the screen's data hook makes (the hook reads this value).
 */
import { getNote } from '../../api/endpoints/feed';
import { readOf } from '../../kit/readKey';

/** A note with its direct replies (P09j, `/@{handle}/note/c-{id}`). */
export const noteRead = (noteId: number) => readOf(getNote, { params: { id: noteId } });
