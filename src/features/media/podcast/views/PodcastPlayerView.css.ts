import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

export const player = style(
  recipes.stack('3', {
    position: 'relative',
    justifyContent: 'flex-end',
    width: '100%',
    boxSizing: 'border-box',
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    color: vars.color.onMedia,
    background: `linear-gradient(160deg, ${vars.color.accent}, ${vars.color.mediaDeep} 85%)`,
    fontFamily: vars.font.sans,
  }),
);

/** The four sizes (spec 002): episode page 400, editor 320, notes embed 128, notes full 250 (px high). */
export const variant = styleVariants({
  'episode-page': { height: '400px' },
  editor: { height: '320px' },
  'notes-embed': { height: '128px', padding: vars.space['3'], gap: vars.space['2'] },
  'notes-full': { height: '250px' },
});

export const artwork = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 });

export const title = style(
  recipes.font('lg', 'bold', {
    position: 'relative',
    margin: 0,
    lineHeight: vars.lineHeight.snug,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  }),
);

export const meta = style({ position: 'relative', margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });

export const controls = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const playButton = style(
  recipes.centred({
    flex: 'none',
    width: vars.size.touch,
    height: vars.size.touch,
    border: 0,
    borderRadius: vars.radius.round,
    background: vars.color.onMedia,
    color: vars.color.onMediaControl,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRingStyle, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  }),
);

export const seek = style({ flex: 1, minWidth: 0, accentColor: vars.color.onMedia, selectors: { '&:focus-visible': focusRingStyle } });

export const time = style({ flex: 'none', fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums', opacity: 0.9 });

export const badge = style(
  recipes.font('xs', 'semibold', {
    position: 'relative',
    alignSelf: 'flex-start',
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.pill,
    background: vars.color.mediaTrack,
  }),
);

export const paywall = style(
  recipes.stack('3', {
    position: 'absolute',
    inset: 0,
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['4'],
    textAlign: 'center',
    background: vars.color.mediaPanel,
  }),
);

export const paywallTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const paywallActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'] });

/**
 * The show links: one row of pills under the controls, scrolling sideways when the player is too narrow for all of
 * them (each stays reachable). A touch target tall, except in the 128 px notes embed, where a 24 px row is what fits.
 */
export const showLinks = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  flex: 'none',
  selectors: { [`${variant['notes-embed']} &`]: { gap: vars.space['1'], marginBlockStart: `calc(-1 * ${vars.space['1']})` } },
});

export const showLink = style(
  recipes.font('sm', 'semibold', {
    display: 'inline-flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.pill,
    color: vars.color.onMedia,
    background: vars.color.mediaTrack,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRingStyle,
      [`${variant['notes-embed']} &`]: { minHeight: '24px', paddingInline: vars.space['2'], fontSize: vars.fontSize.xs },
    },
  }),
);
