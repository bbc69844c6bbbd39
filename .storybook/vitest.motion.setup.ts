/**
 * Runs in Chromium before every story test of the `stories-motion` project: motion stays ON (no style switches
 * transitions off, `prefers-reduced-motion` is not set), so plays run as they do when a designer opens the story in
 * Storybook. Fonts are loaded first, as in the screenshot project; no screenshot is taken here.
 */
import { beforeAll } from 'vitest';
import { bundledFontFaces } from '../src/theme/fonts';

beforeAll(async () => {
  await Promise.all(bundledFontFaces.map((face) => document.fonts.load(face)));
});
