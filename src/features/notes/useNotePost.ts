/**
 * Posts the composer's draft (P09b, POST /api/v1/comment/feed) through the kit's write: success clears the draft
 * (the machine's `SUCCEEDED`) and reads the feed again; a failure keeps the draft with the failure (`FAILED`: a 401
 * turns into the sign-in modal). Nothing is alerted: the failure shows inside the composer. The endpoint loads with
 * the first post: most readers never write.
 */
import { useQueryClient } from '@tanstack/react-query';
import { applyReadEffects, invalidateRead } from '../../kit/readEffects';
import type { Send } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import type { NoteComposerEvent, NoteComposerState, NoteDraft } from './noteComposer.machine';

/** What the composer needs from the created note (the answer's `id` and `is_first_feed_comment`). */
export interface PostedNote {
  id: number;
  is_first_feed_comment?: boolean;
}

export interface NotePostRequest {
  draft: NoteDraft;
  /** The note replied to, or `null` for a new note. */
  parentId: number | null;
}

export function useNotePost(
  send: Send<NoteComposerEvent, NoteComposerState>,
  onPosted: (created: PostedNote) => void,
  /** A 401: the machine shows the gate's sign-in; the caller opens the sign-in modal. */
  onSignInNeeded: () => void,
) {
  const queryClient = useQueryClient();
  return useOptimisticWrite({
    mutationFn: async ({ draft, parentId }: NotePostRequest, api) => {
      const { createFeedComment } = await import('../../api/endpoints/feed');
      const { bodyJsonOfText } = await import('../../api/schemas/bodyJsonText');
      return api.call(createFeedComment, {
        body: { bodyJson: bodyJsonOfText(draft.text), attachments: draft.attachments.map((a) => ({ type: a.type, url: a.url })), parent_id: parentId },
      });
    },
    onSucceeded: async (created) => {
      send({ type: 'SUCCEEDED' });
      onPosted(created);
      const { getFeed } = await import('../../api/endpoints/feed');
      await applyReadEffects(queryClient, [invalidateRead(getFeed)]);
    },
    onFailed: (failure) => {
      const next = send({ type: 'FAILED', error: failure });
      if (next.name === 'gated') onSignInNeeded();
      // The draft stays in the composer with the failure beside it: no alert to dismiss.
      return null;
    },
  });
}
