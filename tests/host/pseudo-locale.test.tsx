/**
 * Every text a screen shows comes from the catalogue (#25): the main screens of each area are rendered in jsdom on the
 * mock, exactly as a host mounts them, in the accented pseudo-locale `en-XA`, where every catalogue message is in
 * brackets (`[Sûbsçrîbé one]`). Any letter outside a bracketed message is a string that bypassed the catalogue.
 *
 * What is not ours to translate, and how the check knows it (decided here, for every screen):
 * - content from the API: every string of every answer the mock sent during the test (HTML answers by their text too)
 *   is recorded; a run of text found inside one is the server's (a title, a body, a name, a link card's domain);
 * - content from the host: the viewer and the publication the host passes to `PlatformProvider`;
 * - marked content: anything inside `<bdi>`, an element with `dir="auto"`, Unicode isolates (`isolatedText`), or an
 *   element with `data-content="user"` (the marker for text from a user or the server that none of these wraps);
 *   an avatar's initials (`[data-part="avatar"]`: a person's name, shortened);
 * - formats from `Intl` (a pseudo-locale formats as English): inside `<time>`, text without letters (`1.2K`, `12:00`),
 *   and month and weekday names, AM/PM (`November 28, 2026`, `8:00 PM`);
 * - icons' and images' own text (`<svg>`), and elements that render nothing (`<script>`, `<style>`, `<template>`).
 * Everything else must be a bracketed message; the first test shows the check failing on an inline string.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario, viewersByRole } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { MOCK_NOW } from '../../mocks/clock';
import { ProductApp } from '../../src/app/ProductApp';
import { createFrozenClock, createMemoryNavigation, createMemoryStorage, PlatformProvider, pseudoLocaleMessages, ThemeProvider } from '../../src/index';

const server = createMockServer();

/** Every string the mock answered with during a test (and the text of those that are HTML). */
const served = new Set<string>();
const reading: Promise<void>[] = [];
function collect(value: unknown) {
  if (typeof value === 'string') {
    served.add(value);
    if (value.includes('<')) served.add(new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '');
  } else if (Array.isArray(value)) for (const item of value) collect(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
}
server.events.on('response:mocked', ({ response }) => {
  reading.push(
    response
      .clone()
      .text()
      .then((text) => {
        try {
          collect(JSON.parse(text));
        } catch {
          served.add(text);
        }
      }),
  );
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  served.clear();
  reading.length = 0;
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

/** Each area's main screen, by its path in the route table. */
const screens: [area: string, path: string][] = [
  ['chat', '/chat/posts'],
  ['post (with the footer, sharing and the end of the post)', '/p/the-city-that-reads'],
  ['comments', '/p/the-city-that-reads/comments'],
  ['feed', '/home'],
  ['media', '/videos'],
  ['newsletters', '/newsletters'],
  ['account', '/account/settings'],
  ['signup', '/signup'],
  ['pages (archive)', '/archive'],
  ['pages (about)', '/about'],
  ['growth (publication home)', '/'],
  ['microsite', '/america250'],
];

const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TIME', 'BDI']);

/** Whether a text node is content we do not translate (see the file's comment). */
function notOurs(node: Text): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (skipped.has(el.tagName) || el.namespaceURI === 'http://www.w3.org/2000/svg') return true;
    if (el.getAttribute('dir') === 'auto' || el.getAttribute('data-content') === 'user' || el.getAttribute('data-part') === 'avatar') return true;
  }
  return false;
}

/** What `Intl` writes in an English date, time or count: month and weekday names, AM/PM, `1.2K`. */
const intlWords =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM|UTC|GMT)\b|\d[\d.,]*[KMB]?\b/g;

/** The host's own content: what it passes to the platform (the viewer, the publication). */
let hostStrings: string[] = [];

/** Whether a run of text is the server's or the host's (see the file's comment). */
function fromElsewhere(text: string): boolean {
  for (const value of served) if (value.includes(text)) return true;
  return hostStrings.some((value) => value.includes(text));
}

/** A short path to the text's element, to find it in the source. */
function where(node: Text): string {
  const parts: string[] = [];
  for (let el = node.parentElement; el && parts.length < 3; el = el.parentElement) {
    const part = el.getAttribute('data-part');
    parts.unshift(
      `${el.tagName.toLowerCase()}${part ? `[data-part="${part}"]` : el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`,
    );
  }
  return parts.join(' > ');
}

