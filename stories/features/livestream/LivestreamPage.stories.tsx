import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { advanceMockClock, MOCK_NOW } from '../../../mocks/clock';
import { findLiveStream, livestreamStore } from '../../../mocks/db/livestream';
import { playAudienceStep, realtimeClientCount, setLiveStreamOutage } from '../../../mocks/realtime/liveStream';
import { getLiveStreamPageData, kickLiveStreamUser, sendLiveStreamChat } from '../../../src/api/endpoints/livestream';
import { LivestreamPage } from '../../../src/features/livestream';
import { MuteBlockMenu } from '../../../src/features/social';
import { isolate } from '../../../src/ui/bidi';
import { core } from '../../../mocks/db/core';
import { createManualClock } from '../../../src/platform/clock';
import { body, expectAlert, expectToast, faultOn, openMenu, ready, STORY_WAIT_MS } from '../../support';
import { stillLivestream } from '../../support/livestream';

/** Reconnects fast and without jitter in stories (the real backoff starts at 250–500 ms and grows to 30 s). */
const quickReconnect = { random: () => 0, backoff: { baseMs: 200, maxMs: 800, factor: 2 } };

const meta = {
  title: 'Features/Livestream/LivestreamPage',
  component: LivestreamPage,
  tags: ['!autodocs'],
  args: quickReconnect,
  parameters: { role: 'paid', layout: 'fullscreen' },
  // The scripted audience waits for the play to drive it, so every screenshot is the same; no emoji (no emoji font).
  beforeEach: stillLivestream,
} satisfies Meta<typeof LivestreamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// ——— helpers ———

/** Ends streams now on the mock clock (so another one is the live one, or none is). */
function endStreams(...ids: number[]) {
  for (const id of ids) findLiveStream(id)!.ends_at = new Date(Date.parse(MOCK_NOW) - 60_000).toISOString();
}

/** Seeds `count` chat messages on a stream (ids 10000…), oldest first. */
function seedChat(streamId: number, count: number) {
  livestreamStore.messages = livestreamStore.messages.filter((m) => m.stream_id !== streamId);
  for (let i = 0; i < count; i++) {
    livestreamStore.messages.push({
      id: 10_000 + i,
      stream_id: streamId,
      user_id: 200 + (i % 40),
      body: `Message number ${i + 1} from the live audience`,
      created_at: new Date(Date.parse(MOCK_NOW) - (count - i) * 1000).toISOString(),
      num_viewers_joined: null,
    });
  }
  livestreamStore.nextMessageId = 10_000 + count;
}

const log = () => body().getByRole('log', { name: 'Chat messages' });
/** The messages mounted now (the windowed list mounts those near the view: the newest while the reader is at the bottom). */
const shownIds = () => [...log().querySelectorAll('[data-message-id]')].map((el) => Number(el.getAttribute('data-message-id')));
/** How many messages the panel lists (mounted or not). */
const listedCount = () => Number(log().querySelector('[data-part="live-chat-list"]')?.getAttribute('data-count') ?? 0);
/** The panel lists exactly `ids`, and what is mounted is their newest end, each once. */
function expectListed(ids: readonly number[]) {
  const shown = shownIds();
  expect(listedCount()).toBe(ids.length);
  expect(shown).toEqual(ids.slice(ids.length - shown.length));
}
const storedIds = (streamId: number) => livestreamStore.messages.filter((m) => m.stream_id === streamId).map((m) => m.id);

async function live(canvasElement: HTMLElement, state = 'active') {
  const page = await ready(canvasElement, 'livestream');
  await waitFor(() => expect(page).toHaveAttribute('data-state', state), { timeout: STORY_WAIT_MS });
  return page;
}

/** The chat is connected and shows the stored backlog. */
async function chatLoaded(streamId: number) {
  await waitFor(() => expect(part('connection')).toHaveAttribute('data-state', 'open'), { timeout: STORY_WAIT_MS });
  await waitFor(() => expectListed(storedIds(streamId)), { timeout: STORY_WAIT_MS });
}

const part = (name: string) => document.querySelector<HTMLElement>(`[data-part="${name}"]`);

// ——— states ———

