/**
 * Puts one source on a `<video>`: an HLS playlist natively where the browser plays HLS, else through hls.js,
 * imported only then (the page pays for it only when a video without native HLS plays); MP4 and the original
 * address directly. Answers a function that detaches it. A fatal error (network, decode, unsupported) calls
 * `onFatal` once: the player then moves to the next source.
 */
import { safeMediaUrl } from '../../../kit/url';
import type { VideoSource } from '../videoPlayer.machine';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export interface AttachOptions {
  onFatal: () => void;
  /** The element has its source (at once for a plain address; once hls.js is attached for HLS). */
  onReady: () => void;
  /** Use hls.js even where the browser plays HLS itself (stories and tests of the hls.js path). */
  forceHlsJs?: boolean;
  /** Loads hls.js (tests pass a stand-in). Default: `import('hls.js/light')`. */
  loadHls?: () => Promise<HlsModule>;
}

/** The part of hls.js the player uses. */
export interface HlsInstance {
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}
export interface HlsModule {
  default: { isSupported(): boolean; Events: { ERROR: string }; new (config?: Record<string, unknown>): HlsInstance };
}

// The light build (116 kB gzip, against 182 kB for the full one): captions come from the upload's own WebVTT track, and
// the player needs none of the full build's alternate audio, in-stream subtitles, DRM or CMCD.
const loadHlsJs = () => import('hls.js/light') as unknown as Promise<HlsModule>;

export function attachSource(video: HTMLVideoElement, source: VideoSource, options: AttachOptions): () => void {
  let detached = false;
  let failed = false;
  const fatal = () => {
    if (detached || failed) return;
    failed = true;
    options.onFatal();
  };
  // The element is the sink: whoever built the source (this player's upload, a host's `sources`, a live stream's
  // playback URL from the API), its address passes the URL policy here, or the source fails without reaching the element.
  const src = safeMediaUrl(source.src);
  if (src === undefined) {
    void Promise.resolve().then(fatal);
    return () => {
      detached = true;
    };
  }
  const onError = () => fatal();
  video.addEventListener('error', onError);
  let hls: HlsInstance | null = null;
  const nativeHls = !options.forceHlsJs && video.canPlayType(HLS_MIME) !== '';
  if (source.kind !== 'hls' || nativeHls) {
    video.src = src;
    video.load();
    options.onReady();
  } else {
    (options.loadHls ?? loadHlsJs)().then(
      ({ default: Hls }) => {
        if (detached) return;
        if (!Hls.isSupported()) return fatal();
        hls = new Hls({ enableWorker: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fatal();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        options.onReady();
      },
      () => fatal(),
    );
  }
  return () => {
    detached = true;
    video.removeEventListener('error', onError);
    hls?.destroy();
    hls = null;
    video.removeAttribute('src');
  };
}
