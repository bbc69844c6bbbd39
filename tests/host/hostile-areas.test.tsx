/**
 * Hostile data fed to the livestream, newsletters, post, comments and embed screens the way a host's own test suite
 * would (jsdom + mock server): names that reverse the live chat, a message of 100,000 characters, addresses starting
 * with `//` under a router that behaves like the browser's history, and dot segments as a path parameter. The inputs
 * come from the attack corpus (`tests/unit/attack-corpus.ts`), so the next area is tested against them too.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import type { LiveStreamMessage } from '../../src/api/schemas/livestream';
import { CommentsPage } from '../../src/features/comments';
import { initialState as liveChatInitialState } from '../../src/features/livestream/liveChat.machine';
import { LiveChatPanelView } from '../../src/features/livestream/views/LiveChatPanelView';
import { NewslettersPage } from '../../src/features/newsletters';
import { PostPage } from '../../src/features/post/page';
import { type NavigationAdapter, PodcastEmbed } from '../../src/index';
import { FSI, PDI } from '../../src/ui/bidi';
import { renderInHost } from '../support/host';
import { BIDI_TEXTS, DOT_SEGMENT_PARAMS, longBody } from '../unit/attack-corpus';

const server = createMockServer();
const requests: string[] = [];
beforeAll(() => {
  server.listen();
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
  requests.length = 0;
});
afterAll(() => server.close());

const SITE = 'https://news.example.com';

/**
 * A router that behaves like the browser's history on `SITE`: the location is read from a URL, and `replace` resolves
 * its argument against it and throws a `SecurityError` for another origin (as `history.replaceState` does).
 */
function browserLikeNavigation(address: string): NavigationAdapter & { url: () => string } {
  let url = new URL(address);
  const listeners = new Set<() => void>();
  let snapshot = { pathname: url.pathname, search: url.search, hash: url.hash };
  const go = (to: string) => {
    const next = new URL(to, url);
    if (next.origin !== url.origin) throw new DOMException(`Cannot move to ${next.href} from ${url.origin}`, 'SecurityError');
    url = next;
    snapshot = { pathname: url.pathname, search: url.search, hash: url.hash };
    for (const l of listeners) l();
  };
  return {
    url: () => url.href,
    location: () => snapshot,
    navigate: go,
    replace: go,
    back: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    href: (to) => to,
  };
}

function renderAt(navigation: NavigationAdapter, ui: ReactElement) {
  return renderInHost(ui, { navigation });
}

const message = (id: number, name: string, body: string | null, joined: number | null = null): LiveStreamMessage => ({
  id,
  user: { id: 100 + id, name, handle: `u${id}`, photo_url: null, is_admin: false },
  body,
  created_at: '2026-11-21T12:00:00.000Z',
  num_viewers_joined: joined,
});

function renderChat(messages: LiveStreamMessage[]) {
  const state = { ...liveChatInitialState({ phone: false }), messages };
  const noop = () => {};
  return renderAt(
    browserLikeNavigation(`${SITE}/livestream`),
    <LiveChatPanelView
      state={state}
      placement="side"
      connection="open"
      availability={{ disabled: false, reason: null, placeholder: null }}
      canBlock
      ownUserId={null}
      onToggle={noop}
      onScrolled={noop}
      onJumpToBottom={noop}
      onTextChange={noop}
      onSubmit={noop}
      onBlock={noop}
    />,
  );
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;

describe('live chat: names and bodies are isolated and bounded', () => {
  it.each(BIDI_TEXTS)('the name %j is isolated in the message, in the join notice and in the block button', (name) => {
    renderChat([message(1, name, 'see you at 9 pm'), message(2, name, null, 3)]);
    const bdis = [...row(1).querySelectorAll('bdi')].map((b) => b.textContent);
    expect(bdis).toEqual([name, 'see you at 9 pm']);
    // "{name} and 2 others joined": the name in its own isolate, the catalogue words outside it.
    expect([...row(2).querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([name]);
    expect(row(2).textContent).toBe(`${name} and 2 others joined`);
    expect(row(1).querySelector('button')?.getAttribute('aria-label')).toContain(`${FSI}${name}${PDI}`);
  });

  it('a body with a right-to-left override cannot reorder the name beside it', () => {
    renderChat([message(1, 'Ada', `${'\u202E'}mp 9 ta uoy ees`)]);
    const [name, body] = [...row(1).querySelectorAll('bdi')];
    expect(name?.textContent).toBe('Ada');
    expect(body?.textContent).toBe('\u202Emp 9 ta uoy ees');
  });

  it('a message of 100,000 characters is shown cut to the send limit', () => {
    renderChat([message(1, 'Eve', longBody())]);
    const body = row(1).querySelector('[data-part="live-chat-body"]')!;
    expect(body.textContent!.length).toBeLessThanOrEqual(501);
    expect(body.textContent!.endsWith('…')).toBe(true);
    expect(row(1).textContent!.length).toBeLessThan(600);
  });
});

describe('addresses that start with `//` stay on the site', () => {
  it('the newsletters page at //newsletters?subscribed_to=11 writes back /newsletters, without a crash', async () => {
    const navigation = browserLikeNavigation(`${SITE}//newsletters?subscribed_to=11`);
    renderAt(navigation, <NewslettersPage />);
    await waitFor(() => expect(navigation.url()).toBe(`${SITE}/newsletters`));
  });

  it('the post page at //p/three-voices?action=share opens the share dialog and writes back /p/three-voices', async () => {
    const navigation = browserLikeNavigation(`${SITE}//p/three-voices?action=share`);
    renderAt(navigation, <PostPage />);
    await waitFor(() => expect(navigation.url()).toBe(`${SITE}/p/three-voices`), { timeout: 5000 });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('the comments page at //p/three-voices/comments writes a sort change back on the site', async () => {
    const navigation = browserLikeNavigation(`${SITE}//p/three-voices/comments`);
    renderAt(navigation, <CommentsPage />);
    const select = await screen.findByLabelText('Sort comments', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'oldest_first' } });
    });
    expect(new URL(navigation.url()).origin).toBe(SITE);
    expect(navigation.url()).toMatch(new RegExp(`^${SITE}/p/three-voices/comments\\?`));
  });
});

describe('a dot segment as a path parameter makes no request', () => {
  it.each(DOT_SEGMENT_PARAMS)('<PodcastEmbed slug=%j> shows its failure and requests nothing', async (slug) => {
    renderAt(browserLikeNavigation(`${SITE}/embed/podcast/x`), <PodcastEmbed slug={slug} />);
    await screen.findByText('The player could not be loaded.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});
