/**
 * Bundled fonts (latin subsets): Inter for the interface, Source Serif 4 for post bodies. Importing them here puts
 * their @font-face rules (and the woff2 files) into the package's one `styles.css`, so screens look the same on every
 * machine and screenshots are reproducible.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-400-italic.css';
import '@fontsource/source-serif-4/latin-600.css';
import '@fontsource/source-serif-4/latin-700.css';

/** The font faces a test or host can wait for (`document.fonts.load`) before measuring or taking a screenshot. */
export const bundledFontFaces = [
  '400 16px Inter',
  '500 16px Inter',
  '600 16px Inter',
  '700 16px Inter',
  '400 16px "Source Serif 4"',
  'italic 400 16px "Source Serif 4"',
  '600 16px "Source Serif 4"',
  '700 16px "Source Serif 4"',
] as const;
