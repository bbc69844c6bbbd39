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

afterEach(async (context) => {
  const { mode } = inject('visual');
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (mode === 'skip' || !storyId || context.task.result?.state === 'fail') return;
  const parameters = (context as unknown as { story?: { parameters?: { visual?: { disable?: boolean } } } }).story?.parameters;
  if (parameters?.visual?.disable) return;
  await document.fonts.ready;
  // Let images decode and layout settle before the shot.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${storyId}.png`);
});
