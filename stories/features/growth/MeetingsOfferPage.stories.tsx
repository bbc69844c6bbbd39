import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getMeetingSettings } from '../../../src/api/endpoints/meetings';
import { MeetingsOfferPage } from '../../../src/features/growth';
import { faultOn, publicationNamed, stateIs } from '../../support';

/**
 * The paid meeting offer (`/meetings`) on the mock API: The Daily Margin's meetings with Ada Admin ($150; $120 for
 * paid subscribers, $90 for founding members), Field Notes with meetings turned off, The Inner Circle with none.
 */
const T170 = 'Continue';
const T176 = 'You must enable Meetings before one can be booked.';
const offer = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="meetings-offer"]');
const on = (name: 'Field Notes' | 'The Inner Circle') => ({ path: '/meetings', apiBaseUrl: publicationNamed(name).baseUrl });

const meta = {
  title: 'Features/Growth/MeetingsOfferPage',
  component: MeetingsOfferPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/meetings' } },
} satisfies Meta<typeof MeetingsOfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPrice(root: HTMLElement, price: string, label: string, full: string | null) {
  await stateIs(() => offer(root), 'ready');
  const canvas = within(root);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Book a meeting with Ada Admin' })).toBeVisible();
  await expect(root.querySelector('[data-part="meetings-price"]')).toHaveTextContent(price);
  await expect(canvas.getByText(label)).toBeVisible();
  if (full) await expect(canvas.getByText(`Regular price ${full}`)).toBeVisible();
  else await expect(canvas.queryByText(/Regular price/)).toBeNull();
  await expect(canvas.getByText('30 minutes')).toBeVisible();
  await expect(canvas.getByText(/Thirty minutes with Ada/)).toBeVisible();
  await expect(canvas.getByRole('link', { name: T170 })).toHaveAttribute('href', '/meetings/book');
}

/** An anonymous visitor pays the full price; "Continue" (T170) leads to /meetings/book. */
export const Anonymous: Story = { play: ({ canvasElement }) => expectPrice(canvasElement, '$150', 'Price', null) };

/** A free subscriber pays the full price too. */
export const FreeSubscriber: Story = { parameters: { role: 'free' }, play: ({ canvasElement }) => expectPrice(canvasElement, '$150', 'Price', null) };

/** A paid subscriber sees the subscriber price, the regular one struck through. */
export const PaidSubscriber: Story = {
  parameters: { role: 'paid' },
  play: ({ canvasElement }) => expectPrice(canvasElement, '$120', 'Your subscriber price', '$150'),
};

/** A founding member sees the founding price. */
export const FoundingMember: Story = {
  parameters: { role: 'founding' },
  play: ({ canvasElement }) => expectPrice(canvasElement, '$90', 'Your founding member price', '$150'),
};

/** Meetings turned off: "Continue" disabled, with T176 read with it. */
export const MeetingsOff: Story = {
  parameters: { role: 'paid', platform: on('Field Notes') },
  play: async ({ canvasElement }) => {
    await stateIs(() => offer(canvasElement), 'disabled');
    const button = within(canvasElement).getByRole('button', { name: T170 });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(T176);
    await expect(within(canvasElement).getByText(T176)).toBeVisible();
  },
};

/** A publication without a meeting offer at all. */
export const NotSetUp: Story = {
  parameters: { platform: on('The Inner Circle') },
  play: async ({ canvasElement }) => {
    await stateIs(() => offer(canvasElement), 'unavailable');
    await expect(within(canvasElement).getByText('Meetings are not available for this publication.')).toBeVisible();
  },
};

/** The offer fails to load: the server's words with Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getMeetingSettings, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => offer(canvasElement), 'error');
    await expect(within(canvasElement).getByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A hostile description is sanitised: no script, no handler, the text kept. */
export const HostileDescription: Story = {
  parameters: { role: 'paid' },
  beforeEach: async () => {
    const { meetingsStore } = await import('../../../mocks/db/meetings');
    meetingsStore.settings[0]!.event_type!.description_html =
      '<p>Talk <img src=x alt="" onerror="window.__pwned=1"> shop<script>window.__pwned=1</script> <a href="javascript:alert(1)">here</a></p>';
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => offer(canvasElement), 'ready');
    const description = canvasElement.querySelector('[data-part="meetings-description"]')!;
    await expect(description).toHaveTextContent('Talk shop here');
    await expect(description.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** At 375 px the card fills the phone's width. */
export const Phone375: Story = {
  parameters: { role: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  play: ({ canvasElement }) => expectPrice(canvasElement, '$120', 'Your subscriber price', '$150'),
};

/** At 1280 px the card keeps its 400 px width. */
export const Desktop1280: Story = {
  parameters: { role: 'founding' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await expectPrice(canvasElement, '$90', 'Your founding member price', '$150');
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
