/**
 * The collapsed comments: the ids M51 holds go into the thread's store (each comment whose state changed is told) and
 * are kept in the platform's storage (at most 250), so a reload keeps them. The platform's storage never throws (its
 * guard keeps a refused write in memory); a bad stored value reads as none.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { StorageAdapter } from '../../../platform/storage';
import { parseCollapsedIds, serializeCollapsedIds } from '../commentsAddress';
import { COLLAPSED_STORAGE_KEY } from '../constants';
import type { CommentThreadStore } from '../thread/threadStore';

/** The ids kept from an earlier visit (M51's first `collapsed`). */
export function storedCollapsedIds(storage: Pick<StorageAdapter, 'get'>): number[] {
  return parseCollapsedIds(storage.get(COLLAPSED_STORAGE_KEY));
}

export function useCollapsedComments(store: CommentThreadStore, storage: StorageAdapter, collapsed: readonly number[]) {
  useLayoutEffect(() => store.setCollapsed(collapsed), [store, collapsed]);
  useEffect(() => {
    storage.set(COLLAPSED_STORAGE_KEY, serializeCollapsedIds(collapsed));
  }, [storage, collapsed]);
}
