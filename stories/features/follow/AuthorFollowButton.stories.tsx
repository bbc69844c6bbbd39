import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { updateSectionEmailSettings } from '../../../src/api/endpoints/account';
import { AuthorFollowButton } from '../../../src/features/follow';
import { expectAlert, expectToast, faultOn, stateIs } from '../../support';
import { expectPath, WithLocation } from '../signup/storyKit';

/**
 * "Get Notified" ↔ "Notified" (M20) on the mock API. The authors: Carmen Contributor (section 14, City Desk, The
 * Daily Margin) — the paid viewer has it off, the free viewer on; Ada Admin (section 11) — on for both; the guest
 * author Gus (106) has no section. The toggle saves the section's e-mail setting (E15) and toasts T057/T058.
 */
const T057 = 'You’ll be notified by email whenever this author publishes.';
const T058 = 'You’ll no longer be notified when this author publishes.';
const carmen = { name: 'Carmen Contributor', primary_section_id: 14 };

const toggle = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="author-follow"]');
const settingOf = (userId: number, section: string) =>
  accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === 1)?.email_settings[section];

const meta = {
  title: 'Features/Follow/AuthorFollowButton',
  component: AuthorFollowButton,
  tags: ['!autodocs'],
  args: { author: carmen },
  parameters: { role: 'paid', platform: { path: '/@carmen' } },
  render: (args) => (
    <WithLocation>
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480, fontFamily: 'Inter, sans-serif' }}>
        <p style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{args.author?.name ?? 'Author'}</p>
        <p style={{ margin: 0, fontSize: 14, color: '#555' }}>Writes City Desk, the topic alerts about cities and planning.</p>
        <div>
          <AuthorFollowButton {...args} />
        </div>
      </div>
    </WithLocation>
  ),
} satisfies Meta<typeof AuthorFollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid reader who does not follow Carmen: Get Notified → Notified at once, T057, and the server has the section on. */
export const GetNotified: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    const button = within(canvasElement).getByRole('button', { name: 'Get Notified' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleDescription('Email notifications when Carmen Contributor publishes');
    await userEvent.click(button);
    await expect(await within(canvasElement).findByRole('button', { name: 'Notified' })).toHaveAttribute('aria-pressed', 'true');
    await expectToast(T057);
    await expect(settingOf(102, '14')).toBe('individual');
    await stateIs(() => toggle(canvasElement), 'following');
  },
};

/** A free reader who follows Carmen: Notified → Get Notified, T058, the section off on the server. */
export const StopNotifications: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notified' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Get Notified' })).toHaveAttribute('aria-pressed', 'false');
    await expectToast(T058);
    await expect(settingOf(101, '14')).toBe('disabled');
  },
};

/** Following fails (E15 500): the button showed Notified at once, then reverts to Get Notified with the reason. */
export const FollowFails: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Notified' }));
    await expectAlert('We couldn’t turn on notifications for Carmen Contributor. Please try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Get Notified' })).toHaveAttribute('aria-pressed', 'false');
    await expect(settingOf(102, '14')).toBe('disabled');
  },
};

/** Unfollowing fails: back to Notified with its own text. */
export const UnfollowFails: Story = {
  parameters: { role: 'free', scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notified' }));
    await expectAlert('We couldn’t turn off notifications for Carmen Contributor. Please try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Notified' })).toHaveAttribute('aria-pressed', 'true');
    await expect(settingOf(101, '14')).toBe('individual');
  },
};

/** A network failure while following: the shared network text, reverted. */
export const FollowOffline: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Notified' }));
    await expectAlert('We could not reach the server. Check your connection and try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Get Notified' })).toBeVisible();
  },
};

/** Signed out: Get Notified goes to the subscribe page, whose return address carries follow=true. */
export const SignedOutGoesToSubscribe: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Notified' }));
    await expectPath(canvasElement, `/subscribe?next=${encodeURIComponent('/@carmen?follow=true')}`);
  },
};

/** Signed in but not subscribed to the author's publication (Small Print): the subscribe page too. */
export const NotSubscribedGoesToSubscribe: Story = {
  parameters: { role: 'free', platform: { path: '/@smallprint-desk?ref=home' } },
  args: { author: { name: 'The Small Print desk', primary_section_id: 701 }, publicationId: 70 },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Notified' }));
    await expectPath(canvasElement, `/subscribe?next=${encodeURIComponent('/@smallprint-desk?ref=home&follow=true')}`);
  },
};

/** Back from the subscribe page with follow=true: a subscribed reader follows by itself (T057), and the address drops it. */
export const ArrivalFollows: Story = {
  parameters: { platform: { path: '/@carmen?follow=true' } },
  play: async ({ canvasElement }) => {
    await expectToast(T057);
    await expect(within(canvasElement).getByRole('button', { name: 'Notified' })).toHaveAttribute('aria-pressed', 'true');
    await expectPath(canvasElement, '/@carmen');
    await expect(settingOf(102, '14')).toBe('individual');
  },
};

/** follow=true for a reader who already follows: nothing changes, nothing is sent. */
export const ArrivalAlreadyFollowing: Story = {
  parameters: { role: 'free', platform: { path: '/@carmen?follow=true' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'following');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.querySelector('[data-part="toast"]')).toBeNull();
  },
};

/** follow=true signed out: no automatic follow and no second trip to the subscribe page. */
export const ArrivalSignedOut: Story = {
  parameters: { role: 'anonymous', platform: { path: '/@carmen?follow=true' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectPath(canvasElement, '/@carmen?follow=true');
  },
};

/** The arrival's follow fails: reverted with the text, Get Notified again. */
export const ArrivalFollowFails: Story = {
  parameters: { platform: { path: '/@carmen?follow=true' }, scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await expectAlert('We couldn’t turn on notifications for Carmen Contributor. Please try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Get Notified' })).toBeVisible();
  },
};

/** Only the author's id (as the post page has it): the author's section is read (E63). Ada is followed already. */
export const ByAuthorId: Story = {
  args: { author: undefined, authorId: 105 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toggle(canvasElement)).toHaveAttribute('data-state', 'following'), { timeout: 5000 });
  },
};

/** A guest author without a section: no button at all (spec 001). */
export const AuthorWithoutSection: Story = {
  args: { author: { name: 'Gus Guest', primary_section_id: null } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Phone: the button takes the card's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => toggle(canvasElement), 'not_following');
    await expect(within(canvasElement).getByRole('button', { name: 'Get Notified' })).toBeVisible();
  },
};
