import { createMemoryNavigation } from '../../../src/platform/navigation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { cancelSubscription, changeEmail, getSubscription, listPodcastFeeds, requestPasswordReset, updateName } from '../../../src/api/endpoints/account';
import { AccountSettingsPage } from '../../../src/features/account';
import { createManualClock } from '../../../src/platform/clock';
import { answerConfirm, body, expectAlert, expectToast, faultOn, publicationNamed, ready } from '../../support';

const MARGIN = publicationNamed('The Daily Margin');
const REVAMP = { account_settings_revamp: true };
const settings = (tab: string) => ({ path: `/account/settings?tab=${tab}`, publication: MARGIN, flags: REVAMP });

const meta = {
  title: 'Features/Account/AccountSettingsPage',
  component: AccountSettingsPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: settings('account') },
} satisfies Meta<typeof AccountSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// ------------------------------------------------------------------------------------------------ guards

const signedOutNav = createMemoryNavigation('/account/settings?tab=subscription');
/** Signed out: sent to /login, coming back to the same tab after signing in. */
export const SignedOutGoesToLogin: Story = {
  parameters: { role: 'anonymous', platform: { ...settings('subscription'), navigation: signedOutNav } },
  play: async () => {
    await waitFor(() => expect(signedOutNav.location().pathname).toBe('/login'));
    await expect(new URLSearchParams(signedOutNav.location().search).get('next')).toBe('/account/settings?tab=subscription');
    await expect(signedOutNav.history).toHaveLength(1);
  },
};

const flagOffNav = createMemoryNavigation('/account/settings?tab=account');
/** The revamp flag off: the legacy /account page instead. */
export const RevampFlagOffGoesToLegacy: Story = {
  parameters: { platform: { path: '/account/settings', publication: MARGIN, flags: { account_settings_revamp: false }, navigation: flagOffNav } },
  play: async () => {
    await waitFor(() => expect(flagOffNav.location().pathname).toBe('/account'));
  },
};

// ------------------------------------------------------------------------------------------------ account tab (M26)

/** The paid reader's account tab: name and email in view mode, password reset, help links. */
export const AccountTab: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(canvas.getByText('Paolo Paid')).toBeVisible();
    await expect(canvas.getByText('paolo@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Not getting our emails?' })).toHaveAttribute('href', '/account/email-test');
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@masthead.example');
  },
};

/**
 * On the account tab: Edit `field` (its button "Edit {field}", its textbox `label`), replace the text with `value` and
 * press Save; returns the canvas and the textbox.
 */
