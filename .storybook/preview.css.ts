import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/** The canvas every story renders on: full height so the page colour fills the screenshot. */
export const storyCanvas = style({ minHeight: '100vh', fontFamily: vars.font.sans });

// Story scaffolding (a harness's own buttons and fields) draws in the bundled faces, not the browser's default control
// font. `:where` keeps this at zero specificity: every component's own styles win.
globalStyle(`${storyCanvas} :where(button, input, textarea, select)`, { fontFamily: 'inherit' });
globalStyle(`${storyCanvas} :where(code, kbd, samp, pre)`, { fontFamily: vars.font.mono });
