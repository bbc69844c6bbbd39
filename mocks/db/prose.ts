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

/*
 * English in place of faker's Latin. Areas seeded before the corpus existed still make their `faker.lorem.*` calls, so
 * every later draw (names, ids, dates, counts) stays where it was; the Latin they get back is only a key: each Latin
 * sentence is hashed to a corpus sentence of about its word count. Pure: the same Latin always gives the same English.
 */

/** Sentences of an essay or a report on a newsletter platform: books, cities, culture, politics. */
export const ARTICLE_SENTENCES: readonly string[] = [
  'The council met on Tuesday.',
  'Nobody expected the vote to be close.',
  'The library opens at nine, and by ten every table is taken.',
  'Rents on the east side rose by a fifth in two years.',
  'She wrote the first draft of the novel on the backs of old tram tickets.',
  'It is worth asking who the new bridge is really for.',
  'Most of the shops on the high street have changed hands since the pandemic.',
  'The festival sold out in under an hour.',
  'I spent the week reading letters that a harbour master wrote to his daughter in the 1950s.',
  'Three things stood out.',
  'The budget leaves the museums with less than they had a decade ago.',
  'Publishers still print more copies than they sell, and the rest are pulped.',
  'The mayor promised a decision before the summer recess.',
  'What follows is the story of one street and the people who kept it alive.',
  'Translation is a slow art, and this book shows why.',
  'There is a bench by the canal where the same two men play chess every afternoon.',
  'The bus timetable tells you more about a city than its skyline does.',
  'In the end the committee chose the cheaper plan.',
  'Her essays read like conversations you wish you had overheard.',
  'We asked forty readers what they would change about their neighbourhood.',
  'The answers were kinder than we expected.',
  'Nobody I spoke to had read the full report, including two of the people who signed it.',
  'The poetry shelf has moved to the back of the shop, next to the maps.',
  'A good bookshop is a public square with a roof.',
  'The election will turn on turnout in the suburbs.',
  'Turnout in the last local election was thirty-one per cent.',
  'The orchestra played to half-empty halls all winter and still refused to cut the season.',
  'Here is what the minutes of the meeting actually say.',
  'The old cinema reopens next month as a community theatre.',
  'I grew up two streets from the market, and it smelled of oranges and diesel.',
  'The argument for the new housing is simple, and the argument against it is not.',
  'Critics called the exhibition modest, which is exactly its strength.',
  'Every spring the river floods the same three fields, and every spring the town is surprised.',
  'The ferry still runs twice a day.',
  'Her first collection of stories sold eleven hundred copies and changed how I read.',
  'A city is measured by what it does for people who are not in a hurry.',
  'The planning office received more than two thousand letters about the tower.',
  'Independent presses now publish most of the translated fiction we read.',
  'It rained for the whole of the book fair, and nobody seemed to mind.',
  'The new rules take effect in January.',
  'What the data cannot show is how the square feels on a Friday night.',
  'I have walked this route every morning for six years.',
  'The school board has not published its figures since March.',
  'Some of the best writing about cities comes from people who left them.',
  'The novel is long, patient and very funny.',
  'Local papers used to cover every court hearing; now almost none do.',
  'We will return to this next week with the full figures.',
  'The museum has kept the same opening hours since 1974.',
  'If you read one thing about the transport strike, read the drivers’ own account.',
  'The mural on the railway bridge took four painters eleven nights.',
  'This is a story about trust, and about the paperwork that replaced it.',
  'The debate in parliament lasted six hours and changed no minds.',
  'Small magazines survive on stubbornness and a few hundred loyal readers.',
  'The author answers her own mail, by hand, from a cottage with no phone signal.',
  'Food prices at the covered market have risen faster than anywhere else in the region.',
  'There is no single reason the project failed.',
  'The best way to understand a neighbourhood is to stand still in it for an hour.',
  'I disagreed with almost every page and could not put it down.',
  'The theatre’s new director wants plays that people argue about on the way home.',
  'None of this is new, but it has never been this visible.',
  'The consultation closes on Friday.',
  'A reader in Lisbon wrote to say the same thing happened there ten years ago.',
  'The tram depot will become four hundred homes, a school and a park.',
  'Poets have always been the first to notice when a city changes.',
  'The report runs to three hundred pages and says remarkably little.',
  'The winter reading list is at the bottom of this post.',
  'We owe the archive to one volunteer who scanned every issue by hand.',
  'Thank you, as always, for reading and for writing back.',
  'The streetlights on the hill were switched off to save money, and the pub closed a month later.',
  'Memoirs about growing up in small towns are having a moment.',
  'The second half of the book is where it really comes alive.',
  'Historians will argue about this decade for a long time.',
];

