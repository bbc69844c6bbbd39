/**
 * The media players (issue 15's figures), production React in Chromium, on the mock's generated assets:
 * - play click → first frame: a click on the preview's play button to the first video frame presented
 *   (`requestVideoFrameCallback`), for the MP4 and for the HLS playlist through hls.js (the path every browser
 *   without native HLS takes; the first run also loads hls.js, later runs find it loaded, as a page's second video
 *   does), and natively when this Chromium plays HLS itself;
 * - a page with 20 video players: first render (`root.render` to commit and to the next paint), the JS heap it adds
 *   and the DOM nodes (the players mount their preview only: no `<video>` loads a byte before a play).
 *
 * Each run mounts a fresh player (a new `<video>`, a new decoder) and unmounts it after.
 *
 * Facts that do not depend on timing are plain expects: before the click no `<video>` has a source or loads a byte;
 * after it the player is playing and the element has decoded at least one frame; the page of 20
 * mounts exactly 20 players and no more DOM than `MAX_NODES_PER_PLAYER` each. Each timing has a budget
 * (`npm run bench -- --strict bench/media` fails over it).
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { VideoPlayer } from '../../src/features/media/player/VideoPlayer';
import type { VideoSource } from '../../src/features/media/videoPlayer.machine';
import hlsUrl from '../../mocks/assets/media/hls/index.m3u8?url';
import mp4Url from '../../mocks/assets/media/video.mp4?url';
import { fontsReady, type Mounted, mountMeasured, nextPaint, record, runsOr, sample } from '../harness';

let mounted: Mounted | null = null;

/** The most DOM a player's preview may mount (poster, play button, title, duration, controls' placeholders). */
const MAX_NODES_PER_PLAYER = 40;

