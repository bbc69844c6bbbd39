/**
 * The thread's composer (M06, P04): the send machine through the kit's `useMachine`, each reply sent through
 * `useOptimisticWrite` (a local reply shows at once; "Not delivered" with Retry on failure; T024 and the server's
 * text on `PUBLICATION_BAN`, which also disables the composer; a Retry reuses the failed attempt's idempotency key),
 * the blocked reasons (M07) fed to the machine.
 */
import { useCallback, useEffect, useState } from 'react';
import { sendChatComment } from '../../../api/endpoints/community';
import type { ChatPost } from '../../../api/schemas/community';
import { useClock } from '../../../platform/context';
import { useT } from '../i18n';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import type { ChatContext, ChatViewer } from '../permissions';
import { replyBlockedReason } from '../replyPermission';
import * as send from '../send.machine';
import type { ChatComposerDisabledReason, ChatComposerPlaceholder } from '../views/types';
import { composerDisabledReason, composerPlaceholderKind, hidesComposer } from './adapters';
import { useChatSignIn } from './useChatSignIn';
import type { ChatThreadQueries } from './useChatThreadQueries';

export interface ChatThreadComposer {
  placeholder: ChatComposerPlaceholder;
  value: string;
  disabledReason: ChatComposerDisabledReason | null;
}

let clientSeq = 0;

interface SendRequest {
  clientId: string;
  attempt: number;
  body: ReturnType<typeof send.sendRequest>;
}

export function useChatComposer(
  postId: number,
  post: ChatPost | null,
  viewer: ChatViewer,
  context: ChatContext,
  cache: Pick<ChatThreadQueries, 'refetchPost' | 'refetchReplies'>,
) {
  const t = useT();
  const clock = useClock();
  const askToSignIn = useChatSignIn();
  const [banned, setBanned] = useState(false);
  const blockedReason = post ? replyBlockedReason(post, viewer, context) : 'unavailable';
  const [state, sendEvent] = useMachine(send.transition, () => send.initialState(blockedReason));
  useEffect(() => {
    sendEvent({ type: 'PERMISSION_CHANGED', reason: blockedReason });
  }, [sendEvent, blockedReason]);

  // A Retry of a reply is a retry of its write (its client id): the kit sends the failed attempt's idempotency key
  // again, so an attempt that reached the server after all (a timeout, an answer the client could not read) posts
  // once. Replies fail and are retried independently.
  const { send: deliver } = useOptimisticWrite({
    retry: { identity: ({ clientId }: SendRequest) => [clientId], target: ({ clientId }: SendRequest) => clientId },
    mutationFn: ({ body }: SendRequest, api) => api.call(sendChatComment, { params: { id: postId }, body }),
    onSucceeded: async ({ comment }, { clientId, attempt }) => {
      sendEvent({ type: 'SUCCEEDED', clientId, comment, attempt });
      await Promise.all([cache.refetchReplies(), cache.refetchPost()]);
      sendEvent({ type: 'DISCARD', clientId });
    },
    onFailed: (failure, { clientId, attempt }) => {
      const failed = send.findLocalReply(sendEvent({ type: 'FAILED', clientId, error: failure, attempt }), clientId);
      const message = failed?.delivery === 'failed' ? send.sendFailureMessage(failed.failure, t) : null;
      if (message) setBanned(true);
      // "Not delivered" with Retry stays on the reply; a 401 also asks the reader to sign in.
      else if (failure.isUnauthorized) askToSignIn();
      return message;
    },
  });
  const deliverLocal = useCallback(
    async (local: send.LocalReply | undefined) => {
      if (local?.delivery !== 'sending') return;
      const { clientId } = local;
      await deliver({ clientId, attempt: local.attempt, body: send.sendRequest(local) });
    },
    [deliver],
  );

  const editDraft = useCallback((text: string) => void sendEvent({ type: 'EDIT', text }), [sendEvent]);
  const sendText = useCallback(
    (text: string) => {
      clientSeq += 1;
      const clientId = `local-${clientSeq}`;
      sendEvent({ type: 'EDIT', text });
      void deliverLocal(send.findLocalReply(sendEvent({ type: 'SUBMIT', clientId, at: clock.now().toISOString() }), clientId));
    },
    [sendEvent, clock, deliverLocal],
  );
  const retry = useCallback(
    (clientId: string) => void deliverLocal(send.findLocalReply(sendEvent({ type: 'RETRY', clientId }), clientId)),
    [sendEvent, deliverLocal],
  );

  const composer: ChatThreadComposer | null =
    post && !context.readOnly && !hidesComposer(blockedReason)
      ? { placeholder: composerPlaceholderKind(post.audience), value: state.draft, disabledReason: composerDisabledReason(blockedReason, banned) }
      : null;
  return { localReplies: state.items, composer, editDraft, send: sendText, retry };
}
