/**
 * The reading list modal's data hooks (M46), one job each: `usePublicationSearch` reads the publication search (P11,
 * the kit's read, 100 ms after the last keystroke) into the machine; `useReadingListModal` runs the machine, saves the
 * list (E53 create / E54 update through the kit's optimistic write: the failure is a toast, "Something went wrong.
 * Please try again" — T141 — unless the reader can act on it: offline, timeout, sign in), and toasts what the reader
 * did: "{name} added" / "{name} removed" (T149/T150), "{name} created" / "{name} updated" (T152/T151).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createReadingList, searchPublications, updateReadingList } from '../../api/endpoints/feed';
import type { ReadingList } from '../../api/schemas/feed';
import { commonFailureId } from '../../kit/failure';
import { useRead } from '../../kit/read';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { isolate } from '../../ui/bidi';
import { useToast } from '../../ui/Toast';
import { useT } from './i18n';
import {
  canSave,
  initialReadingListState,
  type ListPublication,
  type ReadingListEvent,
  type ReadingListLike,
  type ReadingListState,
  readingListTransition,
  saveRequest,
  savedToastId,
} from './readingList.machine';

/** How long the search waits after the last keystroke before it asks (the transcript search's debounce, K062). */
export const PUBLICATION_SEARCH_DEBOUNCE_MS = 100;
/** How many publications a search lists. */
export const PUBLICATION_SEARCH_LIMIT = 10;

/** The value `delay` ms after it last changed. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Runs the search the machine waits for and answers it with `SEARCH_RESULTS` / `SEARCH_FAILED`. */
export function usePublicationSearch(state: ReadingListState, send: (event: ReadingListEvent) => ReadingListState) {
  const waiting = state.search.name === 'searching' ? state.search.query : '';
  const query = useDebounced(waiting, PUBLICATION_SEARCH_DEBOUNCE_MS);
  const read = useRead(searchPublications, query ? { query: { query, limit: PUBLICATION_SEARCH_LIMIT } } : null);
  const { data, error, isFetching } = read;
  useEffect(() => {
    // Only the answer the machine waits for (the debounced query may lag behind what was typed, or come back to it).
    if (!query || query !== waiting || isFetching) return;
    if (data) send({ type: 'SEARCH_RESULTS', query, results: data.results });
    else if (error) send({ type: 'SEARCH_FAILED', query, error });
  }, [query, waiting, data, error, isFetching, send]);
}

export interface UseReadingListModalOptions {
  /** The list to edit; a new list ("My list") without it. */
  list?: ReadingListLike | undefined;
  /** Called with the saved list (after its toast). */
  onSaved?: ((list: ReadingList) => void) | undefined;
}

export function useReadingListModal({ list, onSaved }: UseReadingListModalOptions) {
  const t = useT();
  const toast = useToast();
  const [state, send] = useMachine(readingListTransition, () =>
    initialReadingListState(list ? { mode: 'edit', list } : { mode: 'create', defaultName: t('discover.readingList.defaultName') }),
  );
  usePublicationSearch(state, send);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const write = useOptimisticWrite({
    mutationFn: ({ listId, body }: ReturnType<typeof saveRequest>, api) =>
      listId === null ? api.call(createReadingList, { body }) : api.call(updateReadingList, { params: { id: listId }, body }),
    onSucceeded: (saved, request) => {
      send({ type: 'SAVED', list: saved });
      toast.show({ message: t(savedToastId(request.listId === null ? 'create' : 'edit'), { name: isolate(saved.name) }) });
      onSavedRef.current?.(saved);
    },
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure });
      return t(commonFailureId(failure, 'discover.readingList.error.save'));
    },
    notice: 'toast',
  });

  const sendWrite = write.send;
  const save = useCallback(() => {
    const next = send({ type: 'SAVE' });
    if (next.name === 'saving') void sendWrite(saveRequest(next));
  }, [send, sendWrite]);

  const add = useCallback(
    (publication: ListPublication) => {
      const before = state;
      const next = send({ type: 'ADD', publication });
      if (next !== before) toast.show({ message: t('discover.readingList.toast.added', { name: isolate(publication.name) }) });
    },
    [send, state, toast, t],
  );
  const remove = useCallback(
    (publication: ListPublication) => {
      const before = state;
      const next = send({ type: 'REMOVE', publicationId: publication.id });
      if (next !== before) toast.show({ message: t('discover.readingList.toast.removed', { name: isolate(publication.name) }) });
    },
    [send, state, toast, t],
  );
  const rename = useCallback((name: string) => void send({ type: 'RENAME', name }), [send]);
  const search = useCallback((query: string) => void send({ type: 'SEARCH', query }), [send]);
  const reset = useCallback(() => void send({ type: 'CLOSE' }), [send]);

  return { state, canSave: canSave(state), save, add, remove, rename, search, reset };
}
