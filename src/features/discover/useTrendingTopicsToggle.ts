/**
 * The trending topics toggle's data hook (M73): the category's choice as the kit's optimistic toggle, sent through
 * the kit's optimistic write (E51); a success reads the suggested searches again (E52 lists trending topics of enabled
 * categories only), a failure reverts with its text in an alert.
 */
import { useCallback, useEffect } from 'react';
import { getSearchSuggestions, toggleTrendingTopics } from '../../api/endpoints/feed';
import { invalidateRead } from '../../kit/readEffects';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { isolate } from '../../ui/bidi';
import { useT } from './i18n';
import { initialTrendingState, trendingFailure, trendingRequest, trendingTransition } from './trendingTopics.machine';

export interface UseTrendingTopicsToggleOptions {
  categoryId: number;
  /** Named in the failure texts. */
  categoryName: string;
  /** The server's value as the host has it. */
  enabled: boolean;
}

export function useTrendingTopicsToggle({ categoryId, categoryName, enabled }: UseTrendingTopicsToggleOptions) {
  const t = useT();
  const [state, send] = useMachine(trendingTransition, () => initialTrendingState(enabled));
  useEffect(() => void send({ type: 'SYNC', server: enabled }), [send, enabled]);
  const write = useOptimisticWrite({
    mutationFn: (enable: boolean, api) => api.call(toggleTrendingTopics, { body: { enable, categoryID: categoryId } }),
    reads: () => [invalidateRead(getSearchSuggestions)],
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      const messageId = trendingFailure(send({ type: 'FAILED', error: failure }));
      return messageId ? t(messageId, { category: isolate(categoryName) }) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  const sendWrite = write.send;
  const toggle = useCallback(() => {
    const enable = trendingRequest(send({ type: 'TOGGLE' }));
    if (enable !== null) void sendWrite(enable);
  }, [send, sendWrite]);
  return { state, toggle };
}
