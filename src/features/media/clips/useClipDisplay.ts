import { useEffect } from 'react';
import { getVideoUpload, getVideoUploadAssets, getVideoUploadSrcJson } from '../../../api/endpoints/media';
import { readAll, readOf, useRead, useReadOf } from '../../../kit/read';
import { useMachine } from '../../../kit/useMachine';
import { safeMediaUrl } from '../../../kit/url';
import { CLIP_POLL_INTERVAL_MS, type ClipDisplayMachineState, clipDisplayTransition, initialClipDisplayState } from '../clipDisplay.machine';

export interface ClipDisplay {
  state: ClipDisplayMachineState;
  /** The clip's length in seconds, once known. */
  duration: number | null;
  /** In `uploaded`: the original file's (presigned) address, which plays as a plain video. */
  originalUrl: string | undefined;
}

/**
 * Data hook of the clip's display (M09): reads the clip (E08) and its assets (E10) together, then again every 5 s
 * (the kit's poll: the platform clock, paused while the document is hidden) while the machine polls; in `uploaded` it
 * asks for the original's address (E09 `type=original`).
 */
export function useClipDisplay(clipId: number): ClipDisplay {
  const [state, send] = useMachine(clipDisplayTransition, initialClipDisplayState);
  const read = useReadOf(readAll(readOf(getVideoUpload, { params: { id: clipId } }), readOf(getVideoUploadAssets, { params: { id: clipId } })), {
    retry: false,
    staleTime: 0,
    gcTime: 0,
    poll: { every: CLIP_POLL_INTERVAL_MS, enabled: state.polling },
  });
  const { data, dataUpdatedAt, errorUpdateCount } = read;
  // Every answer is a poll, also one equal to the last (structural sharing keeps `data`; `dataUpdatedAt` moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (data) send({ type: 'POLLED', upload: data[0], assets: data[1] });
  }, [data, dataUpdatedAt, send]);
  useEffect(() => {
    if (errorUpdateCount > 0) send({ type: 'POLL_FAILED' });
  }, [errorUpdateCount, send]);
  const original = useRead(getVideoUploadSrcJson, state.name === 'uploaded' ? { params: { id: clipId }, query: { type: 'original' } } : null, { retry: false });
  return { state, duration: data?.[0].duration ?? null, originalUrl: safeMediaUrl(original.data?.src) };
}
