import { describe, expect, it } from 'vitest';
import { directionOf } from '../theme/direction';
import { coreMessages } from './catalog/core';
import { formatFullDate, formatCount } from './format';
import { loadLocale } from './loadLocale';
import { intlLocale, isPseudoLocale } from './locale';

describe('locales', () => {
  it('loads a pseudo-locale on demand: the whole catalogue, generated', async () => {
    const xa = await loadLocale('en-XA');
    expect(xa['ui.truncated.seeMore']).toBe('[Séé möré one]');
    expect(Object.keys(xa).length).toBeGreaterThan(Object.keys(coreMessages).length);
    const xb = await loadLocale('ar-XB');
    expect(xb['ui.truncated.seeMore']).toBe('\u202eSee more\u202c');
  });

  it('loads German on demand, for any German region', async () => {
    const de = await loadLocale('de');
    expect(de).toBe((await import('./locales/de/index')).deMessages);
    expect(await loadLocale('de-AT')).toBe(de);
    expect(de['ui.truncated.seeMore']).not.toBe(coreMessages['ui.truncated.seeMore']);
  });

  it('English is built in: nothing to load, for any English region', async () => {
    expect(await loadLocale('en')).toEqual({});
    expect(await loadLocale('en-GB')).toEqual({});
  });

  it('refuses a locale it has no catalogue for, naming the ones it has', async () => {
    await expect(loadLocale('xx')).rejects.toThrow('Masthead has no catalogue for the locale "xx" (available: en, de, en-XA, ar-XB');
  });

  it('formats dates and numbers of a pseudo-locale as English', () => {
    expect(isPseudoLocale('ar-XB')).toBe(true);
    expect(isPseudoLocale('ar')).toBe(false);
    expect(intlLocale('ar-XB')).toBe('en');
    expect(intlLocale('de-AT')).toBe('de-AT');
    expect(formatFullDate('2026-11-21T12:00:00Z', intlLocale('ar-XB'))).toBe('Nov 21, 2026');
    expect(formatCount(1234, intlLocale('en-XA'))).toBe('1.2K');
  });

  it('knows which locales are written right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ar-XB')).toBe('rtl');
    expect(directionOf('ku-Arab')).toBe('rtl');
    expect(directionOf('en-XA')).toBe('ltr');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('az-Latn')).toBe('ltr');
    expect(directionOf(undefined)).toBe('ltr');
  });
});
