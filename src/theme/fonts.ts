/**
 * Bundled fonts (latin subsets): Inter for the interface, Source Serif 4 for post bodies, JetBrains Mono for code,
 * paths and embed snippets. Importing them here puts their @font-face rules (and the woff2 files) into the package's
 * one `styles.css`, so screens look the same on every machine and screenshots are reproducible. The theme's font
 * tokens name these families first; a story that renders text in any other family (or a generic one such as
 * `monospace`, which each machine resolves to whatever it has installed) fails the story tests' font guard.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-400-italic.css';
import '@fontsource/source-serif-4/latin-600.css';
import '@fontsource/source-serif-4/latin-700.css';
import '@fontsource/jetbrains-mono/latin-400.css';

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
  '400 16px "JetBrains Mono"',
] as const;

/** The families above, as CSS names them. */
export const bundledFontFamilies = ['Inter', 'Source Serif 4', 'JetBrains Mono'] as const;

/**
 * The code points the bundled (latin) subsets cover: Fontsource's `latin` unicode-range. A character outside it is drawn
 * from whatever font the machine has, so the story tests' font guard reports it.
 */
export const bundledUnicodeRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
