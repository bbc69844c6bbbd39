/**
 * Style recipes: the shapes every area's styles are made of, as plain style objects a `.css.ts` file passes to
 * `style()` — `style(row('3', { minWidth: 0 }))` — instead of writing the same six lines again. Each recipe takes the
 * values that differ between its users and an optional rule merged over it (nested `@media` and `selectors` merge
 * key by key), so a style built from one emits the same declarations it did when written out.
 *
 * The class-based primitives (`page`, `column`, `title`, `card`, …) are in `layout.css.ts`; these are their building
 * blocks and the parts too small to deserve a class of their own.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './media';

export type Space = keyof typeof vars.space;
export type FontSize = keyof typeof vars.fontSize;
export type FontWeight = keyof typeof vars.fontWeight;
export type Color = keyof typeof vars.color;
export type Radius = keyof typeof vars.radius;

type Plain = { [key: string]: unknown };

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTwo(base: Plain, over: Plain): Plain {
  const out: Plain = Object.assign({}, base);
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? mergeTwo(current, value) : value;
  }
  return out;
}

/** Merges style rules left to right; nested objects (`@media`, `selectors`) merge key by key. */
export function merge(...rules: StyleRule[]): StyleRule {
  return rules.reduce<Plain>((acc, rule) => mergeTwo(acc, rule as Plain), {}) as StyleRule;
}

/** A hairline border in the theme's border colour (`strong` for controls). */
export const hairline = `1px solid ${vars.color.border}`;
export const hairlineStrong = `1px solid ${vars.color.borderStrong}`;

/** Items on one line, centred on the cross axis. */
export function row(gap: Space, more: StyleRule = {}): StyleRule {
  return merge({ display: 'flex', alignItems: 'center', gap: vars.space[gap] }, more);
}

/** Inline items on one line (a meta item, a count with its icon). */
export function inlineRow(gap: Space, more: StyleRule = {}): StyleRule {
  return merge({ display: 'inline-flex', alignItems: 'center', gap: vars.space[gap] }, more);
}

/** Items in a column. */
export function stack(gap: Space, more: StyleRule = {}): StyleRule {
  return merge({ display: 'flex', flexDirection: 'column', gap: vars.space[gap] }, more);
}

/** An inline box whose content sits in its middle (icons, badges, buttons). */
export function centred(more: StyleRule = {}): StyleRule {
  return merge({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }, more);
}

/** A round disc of one size (an icon's halo, an avatar's place). */
export function disc(size: string, more: StyleRule = {}): StyleRule {
  return merge(centred({ width: size, height: size, borderRadius: vars.radius.round }), more);
}

/** Text of one size and colour (no margin reset: pass `{ margin: 0 }` for paragraphs and headings). */
export function text(size: FontSize, color: Color = 'text', more: StyleRule = {}): StyleRule {
  return merge({ color: vars.color[color], fontSize: vars.fontSize[size] }, more);
}

/** Text of one size, weight and colour (a label, a name, a count). */
export function label(size: FontSize, weight: FontWeight, color: Color = 'text', more: StyleRule = {}): StyleRule {
  return merge({ color: vars.color[color], fontSize: vars.fontSize[size], fontWeight: vars.fontWeight[weight] }, more);
}

/** A size and a weight, the colour inherited. */
export function font(size: FontSize, weight: FontWeight, more: StyleRule = {}): StyleRule {
  return merge({ fontSize: vars.fontSize[size], fontWeight: vars.fontWeight[weight] }, more);
}

/** A paragraph or heading of one size, weight and colour, without the browser's margins. */
export function line(size: FontSize, weight: FontWeight, color: Color = 'text', more: StyleRule = {}): StyleRule {
  return merge({ margin: 0, color: vars.color[color], fontSize: vars.fontSize[size], fontWeight: vars.fontWeight[weight] }, more);
}

