import { listenToMedia } from '../mediaEvents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAudioUploadSrc } from '../../../api/endpoints/media';
import { getPostAudio } from '../../../api/endpoints/mediaExtras';
import type { PostAudioItem } from '../../../api/schemas/mediaExtras';
import { useRead } from '../../../kit/read';
import { toFailure } from '../../../kit/failure';
import { useMachine } from '../../../kit/useMachine';
import { safeMediaUrl } from '../../../kit/url';
import { initialPostAudioState, nextPostAudioRate, type PostAudioState, postAudioTransition, shouldAutoPlay } from './postAudio.machine';

export interface PostAudio {
  state: PostAudioState;
  /** The version played: the voiceover when there is one, else the text-to-speech reading. */
  kind: PostAudioItem['type'] | null;
  src: string | undefined;
  currentTime: number;
  duration: number;
  rate: number;
  audioRef: (element: HTMLAudioElement | null) => void;
  /** The play button, focused when the browser refused to start the audio by itself. */
  playButtonRef: (element: HTMLButtonElement | null) => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  cycleRate: () => void;
  retry: () => void;
}

/** The item to play: the voiceover first, then the reading. */
export function pickPostAudioItem(items: readonly PostAudioItem[]): PostAudioItem | null {
  return items.find((i) => i.type === 'voiceover') ?? items[0] ?? null;
}

/**
 * Data hook of the post's audio player: P50 names the post's audio version and whether the reader may hear it; E12
 * gives its source (403 there is paywalled too). The machine follows the `<audio>` element; with `autoPlay`
 * (`play_audio=true`) it starts once ready — with sound only: a browser that refuses leaves it paused, says
 * "Press play to listen" and focuses the play button, so one key press starts it.
 */
export function usePostAudio({ postId, autoPlay = false }: { postId: number; autoPlay?: boolean }): PostAudio {
  const [state, send] = useMachine(postAudioTransition, () => initialPostAudioState(autoPlay));
  const items = useRead(getPostAudio, { params: { id: postId } }, { retry: false });
  const item = items.data ? pickPostAudioItem(items.data.items) : null;
  const audioId = item?.status === 'ready' ? item.audio_upload_id : null;
  const source = useRead(getAudioUploadSrc, audioId !== null ? { params: { id: audioId } } : null, { retry: false });

  // What the server said, as one outcome for the machine.
  const itemsDone = items.isSuccess;
  const sourceForbidden = source.isError && toFailure(source.error).isForbidden;
  useEffect(() => {
    if (state.name !== 'loading' || items.isFetching || source.isFetching) return;
    if (items.isError || (source.isError && !sourceForbidden)) send({ type: 'FAILED' });
    else if (itemsDone && item === null) send({ type: 'RESOLVED', outcome: 'none' });
    else if (itemsDone && (item?.status === 'paywalled' || sourceForbidden)) send({ type: 'RESOLVED', outcome: 'paywalled' });
    else if (source.isSuccess) send({ type: 'RESOLVED', outcome: 'ready' });
  }, [state.name, items.isFetching, source.isFetching, items.isError, itemsDone, item, source.isError, source.isSuccess, sourceForbidden, send]);

  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const playButton = useRef<HTMLButtonElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);

  useEffect(() => {
    if (!element) return;
    const sync = () => {
      setCurrentTime(element.currentTime);
      if (Number.isFinite(element.duration)) setDuration(element.duration);
    };
    return listenToMedia(element, {
      play: () => send({ type: 'PLAYING' }),
      pause: () => {
        if (!element.ended) send({ type: 'PAUSED' });
      },
      ended: () => {
        sync();
        send({ type: 'ENDED' });
      },
      timeupdate: sync,
      loadedmetadata: sync,
      error: () => send({ type: 'FAILED' }),
    });
  }, [element, send]);

  // `play_audio=true`: one try with sound once the source is there.
  const autoplayNow = shouldAutoPlay(state);
  const src = safeMediaUrl(source.data?.src);
  useEffect(() => {
    if (!autoplayNow || !element || !src) return;
    let cancelled = false;
    element.play().catch(() => {
      if (cancelled) return;
      send({ type: 'AUTOPLAY_REFUSED' });
      playButton.current?.focus({ preventScroll: true });
    });
    return () => {
      cancelled = true;
    };
  }, [autoplayNow, element, src, send]);

  const toggle = useCallback(() => {
    if (!element) return;
    if (element.paused) void element.play().catch(() => send({ type: 'PAUSED' }));
    else element.pause();
  }, [element, send]);
  const seek = useCallback(
    (seconds: number) => {
      if (!element) return;
      element.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(element.duration) ? element.duration : seconds));
      setCurrentTime(element.currentTime);
    },
    [element],
  );
  const cycleRate = useCallback(() => {
    const next = nextPostAudioRate(rate);
    if (element) element.playbackRate = next;
    setRate(next);
  }, [element, rate]);
  const retry = useCallback(() => {
    send({ type: 'RETRY' });
    if (element?.error) element.load();
    if (items.isError) void items.refetch();
    else void source.refetch();
  }, [send, items, source, element]);

  return {
    state,
    kind: item?.type ?? null,
    src,
    currentTime,
    duration: duration || source.data?.duration || item?.duration || 0,
    rate,
    audioRef: setElement,
    playButtonRef: (node) => {
      playButton.current = node;
    },
    toggle,
    seek,
    cycleRate,
    retry,
  };
}
