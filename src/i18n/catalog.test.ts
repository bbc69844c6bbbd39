import { describe, expect, it } from 'vitest';
import { deMessages } from './locales/de';
import { type MessageId, type MessageValue, messages } from './messages';
import { createTableTranslator } from './translate';

const en = messages as Record<string, MessageValue>;
const de = deMessages as Record<string, MessageValue>;
const english = createTableTranslator<MessageId>([messages]);
const german = createTableTranslator<MessageId>([messages], {}, 'de', deMessages);

/** Plural messages whose forms say no number (the count only chooses the wording). */
const NUMBERLESS_PLURALS = ['mediaTools.podcastLinks.check'];

describe('plural messages', () => {
  it('show their number as {count}, the value that chooses the form (no second placeholder for the same number)', () => {
    const wrong: string[] = [];
    for (const [locale, table] of [
      ['en', en],
      ['de', de],
    ] as const) {
      for (const [id, value] of Object.entries(table)) {
        if (typeof value === 'string' || NUMBERLESS_PLURALS.includes(id)) continue;
        if (!value.other.includes('{count}')) wrong.push(`${locale} ${id}: ${value.other}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the people lists and the replies count choose their form on count, in English and German', () => {
    expect(english('growth.home.people.total', { count: 1 })).toBe('1 person');
    expect(english('growth.home.people.total', { count: 12 })).toBe('12 people');
    expect(english('growth.home.people.more', { count: 3 })).toBe('and 3 more');
    expect(english('post.readingTime.replies', { count: 1 })).toBe('1 reply');
    expect(english('post.readingTime.replies', { count: 7 })).toBe('7 replies');
    expect(german('growth.home.people.total', { count: 1 })).toBe('1 Person');
    expect(german('growth.home.people.total', { count: 12 })).toBe('12 Personen');
    expect(german('growth.home.people.more', { count: 1 })).toBe('und 1 weitere');
    expect(german('post.readingTime.replies', { count: 1 })).toBe('1 Antwort');
    expect(german('post.readingTime.replies', { count: 7 })).toBe('7 Antworten');
  });
});

describe('sentences the catalogue carries whole', () => {
  it('the live page’s gated player names its audience in the sentence’s own case', () => {
    expect(english('livestream.gate.locked.only_free')).toBe('This livestream is for subscribers.');
    expect(english('livestream.gate.locked.paid')).toBe('This livestream is for paid subscribers.');
    expect(english('livestream.gate.locked.only_founding')).toBe('This livestream is for founding members.');
    // German nouns keep their capital; the adjective does not take one.
    expect(german('livestream.gate.locked.paid')).toBe('Dieser Livestream ist für zahlende Abonnent:innen.');
    expect(german('livestream.gate.locked.only_free')).toBe('Dieser Livestream ist für Abonnent:innen.');
  });

  it('labels and the values they introduce are one message each, with the English wording unchanged', () => {
    expect(english('notes.composer.attachImageUrl')).toBe('Add an image: Address');
    expect(english('notes.composer.attachLinkUrl')).toBe('Add a link: Address');
    expect(german('notes.composer.attachLinkUrl')).toBe('Link hinzufügen: Adresse');
    expect(english('pages.reading.openList', { title: 'Fall books' })).toBe('See the list on Bookshop.org: Fall books');
    expect(german('pages.reading.openList', { title: 'Herbstbücher' })).toBe('Liste auf Bookshop.org ansehen: Herbstbücher');
    // the mailboxes' labels carry their punctuation
    expect(english('pages.who.letters')).toBe('Letters to the editor:');
    expect(german('pages.who.tips')).toBe('Hinweise an die Redaktion:');
  });
});
