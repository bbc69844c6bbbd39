import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { AuthorFollowButton } from '../../../src/features/follow';
import { NewslettersPanel } from '../../../src/features/newsletters';
import { body, expectToast, stateIs } from '../../support';
import { WithLocation } from '../signup/storyKit';

/**
 * The follow button (M20) and the newsletters panel (M25) on one page, on the mock API: both show the reader's
 * e-mail setting of Carmen Contributor's section (City Desk, section 14). Each saves it with E15, and the write
 * updates every read of the setting (the reader's subscription, E14, and the newsletters list, P19), so a change
 * made in one shows in the other at once, without a reload.
 */
const toggle = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="author-follow"]');
const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="newsletters-panel"]');
const settingOf = (userId: number, section: string) =>
  accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === 1)?.email_settings[section];

function FollowAndNewsletters() {
  return (
    <WithLocation>
      <div style={{ maxWidth: 720, margin: '0 auto', padding: 24, display: 'flex', flexDirection: 'column', gap: 24, fontFamily: 'Inter, sans-serif' }}>
        <section style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <p style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>Carmen Contributor</p>
          <div>
            <AuthorFollowButton author={{ name: 'Carmen Contributor', primary_section_id: 14 }} />
          </div>
        </section>
        <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <h2 style={{ margin: 0, fontSize: 22 }}>Newsletters</h2>
          <NewslettersPanel />
        </section>
      </div>
    </WithLocation>
  );
}

const meta = {
  title: 'Features/Follow/FollowAndNewsletters',
  component: FollowAndNewsletters,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/@carmen' } },
} satisfies Meta<typeof FollowAndNewsletters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Get Notified turns City Desk on in the panel; turning City Desk off in the panel shows Get Notified again. */
export const AgreeAfterAChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => toggle(canvasElement), 'not_following');
    await stateIs(() => panel(canvasElement), 'ready');
    await expect(canvas.getByRole('switch', { name: 'City Desk' })).not.toBeChecked();

    // A change made with the follow button shows in the panel.
    await userEvent.click(canvas.getByRole('button', { name: 'Get Notified' }));
    await expectToast('You’ll be notified by email whenever this author publishes.');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'City Desk' })).toBeChecked());
    await expect(settingOf(102, '14')).toBe('individual');

    // And one made in the panel shows on the follow button.
    await userEvent.click(canvas.getByRole('switch', { name: 'City Desk' }));
    await expectToast('Subscription updated!');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get Notified' })).toHaveAttribute('aria-pressed', 'false'));
    await stateIs(() => toggle(canvasElement), 'not_following');
    await expect(canvas.getByRole('switch', { name: 'City Desk' })).not.toBeChecked();
    await expect(settingOf(102, '14')).toBe('disabled');

    // The reader closes both confirmations, so the shot shows the two parts agreeing and never depends on how long
    // the toasts had left.
    for (const dismiss of body().getAllByRole('button', { name: 'Dismiss notification' })) await userEvent.click(dismiss);
    await waitFor(() => expect(body().queryByRole('button', { name: 'Dismiss notification' })).toBeNull());
  },
};