beforeAll(async () => {
  await fontsReady();
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** Resolves with `performance.now()` when the video presents its first frame (or rejects after 10 s). */
function firstFrame(video: HTMLVideoElement): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame presented within 10 s')), 10_000);
    video.requestVideoFrameCallback(() => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

async function playToFirstFrame(sources: VideoSource[], forceHlsJs: boolean) {
  const first = await mountMeasured(
    <div style={{ width: 640 }}>
      <VideoPlayer title="Bench video" sources={sources} forceHlsJs={forceHlsJs} resumeKey={null} />
    </div>,
  );
  mounted = first.mounted;
  const container = first.mounted.container;
  const button = container.querySelector<HTMLButtonElement>('button[aria-label="Play Bench video"]');
  expect(button).not.toBeNull();
  const video = container.querySelector('video')!;
  // Nothing loads before the reader asks: no source attached, nothing fetched.
  expect(video.currentSrc).toBe('');
  expect(video.networkState).toBe(HTMLMediaElement.NETWORK_EMPTY);
  const framed = firstFrame(video);
  const start = performance.now();
  button!.click();
  const at = await framed;
  await nextPaint();
  // The click played this video: a source attached, at least one frame decoded, and the player says so (its state;
  // the preview and its play button gone for the element's own controls).
  expect(video.currentSrc).not.toBe('');
  expect(video.getVideoPlaybackQuality().totalVideoFrames).toBeGreaterThanOrEqual(1);
  expect(video.paused).toBe(false);
  // The player follows (after the measurement, so the wait is not timed): it reaches `playing`, its preview and play
  // button give way to the element's own controls.
  const stateOf = () => container.querySelector('[data-part="video-player"]')?.getAttribute('data-state');
  for (const until = performance.now() + 5000; stateOf() !== 'playing' && performance.now() < until; ) await nextPaint();
  expect(stateOf()).toBe('playing');
  expect(container.querySelector('[data-part="video-preview"]')).toBeNull();
  expect(video.controls).toBe(true);
  const muted = video.muted ? 1 : 0;
  first.mounted.unmount();
  mounted = null;
  return { firstFrameMs: at - start, mutedFallback: muted };
}

test('video player: play click to first frame, MP4', async () => {
  const { summaries } = await sample({ runs: runsOr(8), warmup: 1 }, () => playToFirstFrame([{ kind: 'mp4', src: mp4Url }], false));
  await record(
    'media-player.first-frame-mp4',
    summaries,
    { firstFrameMs: { median: 250, p95: 500 } },
    'Click on the preview play button to requestVideoFrameCallback; mutedFallback 1 when Chromium refused sound to a synthetic click and the player played muted (M52).',
  );
});

test('video player: play click to first frame, HLS through hls.js (loaded on demand)', async () => {
  const cold = await playToFirstFrame([{ kind: 'hls', src: hlsUrl }], true);
  const { summaries } = await sample({ runs: runsOr(8), warmup: 0 }, () => playToFirstFrame([{ kind: 'hls', src: hlsUrl }], true));
  await record(
    'media-player.first-frame-hls',
    { ...summaries, coldFirstFrameMs: cold.firstFrameMs },
    { firstFrameMs: { median: 400, p95: 800 }, coldFirstFrameMs: 3000 },
    'coldFirstFrameMs: the first play on the page, which also loads hls.js; the runs after it find hls.js loaded.',
  );
});

test('video player: play click to first frame, HLS natively (when this Chromium plays HLS)', async () => {
  const native = document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  if (!native) {
    await record('media-player.first-frame-hls-native', { nativeHls: 0 }, {}, 'This Chromium does not play HLS itself: the player uses hls.js.');
    return;
  }
  const { summaries } = await sample({ runs: runsOr(8), warmup: 1 }, () => playToFirstFrame([{ kind: 'hls', src: hlsUrl }], false));
  await record('media-player.first-frame-hls-native', { ...summaries, nativeHls: 1 }, { firstFrameMs: { median: 400, p95: 800 } });
});

test('a page with 20 video players: first render, heap, DOM', async () => {
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  const gc = (globalThis as unknown as { gc?: () => void }).gc;
  const { summaries } = await sample({ runs: runsOr(8), warmup: 1 }, async () => {
    gc?.();
    const before = memory?.usedJSHeapSize ?? Number.NaN;
    const first = await mountMeasured(
      <div style={{ width: 640 }}>
        {Array.from({ length: 20 }, (_, i) => (
          <VideoPlayer
            key={i}
            title={`Video ${i + 1}`}
            sources={[
              { kind: 'hls', src: hlsUrl },
              { kind: 'mp4', src: mp4Url },
            ]}
            resumeKey={null}
          />
        ))}
      </div>,
    );
    mounted = first.mounted;
    const videos = [...first.mounted.container.querySelectorAll('video')];
    expect(videos).toHaveLength(20);
    // Twenty previews, no download: not one element has a source or has fetched anything.
    expect(videos.filter((video) => video.currentSrc !== '' || video.networkState !== HTMLMediaElement.NETWORK_EMPTY)).toEqual([]);
    expect(first.mounted.container.querySelectorAll('button[aria-label^="Play Video "]')).toHaveLength(20);
    gc?.();
    const after = memory?.usedJSHeapSize ?? Number.NaN;
    const domNodes = first.mounted.container.querySelectorAll('*').length;
    expect(domNodes).toBeLessThanOrEqual(20 * MAX_NODES_PER_PLAYER);
    first.mounted.unmount();
    mounted = null;
    const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
    return { commitMs: first.commitMs, paintMs: first.paintMs, heapBeforeMB: mb(before), heapWithPlayersMB: mb(after), domNodes };
  });
  await record(
    'media-player.page-20',
    summaries,
    { commitMs: { median: 60, p95: 120 }, paintMs: { median: 120, p95: 250 } },
    'Twenty VideoPlayers (HLS then MP4 sources) mounted at once: root.render to commit and to the next paint; heapBeforeMB / heapWithPlayersMB: performance.memory before and with the 20 mounted (Chromium rounds it without --enable-precise-memory-info, so a difference under its step reads as none).',
  );
});