/** Paid reader, paid stream: player, details with the counts, the chat with its backlog; one socket for the page. */
export const ActivePaid: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Live from the Margin: the Sunday book club' })).toBeVisible();
    await expect(canvas.getByText('128 watching')).toBeVisible();
    await expect(canvas.getByText('342 total')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await chatLoaded(801);
    await expect(within(log()).getByText(/and 11 others joined$/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
    await expect(realtimeClientCount()).toBe(1);
  },
};

/** Founding member on the founding-only stream: it plays. */
export const ActiveFounding: Story = {
  parameters: { role: 'founding' },
  beforeEach: () => endStreams(801),
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'Founding members’ Q&A' })).toBeVisible();
    await expect(part('livestream-player')!.querySelector('video')).not.toBeNull();
  },
};

/** Free subscriber on the free stream: it plays and they may chat. */
export const ActiveFreeForFree: Story = {
  parameters: { role: 'free' },
  beforeEach: () => endStreams(801, 802),
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(803);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
  },
};

/** Free subscriber on a paid stream: the paid gate; the composer's placeholder is the server's reason. */
export const GatedPaidForFree: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'active_gated');
    const dialog = await body().findByRole('dialog', { name: 'This livestream is for paid subscribers' });
    await expect(dialog).toHaveTextContent('Upgrade to a paid subscription to watch live and join the chat.');
    await expect(within(dialog).getByRole('link', { name: 'Upgrade to paid' })).toHaveAttribute('href', '/subscribe?plan=paid');
    await expect(part('access-gate')).toHaveAttribute('data-variant', 'paid');
    // Behind the modal (hidden from assistive tech while it is open): the composer, disabled, with the server's reason.
    const input = within(canvasElement).getByRole('textbox', { name: 'Chat message', hidden: true });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Upgrade to a paid subscription to join the chat');
  },
};

/** Paid reader on the founding-only stream: the founding gate; Not now closes it, How to watch opens it again. */
export const GatedFoundingForPaid: Story = {
  beforeEach: () => endStreams(801),
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'active_gated');
    const dialog = await body().findByRole('dialog', { name: 'This livestream is for founding members' });
    await expect(within(dialog).getByRole('link', { name: 'Become a founding member' })).toHaveAttribute('href', '/subscribe?plan=founding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('This livestream is for founding members.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'How to watch' }));
    await expect(await body().findByRole('dialog', { name: 'This livestream is for founding members' })).toBeVisible();
  },
};

/** Anonymous visitor on the free stream: the subscribers' gate with sign-in; the composer asks them to sign in. */
export const GatedFreeForAnonymous: Story = {
  parameters: { role: 'anonymous' },
  beforeEach: () => endStreams(801, 802),
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'active_gated');
    const dialog = await body().findByRole('dialog', { name: 'This livestream is for subscribers' });
    await expect(within(dialog).getByRole('link', { name: 'Subscribe for free' })).toHaveAttribute('href', '/subscribe');
    await expect(within(dialog).getByRole('link', { name: 'Already subscribed? Sign in' })).toHaveAttribute('href', '/login?next=%2Flivestream');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Chat message', hidden: true })).toHaveAttribute('placeholder', 'Sign in to join the chat');
  },
};

/** No stream live: the upcoming list, the past recordings and Watch more. */
export const NoActiveStream: Story = {
  beforeEach: () => endStreams(801, 802, 803),
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'no_active');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Upcoming livestreams' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Margin Radio live: the map issue' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Past livestreams' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch more' })).toHaveAttribute('href', '/videos');
    await expect(realtimeClientCount()).toBe(0);
  },
};

/** No stream live and none planned: "No upcoming livestreams". */
export const NoUpcomingLivestreams: Story = {
  beforeEach: () => {
    endStreams(801, 802, 803);
    livestreamStore.streams = livestreamStore.streams.filter((s) => ![804, 805, 806, 810].includes(s.id));
  },
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'no_active');
    await expect(within(canvasElement).getByText('No upcoming livestreams')).toBeVisible();
  },
};

/** The page data is still on its way. */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 600_000 } },
  play: async () => {
    await expect(await waitFor(() => part('livestream'))).toHaveAttribute('data-state', 'loading');
  },
};

/** The page data fails: the shared text and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getLiveStreamPageData, '500') },
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'failed');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// ——— realtime ———

/** The scripted audience: messages and a join notice appear, the counts move. */
export const ScriptedAudience: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    playAudienceStep(801); // a join notice of 4
    playAudienceStep(801); // counts +4 / +3
    playAudienceStep(801); // a message
    await expect(await within(log()).findByText('The sound is much better today.')).toBeVisible();
    await expect(await within(log()).findByText(/and 3 others joined$/)).toBeVisible();
    await expect(await within(canvasElement).findByText('131 watching')).toBeVisible();
    await expect(within(canvasElement).getByText('346 total')).toBeVisible();
  },
};

