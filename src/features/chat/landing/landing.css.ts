import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const page = style(recipes.pageShell(vars.size.measure, '16', '8', { alignItems: 'center', textAlign: 'center' }));

export const hero = style(recipes.stack('3', { alignItems: 'center' }));

export const heroIcon = style(
  recipes.disc(vars.space['16'], {
    marginBlockEnd: vars.space['2'],
    background: vars.color.accentSoft,
    color: vars.color.accentText,
    '@media': { [media.mobile]: { width: vars.space['12'], height: vars.space['12'], marginBlockEnd: 0 } },
  }),
);

export const eyebrow = style(recipes.line('sm', 'semibold', 'accentText', { letterSpacing: '0.06em', textTransform: 'uppercase' }));

export const heading = style(
  recipes.line('4xl', 'bold', 'text', {
    maxWidth: '18ch',
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.02em',
    textWrap: 'balance',
    '@media': { [media.mobile]: { fontSize: vars.fontSize['2xl'] } },
  }),
);

export const intro = style(
  recipes.text('lg', 'textMuted', {
    margin: 0,
    maxWidth: '46ch',
    lineHeight: vars.lineHeight.normal,
    '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
  }),
);

/** QR code and store badges: side by side on wide screens, badges first on phones (the QR code is for another device). */
export const panel = style(
  recipes.bordered('lg', 'surfaceSunken', {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto 1px auto',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['8'],
    width: '100%',
    padding: vars.space['8'],
    '@media': {
      [media.mobile]: {
        gridTemplateColumns: '1fr',
        gap: vars.space['5'],
        padding: vars.space['5'],
      },
    },
  }),
);

export const qr = style(
  recipes.stack('3', {
    alignItems: 'center',
    margin: 0,
    '@media': { [media.mobile]: { order: 3 } },
  }),
);

/** On phones the code is for another device: smaller, so the page's links stay in view. */
export const qrCode = style({
  '@media': { [media.mobile]: { width: '8.5rem' } },
});

export const qrCaption = style(recipes.text('sm', 'textMuted'));

export const divider = style({
  alignSelf: 'stretch',
  width: '1px',
  background: vars.color.border,
  '@media': { [media.mobile]: { order: 2, width: 'auto', height: '1px' } },
});

export const store = style(
  recipes.stack('3', {
    alignItems: 'stretch',
    '@media': { [media.mobile]: { order: 1, alignItems: 'center' } },
  }),
);

export const storeHeading = style(recipes.line('md', 'semibold', 'text'));

export const badges = style(recipes.stack('3', { margin: 0, padding: 0, listStyle: 'none' }));

/** A store badge: the usual black pill with a mark and two lines (inverse colours, so it stays a badge in dark mode). */
export const badge = style(
  recipes.inlineRow('3', {
    boxSizing: 'border-box',
    minWidth: '11.5rem',
    minHeight: vars.space['12'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.inverseSurface,
    color: vars.color.inverseText,
    textAlign: 'start',
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { opacity: 0.88 },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const badgeMark = style({
  flexShrink: 0,
  width: vars.size.iconTab,
  height: vars.size.iconTab,
});

export const badgeText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
});

export const badgePrefix = style(recipes.font('xs', 'medium'));

export const badgeName = style(recipes.font('lg', 'semibold', { letterSpacing: '-0.01em' }));

export const webLink = style(
  recipes.merge(recipes.inlineRow('1'), recipes.touchLink({ fontWeight: vars.fontWeight.semibold, selectors: { '&:focus-visible': focusRingStyle } })),
);
