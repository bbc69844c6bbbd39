/**
 * English prose for the mock world: what notes, comments and post bodies say, written for it, so designers judge real
 * line lengths, wrapping and truncation (faker's Latin lorem ipsum has neither English word lengths nor punctuation).
 * Picked with the area's seeded faker, so the world stays the same on every reset.
 */
import type { Faker } from '@faker-js/faker';

/** Sentences a reader, a writer or a commenter might write on a publishing platform: short, long, with numbers. */
export const PROSE_SENTENCES: readonly string[] = [
  'I read this twice on the train this morning and still found something new the second time.',
  'The part about the library steps stayed with me all day.',
  'We tried the same thing in our town last spring, and the turnout surprised everyone.',
  'Thank you for writing this.',
  'I have been a subscriber for three years and this is the piece I will send to my sister.',
  'The numbers in the second chart do not match the ones in the table below it; am I reading it wrong?',
  'Fair point, although I think the council meeting on Thursday will change the picture.',
  'This is the best explanation of the bond market I have read in plain English.',
  'My grandmother kept a notebook of every book she borrowed, and this reminded me of it.',
  'Could you share the recipe for the bread you mentioned at the end?',
  'Strongly disagree with the conclusion, but the reporting is excellent.',
  'The interview with the ferry captain was the highlight of the week.',
  'I printed this out for our book club; we meet on the first Sunday of the month.',
  'Small correction: the bridge opened in 1932, not 1923.',
  'Every city should have a newsletter like this one.',
  'What a lovely way to start a Saturday.',
  'The photographs alone are worth the subscription.',
  'I would love a follow-up on what happened to the community garden after the vote.',
  'We need more writing that takes the time to explain how things actually work.',
  'Reading this from a hospital waiting room, and it made the hours go faster.',
  'The footnotes are half the fun.',
  'Is there an audio version? I listen while I walk the dog.',
  'This changed my mind about the new tram line, which I did not expect.',
  'Three of my neighbours forwarded me this before I had even opened it.',
  'A quiet, careful piece of work in a loud week.',
  'I teach ninth grade history and I am going to use this in class next term.',
  'The headline undersells how good the essay is.',
  'Looking forward to the next part of the series.',
  'My favourite line: "a city is a long conversation with strangers."',
  'I went to the market after reading this and the fishmonger knew exactly which article I meant.',
  'Not sure I agree about the second point, but I appreciate the links to the sources.',
  'The map at the top is gorgeous; who made it?',
  'We are starting a reading circle at the café on Elm Street, all welcome.',
  'This deserves a much wider audience.',
  'I laughed out loud at the paragraph about the parking meters.',
  'Some of the comments here are as good as the post itself.',
  'Please keep writing about the river; nobody else covers it.',
  'The piece is long, and it earns every word.',
  'Shared it with my team at work, and we spent lunch arguing about it.',
  'Happy to see the archive back online after the move.',
];

/** Headlines and subtitles: short phrases without a final full stop. */
export const PROSE_PHRASES: readonly string[] = [
  'What the river remembers',
  'A week of small victories at the council',
  'Notes from the night ferry',
  'How our library survived the budget',
  'The bakery that never closes',
  'Reading the city, one bench at a time',
  'Why the tram line matters more than you think',
  'Letters from the allotment',
  'The quiet economics of second-hand books',
  'Ten years of Sunday markets',
  'Everything we learned from your answers',
  'A field guide to the neighbourhood birds',
];

/** One sentence of the corpus. */
export function proseSentence(faker: Faker): string {
  return faker.helpers.arrayElement(PROSE_SENTENCES);
}

/** `min`–`max` sentences, joined with spaces. */
export function proseSentences(faker: Faker, { min, max }: { min: number; max: number }): string {
  const count = faker.number.int({ min, max });
  return Array.from({ length: count }, () => proseSentence(faker)).join(' ');
}

/** A paragraph: 3–6 sentences unless given. */
export function proseParagraph(faker: Faker, range: { min: number; max: number } = { min: 3, max: 6 }): string {
  return proseSentences(faker, range);
}

/** A headline-like phrase (no full stop). */
export function prosePhrase(faker: Faker): string {
  return faker.helpers.arrayElement(PROSE_PHRASES);
}
