/**
 * Every text a screen shows comes from the catalogue (#25): the main screens of each area are rendered in jsdom on the
 * mock, exactly as a host mounts them, in the accented pseudo-locale `en-XA`, where every catalogue message is in
 * brackets (`[Sûbsçrîbé one]`). Any letter outside a bracketed message is a string that bypassed the catalogue.
 *
 * What is not ours to translate, and how the check knows it (stories/support/pseudoCheck.ts, shared with the Chromium
 * plays of Product/PseudoLocale, which also read generated `content` and spoken attributes):
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
import { unlocalised as findUnlocalised, servedStrings } from '../../stories/support/pseudoCheck';

const server = createMockServer();

/** Every string the mock answered with during a test (and the text of those that are HTML). */
const served = servedStrings();
const reading: Promise<void>[] = [];
server.events.on('response:mocked', ({ response }) => {
  reading.push(
    response
      .clone()
      .text()
      .then((text) => served.record(text)),
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

/** The host's own content: what it passes to the platform (the viewer, the publication). */
let hostStrings: string[] = [];

/** The letters outside any catalogue message (stories/support/pseudoCheck.ts, shared with the Chromium plays). */
const unlocalised = (root: Node) => findUnlocalised(root, { served, host: hostStrings });

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