/**
 * The letters shown outside any catalogue message: the page's text, in document order, with bracketed messages (they
 * may nest: a message inside another's placeholder, or span elements) and Unicode isolates taken out.
 */
function unlocalised(root: ParentNode & Node): string[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  let depth = 0;
  let isolates = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const ours = !notOurs(node);
    let run = '';
    for (const char of node.data) {
      if (char === '[') depth += 1;
      else if (char === ']') depth = Math.max(0, depth - 1);
      else if (char === '\u2066' || char === '\u2067' || char === '\u2068') isolates += 1;
      else if (char === '\u2069') isolates = Math.max(0, isolates - 1);
      else if (ours && depth === 0 && isolates === 0) run += char;
    }
    const text = run.trim().replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
    if (!/\p{L}/u.test(text.replace(intlWords, ''))) continue;
    if (fromElsewhere(text)) continue;
    found.push(`${text} — ${where(node)}`);
  }
  return found;
}

function mount(path: string, localeMessages = pseudoLocaleMessages('en-XA'), extra: ReactNode = null) {
  const clock = createFrozenClock(MOCK_NOW);
  hostStrings = [JSON.stringify(viewersByRole.paid), JSON.stringify(MARGIN)];
  return render(
    <ThemeProvider locale="en-XA">
      <PlatformProvider
        dialogs="in-page"
        viewer={viewersByRole.paid}
        publication={MARGIN}
        clock={clock}
        storage={createMemoryStorage(clock)}
        navigation={createMemoryNavigation(path)}
        locale="en-XA"
        localeMessages={localeMessages}
      >
        <ProductApp />
        {extra}
      </PlatformProvider>
    </ThemeProvider>,
  );
}

/** Waits until the screen has its content: no skeleton, no part loading on demand, and the text has stopped changing. */
async function settled(container: HTMLElement) {
  let last = '';
  await waitFor(
    () => {
      expect(container.querySelector('[aria-busy="true"], [data-state="loading"], [data-on-demand="loading"]')).toBeNull();
      const now = container.textContent ?? '';
      const same = now === last;
      last = now;
      expect(same).toBe(true);
    },
    { timeout: 8000, interval: 150 },
  );
}

describe('every rendered string comes from the catalogue (en-XA)', () => {
  it('finds a string that bypasses the catalogue, and lets the API’s content and formats be (fixture)', () => {
    document.body.innerHTML = [
      '<main><h1>[Ñéws one]</h1><p>Subscribe now</p>',
      '<p>[{Rééð} one]</p><p>[Lîkéð by <bdi>Ana Lima</bdi> one two]</p><span>1.2K</span><time>Nov 21</time>',
      '<p dir="auto">A reader’s comment</p><p>\u2068Ada Admin\u2069</p><button>[Ñéxt <b>þågé</b> one t]</button>',
      '<svg><title>logo</title></svg><span aria-hidden="true">Hidden too</span></main>',
    ].join('');
    try {
      expect(unlocalised(document.body).map((f) => f.split(' — ')[0])).toEqual(['Subscribe now', 'Hidden too']);
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('fails on a screen with a string written inline, and on a screen not localised at all', async () => {
    const { container } = mount('/archive', pseudoLocaleMessages('en-XA'), <p data-testid="inline">Load older posts</p>);
    await settled(container);
    await Promise.all(reading);
    expect(unlocalised(document.body).map((f) => f.split(' — ')[0])).toEqual(['Load older posts']);
    cleanup();
    // the same screen in plain English: every text of ours is found
    const english = mount('/archive', {});
    await settled(english.container);
    await Promise.all(reading);
    expect(unlocalised(document.body).length).toBeGreaterThan(3);
  });

  it.each(screens)('%s (%s)', async (_area, path) => {
    setScenario({ viewer: 'paid' });
    const { container } = mount(path);
    await settled(container);
    expect(container.textContent!.length, 'the screen shows something').toBeGreaterThan(40);
    await Promise.all(reading);
    const found = unlocalised(document.body);
    if (process.env.PSEUDO_DUMP) console.log(`${path}\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });
});
