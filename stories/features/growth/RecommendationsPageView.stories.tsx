import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Recommendation } from '../../../src/api/schemas/growth';
import { RecommendationsPageView } from '../../../src/features/growth';

/** The bare recommendations view (props in, markup out), for hosts with their own data layer. */
const publication = (id: number, name: string, base_url: string) => ({ id, name, subdomain: `p${id}`, base_url }) as Recommendation['recommendedPublication'];
const recommendations: Recommendation[] = [
  { id: 1, recommendedPublication: publication(2, 'Field Notes', 'https://fieldnotes.example.com'), description: 'The best nature writing in my inbox.' },
  { id: 2, recommendedPublication: publication(9, `\u202Eevil ${'x'.repeat(300)}`, 'javascript:alert(1)'), description: 'y'.repeat(600) },
];

const meta = {
  title: 'Features/Growth/RecommendationsPageView',
  component: RecommendationsPageView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', publication: { id: 1, name: 'The Daily Margin' }, recommendations, subscriptions: { 2: { name: 'subscribed' } }, onSubscribe: fn() },
} satisfies Meta<typeof RecommendationsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused address is no link; a hostile name and a long blurb are isolated and cut; Subscribe hands the id up. */
export const HostileInput: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, args }) => {
    const second = canvasElement.querySelector<HTMLElement>('[data-part="recommendation"][data-id="9"]')!;
    await expect(second.querySelector('a')).toBeNull();
    await expect(second.querySelector('bdi')?.textContent?.length).toBeLessThanOrEqual(121);
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    await userEvent.click(within(second).getByRole('button'));
    await expect(args.onSubscribe).toHaveBeenCalledWith(9);
  },
};

/** An admin sees Manage recommendations (T188). */
export const Admin: Story = {
  args: { canManage: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Manage recommendations' })).toHaveAttribute(
      'href',
      '/publish/recommendations?publication_id=1',
    );
  },
};
