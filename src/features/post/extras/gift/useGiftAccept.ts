import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { acceptViralGift, getViralGift } from '../../../../api/endpoints/growth';
import type { ViralGift } from '../../../../api/schemas/growth';
import { useApi } from '../../../../api/useApi';
import { type ExtrasLoadStatus, extrasLoadStatus, serverMessageOf } from '../loadStatus';
import { type GiftAcceptEvent, type GiftAcceptState, giftAcceptTransition, initGiftAccept } from './giftAccept.machine';

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

function reducer(state: GiftAcceptState | null, action: Action): GiftAcceptState | null {
  if (action.type === 'INIT') return state ?? initGiftAccept(action.gift);
  return state === null ? null : giftAcceptTransition(state, action);
}

/**
 * The data hook of the gift acceptance page `/gift/{token}`: the gift (P16) through TanStack Query, the M62 machine,
 * and the accept call (E71 `{name, email, token}`). A success refetches the gift (one fewer left).
 */
export function useGiftAccept(token: string): GiftAcceptController {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: viralGiftQueryKey(token),
    queryFn: ({ signal }) => api.call(getViralGift, { params: { token } }, { signal }),
    retry: false,
  });
  const [state, dispatch] = useReducer(reducer, null);
  useEffect(() => {
    if (query.data) dispatch({ type: 'INIT', gift: query.data });
  }, [query.data]);

  const mutation = useMutation({
    mutationFn: (input: { name: string; email: string }) => api.call(acceptViralGift, { body: { ...input, token } }),
    onSuccess: () => {
      dispatch({ type: 'SUCCEEDED' });
      void queryClient.invalidateQueries({ queryKey: viralGiftQueryKey(token) });
    },
    onError: (error) => dispatch({ type: 'FAILED', error: error as { status?: number; code?: string; serverMessage?: string } }),
  });
  const { mutate } = mutation;

  const accept = useCallback(
    (name: string, email: string) => {
      if (state === null) return;
      const next = giftAcceptTransition(state, { type: 'SUBMIT', name, email });
      if (next.name !== 'submitting') return;
      dispatch({ type: 'SUBMIT', name, email });
      mutate({ name: next.submitterName, email: next.email });
    },
    [state, mutate],
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
