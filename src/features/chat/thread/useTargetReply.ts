/**
 * The reply a comment link points at (`?targetReply=…&showTarget=true`): highlighted and scrolled into view once;
 * and the Back action when the link carries `back`.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigation } from '../../../platform/context';
import { highlightedReplyId, parseChatThreadQuery } from '../links';

export function useTargetReply() {
  const location = useLocation();
  const navigation = useNavigation();
  const query = useMemo(() => parseChatThreadQuery(location.search), [location.search]);
  const targetReplyId = highlightedReplyId(query);
  const scrolledTo = useRef<number | null>(null);
  const targetRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || targetReplyId === null || scrolledTo.current === targetReplyId) return;
      scrolledTo.current = targetReplyId;
      element.scrollIntoView?.({ block: 'center' });
    },
    [targetReplyId],
  );
  const onBack = useMemo(() => (query.back ? () => navigation.back() : null), [query.back, navigation]);
  return { targetReplyId, targetRef, onBack };
}
