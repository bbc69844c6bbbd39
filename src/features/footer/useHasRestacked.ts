/**
 * Whether the reader has ever restacked (E44, "cached forever", K101): the one home of that fact for every restack
 * surface (the footer's toggle, the feed's restack nudge). The stored `has_restacked` flag is read once, on mount (a
 * machine's initial state takes `stored`); while it is not known, a signed-in reader's E44 is asked once where the
 * caller wants it (one cache entry, never stale); a `true` answer, or a restack that went through (`remember`), sets
 * the flag. The platform's storage never throws (`guardStorage`): a refused read counts as not stored, a refused write
 * holds for the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getHasRestacked } from '../../api/endpoints/feed';
import { useRead } from '../../kit/read';
import { useStorage, useViewer } from '../../platform/context';

/** Storage key of the has-restacked cache (E44 is "cached forever", K101): set to `true` once known. */
export const HAS_RESTACKED_STORAGE_KEY = 'has_restacked';

export interface UseHasRestackedOptions {
  /** Whether the reader may restack here, so the answer is wanted (asked only while nothing is known). */
  wanted: boolean;
  /** E44's answer, once it came (stored first when `true`). */
  onKnown: (hasRestacked: boolean) => void;
}

export interface HasRestackedController {
  /** The stored flag as it was on mount: `true` when the reader is known to have restacked. */
  stored: boolean;
  /** A restack went through: remember it (the flag is set). */
  remember: () => void;
}

export function useHasRestacked({ wanted, onKnown }: UseHasRestackedOptions): HasRestackedController {
  const storage = useStorage();
  const viewer = useViewer();
  const [stored] = useState(() => storage.get(HAS_RESTACKED_STORAGE_KEY) === 'true');
  // Known since mount: answered, or a restack went through (no need to ask any more).
  const settled = useRef(false);
  const answer = useRead(
    getHasRestacked,
    {},
    {
      enabled: viewer.role !== 'anonymous' && wanted && !stored && !settled.current,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  );
  const known = useRef(onKnown);
  known.current = onKnown;
  useEffect(() => {
    const hasRestacked = answer.data?.hasRestacked;
    if (hasRestacked === undefined) return;
    settled.current = true;
    if (hasRestacked) storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
    known.current(hasRestacked);
  }, [answer.data, storage]);
  const remember = useCallback(() => {
    settled.current = true;
    storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
  }, [storage]);
  return { stored, remember };
}
