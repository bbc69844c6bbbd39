import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../mocks/clock';
import { ProductApp } from '../../src/app/ProductApp';
import { createManualClock } from '../../src/platform/clock';
import { createMemoryStorage } from '../../src/platform/storage';
import { body, part, postEndSettled, stateIs } from '../support';

/**
 * Parts the product mounts where the spec places them, seen through the whole app on the mock API: the welcome and
 * subscribe takeovers (M65) and the gift modal (M61) on the post page (spec 003 §2 "Post page"), and the coupon a
 * signup address carries (M30) on the signup flow.
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };
const POST = '/p/the-city-that-reads';

/** A manual platform clock (and storage on it), so a play can move the post page 120 s on. */
function timed() {
  const clock = createManualClock(MOCK_NOW);
  return { clock, storage: createMemoryStorage(clock) };
}

/**
 * Moves the clock past the takeover's 120 s in two steps: the takeover's ticking starts in an effect after its first
 * render, and a step taken before that effect ran would pass without a tick; the last second ticks once it runs.
 */
async function pastTakeoverDelay(clock: ReturnType<typeof createManualClock>) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  clock.advance(119_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  clock.advance(1_000);
}

const postLoaded = (root: HTMLElement) => within(root).findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 8000 });
const takeovers = (root: HTMLElement) => part(root, 'takeovers');

const meta = {
  title: 'Product/MountedParts',
  component: ProductApp,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: POST, publication: MARGIN } },
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof ProductApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const welcome = timed();

/** An anonymous reader on a post: after 120 s on the page, the welcome popup (Features/Post/Takeovers covers its dismissal). */
export const WelcomeTakeoverOnPost: Story = {
  parameters: {
    role: 'anonymous',
    platform: { path: POST, publication: MARGIN, ...welcome },
    visual: { disable: 'the popup over the whole post page never holds still for the shot; Features/Post/Takeovers › Welcome After 120 Seconds shows it' },
  },
  play: async ({ canvasElement }) => {
    await postLoaded(canvasElement);
    await stateIs(() => takeovers(canvasElement), 'waiting');
    await expect(body().queryByRole('dialog')).toBeNull();
    await pastTakeoverDelay(welcome.clock);
    await stateIs(() => takeovers(canvasElement), 'shown');
    const dialog = await body().findByRole('dialog', { name: 'Welcome to The Daily Margin' }, { timeout: 8000 });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Popular posts' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Continue reading' })).toBeEnabled();
  },
};

const subscribe = timed();

/** A free subscriber on a post gets the subscribe takeover after 120 s, not the welcome popup. */
export const SubscribeTakeoverOnPost: Story = {
  parameters: { role: 'free', platform: { path: POST, publication: MARGIN, ...subscribe } },
  play: async ({ canvasElement }) => {
    await postLoaded(canvasElement);
    await stateIs(() => takeovers(canvasElement), 'waiting');
    await expect(takeovers(canvasElement)).toHaveAttribute('data-kind', 'subscribe');
    await pastTakeoverDelay(subscribe.clock);
    const dialog = await body().findByRole('dialog', { name: 'Enjoying The Daily Margin?' });
    await expect(within(dialog).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  },
};

/** A paid subscriber gets no takeover: nothing is mounted for them. */
export const NoTakeoverForPaidReaders: Story = {
  play: async ({ canvasElement }) => {
    await postLoaded(canvasElement);
    await expect(takeovers(canvasElement)).toBeNull();
  },
};

/** The gift modal's experiment (`?exp_gift_modal=value_focused`) on a post: it opens on the claim step. */
export const GiftModalOnPost: Story = {
  parameters: { platform: { path: `${POST}?exp_gift_modal=value_focused`, publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await postLoaded(canvasElement);
    const modal = () => document.body.querySelector<HTMLElement>('[data-part="gift-modal"]');
    await stateIs(modal, 'claim_gift');
    await expect(modal()).toHaveAttribute('data-variant', 'value_focused');
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** The signup flow reached with `?coupon=WELCOME20`: the coupon's terms above the e-mail form. */
export const CouponOnSignup: Story = {
  parameters: { role: 'anonymous', platform: { path: '/signup?coupon=WELCOME20', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const flow = await waitFor(() => {
      const element = part(canvasElement, 'signup-flow');
      expect(element).not.toBeNull();
      return element!;
    });
    await expect(await within(flow).findByText('Coupon WELCOME20 applied', {}, { timeout: 8000 })).toBeVisible();
    await expect(within(flow).getByRole('textbox', { name: /email/i })).toBeVisible();
  },
};

/** Without a coupon in the address the signup flow shows no coupon notice. */
export const SignupWithoutCoupon: Story = {
  parameters: { role: 'anonymous', platform: { path: '/signup', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const flow = await waitFor(() => {
      const element = part(canvasElement, 'signup-flow');
      expect(element).not.toBeNull();
      return element!;
    });
    await expect(within(flow).getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(within(flow).queryByText(/^Coupon /)).toBeNull();
  },
};
