import { listenToMedia } from '../mediaEvents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAudioUploadSrc } from '../../../api/endpoints/media';
import { useRead } from '../../../kit/read';
import { toFailure } from '../../../kit/failure';
import { useMachine } from '../../../kit/useMachine';
import { safeMediaUrl } from '../../../kit/url';
import { type PodcastPaywallState, podcastPaywallTransition } from '../podcastPaywall.machine';

/** Episodes shorter than this move their progress bar every frame (spec 002: "refresh every frame when duration < 300"). */
export const SMOOTH_PROGRESS_MAX_DURATION_S = 300;

export interface PodcastPlayer {
  status: 'loading' | 'ready' | 'error';
  paywall: PodcastPaywallState;
  /** The reader hears the free preview, not the whole episode. */
  isPreview: boolean;
  src: string | undefined;
  playing: boolean;
  currentTime: number;
  duration: number;
  audioRef: (element: HTMLAudioElement | null) => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  restart: () => void;
  retry: () => void;
}

/** Plays; when the browser refuses sound without a user activation (an embed), plays muted instead. */
function playOrMuted(element: HTMLMediaElement): Promise<void> {
  return element.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotAllowedError') || element.muted) throw error;
    element.muted = true;
    return element.play();
  });
}

/**
 * Data hook of the podcast player: asks E12 for the episode's source (the whole episode for readers with access, the
 * free preview otherwise; 403 when the episode is paid and has no preview), drives the paywall (M53: shown without
 * a preview, and again with a restart when the preview ends), and follows the `<audio>` element's time (every frame
 * for episodes under 300 s, on `timeupdate` otherwise). `autoPlay` (an embed's `autoplay=1`) starts the episode once
 * it is ready, with sound only: audio playing muted is no use to a listener, so a refusing browser leaves it paused.
 */
export function usePodcastPlayer({ audioId, paidAudience, autoPlay = false }: { audioId: string; paidAudience: boolean; autoPlay?: boolean }): PodcastPlayer {
  const source = useRead(getAudioUploadSrc, { params: { id: audioId } }, { retry: false });
  const paywalled = source.isError && toFailure(source.error).isForbidden;
  const isPreview = source.data?.is_preview ?? false;
  const [paywall, send] = useMachine(podcastPaywallTransition, { name: 'hidden' } as PodcastPaywallState);
  // Once the answer says who may hear what, the paywall follows it.
  const answered = source.isSuccess;
  useEffect(() => {
    if (!answered && !paywalled) return;
    send({ type: 'ACCESS', access: { paidAudience, subscribed: answered && !isPreview, hasPreview: answered && isPreview } });
  }, [answered, paywalled, isPreview, paidAudience, send]);
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(source.data?.duration ?? 0);
  const frame = useRef(0);
  /** The element knows the file's length: the player is ready to show its time. */
  const [metadata, setMetadata] = useState(false);

  useEffect(() => {
    if (!element) return;
    const sync = () => {
      setCurrentTime(element.currentTime);
      if (Number.isFinite(element.duration)) {
        setDuration(element.duration);
        setMetadata(true);
      }
    };
    return listenToMedia(element, {
      play: () => setPlaying(true),
      pause: () => setPlaying(false),
      ended: () => {
        setPlaying(false);
        sync();
        if (isPreview) send({ type: 'PREVIEW_ENDED' });
      },
      timeupdate: sync,
      loadedmetadata: sync,
    });
  }, [element, isPreview, send]);

  // Short episodes: the bar follows every frame while playing.
  useEffect(() => {
    if (!element || !playing || !(duration > 0 && duration < SMOOTH_PROGRESS_MAX_DURATION_S)) return;
    const tick = () => {
      setCurrentTime(element.currentTime);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [element, playing, duration]);

  const toggle = useCallback(() => {
    if (!element || paywall.name === 'shown') return;
    if (element.paused) void playOrMuted(element).catch(() => setPlaying(false));
    else element.pause();
  }, [element, paywall.name]);
  const seek = useCallback(
    (seconds: number) => {
      if (!element) return;
      element.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(element.duration) ? element.duration : seconds));
      setCurrentTime(element.currentTime);
    },
    [element],
  );
  const restart = useCallback(() => {
    send({ type: 'RESTART' });
    if (!element) return;
    element.currentTime = 0;
    void playOrMuted(element).catch(() => setPlaying(false));
  }, [element, send]);

  const status = paywalled || (source.isSuccess && metadata) ? 'ready' : source.isPending || source.isSuccess ? 'loading' : 'error';
  const src = safeMediaUrl(source.data?.src);
  // One try, once the episode can play.
  const autoPlayTried = useRef(false);
  const canAutoPlay = autoPlay && status === 'ready' && paywall.name === 'hidden' && Boolean(src);
  useEffect(() => {
    if (!canAutoPlay || autoPlayTried.current || !element) return;
    autoPlayTried.current = true;
    void element.play().catch(() => undefined);
  }, [canAutoPlay, element]);

  return {
    status,
    paywall,
    isPreview,
    src,
    playing,
    currentTime,
    duration: duration || source.data?.duration || 0,
    audioRef: setElement,
    toggle,
    seek,
    restart,
    retry: () => void source.refetch(),
  };
}
