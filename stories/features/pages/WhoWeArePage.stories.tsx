import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getRankedUsers } from '../../../src/api/endpoints/feed';
import { WhoWeArePage } from '../../../src/features/pages';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * Who We Are (`/who-we-are`, inventory `who-we-are-page`) on the mock API (E56 `public=true`): The Daily Margin's
 * columnists Ada Admin (section 11) and Carmen Contributor (section 14), each with "Get Notified"; Gus Guest among the
 * staff writers and editors (no section, no toggle); the letters and tips mailboxes.
 */
const meta = {
  title: 'Features/Pages/WhoWeArePage',
  component: WhoWeArePage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/who-we-are' } },
} satisfies Meta<typeof WhoWeArePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (root: HTMLElement | null) => [...(root?.querySelectorAll('[data-part="who-person"] a') ?? [])].map((a) => a.textContent);

/** A paid reader at 1280 px: both groups open, columnists with their toggles, staff without, the mailboxes as mail links. */
export const Directory: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'who-we-are');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Columnists' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Staff Writers and Editors' })).toHaveAttribute('aria-expanded', 'true');
    await expect(names(part(canvasElement, 'columnists'))).toEqual(['Ada Admin', 'Carmen Contributor']);
    await expect(names(part(canvasElement, 'staff'))).toEqual(['Gus Guest']);
    await expect(part(canvasElement, 'staff')?.querySelector('[data-part="author-follow"]')).toBeNull();
    await waitFor(() => expect(part(canvasElement, 'columnists')?.querySelectorAll('[data-part="author-follow"]')).toHaveLength(2), {
      timeout: STORY_WAIT_MS,
    });
    await expect(canvas.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/authors/ada');
    await expect(canvas.getByRole('link', { name: 'letters@dailymargin.example.com' })).toHaveAttribute('href', 'mailto:letters@dailymargin.example.com');
    await expect(canvas.getByRole('link', { name: 'tips@dailymargin.example.com' })).toHaveAttribute('href', 'mailto:tips@dailymargin.example.com');
  },
};

/** The groups collapse and open again from the keyboard (M54); a collapsed group's people leave the tab order. */
export const CollapseByKeyboard: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'who-we-are');
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Staff Writers and Editors' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Gus Guest' })).toBeNull(), { timeout: STORY_WAIT_MS });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(await canvas.findByRole('link', { name: 'Gus Guest' })).toBeVisible();
  },
};

/** A signed-out reader's "Get Notified" leads to subscribing (the follow area's toggle): the button is there to press. */
export const SignedOut: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'who-we-are');
    const columnists = part(canvasElement, 'columnists')!;
    await waitFor(() => expect(within(columnists).getAllByRole('button', { name: 'Get Notified' })).toHaveLength(2), { timeout: STORY_WAIT_MS });
  },
};

/** The people fail to load (500): the page's text with Try again, which lists them; the mailboxes stay. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getRankedUsers, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => part(canvasElement, 'who-we-are'), 'error');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The people of this publication could not be loaded.');
    await expect(canvas.getByRole('link', { name: 'tips@dailymargin.example.com' })).toBeVisible();
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'who-we-are'), 'ready');
    await expect(canvas.getByRole('button', { name: 'Columnists' })).toBeVisible();
  },
};

/** No connection: the shared network text, with Try again. */
export const Offline: Story = {
  parameters: { scenario: faultOn(getRankedUsers, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'who-we-are'), 'error');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};
