import { describe, expect, it } from 'vitest';
import { type MessageId, type MessageValue, messages } from '../../messages';
import { createTableTranslator } from '../../translate';
import { deMessages, locale } from './index';

type Table = Record<string, MessageValue>;

/** Every English catalogue file and every German file, found on disk: a new English area without a German file fails. */
const englishModules = import.meta.glob<Record<string, Table>>('../../catalog/*.ts', { eager: true });
const germanModules = import.meta.glob<Record<string, Table>>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true });

const areaOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.ts$/, '');
const english = Object.fromEntries(Object.entries(englishModules).map(([path, mod]) => [areaOf(path), mod[`${areaOf(path)}Messages`]]));
const german = Object.fromEntries(
  Object.entries(germanModules).map(([path, mod]) => {
    const area = areaOf(path);
    return [area, mod[`de${area.charAt(0).toUpperCase()}${area.slice(1)}Messages`]];
  }),
);
const areas = Object.keys(english).sort();

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
const forms = (value: MessageValue): Record<string, string> => (typeof value === 'string' ? { text: value } : { ...value });
const germanCategories = new Intl.PluralRules('de').resolvedOptions().pluralCategories as string[];
const de = deMessages as Record<string, MessageValue>;
const en = messages as Record<string, MessageValue>;

describe('German (de) catalogue', () => {
  it('has a table for every English catalogue file', () => {
    expect(areas.length).toBeGreaterThan(0);
    expect(Object.keys(german).sort()).toEqual(areas);
    for (const area of areas) expect(german[area], `de/${area}.ts exports de…Messages`).toBeTypeOf('object');
  });

  it.each(areas)('translates every id of %s and no other', (area) => {
    const englishIds = Object.keys(english[area] ?? {});
    const germanIds = Object.keys(german[area] ?? {});
    expect(
      englishIds.filter((id) => !germanIds.includes(id)),
      'untranslated ids',
    ).toEqual([]);
    expect(
      germanIds.filter((id) => !englishIds.includes(id)),
      'ids unknown to English',
    ).toEqual([]);
  });

  it('deMessages holds exactly the ids of the English messages', () => {
    expect(locale).toBe('de');
    expect(
      Object.keys(en).filter((id) => !(id in de)),
      'untranslated ids',
    ).toEqual([]);
    expect(
      Object.keys(de).filter((id) => !(id in en)),
      'ids unknown to English',
    ).toEqual([]);
  });

  it('keeps the placeholders of every message and every plural form', () => {
    const wrong: string[] = [];
    for (const [id, englishValue] of Object.entries(en)) {
      const germanValue = de[id];
      if (germanValue === undefined) continue;
      if (typeof germanValue !== typeof englishValue) {
        wrong.push(`${id}: ${typeof englishValue === 'string' ? 'a text' : 'a plural'} in English`);
        continue;
      }
      const englishForms = forms(englishValue);
      for (const [form, text] of Object.entries(forms(germanValue))) {
        const expected = placeholders(englishForms[form] ?? englishForms.other ?? '');
        if (placeholders(text).join() !== expected.join()) wrong.push(`${id} (${form}): {${placeholders(text).join('}{')}} ≠ {${expected.join('}{')}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives every plural message each form German selects (one, other), and zero where English has one', () => {
    expect(germanCategories.sort()).toEqual(['one', 'other']);
    const wrong: string[] = [];
    for (const [id, englishValue] of Object.entries(en)) {
      const germanValue = de[id];
      if (typeof englishValue === 'string' || germanValue === undefined || typeof germanValue === 'string') continue;
      const expected = [...germanCategories, ...(englishValue.zero === undefined ? [] : ['zero'])].sort();
      const actual = Object.keys(germanValue).sort();
      if (actual.join() !== expected.join()) wrong.push(`${id}: ${actual.join(', ')} (expected ${expected.join(', ')})`);
    }
    expect(wrong).toEqual([]);
  });

  it('has no empty text and no text that is only placeholders where English has words', () => {
    const wrong: string[] = [];
    for (const [id, germanValue] of Object.entries(de)) {
      const englishForms = forms(en[id] ?? '');
      for (const [form, text] of Object.entries(forms(germanValue))) {
        if (text.trim() === '') wrong.push(`${id} (${form}) is empty`);
        else if (!hasWords(text) && hasWords(englishForms[form] ?? englishForms.other ?? '')) wrong.push(`${id} (${form}) is only placeholders: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is translated, not copied: few texts equal the English (brand names, codes, words German shares)', () => {
    const texts = Object.entries(de).filter(([, value]) => typeof value === 'string');
    const same = texts.filter(([id, value]) => value === en[id] && hasWords(value as string));
    expect(same.length / texts.length).toBeLessThan(0.06);
  });

  it('says German through the translator, with German plural rules', () => {
    const t = createTableTranslator<MessageId>([deMessages], {}, locale);
    expect(t('comments.count', { count: 0 })).toBe('Keine Kommentare');
    expect(t('comments.count', { count: 1 })).toBe('1 Kommentar');
    expect(t('comments.count', { count: 5 })).toBe('5 Kommentare');
    expect(t('growth.invites.left', { count: 1 })).toBe('Sie haben noch 1 Einladung.');
    expect(t('growth.invites.left', { count: 5 })).toBe('Sie haben noch 5 Einladungen.');
    expect(t('ui.facepile.more', { count: 1 })).toBe('+1 weitere Person');
    expect(t('ui.facepile.more', { count: 4 })).toBe('+4 weitere');
    expect(t('pages.tag.ledeCount', { tag: 'Kunst', count: 1 })).toBe('Beiträge mit dem Schlagwort Kunst, die neuesten zuerst. · 1 Beitrag');
    expect(t('pages.tag.ledeCount', { tag: 'Kunst', count: 1.5 })).toBe('Beiträge mit dem Schlagwort Kunst, die neuesten zuerst. · 1.5 Beiträge');
    expect(t('livestream.upcoming.meta', { date: '1. Dezember', audience: 'Zahlende Abonnent:innen' })).toBe('1. Dezember · Zahlende Abonnent:innen');
    expect(t('growth.embed.legalLine', { terms: 'AGB', privacy: 'Datenschutzerklärung' })).toBe(
      'Mit dem Abonnieren akzeptieren Sie die AGB und die Datenschutzerklärung.',
    );
    // label in name: the group actions' and the row actions' names hold their visible text
    expect(t('newsletters.selectAllLabel', { action: t('newsletters.selectAll'), group: 'Themen' })).toBe('Alle auswählen in der Gruppe Themen');
    expect(t('newsletters.subscribeLabel', { action: t('newsletters.subscribe'), newsletter: 'Radio' })).toContain(t('newsletters.subscribe'));
    expect(t('ui.field.tooLong', { label: 'Name', max: 500 })).toBe('Name darf höchstens 500 Zeichen lang sein');
    expect(t('file.backToPost', { title: 'Ein Titel' })).toBe('Zurück zu „Ein Titel“');
    expect(t('ui.dialog.close')).toBe('Schließen');
  });
});
