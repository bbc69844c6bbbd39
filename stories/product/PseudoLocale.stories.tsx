import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor } from 'storybook/test';
import { viewersByRole } from '../../mocks';
import { ProductApp } from '../../src/app/ProductApp';
import { postEndSettled, STORY_WAIT_MS } from '../support';
import { stillLivestream } from '../support/livestream';
import { servedStrings, unlocalised } from '../support/pseudoCheck';

/**
 * Every text comes from the catalogue, in a real browser: each area's main screen in the accented pseudo-locale
 * `en-XA` (every catalogue message accented, ~40 % longer and in brackets: `[Sûbsçrîbé one]`) at 1280 px on the mock
 * API. The play waits for the screen to settle, then fails on any letter shown outside a bracketed message — the
 * check of `tests/host/pseudo-locale.test.tsx` (stories/support/pseudoCheck.ts), here with Chromium's layout, the parts
 * loaded on demand, the text CSS generates and the texts of attributes a person hears or sees (`aria-label`,
 * `title`, `placeholder`, `alt`). The mock's answers during the story are recorded (MSW's
 * `response:mocked` on the stories' worker): a text found in one is the server's, not ours to translate. The
 * screenshots show where the longer texts clip (a clipped message loses its closing bracket). Each main screen is
 * also played at 375 px (`…Phone`), where clipping and texts laid out only on phones show; one phone story per screen,
 * no more (each story is a whole-app render in CI).
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

const served = servedStrings();
const reading: Promise<void>[] = [];

/** Records every answer the stories' MSW worker sends while the story runs (streams are not read: they never end). */
function recordAnswers(context: object) {
  served.clear();
  reading.length = 0;
  const worker = (context as unknown as { msw?: SetupWorker }).msw;
  if (!worker) throw new Error('The stories’ MSW worker is not running: the mock’s answers cannot be recorded');
  const listener = ({ response }: { response: Response }) => {
    if (response.headers.get('content-type')?.includes('text/event-stream') || !response.body) return;
    reading.push(
      response
        .clone()
        .text()
        .then((text) => served.record(text))
        .catch(() => undefined),
    );
  };
  worker.events.on('response:mocked', listener);
  return () => worker.events.removeListener('response:mocked', listener);
}

const meta = {
  title: 'Product/PseudoLocale',
  component: ProductApp,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', locale: 'en-XA', platform: { path: '/', publication: MARGIN } },
  globals: { viewport: { value: 'desktop1280' } },
  beforeEach: recordAnswers,
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof ProductApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the screen has its content: no skeleton, no part loading on demand, and the text has stopped changing. */
async function screenSettled(canvasElement: HTMLElement) {
  let last = '';
  await waitFor(
    () => {
      expect(canvasElement.querySelector('[aria-busy="true"], [data-state="loading"], [data-on-demand="loading"]')).toBeNull();
      const now = canvasElement.textContent ?? '';
      const same = now === last;
      last = now;
      expect(same, 'the text is still changing').toBe(true);
      expect(now.length, 'the screen shows something').toBeGreaterThan(40);
    },
    { timeout: STORY_WAIT_MS * 2, interval: 200 },
  );
  await postEndSettled(canvasElement);
  await Promise.all(reading);
}

/**
 * Scrolls to the end until nothing more loads (pages a long list fetches as the reader nears its end, windowed items
 * mounted on the way), each time waiting for the screen to settle, then back to the top: the check reads those too.
 */
async function scrolledThrough(canvasElement: HTMLElement) {
  await screenSettled(canvasElement);
  for (let round = 0; round < 6; round++) {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, height);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await screenSettled(canvasElement);
    if (document.documentElement.scrollHeight === height) break;
  }
  window.scrollTo(0, 0);
  await screenSettled(canvasElement);
}

/** The host's own strings: the viewer and the publication it passes to the platform. */
const host = (role: keyof typeof viewersByRole) => [JSON.stringify(viewersByRole[role]), JSON.stringify(MARGIN)];

/** What the screen shows outside the catalogue (text nodes and generated `content`), as `text — where`. */
const found = (canvasElement: HTMLElement, role: keyof typeof viewersByRole = 'paid') =>
  unlocalised(canvasElement, { served, host: host(role), generated: true, attributes: true });

const play: Story['play'] = async ({ canvasElement }) => {
  await scrolledThrough(canvasElement);
  await expect(canvasElement.textContent, 'the catalogue’s texts are the pseudo-locale’s').toMatch(/\[[^\]]*\p{L}/u);
  await expect(found(canvasElement)).toEqual([]);
};
const at = (path: string) => ({ platform: { path, publication: MARGIN } });
const phone = { viewport: { value: 'mobile375' } };

/** Chat: the subscriber chat's list of threads. */
export const Chat: Story = { parameters: at('/chat/posts'), play };

