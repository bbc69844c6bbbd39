import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnclaimedPublicationNotFoundPage } from '../../../src/features/pages';

/**
 * The not-found page for an unclaimed publication address (inventory `unclaimed-publication-not-found-page`): the
 * host serves it for an unknown subdomain. "Start a Substack" (T167) and a search link; nothing is read.
 */
const meta = {
  title: 'Features/Pages/UnclaimedPublicationNotFoundPage',
  component: UnclaimedPublicationNotFoundPage,
  args: { address: 'quietriver.substack.com' },
  parameters: { role: 'anonymous', layout: 'fullscreen' },
} satisfies Meta<typeof UnclaimedPublicationNotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1280 px: the address named, "Start a Substack" and the search link to the platform's pages. */
export const Unclaimed: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This publication doesn’t exist yet' })).toBeVisible();
    await expect(canvas.getByText('No one has claimed quietriver.substack.com. It could be yours.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a Substack' })).toHaveAttribute('href', 'https://substack.com/signup');
    await expect(canvas.getByRole('link', { name: 'Search for a publication' })).toHaveAttribute('href', 'https://substack.com/search');
  },
};

/** 375 px, a signed-in reader, without an address: the plain sentence, the actions stacked inside the width. */
export const PhoneWithoutAddress: Story = {
  args: { address: undefined },
  parameters: { role: 'free' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No one has claimed this address. It could be yours.')).toBeVisible();
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

/** Hostile input: a 400-character address with an override is cut and isolated; a script address for an action is no link. */
export const HostileInput: Story = {
  args: { address: `\u202Emoc.kcatsbus.${'a'.repeat(400)}`, startHref: 'javascript:alert(1)' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Start a Substack' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Search for a publication' })).toBeVisible();
    const bdi = canvasElement.querySelector('p bdi')!;
    await expect([...bdi.textContent!].length).toBeLessThanOrEqual(101);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};
