import { describe, expect, it } from 'vitest';
import { countWords, type ReadingTime, type ReadingTimePost, readingTime, roundMinutes, WORDS_PER_MINUTE } from './readingTime';
import { audienceBadge, shouldShowFullDate } from './postHeaderRules';

const p = (over: Partial<ReadingTimePost>): ReadingTimePost => ({
  type: 'newsletter',
  comment_count: 0,
  wordcount: 0,
  videoUpload: null,
  podcast_duration: null,
  ...over,
});

describe('readingTime', () => {
  it('uses 265 words per minute', () => expect(WORDS_PER_MINUTE).toBe(265));

  it.each<[string, ReadingTimePost, ReadingTime]>([
    ['no words → 1 min (minimum)', p({ wordcount: 0 }), { kind: 'minutes', minutes: 1 }],
    ['missing wordcount → 1 min', p({ wordcount: undefined }), { kind: 'minutes', minutes: 1 }],
    ['100 words → 1 min', p({ wordcount: 100 }), { kind: 'minutes', minutes: 1 }],
    ['397 words (1.498) → 1 min, rounded down', p({ wordcount: 397 }), { kind: 'minutes', minutes: 1 }],
    ['398 words (1.502) → 2 min, rounded up', p({ wordcount: 398 }), { kind: 'minutes', minutes: 2 }],
    ['1,325 words → 5 min', p({ wordcount: 1325 }), { kind: 'minutes', minutes: 5 }],
    ['10,000 words → 38 min', p({ wordcount: 10_000 }), { kind: 'minutes', minutes: 38 }],
    ['video 754 s → 13 min (duration / 60)', p({ type: 'video', wordcount: 5000, videoUpload: { duration: 754 } }), { kind: 'minutes', minutes: 13 }],
    ['video 20 s → 1 min (minimum)', p({ type: 'video', videoUpload: { duration: 20 } }), { kind: 'minutes', minutes: 1 }],
    ['video without upload → words', p({ type: 'video', wordcount: 530 }), { kind: 'minutes', minutes: 2 }],
    ['podcast 1,860 s → 31 min', p({ type: 'podcast', wordcount: 100, podcast_duration: 1860 }), { kind: 'minutes', minutes: 31 }],
    ['podcast 89 s → 1 min', p({ type: 'podcast', podcast_duration: 89 }), { kind: 'minutes', minutes: 1 }],
    ['podcast 90 s → 2 min', p({ type: 'podcast', podcast_duration: 90 }), { kind: 'minutes', minutes: 2 }],
    ['thread with 38 replies → "{n} replies"', p({ type: 'thread', comment_count: 38, wordcount: 9000 }), { kind: 'replies', count: 38 }],
    ['thread with 1 reply', p({ type: 'thread', comment_count: 1 }), { kind: 'replies', count: 1 }],
    ['thread without replies → "Thread"', p({ type: 'thread', comment_count: 0 }), { kind: 'thread' }],
  ])('%s', (_name, post, expected) => {
    expect(readingTime(post)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [0.4, 1],
    [1.5, 2],
    [2.49, 2],
    [Number.NaN, 1],
    [-3, 1],
  ])('roundMinutes(%s) = %s', (minutes, expected) => expect(roundMinutes(minutes)).toBe(expected));

  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' two  words\n', 2],
  ])('countWords(%j) = %s', (text, expected) => expect(countWords(text)).toBe(expected));
});

describe('shouldShowFullDate (G30)', () => {
  it.each([
    [0, false],
    [69, false],
    [70, true],
    [84, true],
    [99, true],
    [100, false],
    [1000, false],
    [70.5, false],
    [-80, false],
  ])('%s reactions → %s', (count, expected) => expect(shouldShowFullDate(count)).toBe(expected));
});

describe('audienceBadge', () => {
  it.each([
    ['everyone', 'anonymous', false, null],
    ['only_free', 'free', false, null],
    ['only_paid', 'anonymous', true, 'paid'],
    ['only_paid', 'free', true, 'preview'],
    ['only_paid', 'free', false, 'paid'],
    ['only_paid', 'paid', false, 'paid'],
    ['founding', 'free', true, 'preview'],
    ['founding', 'paid', true, 'founding'],
    ['founding', 'founding', false, 'founding'],
    ['founding', 'admin', false, 'founding'],
  ] as const)('%s post, %s viewer, preview %s → %s', (audience, role, preview, expected) => {
    expect(audienceBadge(audience, role, preview)).toBe(expected);
  });
});
