import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Plan } from '../../../src/api/schemas/core';
import { paths } from '../../../src/kit/routes';
import { FreeSubscribeToLikeModal, LikeUpsellModal, PdfGeneratingModal, RestackNudgeModal, SignInPromptModal } from '../../../src/features/footer';
import { body, settled } from '../../support';

/** The footer's dialogs as bare views (args only). Each story opens one; the play checks its content. */
const PLANS: Plan[] = [
  { id: 'margin-monthly', interval: 'month', currency: 'usd', amount: 800 },
  { id: 'margin-yearly', interval: 'year', currency: 'usd', amount: 8000 },
  { id: 'margin-founding', interval: 'year', currency: 'usd', amount: 25000, is_founding: true },
];

type Which =
  | 'upsellPlans'
  | 'upsellPlansAnonymous'
  | 'upsellShare'
  | 'freeLike'
  | 'freeLikeDone'
  | 'signInSave'
  | 'signInRestack'
  | 'nudgePost'
  | 'nudgeNote'
  | 'nudgeComment'
  | 'pdf';

interface DialogDemoProps {
  which: Which;
  onChoosePlan?: (planId: string, email: string) => void;
  onSubscribeFree?: (email: string) => void;
  onShare?: () => void;
  onSubmit?: (email: string) => void;
  onViewNow?: () => void;
  onDismiss?: () => void;
}

function DialogDemo({
  which,
  onChoosePlan = fn(),
  onSubscribeFree = fn(),
  onShare = fn(),
  onSubmit = fn(),
  onViewNow = fn(),
  onDismiss = fn(),
}: DialogDemoProps) {
  switch (which) {
    case 'upsellPlans':
      return (
        <LikeUpsellModal
          open
          view="plans"
          publicationName="The Daily Margin"
          plans={PLANS}
          userEmail="frances@example.com"
          onChoosePlan={onChoosePlan}
          onSubscribeFree={onSubscribeFree}
        />
      );
    case 'upsellPlansAnonymous':
      return (
        <LikeUpsellModal
          open
          view="plans"
          publicationName="The Daily Margin"
          plans={[]}
          userEmail={null}
          onChoosePlan={onChoosePlan}
          onSubscribeFree={onSubscribeFree}
        />
      );
    case 'upsellShare':
      return <LikeUpsellModal open view="share" publicationName="The Daily Margin" onShare={onShare} />;
    case 'freeLike':
      return <FreeSubscribeToLikeModal open publicationName="The Daily Margin" onSubmit={onSubmit} signInHref={paths.signIn('/p/the-city-that-reads')} />;
    case 'freeLikeDone':
      return <FreeSubscribeToLikeModal open done publicationName="The Daily Margin" onSubmit={onSubmit} signInHref={paths.signIn()} />;
    case 'signInSave':
      return <SignInPromptModal open action="save" signInHref={paths.signIn()} />;
    case 'signInRestack':
      return <SignInPromptModal open action="restack" signInHref={paths.signIn()} />;
    case 'nudgePost':
      return <RestackNudgeModal open variant="post" onViewNow={onViewNow} onDismiss={onDismiss} />;
    case 'nudgeNote':
      return <RestackNudgeModal open variant="note" onViewNow={onViewNow} onDismiss={onDismiss} />;
    case 'nudgeComment':
      return <RestackNudgeModal open variant="comment" onViewNow={onViewNow} onDismiss={onDismiss} />;
    case 'pdf':
      return <PdfGeneratingModal open />;
    default:
      return which satisfies never;
  }
}

