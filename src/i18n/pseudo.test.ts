import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTableTranslator, type MessageTable } from './translate';
import { messages } from './messages';
import { PSEUDO_EXPANSION, pseudoLocaleMessages, pseudoLocalize, pseudoMessage } from './pseudo';

const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
/** The message's own text in `en-XA`: brackets, accents and the padding words taken off. */
const unaccent = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Ð/g, 'D')
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'p')
    .replace(/Ö/g, 'O');

describe('en-XA (accented, longer, bracketed)', () => {
  it('accents a message, brackets it and makes it about 40 % longer', () => {
    expect(pseudoMessage('Subscribe', 'en-XA')).toBe('[Sûbsçrîbé one]');
    expect(pseudoMessage('Page not found', 'en-XA')).toBe('[Pågé ñöt föûñð one tw]');
  });

  it('leaves placeholders untouched, so parameters still land', () => {
    const value = pseudoMessage('{label} must be at most {max} characters', 'en-XA');
    expect(value).toBe('[{label} mûst bé åt möst {max} çhåråçtérs one two thre]');
    const t = createTableTranslator<'ui.field.tooLong'>([], { 'ui.field.tooLong': value });
    expect(t('ui.field.tooLong', { label: 'Ana', max: 500 })).toBe('[Ana mûst bé åt möst 500 çhåråçtérs one two thre]');
  });

  it('keeps every form of a plural message', () => {
    expect(pseudoMessage({ one: '{count} comment', other: '{count} comments' }, 'en-XA')).toEqual({
      one: pseudoMessage('{count} comment', 'en-XA'),
      other: pseudoMessage('{count} comments', 'en-XA'),
    });
  });

  it('leaves an empty message empty', () => {
    expect(pseudoMessage('', 'en-XA')).toBe('');
  });

  it('any text: same placeholders, bracketed, at least 40 % longer, the English letters underneath', () => {
    const text = fc.stringMatching(/^[A-Za-z ,.'!?{}a-z]{0,60}$/);
    fc.assert(
      fc.property(text, fc.array(fc.constantFrom('{name}', '{count}', '{title}'), { maxLength: 3 }), (raw, names) => {
        const english = raw.replace(/[{}]/g, '') + names.join(' ');
        const pseudo = pseudoMessage(english, 'en-XA');
        if (english === '') return pseudo === '';
        expect(placeholdersOf(pseudo)).toEqual(placeholdersOf(english));
        expect(pseudo.startsWith('[') && pseudo.endsWith(']')).toBe(true);
        const literal = english.replace(/\{\w+\}/g, '');
        const grown = pseudo.replace(/\{\w+\}/g, '').length - 2; // without brackets
        expect(grown).toBeGreaterThanOrEqual(Math.floor(literal.length * (1 + PSEUDO_EXPANSION)) - 1);
        expect(unaccent(pseudo.slice(1, 1 + english.length))).toBe(english);
        return true;
      }),
    );
  });

  it('uses only Latin-1 letters, which the bundled fonts draw', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    for (const char of pseudoMessage(letters, 'en-XA')) expect(char.codePointAt(0)).toBeLessThanOrEqual(0xff);
  });
});

describe('ar-XB (mirrored)', () => {
  it('wraps each run of text between placeholders in a right-to-left override', () => {
    expect(pseudoMessage('Reply to {name} now', 'ar-XB')).toBe('\u202eReply to \u202c{name}\u202e now\u202c');
    expect(pseudoMessage('{count}', 'ar-XB')).toBe('{count}');
    expect(pseudoMessage({ one: '1 like', other: '{count} likes' }, 'ar-XB')).toEqual({ one: '\u202e1 like\u202c', other: '{count}\u202e likes\u202c' });
  });

  it('any text: the same text and placeholders once the overrides are taken off', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const pseudo = pseudoMessage(text, 'ar-XB');
        expect(pseudo.replace(/[\u202e\u202c]/g, '')).toBe(text);
        expect(placeholdersOf(pseudo)).toEqual(placeholdersOf(text));
      }),
    );
  });
});

describe('the whole catalogue', () => {
  it('has every English id in both pseudo-locales, every plural form kept', () => {
    for (const locale of ['en-XA', 'ar-XB'] as const) {
      const table = pseudoLocaleMessages(locale) as Record<string, unknown>;
      expect(Object.keys(table).sort()).toEqual(Object.keys(messages).sort());
      for (const [id, value] of Object.entries(messages)) {
        const pseudo = table[id];
        if (typeof value === 'string') expect(typeof pseudo).toBe('string');
        else expect(Object.keys(pseudo as object).sort()).toEqual(Object.keys(value).sort());
      }
    }
  });

  it('is made once per locale', () => {
    expect(pseudoLocaleMessages('en-XA')).toBe(pseudoLocaleMessages('en-XA'));
  });

  it('pseudoLocalize keeps the ids of any table', () => {
    const table: MessageTable = { 'ui.truncated.seeMore': 'See more' };
    expect(pseudoLocalize(table, 'en-XA')).toEqual({ 'ui.truncated.seeMore': '[Séé möré one]' });
  });
});
