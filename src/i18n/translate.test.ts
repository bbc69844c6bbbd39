import { describe, expect, it } from 'vitest';
import { createTranslator } from './createTranslator';

describe('translator', () => {
  it('returns catalog text and interpolates', () => {
    const t = createTranslator();
    expect(t('ui.truncated.seeMore')).toBe('See more');
    expect(t('ui.field.tooLong', { label: 'Meeting name', max: 500 })).toBe('Meeting name must be at most 500 characters');
  });

  it('selects plural forms on count', () => {
    const t = createTranslator();
    expect(t('ui.facepile.more', { count: 1 })).toBe('+1 other');
    expect(t('ui.facepile.more', { count: 4 })).toBe('+4 others');
  });

  it('applies host overrides', () => {
    const t = createTranslator({ 'ui.truncated.seeMore': 'Read more', 'ui.facepile.more': { one: 'and one more', other: 'and {count} more' } });
    expect(t('ui.truncated.seeMore')).toBe('Read more');
    expect(t('ui.facepile.more', { count: 3 })).toBe('and 3 more');
  });

  it('leaves a missing parameter visible', () => {
    const t = createTranslator({ 'ui.field.required': '{label} is required ({missing})' });
    expect(t('ui.field.required', { label: 'Email' })).toBe('Email is required ({missing})');
  });
});
