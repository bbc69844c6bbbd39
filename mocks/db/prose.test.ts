import { en, Faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { db, resetDb } from './index';
import {
  ARTICLE_SENTENCES,
  EVENT_SENTENCES,
  LIVESTREAM_SENTENCES,
  PROSE_SENTENCES,
  SUBTITLE_SENTENCES,
  TITLE_PHRASES,
  englishParagraphs,
  englishSentences,
  englishTitle,
  titleCase,
} from './prose';

/** faker's lorem words (and "lorem"), less those that are also English words or a seeded person's name (Carmen). */
const ENGLISH_TOO = new Set([
  'a',
  'ad',
  'ago',
  'alias',
  'at',
  'audio',
  'carmen',
  'color',
  'comes',
  'error',
  'in',
  'id',
  'minus',
  'sit',
  'studio',
  'sub',
  'super',
  'terror',
  'via',
  'video',
  'villa',
]);
const LATIN = new Set(['lorem', ...(new Faker({ locale: [en] }).definitions.lorem?.word ?? [])].filter((w) => !ENGLISH_TOO.has(w)));

function latinWordsIn(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => LATIN.has(w));
}

function strings(value: unknown, path: string, out: Array<[string, string]>, seen = new WeakSet<object>()): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    for (const [k, v] of entries) strings(v, `${path}.${String(k)}`, out, seen);
  }
  return out;
}

const latin = new Faker({ locale: [en] });
latin.seed(27);

describe('English in place of lorem ipsum', () => {
  it('the Latin list is the real one (the check below can fail)', () => {
    expect(LATIN.size).toBeGreaterThan(900);
    expect(latinWordsIn('Lorem ipsum dolor sit amet, consectetur adipisci.')).toEqual(['lorem', 'ipsum', 'dolor', 'amet', 'consectetur', 'adipisci']);
  });

  it('no string of the seeded world holds a Latin word', () => {
    resetDb();
    const found = strings(db, 'db', [])
      .map(([path, text]) => [path, latinWordsIn(text)] as const)
      .filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('the corpus itself is English', () => {
    for (const text of [...PROSE_SENTENCES, ...ARTICLE_SENTENCES, ...TITLE_PHRASES, ...SUBTITLE_SENTENCES, ...EVENT_SENTENCES, ...LIVESTREAM_SENTENCES]) {
      expect(latinWordsIn(text), text).toEqual([]);
    }
  });

  it('maps the same Latin to the same English, one sentence per Latin sentence', () => {
    for (let n = 0; n < 50; n++) {
      const text = latin.lorem.paragraph({ min: 1, max: 8 });
      const english = englishSentences(text, ARTICLE_SENTENCES);
      expect(englishSentences(text, ARTICLE_SENTENCES)).toBe(english);
      const sentences = text.split(/(?<=\.)\s+/).length;
      const picked = ARTICLE_SENTENCES.filter((s) => english.includes(s));
      expect(picked.length).toBe(sentences);
      expect(latinWordsIn(english)).toEqual([]);
    }
  });

  it('keeps a body’s paragraphs and sentence counts, without repeating a sentence while the corpus lasts', () => {
    const paragraphs = Array.from({ length: 8 }, () => latin.lorem.paragraph({ min: 4, max: 8 }));
    const english = englishParagraphs(paragraphs);
    expect(english).toEqual(englishParagraphs(paragraphs));
    expect(english).toHaveLength(8);
    const all = english.flatMap((p) => ARTICLE_SENTENCES.filter((s) => p.includes(s)));
    const latinCount = paragraphs.reduce((n, p) => n + p.split(/(?<=\.)\s+/).length, 0);
    expect(all).toHaveLength(latinCount);
    expect(new Set(all).size).toBe(Math.min(latinCount, ARTICLE_SENTENCES.length));
  });

  it('different Latin gives different English', () => {
    const texts = Array.from({ length: 20 }, () => latin.lorem.sentences({ min: 2, max: 3 }));
    expect(new Set(texts.map((t) => englishSentences(t))).size).toBeGreaterThan(10);
  });

  it('titles: title case, no full stop, distinct within a list', () => {
    expect(titleCase('a walk along the river')).toBe('A Walk Along the River');
    const taken = new Set<string>();
    const titles = Array.from({ length: 40 }, () => englishTitle(latin.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, ''), taken));
    expect(new Set(titles).size).toBe(40);
    for (const t of titles) {
      expect(t).not.toMatch(/\.$/);
      expect(t.charAt(0)).toBe(t.charAt(0).toUpperCase());
    }
    expect(englishTitle('Vero tempora consequatur')).toBe(englishTitle('Vero tempora consequatur'));
  });
});
