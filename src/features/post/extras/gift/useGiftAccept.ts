import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { acceptViralGift, getViralGift } from '../../../../api/endpoints/growth';
import type { ViralGift } from '../../../../api/schemas/growth';
import { useApi } from '../../../../api/useApi';
import { useMachine } from '../../../../kit/useMachine';
import { useOptimisticWrite } from '../../../../kit/useOptimisticWrite';
import { type ExtrasLoadStatus, extrasLoadStatus, serverMessageOf } from '../loadStatus';
import { type GiftAcceptEvent, type GiftAcceptState, initGiftAccept, transition } from './giftAccept.machine';

/** TanStack Query key of a viral gift (P16). */
export const viralGiftQueryKey = (token: string) => ['growth', 'viral-gift', token] as const;

export interface GiftAcceptController {
  /** Loading the gift (P16): `not_found` for an unknown link. */
  status: ExtrasLoadStatus;
  gift: ViralGift | null;
  errorMessage?: string;
  /** The M62 machine, once the gift is loaded. */
  state: GiftAcceptState | null;
  reload: () => void;
  /** Accepts the gift for `name` and `email` (E71). */
  accept: (name: string, email: string) => void;
}

type Action = { type: 'INIT'; gift: ViralGift } | GiftAcceptEvent;

/** The machine once the gift is loaded (`INIT`), nothing before. */
function withGift(state: GiftAcceptState | null, action: Action): GiftAcceptState | null {
  if (action.type === 'INIT') return state ?? initGiftAccept(action.gift);
  return state === null ? null : transition(state, action);
}

/**
 * The data hook of the gift acceptance page `/gift/{token}`: the gift (P16) through TanStack Query, the M62 machine,
 * and the accept call (E71 `{name, email, token}`) through the kit's write; the machine's `error` state shows the
 * failure in the form (no alert). A success refetches the gift (one fewer left).
 */
export function useGiftAccept(token: string): GiftAcceptController {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: viralGiftQueryKey(token),
    queryFn: ({ signal }) => api.call(getViralGift, { params: { token } }, { signal }),
    retry: false,
  });
  const [state, send] = useMachine(withGift, null);
  useEffect(() => {
    if (query.data) send({ type: 'INIT', gift: query.data });
  }, [query.data, send]);

  const write = useOptimisticWrite({
    mutationFn: (input: { name: string; email: string }, client) => client.call(acceptViralGift, { body: { ...input, token } }),
    onSucceeded: () => {
      send({ type: 'SUCCEEDED' });
      void queryClient.invalidateQueries({ queryKey: viralGiftQueryKey(token) });
    },
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure, message: serverMessageOf(failure) ?? null });
      return null;
    },
    // The same form sent again after a failure is a retry of that accept (the kit keeps its key), so an accept that
    // reached the server after all (its answer lost or unreadable) is answered as the first time, not "already
    // claimed"; a changed form is a new accept.
    retry: { identity: (input) => [token, input.name, input.email] },
  });

  const accept = useCallback(
    (name: string, email: string) => {
      if (state?.name === 'submitting') return;
      const next = send({ type: 'SUBMIT', name, email });
      if (next?.name !== 'submitting') return;
      const request = { name: next.submitterName, email: next.email };
      void write.send(request);
    },
    [state, send, write.send],
  );

  return {
    status: extrasLoadStatus(query),
    gift: query.data ?? null,
    errorMessage: serverMessageOf(query.error),
    state,
    reload: () => void query.refetch(),
    accept,
  };
}
