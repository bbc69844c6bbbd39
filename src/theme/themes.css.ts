import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/** Class names of the two built-in themes; `ThemeProvider` applies one. */
export const lightThemeClass = createTheme(vars, lightTokens, 'mh-light');
export const darkThemeClass = createTheme(vars, darkTokens, 'mh-dark');

globalStyle(`${lightThemeClass}, ${darkThemeClass}`, {
  color: vars.color.text,
  backgroundColor: vars.color.page,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`${darkThemeClass}`, { colorScheme: 'dark' });
globalStyle(`${lightThemeClass}`, { colorScheme: 'light' });

globalStyle(
  `:where(${lightThemeClass}, ${darkThemeClass}) *, :where(${lightThemeClass}, ${darkThemeClass}) *::before, :where(${lightThemeClass}, ${darkThemeClass}) *::after`,
  {
    boxSizing: 'border-box',
  },
);

/** Motion honours prefers-reduced-motion everywhere inside a Masthead theme. */
globalStyle(`:where(${lightThemeClass}, ${darkThemeClass}) *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/**
 * Native media controls draw their time read-outs in the interface face too (Chromium's shadow parts), not in the
 * browser's default font: the same look on every machine, and screenshots that do not depend on system fonts.
 */
globalStyle(
  `:where(${lightThemeClass}, ${darkThemeClass}) :is(video, audio)::-webkit-media-controls-current-time-display, :where(${lightThemeClass}, ${darkThemeClass}) :is(video, audio)::-webkit-media-controls-time-remaining-display`,
  { fontFamily: vars.font.sans },
);