/** With 1,000 messages in the panel, the 1,001st drops the oldest. */
export const ThousandMessageCap: Story = {
  beforeEach: () => seedChat(801, 1000),
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    await expect(listedCount()).toBe(1000);
    // A thousand listed, a few dozen mounted (the newest), each telling its place among the thousand.
    await expect(shownIds().length).toBeLessThan(60);
    await expect(shownIds().at(-1)).toBe(10_999);
    await expect(log().querySelector('[data-message-id="10999"]')!.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '1000');
    playAudienceStep(801);
    await waitFor(() => expect(shownIds().at(-1)).toBe(11_000), { timeout: STORY_WAIT_MS });
    await expect(listedCount()).toBe(1000);
    await expect(shownIds().length).toBeLessThan(60);
    await expect(log().querySelector('[data-message-id="11000"]')!.closest('[role="listitem"]')).toHaveAttribute('aria-setsize', '1000');
  },
};

/** A reader scrolled up is not moved by new messages and sees jump-to-bottom; it takes them back down. */
export const ScrolledUpReader: Story = {
  beforeEach: () => seedChat(801, 80),
  // The panel is scrolled up by 400 px from a bottom that is a fractional scroll position: on some machines the rows land
  // one pixel lower (about 4,000 pixels of text edges differ). The play asserts the reader stays where they scrolled.
  parameters: { visual: { maxDiffPixels: 6000 } },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    const list = log();
    await waitFor(() => expect(list.scrollHeight - list.clientHeight - list.scrollTop).toBeLessThan(2));
    list.scrollTop = list.scrollTop - 400;
    list.dispatchEvent(new Event('scroll'));
    const jump = await within(canvasElement).findByRole('button', { name: 'Jump to latest' });
    await expect(jump).toBeVisible();
    await expectCentredOver(jump, list);
    // The first message the reader sees (the list mounts only rows near the view).
    const listTop = list.getBoundingClientRect().top;
    const anchor = [...list.querySelectorAll<HTMLElement>('[data-message-id]')].find((m) => m.getBoundingClientRect().top >= listTop)!;
    const before = anchor.getBoundingClientRect().top;
    const scrollBefore = list.scrollTop;
    playAudienceStep(801); // a join notice
    playAudienceStep(801); // counts only
    playAudienceStep(801); // a message
    await within(canvasElement).findByRole('button', { name: 'Jump to latest (2 new)' });
    // Not moved (scroll anchoring may round by under a pixel).
    await expect(Math.abs(anchor.getBoundingClientRect().top - before)).toBeLessThan(1);
    await expect(list.scrollTop).toBeGreaterThanOrEqual(scrollBefore - 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jump to latest (2 new)' }));
    await waitFor(() => expect(list.scrollHeight - list.clientHeight - list.scrollTop).toBeLessThan(2));
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /Jump to latest/ })).toBeNull());
  },
};

/** The jump pill is centred over the chat log (within a pixel), in either direction. */
async function expectCentredOver(pill: HTMLElement, list: HTMLElement) {
  const centre = (r: DOMRect) => r.left + r.width / 2;
  await expect(Math.abs(centre(pill.getBoundingClientRect()) - centre(list.getBoundingClientRect()))).toBeLessThan(1);
}

/**
 * Right to left (ar-XB): the reader scrolled up sees the jump pill centred over the chat, as left to right (it was
 * placed with a physical translate from the inline start, which put it off-centre here).
 */
