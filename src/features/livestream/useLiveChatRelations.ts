/**
 * The live chat as the reader's relations show it (M44's one relation store): messages by a person the reader mutes
 * or blocks, or who blocks the reader, are left out — at once, and back when a mute ends on the platform clock. Live
 * chat has no placeholder for them (the spec gives none, and a notice per message would fill a fast chat with
 * notices). The machine keeps every message; only what the panel shows is filtered, so the backlog's "after the last
 * id" and the merge by id are unchanged.
 */
import { useMemo } from 'react';
import { useRelationReasons } from '../../kit/relationStore';
import type { State as LiveChatState } from './liveChat.machine';

export function useLiveChatRelations(state: LiveChatState): LiveChatState {
  const authorIds = useMemo(() => state.messages.map((message) => message.user.id), [state.messages]);
  const reasons = useRelationReasons(authorIds);
  return useMemo(
    () => (reasons.size === 0 ? state : { ...state, messages: state.messages.filter((message) => !reasons.has(message.user.id)) }),
    [state, reasons],
  );
}
