import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AccountSettingsView,
  AccountNewslettersTabDefault as NewslettersTabDefault,
  type AccountFieldModel,
  AccountTabView,
  CardExpiryToastView,
  PodcastFeedsTabView,
  SubscriptionTabView,
  BillingPageView,
  EmailTestPageView,
  LegacyAccountPageView,
} from '../../../src/features/account';

const noop = () => {};
const field = (patch: Partial<AccountFieldModel>): AccountFieldModel => ({
  state: { name: 'view' },
  saved: '',
  failure: null,
  onEdit: noop,
  onChange: noop,
  onSave: noop,
  onCancel: noop,
  ...patch,
});

const accountTab = (
  <AccountTabView
    name={field({ state: { name: 'saving', draft: 'Ada Lovelace' }, saved: 'Ada' })}
    email={field({ saved: 'ada@example.com' })}
    reset={{ state: { name: 'sent' }, failure: null, onRequest: noop }}
    signInHref="/login"
  />
);

/** The bare views, for hosts with their own data layer: states the connected stories pass through too quickly to see. */
const meta = {
  title: 'Features/Account/Views',
  component: AccountSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    tab: 'account',
    onTabChange: noop,
    emailTestHref: '/account/email-test',
    supportHref: 'mailto:support@masthead.example',
    panels: { account: accountTab, subscription: null, newsletters: <NewslettersTabDefault href="/newsletters" />, podcastFeeds: null },
  },
} satisfies Meta<typeof AccountSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page shell with the account tab: the name saving, the password notice showing. */
export const SavingNameWithNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Password reset email sent. Check your inbox for a link to choose a new password.')).toBeVisible();
  },
};

/** The subscription tab while E14 loads. */
export const SubscriptionLoading: Story = {
  args: { tab: 'subscription' },
  render: (args) => (
    <AccountSettingsView
      {...args}
      panels={{
        ...args.panels,
        subscription: (
          <SubscriptionTabView status="loading" publicationName="The Daily Margin" changePlanHref="/subscribe" giftHref="/subscribe" onCancel={noop} />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="subscription-tab"]')).toHaveAttribute('data-state', 'loading');
  },
};

/** The podcast feeds tab while P25 loads: "Loading podcast feeds...". */
export const PodcastFeedsLoading: Story = {
  args: { tab: 'podcastFeeds' },
  render: (args) => <AccountSettingsView {...args} panels={{ ...args.panels, podcastFeeds: <PodcastFeedsTabView status="loading" /> }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading podcast feeds...');
  },
};

/** The card toast for an expired card (bare view). */
export const CardExpiredToast: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <CardExpiryToastView
        state={{ name: 'shown', cardExpiresAt: '2026-11-06T12:00:00.000Z', expired: true }}
        billingHref="/account/billing"
        onDismiss={noop}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Card expiry notice' })).toHaveTextContent('Your card has expired.');
  },
};

/** Billing with an expired card and nothing due (bare view). */
export const BillingExpiredCard: Story = {
  render: () => (
    <BillingPageView
      status="ready"
      card={{ last4: '0341', brand: 'visa', expires_at: '2026-11-06T12:00:00.000Z' }}
      next={null}
      now={new Date('2026-11-21T12:00:00.000Z')}
      settingsHref="/account/settings?tab=subscription"
      supportHref="mailto:support@masthead.example"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired Nov 6, 2026')).toBeVisible();
    await expect(within(canvasElement).getByText('Nothing to pay.')).toBeVisible();
  },
};

/** Email delivery help without a known address (bare view). */
export const EmailTestWithoutAddress: Story = {
  render: () => (
    <EmailTestPageView settingsHref="/account/settings" newslettersHref="/account/settings?tab=newsletters" supportHref="mailto:support@masthead.example" />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('If our newsletters are not arriving, try these steps.')).toBeVisible();
  },
};

/** The legacy account page while E16 loads (bare view). */
export const LegacyLoading: Story = {
  render: () => <LegacyAccountPageView status="loading" name="Ada Admin" settingsHref="/account/settings" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="legacy-account"]')).toHaveAttribute('data-state', 'loading');
  },
};

/** The legacy account page with no subscriptions (bare view). */
export const LegacyEmpty: Story = {
  render: () => <LegacyAccountPageView status="ready" name="Ada Admin" subscriptions={[]} publications={[]} settingsHref="/account/settings" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no subscriptions yet.')).toBeVisible();
  },
};