/** A heading's tight, bold face; `serif` for page titles. */
export function heading(size: FontSize, more: StyleRule = {}): StyleRule {
  return merge(
    { margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' },
    more,
  );
}

/** The meta line under a title or beside a name: small muted text, its parts on one wrapping line. */
export function metaLine(gap: Space = '2', more: StyleRule = {}): StyleRule {
  return merge(
    { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[gap], color: vars.color.textMuted, fontSize: vars.fontSize.sm },
    more,
  );
}

/** Small capitals (an eyebrow, a section's context line). */
export function smallCaps(tracking = '0.08em', more: StyleRule = {}): StyleRule {
  return merge(
    {
      margin: 0,
      color: vars.color.textSubtle,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      letterSpacing: tracking,
      textTransform: 'uppercase',
    },
    more,
  );
}

/** A small rounded tag (a count, a state: live, upcoming, expired): `background` and `color` from the tone. */
export function pill(background: Color, color: Color, more: StyleRule = {}): StyleRule {
  return merge(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      paddingInline: vars.space['2'],
      paddingBlock: '2px',
      borderRadius: vars.radius.pill,
      background: vars.color[background],
      color: vars.color[color],
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
    },
    more,
  );
}

/** A state tag in small bold capitals on a square-cornered chip (live, upcoming): one look wherever a state is named. */
export function statusTag(background: Color, color: Color, more: StyleRule = {}): StyleRule {
  return pill(
    background,
    color,
    merge({ borderRadius: vars.radius.sm, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em', textTransform: 'uppercase' }, more),
  );
}

/** A text link a thumb can hit: accent text underlined, a touch target tall, the underline thickening on hover. */
export function touchLink(more: StyleRule = {}): StyleRule {
  return merge(
    {
      minHeight: vars.size.touch,
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.md,
      color: vars.color.accentText,
      fontSize: vars.fontSize.md,
      textDecoration: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
      outline: 'none',
      selectors: { '&:hover': { textDecorationThickness: '2px' } },
    },
    more,
  );
}

/** A bordered box: hairline border, radius, background. */
export function bordered(radius: Radius, background: Color, more: StyleRule = {}): StyleRule {
  return merge({ border: hairline, borderRadius: vars.radius[radius], background: vars.color[background] }, more);
}

/** A bordered box with the stronger border of controls (inputs, selects, chips). */
export function borderedStrong(radius: Radius, background: Color, more: StyleRule = {}): StyleRule {
  return merge({ border: hairlineStrong, borderRadius: vars.radius[radius], background: vars.color[background] }, more);
}

/** A notice in a tone: a rounded block of small text on the tone's soft colour, without the paragraph's margins. */
export const noticeTones = ['neutral', 'danger', 'success'] as const;
export type NoticeTone = (typeof noticeTones)[number];
const noticeColors: Record<NoticeTone, [Color, Color]> = {
  neutral: ['surfaceSunken', 'textMuted'],
  danger: ['dangerSoft', 'dangerText'],
  success: ['successSoft', 'text'],
};
export function notice(tone: NoticeTone, more: StyleRule = {}): StyleRule {
  const [background, color] = noticeColors[tone];
  return merge(
    {
      margin: 0,
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      background: vars.color[background],
      color: vars.color[color],
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
    },
    more,
  );
}

/**
 * A page's one centred column as a single class (screens that are not built on `layout.page` + `layout.column`):
 * the width, the vertical room and the gap differ by screen; phones get the same tighter room everywhere.
 */
export function pageShell(maxWidth: string, paddingBlock: Space, gap: Space, more: StyleRule = {}): StyleRule {
  return merge(
    stack(gap, {
      boxSizing: 'border-box',
      width: '100%',
      maxWidth,
      marginInline: 'auto',
      paddingBlock: vars.space[paddingBlock],
      paddingInline: vars.space['4'],
      color: vars.color.text,
      fontFamily: vars.font.sans,
      '@media': { [media.mobile]: { paddingBlock: vars.space['6'], gap: vars.space['5'] } },
    }),
    more,
  );
}

/** The reading column (the body measure plus its side room) as a single class; phones get 16 px sides. */
export function readingColumn(more: StyleRule = {}): StyleRule {
  return merge(
    {
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space['6']})`,
      marginInline: 'auto',
      paddingInline: vars.space['6'],
      '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
    },
    more,
  );
}

/** The page background behind a screen: page colour, interface face, full height. */
export function pageBackground(more: StyleRule = {}): StyleRule {
  return merge({ boxSizing: 'border-box', minHeight: '100%', background: vars.color.page, color: vars.color.text, fontFamily: vars.font.sans }, more);
}
