import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { freeSignup, listNewsletters, updateSectionEmailSettings } from '../../../src/api/endpoints/account';
import { NewslettersPage } from '../../../src/features/newsletters';
import { body, expectAlert, expectToast, faultOn, ready, settled, stateIs } from '../../support';
import { expectPath, MOCK_500_TEXT, WithLocation } from '../signup/storyKit';

/**
 * The newsletters page (M25) on the mock API. The Daily Margin is themed: From The Daily Margin (11), Featured
 * (Marginalia 12, Margin Radio 13), Topic Alerts (City Desk 14). The free viewer has 11 and 14 on; the paid viewer
 * 11–13. Field Notes (2) and Small Print (70) use the default variant; Quiet Room (69) has no newsletters. Tokens:
 * `nl-frances-margin` (the free viewer's), `nl-expired`.
 */
const T047 = 'Subscription updated!';
const SAVE_FAILED = 'Something went wrong, so your newsletters were not changed. Please try again.';

const pageEl = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="newsletters-page"]');
const loaded = (root: HTMLElement) => stateIs(() => pageEl(root), 'ready');
const toggleOf = (root: HTMLElement, name: string) => within(root).getByRole('switch', { name });
const group = (root: HTMLElement, id: 'from' | 'featured' | 'topic') => root.querySelector<HTMLElement>(`[data-part="newsletters-group"][data-group="${id}"]`)!;
const settingOf = (userId: number, publicationId: number, section: string) =>
  accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === publicationId)?.email_settings[section];

async function signupDialog(title: string) {
  const dialog = await body().findByRole('dialog', { name: title });
  await settled(dialog);
  return dialog;
}

const meta = {
  title: 'Features/Newsletters/NewslettersPage',
  component: NewslettersPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/newsletters' } },
  render: (args) => (
    <WithLocation>
      <NewslettersPage {...args} />
    </WithLocation>
  ),
} satisfies Meta<typeof NewslettersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The themed variant for a paid reader: the three groups, each with Select All / Deselect All, switches as saved. */
export const Themed: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'From The Daily Margin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Topic Alerts' })).toBeVisible();
    await expect(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Select All in Featured' })).toHaveTextContent('Select All');
    await expect(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Deselect All in Featured' })).toHaveTextContent('Deselect All');
    await expect(toggleOf(canvasElement, 'The Daily Margin')).toBeChecked();
    await expect(toggleOf(canvasElement, 'Marginalia')).toBeChecked();
    await expect(toggleOf(canvasElement, 'Margin Radio Podcast')).toBeChecked();
    await expect(toggleOf(canvasElement, 'City Desk')).not.toBeChecked();
    await expect(canvas.queryByRole('link', { name: /Manage sections/ })).toBeNull();
  },
};

/** A toggle saves at once: the switch turns on, "Subscription updated!", and the server has it. */
export const ToggleSaves: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'Marginalia'));
    await expect(toggleOf(canvasElement, 'Marginalia')).toBeChecked();
    await expectToast(T047);
    await expect(settingOf(101, 1, '12')).toBe('individual');
  },
};

/** Turning one off saves too. */
export const TurnOff: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'The Daily Margin'));
    await expectToast(T047);
    await expect(toggleOf(canvasElement, 'The Daily Margin')).not.toBeChecked();
    await expect(settingOf(102, 1, '11')).toBe('disabled');
  },
};

/** The save fails (E15 500): the switch was on at once, then goes back off with the text; the server is unchanged. */
export const ToggleFails: Story = {
  parameters: { role: 'free', scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'Marginalia'));
    await expectAlert(SAVE_FAILED);
    await expect(toggleOf(canvasElement, 'Marginalia')).not.toBeChecked();
    await expect(settingOf(101, 1, '12')).toBe('disabled');
  },
};

/** Offline: the shared network text, and the switch back as it was. */
export const ToggleOffline: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, 'network') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'City Desk'));
    await expectAlert('We could not reach the server. Check your connection and try again.');
    await expect(toggleOf(canvasElement, 'City Desk')).not.toBeChecked();
  },
};

