/**
 * Editing the reader's own thread in place (P05): the edit machine through the kit's `useMachine`, the save through
 * `useOptimisticWrite` (the card shows the new body at once; a failure reverts it with the designed alert, or T024
 * and the server's text on `PUBLICATION_BAN`), and the inline editor's props while it is open.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { editChatPost } from '../../../api/endpoints/community';
import type { ChatPost } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import * as edit from '../edit.machine';
import type { ChatContext, ChatViewer } from '../permissions';
import type { ChatThreadEditorProps } from '../views/ChatThreadEditor';
import { useChatSignIn } from './useChatSignIn';

/** The inline editor of the reader's own thread while it is open (the props of `ChatThreadEditor`). */
export type ChatThreadEditorController = Omit<ChatThreadEditorProps, 'className'>;

export function useChatThreadEdit(
  postId: number,
  serverPost: ChatPost | null,
  viewer: ChatViewer,
  context: ChatContext,
  patchPost: (update: (post: ChatPost) => ChatPost) => void,
) {
  const t = useT();
  const askToSignIn = useChatSignIn();
  const [state, send] = useMachine(edit.transition, () => edit.initialState('', 'unavailable'));
  useEffect(() => {
    if (serverPost) send(edit.syncEvent(serverPost, viewer, context));
  }, [send, serverPost, viewer, context]);

  // Saving the same text again after a failure is a retry of that write: the kit keeps its idempotency key.
  const { send: sendEdit } = useOptimisticWrite({
    retry: { identity: (request: { body: string }) => [request.body] },
    mutationFn: (body: { body: string }, api) => api.call(editChatPost, { params: { id: postId }, body }),
    onSucceeded: ({ communityPost }) => {
      send({ type: 'SUCCEEDED', body: edit.editableSource(communityPost) });
      patchPost(() => communityPost);
    },
    onFailed: (failure) => {
      // The editor stays open with the typed text; a 401 asks to sign in instead of the alert.
      const next = edit.editFailureOf(send({ type: 'FAILED', error: failure }));
      if (failure.isUnauthorized) {
        askToSignIn();
        return null;
      }
      return next ? edit.editFailureMessage(next, t) : null;
    },
  });

  const canEdit = edit.canEdit(state);
  // From the menu: the field the editor focuses keeps it (the menu's `returnFocus` never takes focus back from it).
  const start = useCallback(() => {
    if (canEdit) send({ type: 'START' });
  }, [send, canEdit]);
  const change = useCallback((text: string) => void send({ type: 'CHANGE', text }), [send]);
  const cancel = useCallback(() => void send({ type: 'CANCEL' }), [send]);
  const save = useCallback(() => {
    const request = edit.editRequest(send({ type: 'SAVE' }));
    if (!request) return;
    void sendEdit(request);
  }, [send, sendEdit]);

  const draft = edit.draftOf(state);
  const canSave = edit.canSave(state);
  const editor = useMemo<ChatThreadEditorController | null>(
    () => (draft === null ? null : { value: draft, onValueChange: change, onSave: save, onCancel: cancel, canSave }),
    [draft, canSave, change, save, cancel],
  );
  return { state, canEdit, editor, startEdit: start };
}
