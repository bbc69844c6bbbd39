import { describe, expect, it } from 'vitest';
import { coreMessages } from './catalog/core';
import { createTranslator } from './createTranslator';
import { intlLocale } from './locale';
import { createTableTranslator } from './translate';

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

  it('takes a locale table between the host overrides and the English tables', () => {
    const localeTable = { 'ui.truncated.seeMore': 'Mehr anzeigen', 'ui.facepile.more': { one: '+{count} weitere Person', other: '+{count} weitere' } };
    const t = createTableTranslator<'ui.truncated.seeMore' | 'ui.facepile.more' | 'ui.field.required'>([coreMessages], {}, 'de', localeTable);
    expect(t('ui.truncated.seeMore')).toBe('Mehr anzeigen');
    expect(t('ui.facepile.more', { count: 1 })).toBe('+1 weitere Person');
    // what the locale lacks is said in English
    expect(t('ui.field.required', { label: 'Email' })).toBe('Email is required');
    const overridden = createTableTranslator<'ui.truncated.seeMore'>([coreMessages], { 'ui.truncated.seeMore': 'Weiterlesen' }, 'de', localeTable);
    expect(overridden('ui.truncated.seeMore')).toBe('Weiterlesen');
  });

  it("chooses plural forms with the locale's rules", () => {
    const few = { one: '{count} one', few: '{count} few', many: '{count} many', other: '{count} other' };
    const pl = createTableTranslator<'ui.facepile.more'>([coreMessages], {}, 'pl', { 'ui.facepile.more': few });
    expect(pl('ui.facepile.more', { count: 1 })).toBe('1 one');
    expect(pl('ui.facepile.more', { count: 3 })).toBe('3 few');
    expect(pl('ui.facepile.more', { count: 5 })).toBe('5 many');
    const en = createTableTranslator<'ui.facepile.more'>([coreMessages], {}, 'en', { 'ui.facepile.more': few });
    expect(en('ui.facepile.more', { count: 3 })).toBe('3 other');
    // a pseudo-locale counts as English (ar-XB is not Arabic: no "two" or "few"), through intlLocale
    const xb = createTableTranslator<'ui.facepile.more'>([coreMessages], {}, intlLocale('ar-XB'), {
      'ui.facepile.more': { one: 'one', two: 'two', other: 'other' },
    });
    expect(xb('ui.facepile.more', { count: 2 })).toBe('other');
  });
});