/** Post titles, in sentence case (`proseTitle` sets them in title case). */
export const TITLE_PHRASES: readonly string[] = [
  ...PROSE_PHRASES,
  'The last bookshop on the high street',
  'Who pays for the new bridge',
  'Inside the longest council meeting of the year',
  'A reading list for the dark months',
  'What the census says about our street',
  'The night the trams stopped',
  'How a small press finds its next novel',
  'In praise of the public bench',
  'The vote nobody talked about',
  'Letters to a young editor',
  'Where the market goes after dark',
  'The housing plan, line by line',
  'Ten books that explain this city',
  'A short history of the harbour',
  'What we lost when the paper closed',
  'The theatre that would not close',
  'On translation and its quiet heroes',
  'Why the budget matters to your library',
  'Snow, strikes and a very late train',
  'The gardeners of the old railway line',
  'An interview with the mayor’s fiercest critic',
  'Notes on a year of reading slowly',
  'The museum at the end of the tram line',
  'What the election taught us',
  'Portrait of a neighbourhood in five walks',
  'The poets of the night shift',
  'Our readers answer back',
  'How to read a planning application',
  'The cafe where the city argues',
  'Autumn in the archive',
  'The map that changed the argument',
  'Summer books for long journeys',
  'The politics of a parking space',
  'A visit to the paper mill',
  'Small towns and the stories they tell',
  'The quiet return of the evening class',
  'Rivers, roads and the people between them',
  'What the old timetables reveal',
];

/** Post subtitles: one sentence under a headline. */
export const SUBTITLE_SENTENCES: readonly string[] = [
  'A week of reporting from the town hall.',
  'What we found when we walked every street in the old quarter.',
  'Plus: the books our readers could not stop talking about.',
  'The numbers behind the headline, and the people behind the numbers.',
  'Notes from a season of readings, rehearsals and late trains.',
  'An essay on libraries, noise and the right to stay somewhere for free.',
  'Why a small change in the timetable matters more than it looks.',
  'Three writers on the cities that made them.',
  'Everything the council decided this month, in plain English.',
  'A long walk along the river with the people who look after it.',
  'On second-hand bookshops and what they keep alive.',
  'The story of one building and the forty families inside it.',
  'Our critic on the exhibition everyone is arguing about.',
  'A guide to the vote, for people who do not follow politics.',
  'Letters, corrections and a few very good arguments.',
  'How a neighbourhood paper survived its hardest year.',
  'What the census tells us, and what it leaves out.',
  'Five new novels, one old favourite and a poem.',
];

/** What an event is: a reading, a talk, a walk, a meet-up. */
export const EVENT_SENTENCES: readonly string[] = [
  'Join us for an evening of readings from this season’s essays.',
  'Doors open at half past six, and the talk starts at seven.',
  'Bring a book you love and swap it for one you have not read.',
  'The walk is about two hours and ends at the harbour café.',
  'There will be time for questions at the end.',
  'Subscribers can bring a guest for free.',
  'We will talk about the housing plan with two of the councillors who voted on it.',
  'Seats are limited, so please reply if you can no longer come.',
  'The venue has step-free access and a quiet room.',
  'Tea, coffee and cake are on us.',
  'Our editor will read from the archive and answer your letters in person.',
  'Come early if you want a seat near the front.',
];

