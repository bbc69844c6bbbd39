import { style } from '@vanilla-extract/css';

/** The canvas every story renders on: full height so the page colour fills the screenshot. */
export const storyCanvas = style({ minHeight: '100vh' });