/** Select All in Featured: both switches on, one save, one toast. */
export const SelectAll: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Select All in Featured' }));
    await expect(toggleOf(canvasElement, 'Marginalia')).toBeChecked();
    await expect(toggleOf(canvasElement, 'Margin Radio Podcast')).toBeChecked();
    await expectToast(T047);
    await expect([settingOf(101, 1, '12'), settingOf(101, 1, '13')]).toEqual(['individual', 'individual']);
  },
};

/** Deselect All fails: both Featured switches come back on, with the text. */
export const DeselectAllFails: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Deselect All in Featured' }));
    await expectAlert(SAVE_FAILED);
    await expect(toggleOf(canvasElement, 'Marginalia')).toBeChecked();
    await expect(toggleOf(canvasElement, 'Margin Radio Podcast')).toBeChecked();
  },
};

/** Deselect All saves: the group is off on the server. */
export const DeselectAll: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Deselect All in Featured' }));
    await expectToast(T047);
    await expect([settingOf(102, 1, '12'), settingOf(102, 1, '13')]).toEqual(['disabled', 'disabled']);
  },
};

/** While P19 is on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'loading');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  },
};

/** The load fails: the server's words and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(listNewsletters, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MOCK_500_TEXT);
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An admin sees the section-management control (a link to the publication's settings). */
export const Admin: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Manage sections' })).toHaveAttribute(
      'href',
      'https://dailymargin.example.com/publish/settings#sections',
    );
  },
};

/** Signed out, choosing a newsletter asks to sign up; the e-mail rule names the field and the rule; then the signup flow. */
export const SignedOutSignsUp: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(toggleOf(canvasElement, 'The Daily Margin')).not.toBeChecked();
    await userEvent.click(toggleOf(canvasElement, 'Marginalia'));
    const dialog = within(await signupDialog('Sign up to get this by email'));
    // Nothing is chosen before the reader signs up (the page behind the dialog is hidden from assistive technology).
    await expect(canvasElement.querySelector('[data-part="newsletter-row"][data-section-id="12"]')).toHaveAttribute('data-state', 'off');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'nina@');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email must be an email address like name@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await expectPath(canvasElement, `/signup?just_signed_up=true&email=nina%40example.com&skip_sections=true&next=%2Fnewsletters`);
    await expect(accountStore.emailSubscribers.some((s) => s.email === 'nina@example.com')).toBe(true);
  },
};

/** Signed out, the signup fails: an alert with the server's words; the dialog stays for another try. */
export const SignedOutSignupFails: Story = {
  parameters: { role: 'anonymous', scenario: faultOn(freeSignup, '500') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'City Desk'));
    const dialog = within(await signupDialog('Sign up to get this by email'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'nina@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await expectAlert(MOCK_500_TEXT);
    await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await expectPath(canvasElement, '/newsletters');
  },
};

/** Signed out, Select All asks to sign up too; closing the dialog leaves everything off. */
export const SignedOutCloses: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(group(canvasElement, 'featured')).getByRole('button', { name: 'Select All in Featured' }));
    const dialog = await signupDialog('Sign up to get this by email');
    await expect(within(dialog).getByRole('link', { name: 'Already subscribed? Sign in' })).toHaveAttribute('href', '/login?next=%2Fnewsletters');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(toggleOf(canvasElement, 'Marginalia')).not.toBeChecked();
  },
};

/** From a newsletter e-mail's link (token), signed out: the subscriber's own switches, and toggles save. */
export const TokenAccess: Story = {
  parameters: { role: 'anonymous', platform: { path: '/newsletters?token=nl-frances-margin' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText('You’re managing the newsletters of the address this link was sent to.')).toBeVisible();
    await expect(toggleOf(canvasElement, 'The Daily Margin')).toBeChecked();
    await userEvent.click(toggleOf(canvasElement, 'Marginalia'));
    await expectToast(T047);
    await expect(settingOf(101, 1, '12')).toBe('individual');
  },
};