/** What a live stream is about. */
export const LIVESTREAM_SENTENCES: readonly string[] = [
  'A live conversation about the week’s news, with your questions.',
  'We go live from the book fair with three of this year’s debut novelists.',
  'Ask anything about the election in the chat.',
  'A slow, live walk through the archive.',
  'Our editors read the best letters of the month and answer them live.',
  'Live from the council chamber, with commentary.',
  'An hour on translation, with the translator of our book of the month.',
  'Tune in for the reading list and stay for the arguments.',
];

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const wordCounts = new Map<string, number>();
function wordCount(text: string): number {
  let n = wordCounts.get(text);
  if (n === undefined) {
    n = text.split(/\s+/).filter(Boolean).length;
    if (wordCounts.size < 2000) wordCounts.set(text, n);
  }
  return n;
}

/** The sentences of a Latin text (faker's lorem ends every sentence with a full stop). */
function latinSentences(latin: string): string[] {
  return latin
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A corpus ordered by closeness to a word count (nearest first, then alphabetically), kept per corpus and count. */
const orderCache = new WeakMap<readonly string[], Map<number, readonly string[]>>();
function byCloseness(corpus: readonly string[], words: number): readonly string[] {
  let orders = orderCache.get(corpus);
  if (!orders) {
    orders = new Map();
    orderCache.set(corpus, orders);
  }
  let order = orders.get(words);
  if (!order) {
    const distance = new Map(corpus.map((s) => [s, Math.abs(wordCount(s) - words)]));
    order = [...corpus].sort((a, b) => distance.get(a)! - distance.get(b)! || (a < b ? -1 : 1));
    orders.set(words, order);
  }
  return order;
}

/**
 * One corpus entry for `key`, of about `words` words (the entries nearest in word count, at least a few of them),
 * skipping entries in `avoid` while others are left.
 */
function pick(corpus: readonly string[], key: string, words: number, avoid?: ReadonlySet<string>): string {
  const byDistance = byCloseness(corpus, words);
  const nearest = Math.abs(wordCount(byDistance[0]!) - words);
  const band = byDistance.filter((s, i) => i < 4 || Math.abs(wordCount(s) - words) <= nearest + 2);
  const fresh = avoid ? band.filter((s) => !avoid.has(s)) : band;
  const pool = fresh.length > 0 ? fresh : avoid ? byDistance.filter((s) => !avoid.has(s)) : band;
  const from = pool.length > 0 ? pool : band;
  return from[hashText(key) % from.length]!;
}

/**
 * English sentences for a Latin text: one corpus sentence per Latin sentence, of about its length. `used` (shared
 * across the paragraphs of one body) keeps a sentence from coming back until the corpus runs out.
 */
export function englishSentences(latin: string, corpus: readonly string[] = PROSE_SENTENCES, used: Set<string> = new Set()): string {
  return latinSentences(latin)
    .map((sentence, i) => {
      if (used.size >= corpus.length) used.clear();
      const english = pick(corpus, `${i}:${sentence}`, Math.round(wordCount(sentence) * 1.3), used);
      used.add(english);
      return english;
    })
    .join(' ');
}

/** English paragraphs for Latin ones (one body): the same count, the same number of sentences in each. */
export function englishParagraphs(latin: readonly string[], corpus: readonly string[] = ARTICLE_SENTENCES): string[] {
  const used = new Set<string>();
  return latin.map((paragraph) => englishSentences(paragraph, corpus, used));
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Title case: every word capitalised but short joining words (never the first). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A short English title for a Latin one, in title case, no full stop. `taken` keeps the titles of one list distinct. */
export function englishTitle(latin: string, taken?: Set<string>): string {
  const phrase = pick(TITLE_PHRASES, latin, wordCount(latin) + 1, taken);
  taken?.add(phrase);
  return titleCase(phrase);
}