export const ScrolledUpReaderRightToLeft: Story = {
  beforeEach: () => seedChat(801, 80),
  parameters: { locale: 'ar-XB', visual: { disable: 'the play asserts the centring; the mirrored page is Product/RightToLeft › Livestream Desktop' } },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    // The log's name is a pseudo-localised text here: found by its role alone.
    await waitFor(() => expect(part('connection')).toHaveAttribute('data-state', 'open'), { timeout: STORY_WAIT_MS });
    const list = canvasElement.querySelector<HTMLElement>('[role="log"]')!;
    await waitFor(() => expect(list.querySelector('[data-message-id="10079"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(list.scrollHeight - list.clientHeight - list.scrollTop).toBeLessThan(2));
    list.scrollTop = list.scrollTop - 400;
    list.dispatchEvent(new Event('scroll'));
    const jump = await waitFor(() => {
      const pill = canvasElement.querySelector<HTMLElement>('[data-part="jump-to-bottom"]');
      expect(pill).not.toBeNull();
      return pill!;
    });
    await expect(getComputedStyle(jump).direction).toBe('rtl');
    await expectCentredOver(jump, list);
  },
};

/**
 * The socket drops mid-stream: "Reconnecting…" shows; messages sent while it is away are fetched after the reconnect
 * and merged — every stored message once, in order (asserted by id) — on one socket again.
 */
export const ReconnectMergesBacklog: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    setLiveStreamOutage(true);
    await waitFor(() => expect(part('connection')).toHaveTextContent('Reconnecting…'), { timeout: STORY_WAIT_MS });
    await expect(part('connection')).toHaveAttribute('role', 'status');
    await expect(realtimeClientCount()).toBe(0);
    // Sent while the reader's socket is away: stored, delivered to nobody.
    playAudienceStep(801);
    playAudienceStep(801);
    playAudienceStep(801);
    playAudienceStep(801);
    setLiveStreamOutage(false);
    await waitFor(() => expect(part('connection')).toHaveAttribute('data-state', 'open'), { timeout: STORY_WAIT_MS });
    await waitFor(() => expectListed(storedIds(801)), { timeout: STORY_WAIT_MS });
    await expect(new Set(shownIds()).size).toBe(shownIds().length);
    await expect(within(log()).getByText('The sound is much better today.')).toBeVisible();
    await expect(realtimeClientCount()).toBe(1);
  },
};

/** The socket is down and cannot come back yet: the chat says "Reconnecting…" (and keeps what it shows). */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    setLiveStreamOutage(true);
    await waitFor(() => expect(part('connection')).toHaveTextContent('Reconnecting…'), { timeout: STORY_WAIT_MS });
    expectListed(storedIds(801));
  },
};

/** Leaving the page closes its socket. */
export const ClosesOnUnmount: Story = {
  render: (args) => <Toggle {...args} />,
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await waitFor(() => expect(realtimeClientCount()).toBe(1), { timeout: STORY_WAIT_MS });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave the page' }));
    await waitFor(() => expect(realtimeClientCount()).toBe(0), { timeout: STORY_WAIT_MS });
  },
};

function Toggle(args: Parameters<typeof LivestreamPage>[0]) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave the page
      </button>
      {shown ? <LivestreamPage {...args} /> : null}
    </>
  );
}

// ——— chat writes ———

/** Enter sends: the message shows once (its own answer and the channel's copy merge by id) and the field clears. */
export const SendMessage: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    const input = within(canvasElement).getByRole('textbox', { name: 'Chat message' });
    await userEvent.type(input, 'Greetings from the back row{Enter}');
    await expect(await within(log()).findByText('Greetings from the back row')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(within(log()).getAllByText('Greetings from the back row')).toHaveLength(1);
  },
};

/** The send fails: the reader is told why and the text stays in the field. */
export const SendFails: Story = {
  parameters: { scenario: faultOn(sendLiveStreamChat, '500') },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    const input = within(canvasElement).getByRole('textbox', { name: 'Chat message' });
    await userEvent.type(input, 'Will this arrive?{Enter}');
    await expectToast('Internal server error');
    await expect(input).toHaveValue('Will this arrive?');
    await expect(within(canvasElement).getByText('Not sent. Press Enter to try again.')).toBeVisible();
  },
};

/** A site admin with the kicking feature blocks a user from the chat. */
export const AdminBlock: Story = {
  parameters: { role: 'admin', platform: { flags: { live_chat_kicking_enabled: true } } },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    const row = log().querySelector<HTMLElement>('[data-message-id="5009"]')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Block / }));
    await expect(await within(row).findByRole('button', { name: 'Blocked' })).toBeDisabled();
    await waitFor(() => expect(livestreamStore.kicked.some((k) => k.stream_id === 801 && k.user_id === 213)).toBe(true));
  },
};

/** The block fails: the alert says why and the button is offered again. */
export const AdminBlockFails: Story = {
  parameters: { role: 'admin', platform: { flags: { live_chat_kicking_enabled: true } }, scenario: faultOn(kickLiveStreamUser, '500') },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    const row = log().querySelector<HTMLElement>('[data-message-id="5009"]')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Block / }));
    await expectAlert('Internal server error');
    await expect(within(row).getByRole('button', { name: /^Block / })).toBeEnabled();
  },
};

