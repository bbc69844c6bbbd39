/**
 * M47's one effect beyond the rule: while the machine wants the friends (`loadingFriends`), read
 * GET /api/v1/app_install_facepile once and dispatch what came back — a failure is an empty list (spec 002 §8).
 * Lives in the on-demand part with the after-post modals: a reader who never posts never loads it.
 */
import { useEffect } from 'react';
import { getAppInstallFacepile } from '../../api/endpoints/feed';
import { useRead } from '../../kit/read';
import type { Send } from '../../kit/useMachine';
import { type AfterNotePostEvent, type AfterNotePostState, wantsFriends } from './afterNotePost.machine';

export function useAppInstallFriends(state: AfterNotePostState, send: Send<AfterNotePostEvent, AfterNotePostState>): void {
  const wanted = wantsFriends(state);
  const friends = useRead(getAppInstallFacepile, {}, { enabled: wanted, retry: false, staleTime: 0 });
  useEffect(() => {
    if (!wanted) return;
    if (friends.isSuccess) send({ type: 'FRIENDS_LOADED', friends: friends.data.map((u) => ({ id: u.id, name: u.name, photo_url: u.photo_url ?? null })) });
    else if (friends.isError) send({ type: 'FRIENDS_FAILED' });
  }, [wanted, friends.isSuccess, friends.isError, friends.data, send]);
}
