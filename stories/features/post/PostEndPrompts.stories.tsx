import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowPromptView, GiftUnlockPromptView, PostEndCtaView, RecommendCtaView, SubscribeFooterView, SubscribePromptView } from '../../../src/features/post';

/** The bare calls to action and prompts of the end of a post, driven by args (no API). */
const meta = {
  title: 'Features/Post/PostEndPrompts',
  component: PostEndCtaView,
  args: { type: 'paid_upsell', variant: 'subscribe', publicationName: 'The Daily Margin', href: '/subscribe?plan=paid' },
  argTypes: {
    type: { control: 'inline-radio', options: ['paid_upsell', 'pledge_upsell', 'free_upsell'] },
    variant: { control: 'inline-radio', options: ['subscribe', 'share'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof PostEndCtaView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cta = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="post-end-cta"]')!;

/** M12 `paid_upsell`. */
export const PaidUpsell: Story = {
  play: async ({ canvasElement }) => {
    await expect(cta(canvasElement)).toHaveAttribute('data-cta', 'paid_upsell');
    await expect(within(canvasElement).getByRole('link', { name: 'Upgrade to paid' })).toHaveAttribute('href', '/subscribe?plan=paid');
  },
};

/** M12 `pledge_upsell`. */
export const PledgeUpsell: Story = {
  args: { type: 'pledge_upsell', publicationName: 'Field Notes', href: '/subscribe?pledge=true' },
  play: async ({ canvasElement }) => {
    await expect(cta(canvasElement)).toHaveAttribute('data-cta', 'pledge_upsell');
    await expect(within(canvasElement).getByRole('heading', { name: 'Pledge your support' })).toBeVisible();
  },
};

/** M12 `free_upsell` for a reader who does not subscribe. */
export const FreeUpsell: Story = {
  args: { type: 'free_upsell', variant: 'subscribe', href: '/subscribe' },
  play: async ({ canvasElement }) => {
    await expect(cta(canvasElement)).toHaveAttribute('data-cta', 'free_upsell');
    await expect(within(canvasElement).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};

/** M12 `free_upsell` for a reader who already subscribes: share. */
export const FreeUpsellShare: Story = {
  args: { type: 'free_upsell', variant: 'share', href: '/p/the-city-that-reads?action=share' },
  play: async ({ canvasElement }) => {
    await expect(cta(canvasElement)).toHaveAttribute('data-variant', 'share');
    await expect(within(canvasElement).getByRole('link', { name: 'Share' })).toBeVisible();
  },
};

/** The same in the dark theme. */
export const PaidUpsellDark: Story = { parameters: { theme: 'dark' } };

/** The recommend call to action for a writer-reader. */
export const RecommendCta: Story = {
  render: () => <RecommendCtaView publicationName="Field Notes" ownPublicationName="The Daily Margin" href="/publish/recommendations?publication_id=2" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Recommend Field Notes to your readers' })).toBeVisible();
  },
};

/** The follow prompt: idle (the button calls `onFollow`), pending, following, and signed out (a sign-in link). */
export const FollowPromptStates: Story = {
  render: () => {
    const onFollow = fn();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <FollowPromptView publicationName="The Daily Margin" state="idle" onFollow={onFollow} />
        <FollowPromptView publicationName="The Daily Margin" state="pending" onFollow={onFollow} />
        <FollowPromptView publicationName="The Daily Margin" state="following" onFollow={onFollow} />
        <FollowPromptView publicationName="The Daily Margin" state="idle" signInHref="/login?next=/p/the-city-that-reads" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const prompts = canvasElement.querySelectorAll<HTMLElement>('[data-part="follow-prompt"]');
    await expect(prompts[1]!.querySelector('button')).toHaveAttribute('aria-busy', 'true');
    await expect(within(prompts[2]!).getByRole('status')).toHaveTextContent('Following');
    await expect(within(prompts[3]!).getByRole('link', { name: 'Follow' })).toHaveAttribute('href', '/login?next=/p/the-city-that-reads');
  },
};

/** The subscribe prompt's three kinds, and the subscribe footer. */
export const SubscribePromptsAndFooter: Story = {
  render: () => {
    const onDismiss = fn();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <SubscribePromptView kind="paid" publicationName="The Daily Margin" href="/subscribe?plan=paid" onDismiss={onDismiss} />
        <SubscribePromptView kind="other" publicationName="The Daily Margin" href="/subscribe" onDismiss={onDismiss} />
        <SubscribePromptView kind="justSubscribed" publicationName="The Daily Margin" href="/subscribe" onDismiss={onDismiss} />
        <SubscribeFooterView publicationName="The Daily Margin" href="/subscribe" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-part="subscribe-prompt"]')].map((e) => e.getAttribute('data-state'));
    await expect(states).toEqual(['paid', 'other', 'justSubscribed']);
    await expect(canvasElement.querySelector('[data-part="subscribe-footer"]')).not.toBeNull();
  },
};

/** The gift-unlock prompt: control, the two experiment variants (G31), unlocking, failed (try again), unlocked. */
export const GiftUnlockVariants: Story = {
  render: () => {
    const onUnlock = fn();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <GiftUnlockPromptView state={{ name: 'locked' }} variant="control" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'locked' }} variant="treatment_more_gifty" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'locked' }} variant="treatment_popover_gifty" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'unlocking' }} variant="control" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'error', failure: 'postEnd.giftUnlock.unavailable' }} variant="control" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'unlocked' }} variant="control" onUnlock={onUnlock} />
        <GiftUnlockPromptView state={{ name: 'hidden' }} variant="control" onUnlock={onUnlock} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const prompts = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="gift-unlock-prompt"]')];
    await expect(prompts.map((p) => p.getAttribute('data-state'))).toEqual(['locked', 'locked', 'locked', 'unlocking', 'error', 'unlocked']);
    await expect(within(prompts[3]!).getByRole('button', { name: 'Unlocking…' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(prompts[4]!).getByRole('button', { name: 'Unlock for free' }));
  },
};

/** At 375 px. */
export const GiftUnlockOnPhone: Story = {
  ...GiftUnlockVariants,
  globals: { viewport: { value: 'mobile375' } },
};
