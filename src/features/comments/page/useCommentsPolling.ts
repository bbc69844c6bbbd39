/**
 * M51's timers and its poll (spec 002 §4 "Comments page": reload every 30 s while visible, refresh on becoming visible,
 * paused while hidden). The machine says when a poll is due (`nextPollAt`) and when one should be made
 * (`pollRequest`); this hook owns the platform-clock timer, the visibility subscription and the call (E35 with
 * `last_comment_at`, through TanStack Query), and merges the answer into the thread without moving the reader's view
 * (the DOM is updated with `flushSync`; the windowed list, the one owner of the reader's place, keeps the reader's
 * comment where it was before paint).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { getPostComments } from '../../../api/endpoints/posts';
import type { CommentSort } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import { toFailure } from '../../../kit/failure';
import { readOptions } from '../../../kit/read';
import type { Send } from '../../../kit/useMachine';
import { useClock } from '../../../platform/context';
import { type CommentsPageEvent, type CommentsPageState, nextPollAt, pollRequest } from '../commentsPage.machine';
import type { PageVisibility } from '../../../platform/visibility';
import { isThreadTopInView } from '../thread/scrollAnchor';
import type { CommentThreadStore } from '../thread/threadStore';
import { lastCommentAt } from '../threadModel';

export interface UseCommentsPollingOptions {
  state: CommentsPageState;
  send: Send<CommentsPageEvent, CommentsPageState>;
  store: CommentThreadStore;
  postId: number;
  token?: string;
  visibility: PageVisibility;
  /** `false`: no timers and no polls (the single-comment view). */
  enabled: boolean;
  /** The thread still has pages to come: new threads the sort puts at the end wait after them. */
  morePages?: boolean;
}

export function useCommentsPolling({ state, send, store, postId, token, visibility, enabled, morePages = false }: UseCommentsPollingOptions) {
  const more = useRef(morePages);
  more.current = morePages;
  const api = useApi();
  const clock = useClock();
  const queryClient = useQueryClient();
  const sequence = useRef(0);

  // The document's visibility, into the machine (and once at start, in case it changed before this ran).
  useEffect(() => {
    const report = () => send({ type: 'VISIBILITY', visible: visibility.isVisible(), now: clock.now().getTime() });
    report();
    return visibility.subscribe(report);
  }, [visibility, clock, send]);

  // The next poll's timer, on the platform clock (a manual clock in stories).
  const due = enabled ? nextPollAt(state) : null;
  useEffect(() => {
    if (due === null) return;
    const id = clock.setTimeout(() => send({ type: 'TICK', now: clock.now().getTime() }), Math.max(0, due - clock.now().getTime()));
    return () => clock.clearTimeout(id);
  }, [due, clock, send]);

  // The poll itself.
  const request = enabled ? pollRequest(state) : null;
  const polling = request !== null;
  const since = request?.lastCommentAt ?? null;
  const sort: CommentSort = state.sort;
  useEffect(() => {
    if (!polling) return;
    let current = true;
    sequence.current += 1;
    queryClient
      .fetchQuery(
        readOptions(
          api,
          getPostComments,
          { params: { id: postId }, query: { sort, ...(token ? { token } : {}), ...(since ? { last_comment_at: since } : {}) } },
          { staleTime: 0, gcTime: 0, retry: false, attempt: sequence.current },
        ),
      )
      .then(
        (answer) => {
          if (!current) return;
          const atTop = isThreadTopInView();
          const result = flushSync(() => store.merge(answer.comments, sort));
          if (more.current) store.detachAtEnd(result.added);
          send({ type: 'POLL_SUCCEEDED', added: result.added, lastCommentAt: lastCommentAt(store.model()), atTop, now: clock.now().getTime() });
        },
        (error: unknown) => {
          if (current) send({ type: 'POLL_FAILED', error: toFailure(error), now: clock.now().getTime() });
        },
      );
    return () => {
      current = false;
    };
  }, [polling, since, sort, postId, token, api, queryClient, store, send, clock]);
}
