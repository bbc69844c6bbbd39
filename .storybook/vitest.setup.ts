/**
 * Runs in Chromium before every story test (the `stories` Vitest project):
 * - determinism: animations and transitions off, caret hidden, bundled fonts loaded before any render;
 * - visual regression: after a story's `play` passes, a screenshot of the page is compared pixel for pixel
 *   (threshold 0) with the committed baseline `__screenshots__/<story id>.png`. A story skips it only with a reason
 *   (`parameters.visual.disable: 'why'`), printed here; `disable: true` without one fails the story (`visualSkip.ts`).
 */
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { bundledFontFaces } from '../src/theme/fonts';
import { findUnbundledText, fontProblemsMessage } from './fontGuard';
import { type VisualParameters, visualSkip } from './visualSkip';

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

/** Rendered images whose corners are rounded (by the image's own radius or its parent's or grandparent's). */
function roundedImages(): number {
  const rounded = (el: Element | null) => el !== null && getComputedStyle(el).borderTopLeftRadius !== '0px';
  return [...document.images].filter(
    (img) =>
      img.getClientRects().length > 0 &&
      img.naturalWidth > 0 &&
      (rounded(img) || rounded(img.parentElement) || rounded(img.parentElement?.parentElement ?? null)),
  ).length;
}

/**
 * What the shot covers: the body; when it is taller than the viewport (grown to at most MAX_SHOT_HEIGHT), only its part
 * in the viewport, as an empty transparent box laid over it that the shot clips to. Chromium paints below the viewport
 * only sometimes (seen: a loaded machine painted part of a block at 4,000–4,300 px that a quiet one left blank), so
 * those pixels are never compared; and the box keeps its size if the page grows while the shot is taken.
 */
function shotArea(viewportHeight: number): HTMLElement {
  const rect = document.body.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  // A body no taller than the viewport is shot whole, as it always was (a full-height body below a margin reaches that
  // margin past the viewport, which its shot has always painted; a fraction of a pixel more is rounding).
  if (top + rect.height < MAX_SHOT_HEIGHT + 1 && rect.height < viewportHeight + 1) return document.body;
  const clip = document.createElement('div');
  clip.setAttribute('data-visual-clip', '');
  Object.assign(clip.style, {
    position: 'absolute',
    left: `${rect.left + window.scrollX}px`,
    top: `${top}px`,
    width: `${rect.width}px`,
    height: `${viewportHeight - top}px`,
    pointerEvents: 'none',
  });
  document.body.appendChild(clip);
  return clip;
}

/** Two animation frames: what the page changed has been laid out and painted. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Every image loaded (lazy ones too) and decoded, so the shot never catches one half-way. */
async function imagesLoaded() {
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
}

afterEach(async (context) => {
  const { mode } = inject('visual');
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  // Parts loaded on demand (kit/onDemand) leave a hidden marker while their code is on its way: wait for them all.
  const deadline = Date.now() + 5000;
  while (document.querySelector('[data-on-demand="loading"]') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await document.fonts.ready;
  // The font guard runs on every machine, whatever the visual mode: text in a font the package does not bundle fails here.
  const fontProblems = findUnbundledText();
  if (fontProblems.length > 0) throw new Error(fontProblemsMessage(fontProblems));
  const parameters = (context as unknown as { story?: { parameters?: { visual?: VisualParameters } } }).story?.parameters;
  // Checked on every machine, whatever the visual mode: a skipped screenshot says why, and the reason is printed.
  const skip = visualSkip(storyId, parameters?.visual);
  if (skip.skip === 'refused') throw new Error(skip.problem);
  if (skip.skip) {
    console.info(`screenshot skipped: ${storyId}: ${skip.reason}`);
    return;
  }
  if (mode === 'skip') return;
  await imagesLoaded();
  // Let layout settle before the shot.
  await frames();
  // The whole page, not only the first screen: from the top, grow the viewport to the content (capped), shoot, restore.
  window.scrollTo(0, 0);
  const { innerWidth: width, innerHeight: height } = window;
  // Long lists are windowed (ui/WindowedList): a taller viewport mounts and measures more items, whose images load
  // too; the page may grow past the viewport meanwhile, and the shot stops at the viewport (shotArea). The viewport is
  // not grown again: content sized by the viewport would grow with it.
  const settled = async () => {
    for (let round = 0; round < 10; round++) {
      const before = document.documentElement.scrollHeight;
      await frames();
      if (document.documentElement.scrollHeight === before) return;
    }
  };
  const shotHeight = Math.max(height, Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT));
  if (shotHeight > height) {
    await page.viewport(width, shotHeight);
    await settled();
    await imagesLoaded();
    await settled();
  }
  // The list keeps the reader's item still while it measures, which can move the page: back to the top until the page
  // holds still.
  for (let round = 0; round < 10 && window.scrollY !== 0; round++) {
    window.scrollTo(0, 0);
    await frames();
  }
  // Iframes are other documents (an email preview draws in a mail client's fonts by design, a sandboxed frame is out of
  // the font guard's reach): their area is masked with a solid block, so their pixels never depend on the machine.
  const masks = [...document.querySelectorAll('iframe')].map((frame) => {
    const rect = frame.getBoundingClientRect();
    const mask = document.createElement('div');
    mask.setAttribute('data-visual-mask', '');
    Object.assign(mask.style, {
      position: 'absolute',
      left: `${rect.left + window.scrollX}px`,
      top: `${rect.top + window.scrollY}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      background: '#ff00ff',
      zIndex: '2147483647',
      pointerEvents: 'none',
    });
    document.body.appendChild(mask);
    return mask;
  });
  try {
    // Pixel for pixel: colour threshold 0 and no pixel may differ. Shots are deterministic because Chromium draws only
    // bundled fonts with pinned rendering settings (vitest.config.ts) and rasterises every frame in full
    // (`--disable-partial-raster`: partial re-raster of a repainted region blended anti-aliased corners and focus rings
    // over the old pixels, which is what made single pixels flicker between runs).
    // One exception (README "Visual regression"): the anti-aliased corners of a rounded image come out one of two ways when
    // the whole suite runs on a loaded machine (seen: 1–10 pixels, always at an image's corners, never text). Each
    // rendered image with rounded corners (its own or its box's) allows 12 pixels; every other pixel is exact.
    const allowed = parameters?.visual?.maxDiffPixels ?? 12 * roundedImages();
    await expect.element(page.elementLocator(shotArea(shotHeight))).toMatchScreenshot(`${storyId}.png`, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: allowed, allowedMismatchedPixelRatio: allowed ? 1 : 0 },
    });
  } finally {
    for (const mask of masks) mask.remove();
    document.querySelector('[data-visual-clip]')?.remove();
    if (shotHeight > height) await page.viewport(width, height);
  }
});
