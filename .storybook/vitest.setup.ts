/**
 * Runs in Chromium before every story test (the `stories` Vitest project):
 * - determinism: animations and transitions off, caret hidden, bundled fonts loaded before any render;
 * - visual regression: after a story's `play` passes, a screenshot of the page is compared pixel for pixel
 *   (threshold 0) with the committed baseline `__screenshots__/<story id>.png`.
 */
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { bundledFontFaces } from '../src/theme/fonts';

declare module 'vitest' {
  export interface ProvidedContext {
    visual: { mode: 'compare' | 'skip' | 'record'; browserVersion: string; baselineVersion: string };
  }
}

beforeAll(async () => {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }`;
  document.head.appendChild(style);
  await Promise.all(bundledFontFaces.map((face) => document.fonts.load(face)));
});

/** Tallest screenshot, in CSS pixels (long lists are cut here). */
const MAX_SHOT_HEIGHT = 4000;
/** Single pixels allowed to differ per screenshot (see below). */
const DEFAULT_MAX_DIFF_PIXELS = 16;

afterEach(async (context) => {
  const { mode } = inject('visual');
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (mode === 'skip' || !storyId || context.task.result?.state === 'fail') return;
  const parameters = (context as unknown as { story?: { parameters?: { visual?: { disable?: boolean; maxDiffPixels?: number } } } }).story
    ?.parameters;
  if (parameters?.visual?.disable) return;
  await document.fonts.ready;
  // Every image loaded (lazy ones too) and decoded, so the shot never catches one half-way.
  const images = [...document.images];
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all(
    images.map((img) =>
      img.complete
        ? undefined
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
            setTimeout(resolve, 3000);
          }),
    ),
  );
  await Promise.all(images.filter((img) => img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined)));
  // Let layout settle before the shot.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The whole page, not only the first screen: from the top, grow the viewport to the content (capped), shoot, restore.
  window.scrollTo(0, 0);
  const { innerWidth: width, innerHeight: height } = window;
  const contentHeight = Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT);
  if (contentHeight > height) {
    await page.viewport(width, contentHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  try {
    // The colour threshold stays 0 for every pixel (a one-step token change moves hundreds of pixels in many stories);
    // up to DEFAULT_MAX_DIFF_PIXELS single pixels may differ, because anti-aliasing of focus rings and rounded corners
    // flickers between runs on a loaded machine. A story may allow more with `parameters.visual.maxDiffPixels`.
    const maxDiffPixels = parameters?.visual?.maxDiffPixels ?? DEFAULT_MAX_DIFF_PIXELS;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${storyId}.png`, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: maxDiffPixels, allowedMismatchedPixelRatio: 1 },
    });
  } finally {
    if (contentHeight > height) await page.viewport(width, height);
  }
});
