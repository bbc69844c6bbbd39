import { useCallback } from 'react';
import { createClip } from '../../../../api/endpoints/media';
import { useMachine } from '../../../../kit/useMachine';
import { useOptimisticWrite } from '../../../../kit/useOptimisticWrite';
import { useNavigation } from '../../../../platform/context';
import { normaliseLocation } from '../../../../platform/navigation';
import { type ClipCreateBlock, clipCreateBlock } from '../../clipDisplay.machine';
import { clipModalQuery } from '../../clipModal.machine';
import { type ClipCreateState, clipCreateTransition, clipRange, initialClipCreateState } from './clipCreate.machine';

export interface ClipCreate {
  state: ClipCreateState;
  /** Why the control is disabled (T035 ≤ 5 s, T036 not subscribed), or `null`. */
  block: ClipCreateBlock | null;
  /** Cuts the clip (P23), then opens the clip modal on it through the address (`clipId`, M10). */
  create: () => void;
}

export interface UseClipCreateOptions {
  /** The video upload to cut from. */
  videoId: number;
  /** The video's length in seconds (`post.videoUpload.duration`); unknown counts as too short. */
  duration: number | null | undefined;
  /** Whether the viewer is subscribed (paid, founding, or staff): only they may clip. */
  subscribed: boolean;
  /** The player's position when the control is pressed (seconds); the clip starts there. Default 0. */
  currentTime?: () => number;
  /** Seconds a clip covers. Default 30. */
  length?: number;
}

/**
 * Data hook of the create-clip control: `clipCreateBlock` decides whether it is enabled; pressing it cuts a clip
 * (P23, through the kit's write sequence) from the player's position and, once the server answered the new clip (in `creating`), adds `clipId` to the
 * address, which opens the clip modal (M10) where the clip's processing is followed (M09). A failure is T037.
 */
export function useClipCreate({ videoId, duration, subscribed, currentTime, length }: UseClipCreateOptions): ClipCreate {
  const navigation = useNavigation();
  const [state, send] = useMachine(clipCreateTransition, initialClipCreateState);
  const block = clipCreateBlock({ duration, subscribed });
  const write = useOptimisticWrite({
    mutationFn: (range: { start: number; end: number }, api) => api.call(createClip, { body: { video_upload_id: videoId, ...range } }),
    onSucceeded: (clip) => {
      send({ type: 'SUCCEEDED', clipId: clip.id });
      const { pathname, search, hash } = normaliseLocation(navigation.location());
      const query = clipModalQuery(new URLSearchParams(search), { name: 'view', clipId: clip.id }).toString();
      navigation.navigate(`${pathname}?${query}${hash}`);
    },
    // T037 shows in the control itself, with its retry: no alert.
    onFailed: () => {
      send({ type: 'FAILED' });
      return null;
    },
    // "Try again" is a retry of the failed create (the kit keeps its key), so a clip the server made after all is not
    // made twice; the range it asks for may have moved with the playhead, and it is still the same clip.
    retry: { identity: () => [videoId] },
  });
  const { send: sendWrite } = write;
  const create = useCallback(() => {
    if (state.name === 'creating' || send({ type: 'CREATE', block }).name !== 'creating') return;
    const range = clipRange({ duration: duration ?? 0, currentTime: currentTime?.(), length });
    void sendWrite(range);
  }, [state.name, send, block, duration, currentTime, length, sendWrite]);
  return { state, block, create };
}