/** An expired link: the reason and Sign in. */
export const ExpiredLink: Story = {
  parameters: { role: 'anonymous', platform: { path: '/newsletters?token=nl-expired' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => pageEl(canvasElement), 'link_expired');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This link is invalid or has expired. Sign in to manage your newsletters.');
    await expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fnewsletters');
  },
};

/** `unsubscribed_from=12`: a confirmation, then the address drops the parameter. */
export const ConfirmUnsubscribed: Story = {
  parameters: { role: 'free', platform: { path: '/newsletters?unsubscribed_from=12' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectToast('Unsubscribed from Marginalia');
    await expectPath(canvasElement, '/newsletters');
  },
};

/** `subscribed_to=14`: a confirmation naming the section. */
export const ConfirmSubscribed: Story = {
  parameters: { role: 'free', platform: { path: '/newsletters?subscribed_to=14' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectToast('Subscribed to City Desk');
  },
};

/** A publication without newsletters: the page goes to the publication's home. */
export const NoNewslettersGoesHome: Story = {
  args: { publicationId: 69 },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/');
  },
};

/** The default variant, signed out: a Subscribe button per newsletter, which asks to sign up. */
export const DefaultSignedOut: Story = {
  args: { publicationId: 2 },
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'Manage your subscription in account settings' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe to Field Notes' }));
    await signupDialog('Sign up to get this by email');
  },
};

/** The default variant for a subscriber: no Subscribe buttons; switches and the link to account settings. */
export const DefaultSubscribed: Story = {
  args: { publicationId: 2 },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /^Subscribe/ })).toBeNull();
    await expect(toggleOf(canvasElement, 'Field Notes')).toBeChecked();
    await expect(within(canvasElement).getByRole('link', { name: 'Manage your subscription in account settings' })).toHaveAttribute(
      'href',
      '/account/settings?tab=newsletters',
    );
  },
};

/** Signed in, not subscribed (Small Print): Subscribe → one click with the account's address → on, saved, toasted. */
export const DefaultSignedInJoins: Story = {
  args: { publicationId: 70 },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe to Small Print' }));
    const dialog = within(await signupDialog('Subscribe to Small Print'));
    await expect(dialog.getByText('You’ll get these newsletters at frances@example.com.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Subscribe' }));
    await expectToast(T047);
    await expect(await within(canvasElement).findByRole('switch', { name: 'Small Print' })).toBeChecked();
    await expect(settingOf(101, 70, '701')).toBe('individual');
  },
};

/**
 * Each row links to its newsletter's page (`linkUrl`, through the URL policy: the publication's own site, so a new
 * tab). The link is its own target: following it leaves the switch and the server's setting as they were.
 */
export const RowLinks: Story = {
  parameters: { role: 'free' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /^View newsletter: / });
    await expect(links).toHaveLength(4);
    const link = canvas.getByRole('link', { name: 'View newsletter: Marginalia' });
    await expect(link).toHaveTextContent('View newsletter');
    await expect(link).toHaveAttribute('href', 'https://dailymargin.example.com/s/marginalia');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Not inside the switch's label: clicking it opens the page and never toggles the newsletter.
    await expect(link.closest('label')).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(toggleOf(canvasElement, 'Marginalia')).not.toBeChecked();
    await expect(settingOf(101, 1, '12')).not.toBe('individual');
  },
};

/** The default variant's Subscribe rows link to the newsletter's page too (a signed-out reader). */
export const DefaultRowLink: Story = {
  args: { publicationId: 2 },
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const link = within(canvasElement).getByRole('link', { name: 'View newsletter: Field Notes' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/[^/]+\/s\/[^/]+$/);
  },
};

/** Phone: the groups stack, Select All / Deselect All wrap under the heading. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'newsletters-page');
    await loaded(canvasElement);
    await expect(toggleOf(canvasElement, 'City Desk')).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};