/** Without the kicking feature an admin sees no block buttons. */
export const AdminWithoutKicking: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    await expect(within(log()).queryAllByRole('button', { name: /^Block / })).toHaveLength(0);
  },
};

// ——— layout ———

/** Fullscreen hides the header, chat and details; Escape leaves it. */
export const Fullscreen: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fullscreen' }));
    await waitFor(() => expect(part('livestream')).toHaveAttribute('data-fullscreen', 'true'));
    await expect(part('livestream-header')).toBeNull();
    await expect(part('live-chat')).toBeNull();
    await expect(part('livestream-details')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(part('livestream-details')).not.toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fullscreen' }));
  },
};

/** Minimize and expand the chat panel. */
export const ChatMinimized: Story = {
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Minimize chat' }));
    await expect(part('live-chat')).toHaveAttribute('data-panel', 'minimized');
    await expect(within(canvasElement).queryByRole('log')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Expand chat' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A phone (375 px): no side panel; the chat sits under the details, minimized until opened. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    const chat = part('live-chat')!;
    await expect(chat).toHaveAttribute('data-placement', 'inline');
    await expect(chat).toHaveAttribute('data-panel', 'minimized');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A phone with the chat opened. */
export const PhoneChatOpen: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand chat' }));
    await chatLoaded(801);
    await expect(part('live-chat')).toHaveAttribute('data-panel', 'expanded');
  },
};

/** A phone on the gated page. */
export const PhoneGated: Story = {
  parameters: { role: 'free' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await live(canvasElement, 'active_gated');
    await expect(await body().findByRole('dialog', { name: 'This livestream is for paid subscribers' })).toBeVisible();
  },
};

// ——— the end ———

/** The stream ends while a paid reader watches (noticed by the 30 s poll): "Stream Ended", "Thanks for watching!". */
export const EndedWithAccess: Story = {
  parameters: { platform: { clock: createManualClock(MOCK_NOW) } },
  play: async ({ canvasElement, parameters }) => {
    await live(canvasElement);
    advanceMockClock(96 * 60_000);
    (parameters.platform as { clock: ReturnType<typeof createManualClock> }).clock.advance(30_000);
    await live(canvasElement, 'ended');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    await expect(canvas.getByText('Thanks for watching!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch More' })).toHaveAttribute('href', '/videos');
    await expect(canvas.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(realtimeClientCount()).toBe(0), { timeout: STORY_WAIT_MS });
  },
};

/** The stream ends for a free reader who had the paid gate: the invitation to upgrade instead of thanks. */
export const EndedWithoutAccess: Story = {
  parameters: { role: 'free', platform: { clock: createManualClock(MOCK_NOW) } },
  play: async ({ canvasElement, parameters }) => {
    await live(canvasElement, 'active_gated');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    advanceMockClock(96 * 60_000);
    (parameters.platform as { clock: ReturnType<typeof createManualClock> }).clock.advance(30_000);
    await live(canvasElement, 'ended');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upgrade to a paid subscription to watch the next livestream as it happens.')).toBeVisible();
    await expect(canvas.queryByText('Thanks for watching!')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Upgrade to paid' })).toHaveAttribute('href', '/subscribe?plan=paid');
  },
};

const QUIET = 203;
const quietName = core.users.find((u) => u.id === QUIET)?.name ?? 'User';

/**
 * Mute and block reach the live chat (M44's one relation store): muting a viewer from their menu (here above the
 * page, as the feed's note cards show it) takes their messages out of the panel at once; unmuting brings them back.
 */
export const MutedViewerLeftOut: Story = {
  beforeEach: () => seedChat(801, 10),
  parameters: { visual: { disable: 'an interaction story; the panel’s look is in ActivePaid' } },
  render: (args) => (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <MuteBlockMenu userId={QUIET} name={quietName} surface="chat" />
      </div>
      <LivestreamPage {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await chatLoaded(801);
    await waitFor(() => expect(shownIds()).toContain(10_003), { timeout: STORY_WAIT_MS });
    const choose = async (item: string) => {
      const menu = await openMenu(within(canvasElement).getByRole('button', { name: `Mute or block ${isolate(quietName)}` }));
      await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
    };
    await choose('Mute for 8 hours');
    await waitFor(() => expect(shownIds()).not.toContain(10_003), { timeout: STORY_WAIT_MS });
    await expect(shownIds()).toContain(10_004);
    await choose('Unmute');
    await waitFor(() => expect(shownIds()).toContain(10_003), { timeout: STORY_WAIT_MS });
  },
};
