/**
 * The canonical token set. Every theme is this shape; the vanilla-extract contract is derived from it, so a
 * token added here is a CSS variable in every theme (see `contract.css.ts`).
 *
 * Values follow the spec's constants where it names them: breakpoints 768/1024 (K122, K123), icon sizes
 * 20/24/14 and stroke 2 (K022–K025), toast 5000 ms / 500 ms fade (K047, K048), collapsible 250 ms (K065).
 */
import { deriveAccent } from './color';

export const DEFAULT_ACCENT = '#c4410c';

const lightSurface = '#ffffff';
const darkSurface = '#141416';
/** Every surface accent-coloured text (links) may sit on, per theme. */
export const lightTextSurfaces = ['#ffffff', '#f6f6f4', '#f1f1ef'] as const;
export const darkTextSurfaces = ['#0e0e10', '#141416', '#1d1d20', '#0b0b0c', '#232327'] as const;

const shared = {
  font: {
    sans: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    serif: '"Source Serif 4", Georgia, Cambria, "Times New Roman", serif',
    mono: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    body: '20px',
    xl: '22px',
    '2xl': '28px',
    '3xl': '36px',
    '4xl': '44px',
  },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', reading: '1.6' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    '0': '0px',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  size: {
    touch: '44px',
    iconCompressed: '14px',
    iconButton: '20px',
    iconTab: '24px',
    measure: '680px',
    dialogSm: '500px',
    dialogMd: '600px',
  },
  zIndex: { base: '0', sticky: '100', dropdown: '1000', overlay: '1100', dialog: '1200', toast: '1300', tooltip: '1400' },
  motion: {
    fast: '120ms',
    base: '250ms',
    slow: '500ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

export interface ColorTokens {
  page: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  border: string;
  borderStrong: string;
  accent: string;
  accentHover: string;
  accentPressed: string;
  onAccent: string;
  accentText: string;
  accentSoft: string;
  focusRing: string;
  danger: string;
  dangerText: string;
  dangerSoft: string;
  onDanger: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  inverseSurface: string;
  inverseText: string;
  /** The live state (a stream on air): its badge and dot. One red in every area. */
  live: string;
  onLive: string;
  /** Media surfaces stay dark in both themes: the letterbox behind a video, text and controls over pictures. */
  media: string;
  mediaDeep: string;
  onMedia: string;
  onMediaMuted: string;
  mediaControl: string;
  onMediaControl: string;
  mediaTrack: string;
  mediaPanel: string;
  /** Scrims over pictures, from clear to heavy: the stops of the gradients that keep text over a picture legible. */
  scrimClear: string;
  scrimFaint: string;
  scrim: string;
  scrimStrong: string;
  scrimHeavy: string;
}

/** Colours of media and live states: the same in both themes (a video's letterbox is black in a light page too). */
const mediaColors = {
  live: '#d1242f',
  onLive: '#ffffff',
  media: '#000000',
  mediaDeep: '#1b1b1f',
  onMedia: '#ffffff',
  onMediaMuted: 'rgba(255, 255, 255, 0.88)',
  mediaControl: 'rgba(255, 255, 255, 0.92)',
  onMediaControl: '#111111',
  mediaTrack: 'rgba(255, 255, 255, 0.2)',
  mediaPanel: 'rgba(17, 17, 20, 0.82)',
  scrimClear: 'rgba(0, 0, 0, 0)',
  scrimFaint: 'rgba(0, 0, 0, 0.05)',
  scrim: 'rgba(0, 0, 0, 0.45)',
  scrimStrong: 'rgba(0, 0, 0, 0.6)',
  scrimHeavy: 'rgba(0, 0, 0, 0.78)',
} as const;

const lightAccent = /* @__PURE__ */ deriveAccent(DEFAULT_ACCENT, lightSurface, lightTextSurfaces);
const darkAccent = /* @__PURE__ */ deriveAccent(DEFAULT_ACCENT, darkSurface, darkTextSurfaces);

export const lightColors: ColorTokens = {
  page: '#ffffff',
  surface: lightSurface,
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f6f6f4',
  surfaceHover: '#f1f1ef',
  text: '#1a1a1a',
  textMuted: '#555555',
  textSubtle: '#6b6b6b',
  border: '#e6e6e3',
  borderStrong: '#c9c9c5',
  ...lightAccent,
  focusRing: '#2563eb',
  danger: '#c8102e',
  dangerText: '#b00020',
  dangerSoft: '#fdecee',
  onDanger: '#ffffff',
  success: '#137333',
  successSoft: '#e7f4ea',
  warning: '#8a5a00',
  warningSoft: '#fff4d6',
  overlay: 'rgba(17, 17, 17, 0.55)',
  skeleton: '#ededeb',
  skeletonHighlight: '#f7f7f5',
  inverseSurface: '#1a1a1a',
  inverseText: '#ffffff',
  ...mediaColors,
};

/** Dark mode is designed, not inverted: near-black surfaces, softer secondary text, accent kept legible. */
export const darkColors: ColorTokens = {
  page: '#0e0e10',
  surface: darkSurface,
  surfaceRaised: '#1d1d20',
  surfaceSunken: '#0b0b0c',
  surfaceHover: '#232327',
  text: '#ececec',
  textMuted: '#b4b4b8',
  textSubtle: '#9a9aa0',
  border: '#2a2a2e',
  borderStrong: '#3d3d42',
  ...darkAccent,
  focusRing: '#7aa2ff',
  danger: '#ff5c6c',
  dangerText: '#ff8a95',
  dangerSoft: '#3a1519',
  onDanger: '#111111',
  success: '#5fd38a',
  successSoft: '#12301e',
  warning: '#f4c35a',
  warningSoft: '#33280d',
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeleton: '#222226',
  skeletonHighlight: '#2c2c31',
  inverseSurface: '#ececec',
  inverseText: '#111111',
  ...mediaColors,
};

export const lightShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
  md: '0 4px 16px rgba(0, 0, 0, 0.08), 0 1px 3px rgba(0, 0, 0, 0.06)',
  lg: '0 16px 48px rgba(0, 0, 0, 0.16), 0 2px 8px rgba(0, 0, 0, 0.08)',
  /** A small part floating over the page (a "new comments" pill, a jump-to-latest button). */
  floating: '0 2px 8px rgba(0, 0, 0, 0.18)',
  popover: '0 4px 16px rgba(0, 0, 0, 0.18)',
  /** A control over a picture (the video's play button). */
  media: '0 2px 12px rgba(0, 0, 0, 0.35)',
};

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 16px rgba(0, 0, 0, 0.5), 0 1px 3px rgba(0, 0, 0, 0.4)',
  lg: '0 16px 48px rgba(0, 0, 0, 0.6), 0 2px 8px rgba(0, 0, 0, 0.5)',
  floating: '0 2px 8px rgba(0, 0, 0, 0.18)',
  popover: '0 4px 16px rgba(0, 0, 0, 0.18)',
  media: '0 2px 12px rgba(0, 0, 0, 0.35)',
};

// Marked-pure calls, not object spreads: a bundler keeps a spread (it might run getters), and with it every colour.
export const lightTokens = /* @__PURE__ */ Object.assign({}, shared, { color: lightColors, shadow: lightShadows });
export const darkTokens = /* @__PURE__ */ Object.assign({}, shared, { color: darkColors, shadow: darkShadows });

export type Tokens = typeof lightTokens;

/** Breakpoints from the spec (K122, K123): mobile ≤ 768 px, tablet ≤ 1024 px. */
export const breakpoints = { mobile: 768, tablet: 1024 } as const;

/** Icon sizes and stroke from the spec (K022–K025). */
export { ICON_STROKE_WIDTH, iconSizes } from './sizes';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** The inline style of the iframe in a post's embed code: it lands on another site's page, where no theme variable exists. */
export const EMBED_FRAME_STYLE = 'border:1px solid #EEE; background:white;';
