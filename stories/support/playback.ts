/**
 * Playback in plays: what a play can prove about a media element on any machine, and the one real-playback check.
 *
 * Why this exists. A play's click is synthetic (Testing Library dispatches untrusted events), so the page never gets a
 * user activation (`navigator.userActivation.hasBeenActive` stays false) and Chromium's autoplay policy refuses `play()`
 * on an `<audio>` element with `NotAllowedError` ("play() failed because the user didn't interact with the document
 * first"), muted or not; the element itself is fine (`readyState` 4, the mock answers ranges with 206). Whether a given
 * machine granted it anyway is not something a test should lean on, so:
 * - the test browser starts with `--autoplay-policy=no-user-gesture-required` (vitest.config.ts): it grants a play
 *   exactly what a listener's real click grants, and playback then runs on machines without a sound device;
 * - every play proves the deterministic part through `watchPlayRequests` (the element was asked to play, and the
 *   request resolved or was refused and the player's fallback ran);
 * - `expectPlaybackAdvances` is the real-playback check: where the browser cannot play (Storybook opened by hand
 *   without a click in the page, a build without the codec) it says why and marks the test skipped, loudly, never passed.
 */
import { expect, waitFor } from 'storybook/test';

export type PlayOutcome = 'pending' | 'resolved' | `refused: ${string}`;
export interface PlayRequest {
  element: HTMLMediaElement;
  muted: boolean;
  outcome: PlayOutcome;
}

const requests: PlayRequest[] = [];

/**
 * Records every `play()` of the page's media elements (and its outcome) until the returned undo runs. Use as a story's
 * or meta's `beforeEach`, which calls the undo after the story.
 */
export function watchPlayRequests(): () => void {
  const original = HTMLMediaElement.prototype.play;
  requests.length = 0;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    const request: PlayRequest = { element: this, muted: this.muted, outcome: 'pending' };
    requests.push(request);
    const answer = original.call(this);
    answer.then(
      () => {
        request.outcome = 'resolved';
      },
      (error: unknown) => {
        request.outcome = `refused: ${error instanceof DOMException ? error.name : String(error)}`;
      },
    );
    return answer;
  };
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

/** The `play()` requests `element` received so far (recorded by `watchPlayRequests`). */
export function playRequestsOf(element: HTMLMediaElement): readonly PlayRequest[] {
  return requests.filter((r) => r.element === element);
}

/**
 * Waits until `element` was asked to play and every request it got has been answered; returns whether the browser
 * granted playback (`true`: the last request resolved) or refused it (`false`, each request refused).
 */
export async function playAnswered(element: HTMLMediaElement, label = 'play()'): Promise<boolean> {
  await waitFor(
    () => {
      const mine = playRequestsOf(element);
      expect(mine.length, `${label} was asked for`).toBeGreaterThan(0);
      expect(
        mine.map((r) => r.outcome),
        `${label} was answered`,
      ).not.toContain('pending');
    },
    { timeout: 8000 },
  );
  const mine = playRequestsOf(element);
  return mine[mine.length - 1]?.outcome === 'resolved';
}

let probe: Promise<string | null> | undefined;

/**
 * Whether this browser plays real media here: `null` when it does, else the reason. Asked once per page with the mock
 * episode: `play()` must be granted and `currentTime` must move within 2 s.
 */
export function realPlaybackUnavailable(): Promise<string | null> {
  probe ??= (async () => {
    const element = document.createElement('audio');
    element.preload = 'auto';
    element.src = '/mock-assets/media/episode.mp3';
    element.volume = 0;
    try {
      await element.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : String(error);
      const active = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive;
      return `the browser refused play() (${name}; user activation: ${active ? 'yes' : 'none'}): start Chromium with --autoplay-policy=no-user-gesture-required, or click in the page first`;
    }
    const started = performance.now();
    while (element.currentTime === 0 && performance.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 50));
    const moved = element.currentTime > 0;
    element.pause();
    element.removeAttribute('src');
    element.load();
    return moved ? null : `play() was granted but currentTime stayed 0 for 2 s (readyState ${element.readyState}): this browser has no working audio pipeline`;
  })();
  return probe;
}

interface VitestSkip {
  skip: (note?: string) => never;
}

/** Marks the running test skipped with `reason`, loudly. Outside Vitest (Storybook itself), warns and returns. */
export function skipRealPlayback(reason: string): void {
  const message = `⚠ REAL PLAYBACK NOT CHECKED: ${reason}`;
  console.warn(message);
  const context = (globalThis as { __mastheadTestContext?: VitestSkip }).__mastheadTestContext;
  context?.skip(message);
}

/**
 * The real-playback check: `element.currentTime` passes `seconds`. Where real playback cannot be had here, the test
 * is skipped with the reason (see `realPlaybackUnavailable`).
 */
export async function expectPlaybackAdvances(element: HTMLMediaElement, seconds: number, label = 'playback advances'): Promise<boolean> {
  const unavailable = await realPlaybackUnavailable();
  if (unavailable) {
    skipRealPlayback(unavailable);
    return false;
  }
  await waitFor(() => expect(element.currentTime, label).toBeGreaterThan(seconds), { timeout: 8000 });
  return true;
}
