import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GIFT_TOKENS, growthStore } from '../../../mocks/db/growth';
import { ViralGift } from '../../../src/api/schemas/growth';
import { GiftAcceptPage, GiftAcceptPageView } from '../../../src/features/post';
import { acceptViralGift, getViralGift } from '../../../src/api/endpoints/growth';
import { faultOn, stateIs } from '../../support';

/**
 * The gift acceptance page `/gift/{token}` on the mock API (mocks/db/growth.ts viral gifts): `vg_fiona_margin` (from
 * Fiona Founding, 3 left, The Daily Margin), `vg_paolo_allgone` (all 5 claimed), `vg_expired_link` (expired with 2
 * left). The viewer is anonymous (the page is for people who do not subscribe yet).
 */
const T181 = 'Something went wrong';
const T183 = 'All gone';

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="gift-accept-page"]')!;

async function fillAndSubmit(root: HTMLElement, name: string, email: string) {
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Accept gift' }));
}

const meta = {
  title: 'Features/Post/GiftAcceptPage',
  component: GiftAcceptPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', platform: { path: `/gift/${GIFT_TOKENS.claimable}` } },
} satisfies Meta<typeof GiftAcceptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A claimable gift read from the route: the sender, 3 left, the form with the link's token hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fiona Founding sent you a gift' })).toBeVisible();
    await expect(canvas.getByText('A free 3-month subscription to The Daily Margin.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="gift-remaining"]')).toHaveTextContent('3 gifts left');
    await expect(canvasElement.querySelector('input[type="hidden"][name="token"]')).toHaveAttribute('value', GIFT_TOKENS.claimable);
  },
};

/** form → submitting → accepted: the subscription is active, and the link has one fewer left on the server. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    await fillAndSubmit(canvasElement, 'Nina Reader', 'nina@example.com');
    await stateIs(() => page(canvasElement), 'accepted');
    await expect(within(canvasElement).getByRole('heading', { name: 'Your gift subscription is active' })).toBeVisible();
    await expect(within(canvasElement).getByText('Welcome to The Daily Margin. New posts will arrive at nina@example.com.')).toBeVisible();
    await expect(growthStore.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)?.count_remaining).toBe(2);
  },
};

/** Every gift claimed: "All gone" (T183) with a Subscribe option. */
export const AllGone: Story = {
  parameters: { platform: { path: `/gift/${GIFT_TOKENS.allGone}` } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'all_gone');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: T183 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await expect(canvas.queryByRole('button', { name: 'Accept gift' })).toBeNull();
  },
};

/** An expired link is "All gone" too. */
export const Expired: Story = {
  args: { token: GIFT_TOKENS.expired },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'all_gone');
    await expect(within(canvasElement).getByRole('heading', { name: T183 })).toBeVisible();
  },
};

/** The last gift went to someone else while the form was open: the server answers 410 ALL_GONE → "All gone". */
export const ClaimedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    growthStore.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)!.count_remaining = 0;
    await fillAndSubmit(canvasElement, 'Nina Reader', 'nina@example.com');
    await stateIs(() => page(canvasElement), 'all_gone');
    await expect(within(canvasElement).getByRole('heading', { name: T183 })).toBeVisible();
  },
};

/** No answer text (network failure): "Something went wrong" (T181) above the form, which keeps what was typed; a retry works. */
export const AcceptFails: Story = {
  parameters: { scenario: faultOn(acceptViralGift, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    await fillAndSubmit(canvasElement, 'Nina Reader', 'nina@example.com');
    await stateIs(() => page(canvasElement), 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T181);
    await expect(canvas.getByRole('alert').textContent).toBe(T181);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('nina@example.com');
    await expect(growthStore.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)?.count_remaining).toBe(3);
  },
};

/** The server refuses with its own text (this email already claimed the gift): that text is shown. */
export const AlreadyClaimed: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    growthStore.viralGifts.find((g) => g.token === GIFT_TOKENS.claimable)!.claims.push({ email: 'nina@example.com', name: 'Nina', subscription_id: 1 });
    await fillAndSubmit(canvasElement, 'Nina Reader', 'nina@example.com');
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This email has already claimed this gift.');
  },
};

/** An unknown link (404). */
export const NotFound: Story = {
  args: { token: 'vg_nope' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'not_found');
    await expect(within(canvasElement).getByRole('heading', { name: 'This gift link does not exist' })).toBeVisible();
  },
};

/** The gift never arrives: skeleton. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getViralGift, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the gift');
  },
};

/** Loading the gift fails (500): the server's text and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getViralGift, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Internal server error');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'form');
    await expect(within(canvasElement).getByRole('button', { name: 'Accept gift' })).toBeVisible();
  },
};

const oneLeft = ViralGift.parse({
  token: 'vg_story',
  sender_name: 'Paolo Paid',
  sender_id: 102,
  count_remaining: 1,
  months: 3,
  publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', base_url: 'https://dailymargin.example.com' },
});

/** Bare view (args): one gift left, while the accept call runs. */
export const SubmittingView: Story = {
  render: () => <GiftAcceptPageView status="ready" gift={oneLeft} state={{ name: 'submitting', submitterName: 'Nina', email: 'nina@example.com' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="gift-remaining"]')).toHaveTextContent('1 gift left');
    await expect(canvas.getByRole('button', { name: 'Accept gift' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
  },
};