/** Post: the post page with its footer bar, share and the end of the post. */
export const Post: Story = { parameters: at('/p/the-city-that-reads'), play };

/** Comments: a post's comments page. */
export const Comments: Story = { parameters: at('/p/the-city-that-reads/comments'), play };

/** Feed: the reader's home feed. */
export const Feed: Story = { parameters: at('/home'), play };

/** Media: the videos page. */
export const Media: Story = { parameters: at('/videos'), play };

/** Newsletters: the publication's newsletters (axe's label-in-name rule on: each group action's name holds its visible text). */
export const Newsletters: Story = { parameters: at('/newsletters'), play };

/** Account: the reader's settings. */
export const Account: Story = { parameters: at('/account/settings'), play };

/** Signup: the signup flow, for a reader not signed in. */
export const Signup: Story = {
  parameters: { ...at('/signup'), role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await expect(found(canvasElement, 'anonymous')).toEqual([]);
  },
};

/** Publication pages: the archive. */
export const Archive: Story = { parameters: at('/archive'), play };

/** Growth: the publication's home. */
export const Home: Story = { parameters: at('/'), play };

/** Microsite: the anniversary microsite. */
export const Microsite: Story = { parameters: at('/america250'), play };

/** Livestream: the live page with its player, chat and the live pill (the scripted audience waits). */
export const Livestream: Story = {
  parameters: at('/livestream'),
  beforeEach: stillLivestream,
  play,
};

/** Notes: a note and its replies. */
export const Note: Story = { parameters: at('/@carmen/note/c-5004'), play };

/** Events: the publication's events page. */
export const Events: Story = { parameters: at('/events'), play };

/** Info pages: About. */
export const About: Story = { parameters: at('/about'), play };

/** Chat at 375 px. */
export const ChatPhone: Story = { ...Chat, globals: phone };

/** Post at 375 px. */
export const PostPhone: Story = { ...Post, globals: phone };

/** Comments at 375 px. */
export const CommentsPhone: Story = { ...Comments, globals: phone };

/**
 * Feed at 375 px. Up to 8,000 differing pixels allowed: the note's gradient image rasterises differently between runs
 * at 375 px (1,194 pixels, all inside the image; the text is the same), as in Product/RightToLeft's MediaPhone.
 */
export const FeedPhone: Story = { ...Feed, parameters: { ...Feed.parameters, visual: { maxDiffPixels: 8000 } }, globals: phone };

/** Media at 375 px. Up to 8,000 differing pixels allowed: the videos' gradient thumbnails (4,135 pixels between two runs, inside the thumbnails). */
export const MediaPhone: Story = { ...Media, parameters: { ...Media.parameters, visual: { maxDiffPixels: 8000 } }, globals: phone };

/** Newsletters at 375 px. */
export const NewslettersPhone: Story = { ...Newsletters, globals: phone };

/** Account at 375 px. */
export const AccountPhone: Story = { ...Account, globals: phone };

/** Signup at 375 px. */
export const SignupPhone: Story = { ...Signup, globals: phone };

/** Archive at 375 px. */
export const ArchivePhone: Story = { ...Archive, globals: phone };

/** Home at 375 px. */
export const HomePhone: Story = { ...Home, globals: phone };

/**
 * Microsite at 375 px. Up to 8,000 differing pixels allowed, as in FeedPhone: the three events' gradient images
 * rasterised differently in a loaded CI run (5,577 pixels, every one inside those images; the text the same), in both
 * attempts, and passed on a quiet machine.
 */
export const MicrositePhone: Story = { ...Microsite, parameters: { ...Microsite.parameters, visual: { maxDiffPixels: 8000 } }, globals: phone };

/** Livestream at 375 px. */
export const LivestreamPhone: Story = { ...Livestream, globals: phone };

/** Note at 375 px. */
export const NotePhone: Story = { ...Note, globals: phone };

/** Events at 375 px. */
export const EventsPhone: Story = { ...Events, globals: phone };

/** About at 375 px. */
export const AboutPhone: Story = { ...About, globals: phone };

/**
 * The check fails on a string that bypasses the catalogue: the archive with one paragraph written inline beside it, and a
 * box with an inline title whose text CSS generates. All three are found, and nothing else.
 */
export const InlineStringIsFound: Story = {
  parameters: at('/archive'),
  decorators: [
    (Story) => (
      <>
        <Story />
        <p data-testid="inline">Load older posts</p>
        <style>{'[data-testid="generated"]::after { content: "Read more"; }'}</style>
        <span data-testid="generated" title="Open the menu" />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await expect(found(canvasElement).map((f) => f.split(' — ')[0])).toEqual(['Load older posts', 'Open the menu', 'Read more']);
  },
};
