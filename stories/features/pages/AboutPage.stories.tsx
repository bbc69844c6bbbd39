import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getRankedUsers, getSubscribeContent } from '../../../src/api/endpoints/feed';
import { AboutPage } from '../../../src/features/pages';
import { faultOn, part, ready, stateIs } from '../../support';

/**
 * The about page (`/about`, inventory `about-page`) on the mock API: The Daily Margin's subscribe content (E55), the
 * end call to subscribe, "People" (E56, public: admins, then contributors, then guest authors), Edit for contributors.
 */
const meta = {
  title: 'Features/Pages/AboutPage',
  component: AboutPage,
  tags: ['!autodocs'],
  parameters: { role: 'anonymous', layout: 'fullscreen', platform: { path: '/about' } },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="about-person"]')];

/** Signed out at 1280 px: the content, "Subscribe" back to /about, the people in rank order with their author pages. */
export const Anonymous: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'about-page');
    await ready(canvasElement, 'about-people');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Daily Margin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get The Daily Margin in your inbox' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `/subscribe?next=${encodeURIComponent('/about')}`);
    await expect(canvas.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    const list = people(canvasElement);
    await expect(list.length).toBeGreaterThan(1);
    await expect(within(list[0]!).getByText('Editor')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Carmen Contributor' })).toHaveAttribute('href', '/authors/carmen');
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** A free subscriber at 375 px: the end call asks to upgrade; the people in one column. */
export const FreeReaderMobile: Story = {
  parameters: { role: 'free' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'about-page');
    await ready(canvasElement, 'about-people');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Upgrade to paid' })).toHaveAttribute('href', `/subscribe?plan=paid&next=${encodeURIComponent('/about')}`);
    const [first, second] = people(canvasElement);
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
  },
};

/** A contributor: Edit opens the about page's editor and comes back; no end call. */
export const ContributorEdit: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'about-page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/publish/post/1008?back=${encodeURIComponent('/about')}`);
    await expect(part(canvasElement, 'about-cta')).toBeNull();
  },
};

/** The people fail to load (500): the content stays, the People part says so; Try again lists them. */
export const PeopleFail: Story = {
  parameters: { scenario: faultOn(getRankedUsers, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'about-page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The people of this publication could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'about-people'), 'ready');
  },
};

/** The content fails to load (500): its text with Try again, which shows it. */
export const ContentFails: Story = {
  parameters: { scenario: faultOn(getSubscribeContent, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'about-page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The about page could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'about-page'), 'ready');
  },
};