const meta = {
  title: 'Features/Footer/FooterDialogs',
  component: DialogDemo,
  args: { which: 'upsellPlans', onChoosePlan: fn(), onSubscribeFree: fn(), onShare: fn(), onSubmit: fn(), onViewNow: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog named `name`, once it has finished appearing. */
const dialog = async (name: string) => {
  const d = await body().findByRole('dialog', { name }, { timeout: 5000 });
  await settled(d);
  return d;
};

/** Like-upsell, plans: month and year (founding left out), year chosen; the e-mail is the reader's and disabled. */
export const LikeUpsellPlans: Story = {
  play: async ({ args }) => {
    const d = within(await dialog('Thanks for the like!'));
    await expect(d.getAllByRole('radio')).toHaveLength(2);
    await expect(d.getByRole('radio', { name: '$80 a year' })).toBeChecked();
    await expect(d.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await userEvent.click(d.getByRole('radio', { name: '$8 a month' }));
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('margin-monthly', 'frances@example.com');
  },
};

/** Like-upsell, plans, a reader without an e-mail and a publication without plans: free signup with an editable e-mail. */
export const LikeUpsellFreeSignup: Story = {
  args: { which: 'upsellPlansAnonymous' },
  play: async ({ args }) => {
    const d = within(await dialog('Thanks for the like!'));
    const email = d.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Subscribe for free' })).toBeDisabled();
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(d.getByRole('button', { name: 'Subscribe for free' }));
    await expect(args.onSubscribeFree).toHaveBeenCalledWith('new@example.com');
  },
};

/** Like-upsell, share view (the reader already subscribes). */
export const LikeUpsellShare: Story = {
  args: { which: 'upsellShare' },
  play: async ({ args }) => {
    const d = within(await dialog('Thanks for the like!'));
    await userEvent.click(d.getByRole('button', { name: 'Share this post' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Free-subscribe-to-like: e-mail and Subscribe, a sign-in link. */
export const FreeSubscribeToLike: Story = {
  args: { which: 'freeLike' },
  play: async ({ args }) => {
    const d = within(await dialog('Subscribe to like this post'));
    await expect(d.getByRole('link', { name: 'Already subscribed? Sign in' })).toHaveAttribute('href', '/login?next=%2Fp%2Fthe-city-that-reads');
    await userEvent.type(d.getByRole('textbox', { name: /Email/ }), 'reader@example.com');
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('reader@example.com');
  },
};

/** Free-subscribe-to-like after the signup. */
export const FreeSubscribeToLikeDone: Story = {
  args: { which: 'freeLikeDone' },
  play: async () => {
    const d = within(await dialog('Subscribe to like this post'));
    await expect(d.getByRole('status')).toHaveTextContent('Check your inbox to finish subscribing, then like away.');
  },
};

/** Sign-in prompt for Save. */
export const SignInToSave: Story = {
  args: { which: 'signInSave' },
  play: async () => {
    const d = within(await dialog('Sign in to save this post'));
    await expect(d.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** Sign-in prompt for Restack. */
export const SignInToRestack: Story = {
  args: { which: 'signInRestack' },
  play: async () => {
    await expect(await dialog('Sign in to restack this post')).toBeVisible();
  },
};

/** Restack nudge, post variant: "View now" (T115) and "OK" (T116). */
export const RestackNudgePost: Story = {
  args: { which: 'nudgePost' },
  play: async ({ args }) => {
    const d = within(await dialog('You restacked this post'));
    await userEvent.click(d.getByRole('button', { name: 'View now' }));
    await expect(args.onViewNow).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Restack nudge, note variant. */
export const RestackNudgeNote: Story = {
  args: { which: 'nudgeNote' },
  play: async () => {
    await expect(await dialog('You restacked this note')).toBeVisible();
  },
};

/** Restack nudge, comment variant. */
export const RestackNudgeComment: Story = {
  args: { which: 'nudgeComment' },
  play: async () => {
    await expect(await dialog('You restacked this comment')).toBeVisible();
  },
};

/** The PDF generating modal. */
export const PdfGenerating: Story = {
  args: { which: 'pdf' },
  play: async () => {
    // Its spinner never stops, so the modal is never "settled": wait for it to be visible.
    const d = await body().findByRole('dialog', { name: 'Generating PDF…' }, { timeout: 5000 });
    await expect(d).toBeVisible();
    await expect(d).toHaveTextContent('Your PDF is on its way. This window closes by itself.');
  },
};

/** The plan picker at 375 px (full-screen dialog). */
export const LikeUpsellPlansMobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async () => {
    await expect(await dialog('Thanks for the like!')).toBeVisible();
  },
};