async function saveField(canvasElement: HTMLElement, field: 'name' | 'email', value: string) {
  await ready(canvasElement, 'account-tab');
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Edit ${field}` }));
  const input = canvas.getByRole('textbox', { name: field === 'name' ? 'Name' : 'Email' });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return { canvas, input };
}

/** Edit → Save the name: P06 saves it and the field returns to view with the new name. */
export const EditName: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await saveField(canvasElement, 'name', 'Paolo Pagato');
    await waitFor(() => expect(canvas.getByText('Paolo Pagato')).toBeVisible());
    await expect(canvasElement.querySelector('[data-part="field-name"]')).toHaveAttribute('data-state', 'view');
  },
};

/** Name validation names the field and the rule: empty, then longer than 100 characters. */
export const NameValidation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = await saveField(canvasElement, 'name', '');
    await expect(await canvas.findByText('Name cannot be empty.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name must be at most 100 characters.')).toBeVisible();
  },
};

/** P06 fails: the field stays in edit mode with what was typed and the server's reason. */
export const NameSaveFails: Story = {
  parameters: { scenario: faultOn(updateName, '500') },
  play: async ({ canvasElement }) => {
    const { canvas } = await saveField(canvasElement, 'name', 'Paolo P.');
    await expect(await canvas.findByText('Internal server error')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Paolo P.');
  },
};

async function startEmailChange(canvasElement: HTMLElement, email: string) {
  await saveField(canvasElement, 'email', email);
  return body().findByRole('dialog', { name: 'Change your email?' });
}

/** Email validation: a malformed address is refused before any confirmation. */
export const EmailValidation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await saveField(canvasElement, 'email', 'paolo@');
    await expect(await canvas.findByText('Email must be a valid email address, like name@example.com.')).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A new email opens the confirmation: typed again, it is saved, and the reader is signed out. */
export const EmailChangeConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await startEmailChange(canvasElement, 'paolo.new@example.com');
    await expect(dialog).toHaveTextContent('You will be signed out after the change, and you will need to sign in again with paolo.new@example.com.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the new email again' }), 'paolo.new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    const done = await ready(canvasElement, 'signed-out');
    await expect(done).toHaveTextContent('You have been signed out. Sign in again with paolo.new@example.com.');
    await expect(within(done).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** The confirmation must equal the new email: a different one is refused, naming the field (the modal stays open). */
export const EmailChangeMismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await startEmailChange(canvasElement, 'paolo.new@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the new email again' }), 'paolo.nwe@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await expect(await within(dialog).findByText('Confirm email must match the new email exactly.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Type the new email again' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancel in the confirmation: no change is sent; back to editing with the new email kept. */
export const EmailChangeCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await startEmailChange(canvasElement, 'paolo.new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('paolo.new@example.com');
    await expect(canvasElement.querySelector('[data-part="field-email"]')).toHaveAttribute('data-state', 'editing');
  },
};

/** Another account uses the email (409): back to editing with the server's reason. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await startEmailChange(canvasElement, 'frances@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the new email again' }), 'frances@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await expect(await within(canvasElement).findByText('Another account already uses that email.')).toBeVisible();
  },
};

/** P07 unreachable: the network text, the new email kept. */
export const EmailChangeNetworkFails: Story = {
  parameters: { scenario: faultOn(changeEmail, 'network') },
  play: async ({ canvasElement }) => {
    const dialog = await startEmailChange(canvasElement, 'paolo.new@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the new email again' }), 'paolo.new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    await expect(await within(canvasElement).findByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('paolo.new@example.com');
  },
};

const resetClock = createManualClock(MOCK_NOW);
/** Password reset: the notice shows, is still there at 19.999 s, and is gone at 20 s (manual clock). */
export const PasswordResetNotice20s: Story = {
  parameters: { platform: { ...settings('account'), clock: resetClock } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const notice = 'Password reset email sent. Check your inbox for a link to choose a new password.';
    await expect(await canvas.findByText(notice)).toBeVisible();
    resetClock.advance(19_999);
    await new Promise((r) => setTimeout(r, 50));
    await expect(canvas.getByText(notice)).toBeVisible();
    resetClock.advance(1);
    await waitFor(() => expect(canvas.queryByText(notice)).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  },
};

/** P08 fails: the reason is shown and the button works again. */
export const PasswordResetFails: Story = {
  parameters: { scenario: faultOn(requestPasswordReset, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  },
};

// ------------------------------------------------------------------------------------------------ tabs through the address

const tabsNav = createMemoryNavigation('/account/settings?tab=account');
/** Choosing tabs pushes addresses; back and forward move between them (no polling). */
export const TabsFollowTheAddress: Story = {
  parameters: { platform: { ...settings('account'), navigation: tabsNav } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Subscription' }));
    await expect(tabsNav.location().search).toBe('?tab=subscription');
    await ready(canvasElement, 'subscription-tab');
    await userEvent.click(canvas.getByRole('tab', { name: 'Podcast feeds' }));
    await expect(tabsNav.location().search).toBe('?tab=podcastFeeds');
    await ready(canvasElement, 'podcast-feeds');
    tabsNav.back();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvasElement.querySelector('[data-part="account-settings"]')).toHaveAttribute('data-state', 'subscription');
    tabsNav.back();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true'));
    tabsNav.forward();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true'));
    await expect(tabsNav.history).toEqual(['/account/settings?tab=account', '/account/settings?tab=subscription', '/account/settings?tab=podcastFeeds']);
  },
};

/** An unknown tab in the address shows the account tab. */
export const UnknownTabIsAccount: Story = {
  parameters: { platform: settings('billing') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    await expect(within(canvasElement).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  },
};

// ------------------------------------------------------------------------------------------------ subscription tab (M27, M28)

interface SubExpect {
  status: string;
  texts?: string[];
  reason?: string;
  cancel: boolean;
  changePlan?: boolean;
  gift?: boolean;
}

function subscriptionStory(role: string, publicationId: number | undefined, want: SubExpect): Story {
  return {
    args: publicationId === undefined ? {} : { publicationId },
    parameters: { role, platform: settings('subscription') },
    play: async ({ canvasElement }) => {
      const tab = await ready(canvasElement, 'subscription-tab');
      const panel = within(tab);
      await expect(panel.getByText(want.status)).toBeVisible();
      for (const text of want.texts ?? []) await expect(panel.getByText(text)).toBeVisible();
      if (want.reason) await expect(tab.querySelector('[data-part="non-renewing"]')).toHaveTextContent(want.reason);
      else await expect(tab.querySelector('[data-part="non-renewing"]')).toBeNull();
      const cancel = panel.queryByRole('button', { name: 'Cancel subscription' });
      if (want.cancel) await expect(cancel).toBeVisible();
      else await expect(cancel).toBeNull();
      if (want.changePlan !== undefined) await expect(panel.queryByRole('link', { name: 'Change plan' }) !== null).toBe(want.changePlan);
      if (want.gift !== undefined) await expect(panel.queryByRole('link', { name: 'Give a gift subscription' }) !== null).toBe(want.gift);
    },
  };
}

const freeStory = subscriptionStory('free', undefined, {
  status: 'Free subscriber',
  texts: ['The Front Page', 'Occasional free articles'],
  cancel: false,
  changePlan: false,
  gift: false,
});
/** Free reader: the upgrade banner, free benefits, no actions. */
export const SubscriptionFree: Story = {
  ...freeStory,
  play: async (ctx) => {
    await freeStory.play?.(ctx);
    const banner = await ready(ctx.canvasElement, 'upgrade-banner');
    await expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe?plan=paid');
  },
};
/** Paid monthly: amount and currency, renewal date; change plan, gift, cancel. */
export const SubscriptionPaid = subscriptionStory('paid', undefined, {
  status: 'Paid subscriber',
  texts: ['Monthly', '$6 a month', 'Every article and newsletter'],
  cancel: true,
  changePlan: true,
  gift: true,
});
/** Founding (premium): two gifts to give and the premium benefits. */
export const SubscriptionFounding = subscriptionStory('founding', undefined, {
  status: 'Founding member',
  texts: ['Town halls with the writers', 'Two annual gift subscriptions', 'Member merch', '2'],
  cancel: true,
  gift: true,
});
/** Comped (staff): no plan to change or cancel. */
export const SubscriptionComped = subscriptionStory('contributor', undefined, {
  status: 'Complimentary subscription',
  cancel: false,
  changePlan: false,
  gift: false,
});
/** Lifetime: never renews. */
export const SubscriptionLifetime = subscriptionStory('paid', 52, {
  status: 'Lifetime member',
  reason: 'Lifetime memberships never renew',
  cancel: false,
  changePlan: false,
});
/** A gift: nothing to cancel. */
export const SubscriptionGift = subscriptionStory('paid', 51, {
  status: 'Paid subscriber',
  reason: 'This subscription is a gift',
  cancel: false,
  changePlan: false,
});
/** A trial ending in 3 minutes cannot be cancelled. */
export const SubscriptionTrialEnding = subscriptionStory('paid', 55, { status: 'Paid subscriber', reason: 'Your trial ends in a few minutes', cancel: false });
/** A trial ending in 9 days can be. */
export const SubscriptionTrial = subscriptionStory('paid', 56, { status: 'Paid subscriber', cancel: true });
/** Paused. */
export const SubscriptionPaused = subscriptionStory('paid', 57, { status: 'Paid subscriber', reason: 'Your subscription is paused.', cancel: false });
/** Group parent. */
export const SubscriptionGroupParent = subscriptionStory('paid', 58, { status: 'Paid subscriber', reason: 'You manage a group subscription.', cancel: false });
/** Group member. */
export const SubscriptionGroupMember = subscriptionStory('paid', 59, {
  status: 'Paid subscriber',
  reason: 'You are a member of a group subscription.',
  cancel: false,
  changePlan: false,
});
/** Set to cancel at period end. */
export const SubscriptionCancelAtPeriodEnd = subscriptionStory('paid', 60, {
  status: 'Paid subscriber',
  reason: 'will not renew',
  cancel: false,
  texts: ['Ends'],
});
/** Bitcoin. */
export const SubscriptionBitcoin = subscriptionStory('paid', 53, { status: 'Paid subscriber', reason: 'paid with bitcoin', cancel: false });
/** Billed through the iOS app. */
export const SubscriptionIosApp = subscriptionStory('paid', 54, { status: 'Paid subscriber', reason: 'App Store', cancel: false });
/** Expiring after 2100 (a comped subscription without end). */
export const SubscriptionExpiryAfter2100 = subscriptionStory('paid', 63, { status: 'Complimentary subscription', reason: 'does not expire', cancel: false });

const CANCEL_QUESTION = 'Cancel your subscription? You keep access until the end of the period you paid for, and it will not renew.';

/** Cancel, confirmed (P35): a toast says until when, and the tab now explains it will not renew (no Cancel any more). */
export const CancelConfirmed: Story = {
  args: { publicationId: 64 },
  parameters: { platform: settings('subscription') },
  play: async ({ canvasElement }) => {
    const tab = await ready(canvasElement, 'subscription-tab');
    await userEvent.click(within(tab).getByRole('button', { name: 'Cancel subscription' }));
    await answerConfirm(CANCEL_QUESTION, { confirm: 'Cancel subscription' });
    await expectToast('Your subscription is cancelled. You keep access until Apr 30, 2027.');
    await waitFor(() => expect(canvasElement.querySelector('[data-part="non-renewing"]')).toHaveAttribute('data-reason', 'cancel_at_period_end'));
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** Cancel, then "Keep subscription": nothing is sent, Cancel is still offered. */
export const CancelKept: Story = {
  args: { publicationId: 64 },
  parameters: { platform: settings('subscription') },
  play: async ({ canvasElement }) => {
    const tab = await ready(canvasElement, 'subscription-tab');
    await userEvent.click(within(tab).getByRole('button', { name: 'Cancel subscription' }));
    await answerConfirm(CANCEL_QUESTION, { confirm: 'Keep subscription' });
    await expect(within(tab).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    await expect(tab.querySelector('[data-part="non-renewing"]')).toBeNull();
  },
};

/** P35 fails: the server's words in an alert; the subscription still renews and Cancel is offered again. */
export const CancelFails: Story = {
  args: { publicationId: 64 },
  parameters: { platform: settings('subscription'), scenario: faultOn(cancelSubscription, '500') },
  play: async ({ canvasElement }) => {
    const tab = await ready(canvasElement, 'subscription-tab');
    await userEvent.click(within(tab).getByRole('button', { name: 'Cancel subscription' }));
    await answerConfirm(CANCEL_QUESTION, { confirm: 'Cancel subscription' });
    await expectAlert('Internal server error');
    await expect(within(tab).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

/** E14 fails: the reason and Try again. */
export const SubscriptionFails: Story = {
  parameters: { platform: settings('subscription'), scenario: faultOn(getSubscription, '500') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// ------------------------------------------------------------------------------------------------ newsletters and podcasts

/** The newsletters tab without a plugged-in list: a link to the newsletters page. */
export const NewslettersTabDefault: Story = {
  parameters: { platform: settings('newsletters') },
  play: async ({ canvasElement }) => {
    const tab = await ready(canvasElement, 'newsletters-tab');
    await expect(within(tab).getByRole('link', { name: 'Manage newsletters' })).toHaveAttribute('href', '/newsletters');
  },
};

/** The host's newsletters list in the tab's slot. */
export const NewslettersTabSlot: Story = {
  args: { newslettersTab: <p data-part="plugged">The themed newsletters list goes here.</p> },
  parameters: { platform: settings('newsletters') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The themed newsletters list goes here.')).toBeVisible();
  },
};

/** A paid reader's private podcast feeds with their setup links. */
export const PodcastFeeds: Story = {
  parameters: { platform: settings('podcastFeeds') },
  play: async ({ canvasElement }) => {
    const feeds = await ready(canvasElement, 'podcast-feeds');
    const links = within(feeds).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]!.textContent).toMatch(/^Set up /);
  },
};

/** A free reader has no private feeds. */
export const PodcastFeedsEmpty: Story = {
  parameters: { role: 'free', platform: settings('podcastFeeds') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No podcast feeds are currently available.')).toBeVisible();
  },
};

/** While P25 answers: "Loading podcast feeds...". */
export const PodcastFeedsLoading: Story = {
  parameters: { platform: settings('podcastFeeds'), scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading podcast feeds...')).toBeVisible();
  },
};

/** P25 fails. */
export const PodcastFeedsFail: Story = {
  parameters: { platform: settings('podcastFeeds'), scenario: faultOn(listPodcastFeeds, '500') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal server error')).toBeVisible();
  },
};

// ------------------------------------------------------------------------------------------------ phone

/** Phone (375 px): the free reader's subscription tab with the banner. */
export const PhoneFree: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free', platform: settings('subscription') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'upgrade-banner');
    await ready(canvasElement, 'subscription-tab');
  },
};

/** Phone (375 px): the account tab editing the email. */
export const PhoneAccountEditing: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'account-tab');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit email' }));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};
