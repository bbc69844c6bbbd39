import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { truncateForDisplay } from '../../ui/TruncatedText/truncate';
import {
  type BodyTruncationEvent,
  type BodyTruncationState,
  bodyTruncationEventTypes,
  init,
  isExpanded,
  isTruncatable,
  shownBody,
  toggleLabelId,
  transition,
} from './bodyTruncation.machine';
import { cutBody } from './bodyCut';

const initial = (body: string, max = 600, expanded = false) => init(cutBody(body, max), expanded);

const t = createTranslator();
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const long = words(120); // ~ 800 characters
const short = 'A short message.';

describe('body truncation (M08, K001)', () => {
  it('600 characters or fewer: full, no toggle', () => {
    const exactly = 'x'.repeat(600);
    expect(initial(exactly)).toEqual({ name: 'full', body: exactly, max: 600 });
    expect(initial(short)).toEqual({ name: 'full', body: short, max: 600 });
    expect(toggleLabelId(initial(short))).toBeNull();
    expect(isExpanded(initial(short))).toBeNull();
    expect(isTruncatable(initial(short))).toBe(false);
  });

  it('601 characters: collapsed, cut by truncateForDisplay, "See more" (T015)', () => {
    const body = 'x'.repeat(601);
    const s = initial(body);
    expect(s).toEqual({ name: 'collapsed', body, max: 600, preview: `${'x'.repeat(600)}…` });
    expect(t(toggleLabelId(s)!)).toBe('See more');
    expect(isExpanded(s)).toBe(false);
  });

  it('the preview is exactly what TruncatedText shows', () => {
    expect(shownBody(initial(long))).toBe(truncateForDisplay(long, 600).visible);
    expect(shownBody(initial(long)).endsWith('…')).toBe(true);
  });

  it('collapsed ↔ expanded', () => {
    const collapsed = initial(long);
    const expanded = transition(collapsed, { type: 'TOGGLE' });
    expect(expanded.name).toBe('expanded');
    expect(shownBody(expanded)).toBe(long);
    expect(t(toggleLabelId(expanded)!)).toBe('See less');
    expect(isExpanded(expanded)).toBe(true);
    expect(transition(expanded, { type: 'TOGGLE' })).toEqual(collapsed);
    expect(transition(collapsed, { type: 'EXPAND' })).toEqual(expanded);
    expect(transition(expanded, { type: 'COLLAPSE' })).toEqual(collapsed);
  });

  it('ignored: EXPAND when expanded, COLLAPSE when collapsed, everything but BODY_CHANGED when full', () => {
    const collapsed = initial(long);
    const expanded = initial(long, 600, true);
    const full = initial(short);
    expect(transition(expanded, { type: 'EXPAND' })).toBe(expanded);
    expect(transition(collapsed, { type: 'COLLAPSE' })).toBe(collapsed);
    for (const type of ['TOGGLE', 'EXPAND', 'COLLAPSE'] as const) expect(transition(full, { type })).toBe(full);
  });

  it('BODY_CHANGED cuts the new body again, keeping an expanded body expanded while it is still long', () => {
    const expanded = initial(long, 600, true);
    expect(transition(expanded, { type: 'BODY_CHANGED', cut: cutBody(long) })).toBe(expanded);
    expect(transition(expanded, { type: 'BODY_CHANGED', cut: cutBody(`${long} more`) })).toMatchObject({ name: 'expanded', body: `${long} more` });
    expect(transition(initial(long), { type: 'BODY_CHANGED', cut: cutBody(`${long} more`) }).name).toBe('collapsed');
    expect(transition(expanded, { type: 'BODY_CHANGED', cut: cutBody(short) })).toEqual(initial(short));
    expect(transition(initial(short), { type: 'BODY_CHANGED', cut: cutBody(long) })).toEqual(initial(long));
  });

  it('a custom limit', () => {
    expect(initial('abcdef', 3)).toEqual({ name: 'collapsed', body: 'abcdef', max: 3, preview: 'abc…' });
  });

  it('property: the shown text is the whole body unless collapsed; TOGGLE twice is a no-op', () => {
    // Bodies of words around the 600 limit (a word array shrinks fast when a property fails).
    const arbBody = fc
      .array(fc.constantFrom('word', 'longer', 'x', '👍🏽', '\n', 'https://example.com/a/long/path'), { maxLength: 160, size: 'max' })
      .map((parts) => parts.join(' '));
    const arbEvent: fc.Arbitrary<BodyTruncationEvent> = fc
      .constantFrom(...bodyTruncationEventTypes.filter((e) => e !== 'BODY_CHANGED'))
      .map((type) => ({ type }) as BodyTruncationEvent);
    fc.assert(
      fc.property(arbBody, fc.array(arbEvent, { maxLength: 20 }), (body, events) => {
        const s: BodyTruncationState = events.reduce(transition, initial(body));
        if (s.name === 'collapsed') expect(shownBody(s)).toBe(truncateForDisplay(body, 600).visible);
        else expect(shownBody(s)).toBe(body);
        expect(transition(transition(s, { type: 'TOGGLE' }), { type: 'TOGGLE' })).toEqual(s);
        expect(isTruncatable(s)).toBe(truncateForDisplay(body, 600).truncated);
      }),
    );
  });
});
