import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getVideoUpload, getVideoUploadAssets, getVideoUploadSrcJson } from '../../../api/endpoints/media';
import { useApi } from '../../../api/useApi';
import { useMachine } from '../../../kit/useMachine';
import { safeMediaUrl } from '../../../kit/url';
import { useClock } from '../../../platform/context';
import { CLIP_POLL_INTERVAL_MS, type ClipDisplayMachineState, clipDisplayTransition, initialClipDisplayState } from '../clipDisplay.machine';

export const clipQueryKeys = {
  display: (clipId: number) => ['media', 'clip', clipId, 'display'] as const,
  original: (clipId: number) => ['media', 'clip', clipId, 'original'] as const,
};

export interface ClipDisplay {
  state: ClipDisplayMachineState;
  /** The clip's length in seconds, once known. */
  duration: number | null;
  /** In `uploaded`: the original file's (presigned) address, which plays as a plain video. */
  originalUrl: string | undefined;
}

/**
 * Data hook of the clip's display (M09): reads the clip (E08) and its assets (E10), then again every 5 s on the
 * platform's clock while the machine polls; in `uploaded` it asks for the original's address (E09 `type=original`).
 */
export function useClipDisplay(clipId: number): ClipDisplay {
  const api = useApi();
  const clock = useClock();
  const [state, send] = useMachine(clipDisplayTransition, initialClipDisplayState);
  const read = useQuery({
    queryKey: clipQueryKeys.display(clipId),
    queryFn: ({ signal }) =>
      Promise.all([api.call(getVideoUpload, { params: { id: clipId } }, { signal }), api.call(getVideoUploadAssets, { params: { id: clipId } }, { signal })]),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const { data, dataUpdatedAt, errorUpdateCount, refetch } = read;
  // Every answer is a poll, also one equal to the last (structural sharing keeps `data`; `dataUpdatedAt` moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (data) send({ type: 'POLLED', upload: data[0], assets: data[1] });
  }, [data, dataUpdatedAt, send]);
  useEffect(() => {
    if (errorUpdateCount > 0) send({ type: 'POLL_FAILED' });
  }, [errorUpdateCount, send]);
  useEffect(() => {
    if (!state.polling) return;
    const timer = clock.setInterval(() => void refetch({ cancelRefetch: false }), CLIP_POLL_INTERVAL_MS);
    return () => clock.clearInterval(timer);
  }, [state.polling, clock, refetch]);
  const original = useQuery({
    queryKey: clipQueryKeys.original(clipId),
    queryFn: ({ signal }) => api.call(getVideoUploadSrcJson, { params: { id: clipId }, query: { type: 'original' } }, { signal }),
    enabled: state.name === 'uploaded',
    retry: false,
  });
  return { state, duration: data?.[0].duration ?? null, originalUrl: safeMediaUrl(original.data?.src) };
}
