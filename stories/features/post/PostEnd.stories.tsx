import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { PUB, resetDb } from '../../../mocks/db';
import { core } from '../../../mocks/db/core';
import { feedHandlers } from '../../../mocks/handlers/feed';
import { followUser, getArchive } from '../../../src/api/endpoints/feed';
import { getPostBySlug, getPostComments, getPostReaderContext, unlockPost } from '../../../src/api/endpoints/posts';
import { useApi } from '../../../src/api/useApi';
import { APP_DRAWER_DISMISSED_KEY, PostEnd, type PostEndProps, WebviewModal } from '../../../src/features/post';
import { createManualClock } from '../../../src/platform/clock';
import { createMemoryStorage } from '../../../src/platform/storage';
import { body, expectToast, faultOn, part, settled, stateIs } from '../../support';

/**
 * The end of a post on the mock API (P27 reader context, P22 unlock, E40/E41 restacks, E35 comments, E42 top and
 * latest posts, E43/P10a follow). Seeded posts (mocks/db/core.ts): 1001 `the-city-that-reads` (The Daily Margin,
 * payments on, 8 restacks), 1002 `paid-the-long-shelf` (paid-only, teaser-eligible; the free reader holds an unlock
 * token), 1005 `three-voices` (no restacks), 1012 `not-in-your-region` (geoblocked: E35 answers 400), 1103 `archive-4` (comments
 * turned off), 1013 `field-notes-on-herons` (Field Notes: payments off, pledges on; the paid and founding readers
 * pledge). The admin writes The Daily Margin (their own publication, G11). The story harness loads the post with E23
 * as the post page does and renders `PostEnd` under it.
 */
const T049 = 'Teaser posts are not currently available for this content.';
const T136 = 'Commenting has been turned off for this post, or this email.';

type HarnessProps = Omit<PostEndProps, 'post'> & { slug: string };

/** Loads the post by slug (E23) and renders the end of it, as the post page does. */
function PostEndOnMock({ slug, ...query }: HarnessProps) {
  const api = useApi();
  const post = useQuery({ queryKey: ['story', 'post', slug], queryFn: ({ signal }) => api.call(getPostBySlug, { params: { slug } }, { signal }) });
  if (!post.data) return <p style={{ padding: 16 }}>Loading post…</p>;
  return (
    <div data-part="story-post" data-truncated={String(post.data.truncated_body_text === true)}>
      <header style={{ maxWidth: 680, margin: '0 auto', padding: '32px 16px 0', boxSizing: 'border-box' }}>
        <h1 style={{ margin: 0, fontFamily: 'var(--mh-font-serif)', fontSize: 32, lineHeight: 1.15 }}>{post.data.title}</h1>
      </header>
      <PostEnd post={post.data} {...query} />
    </div>
  );
}

const meta = {
  title: 'Features/Post/PostEnd',
  component: PostEndOnMock,
  tags: ['!autodocs'],
  args: { slug: 'the-city-that-reads' },
  parameters: { role: 'paid', layout: 'fullscreen' },
} satisfies Meta<typeof PostEndOnMock>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ready(root: HTMLElement) {
  await stateIs(() => part(root, 'post-end'), 'ready');
}

/** Waits for the top posts, the restacks and the more-posts list to settle (screenshots show them loaded). */
async function endSettled(root: HTMLElement) {
  await ready(root);
  await waitFor(() => expect(['list', 'empty']).toContain(part(root, 'related-posts')?.getAttribute('data-state')), { timeout: 5000 });
  await waitFor(() => expect(['list', 'empty']).toContain(part(root, 'restacks-preview')?.getAttribute('data-state')), { timeout: 5000 });
  await waitFor(() => expect(part(root, 'more-posts')?.getAttribute('data-state') ?? 'list').toBe('list'), { timeout: 5000 });
  await waitFor(() => expect(part(root, 'comments-section')?.getAttribute('data-state')).not.toBe('loading'), { timeout: 5000 });
}

async function expectCta(root: HTMLElement, type: string, title: string, action: string) {
  const cta = part(root, 'post-end-cta')!;
  await expect(cta).toHaveAttribute('data-cta', type);
  await expect(within(cta).getByRole('heading', { name: title })).toBeVisible();
  await expect(within(cta).getByRole('link', { name: action })).toBeVisible();
}

// --- M12 call to action by case ----------------------------------------------------------------------------------

/** An anonymous reader: `free_upsell` asking to subscribe; the long body also shows the subscribe footer (K015). */
export const AnonymousFreeUpsell: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'free_upsell', 'Subscribe for free', 'Subscribe');
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-variant', 'subscribe');
    await expect(part(canvasElement, 'subscribe-footer')).not.toBeNull();
    await expect(part(canvasElement, 'recommend-cta')).toBeNull();
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '3');
    await expect(canvasElement.querySelectorAll('[data-part="related-posts"] [data-part="post-row"]')).toHaveLength(3);
  },
};

/** A free subscriber of a publication with payments on: `paid_upsell`. */
export const FreeReaderPaidUpsell: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'paid_upsell', 'Upgrade to paid', 'Upgrade to paid');
    await expect(part(canvasElement, 'subscribe-footer')).toBeNull();
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '3');
  },
};

/** A paid subscriber: `free_upsell` in its share copy; 10 top posts (K104). */
export const PaidReaderShare: Story = {
  parameters: { role: 'paid' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'free_upsell', 'Share this post', 'Share');
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-variant', 'share');
    await expect(within(part(canvasElement, 'post-end-cta')!).getByRole('link', { name: 'Share' })).toHaveAttribute(
      'href',
      '/p/the-city-that-reads?action=share',
    );
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '10');
    await expect(canvasElement.querySelectorAll('[data-part="related-posts"] [data-part="post-row"]')).toHaveLength(10);
  },
};

/** A founding member: like a paid reader (`free_upsell`, share; 10 top posts). */
export const FoundingReader: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'free_upsell', 'Share this post', 'Share');
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '10');
  },
};

/** A contributor of the publication: no recommend CTA; 10 top posts. */
export const Contributor: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-cta', 'free_upsell');
    await expect(part(canvasElement, 'recommend-cta')).toBeNull();
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '10');
  },
};

/** The admin on their own publication: they have a publication, but admins are never asked to recommend. */
export const AdminOwnPublicationNoRecommend: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'recommend-cta')).toBeNull();
  },
};

/**
 * The admin (writer of The Daily Margin) reading Field Notes (payments off, pledges on), where they are a free
 * subscriber not pledged: `pledge_upsell`, and the recommend CTA naming their own publication.
 */
export const WriterOnPledgePublication: Story = {
  parameters: { role: 'admin' },
  args: { slug: 'field-notes-on-herons' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'pledge_upsell', 'Pledge your support', 'Pledge your support');
    const recommend = part(canvasElement, 'recommend-cta')!;
    await expect(within(recommend).getByRole('heading', { name: 'Recommend Field Notes to your readers' })).toBeVisible();
    await expect(recommend).toHaveTextContent('You write The Daily Margin.');
    await expect(within(recommend).getByRole('link', { name: 'Recommend' })).toHaveAttribute('href', '/publish/recommendations?publication_id=2');
  },
};

/** The free reader on Field Notes: `pledge_upsell`; no plans there, so 10 top posts (K104 "free readers without plans"). */
export const FreeReaderPledgeUpsell: Story = {
  parameters: { role: 'free' },
  args: { slug: 'field-notes-on-herons' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'pledge_upsell', 'Pledge your support', 'Pledge your support');
    await expect(part(canvasElement, 'recommend-cta')).toBeNull();
    await expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-count', '10');
  },
};

/** The paid reader on Field Notes already pledges: `free_upsell` (share). */
export const PledgedReader: Story = {
  parameters: { role: 'paid' },
  args: { slug: 'field-notes-on-herons' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'free_upsell', 'Share this post', 'Share');
  },
};

/**
 * An invite-only publication (The Inner Circle, payments on): the admin of another publication, a free subscriber
 * there, gets `paid_upsell` but no recommend CTA (invite-only); restacks are hidden there (empty preview).
 */
export const InviteOnlyPublication: Story = {
  parameters: { role: 'admin' },
  args: { slug: 'field-notes-on-herons' },
  beforeEach: () => {
    resetDb();
    core.posts.find((p) => p.id === 1013)!.publication_id = PUB.innerCircle;
  },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectCta(canvasElement, 'paid_upsell', 'Upgrade to paid', 'Upgrade to paid');
    await expect(part(canvasElement, 'recommend-cta')).toBeNull();
    await expect(part(canvasElement, 'restacks-preview')).toHaveAttribute('data-state', 'empty');
    await expect(within(part(canvasElement, 'restacks-preview')!).getByText('No restacks yet.')).toBeVisible();
  },
};

// --- top posts: the 1000 ms first-load delay on a manual clock ------------------------------------------------------

const delayClock = createManualClock(MOCK_NOW);

/** Nothing is fetched for 1000 ms (K105): at 999 ms the list still waits; at 1000 ms it loads. */
export const TopPostsFirstLoadDelay: Story = {
  parameters: { role: 'anonymous', platform: { clock: delayClock, storage: createMemoryStorage(delayClock) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = part(canvasElement, 'related-posts')!;
    await expect(list).toHaveAttribute('data-state', 'waiting');
    delayClock.advance(999);
    await new Promise((r) => setTimeout(r, 50));
    await expect(list).toHaveAttribute('data-state', 'waiting');
    delayClock.advance(1);
    await waitFor(() => expect(part(canvasElement, 'related-posts')).toHaveAttribute('data-state', 'list'), { timeout: 5000 });
    await expect(canvasElement.querySelectorAll('[data-part="related-posts"] [data-part="post-row"]')).toHaveLength(3);
    await endSettled(canvasElement);
  },
};

// --- gift unlock (M24, P22) ------------------------------------------------------------------------------------------

/** The free reader on a paid-only, teaser-eligible post unlocks it: P22, then E23 answers it in full. */
export const GiftUnlockSucceeds: Story = {
  parameters: { role: 'free' },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'gift-unlock-prompt')!;
    await expect(prompt).toHaveAttribute('data-state', 'locked');
    await expect(prompt).toHaveAttribute('data-variant', 'control');
    await expect(part(canvasElement, 'story-post')).toHaveAttribute('data-truncated', 'true');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Unlock for free' }));
    await waitFor(() => expect(part(canvasElement, 'gift-unlock-prompt')).toHaveAttribute('data-state', 'unlocked'), { timeout: 5000 });
    await expect(part(canvasElement, 'gift-unlock-prompt')).toHaveTextContent('Unlocked — enjoy the full post.');
    await waitFor(() => expect(part(canvasElement, 'story-post')).toHaveAttribute('data-truncated', 'false'), { timeout: 5000 });
  },
};

/** P22 refused (403): the toast says T049 word for word; the prompt returns to an enabled button. */
export const GiftUnlockFails: Story = {
  parameters: { role: 'free', scenario: faultOn(unlockPost, '403') },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'gift-unlock-prompt')!;
    await userEvent.click(within(prompt).getByRole('button', { name: 'Unlock for free' }));
    await expectToast(T049);
    await expect(part(canvasElement, 'gift-unlock-prompt')).toHaveAttribute('data-state', 'error');
    await expect(within(part(canvasElement, 'gift-unlock-prompt')!).getByRole('button', { name: 'Unlock for free' })).toBeEnabled();
    await expect(part(canvasElement, 'story-post')).toHaveAttribute('data-truncated', 'true');
  },
};

/** A signed-out reader is offered the pass too; P22 answers 401 and the toast asks them to sign in. */
export const GiftUnlockSignedOut: Story = {
  parameters: { role: 'anonymous' },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await userEvent.click(within(part(canvasElement, 'gift-unlock-prompt')!).getByRole('button', { name: 'Unlock for free' }));
    await expectToast('Sign in to use your free pass.');
    await expect(part(canvasElement, 'gift-unlock-prompt')).toHaveAttribute('data-state', 'error');
  },
};

/** Experiment variant `treatment_more_gifty` (G31, set through `?exp_gift_unlock=`): the offer framed as a gift. */
export const GiftUnlockMoreGifty: Story = {
  parameters: { role: 'free', platform: { path: '/p/paid-the-long-shelf?exp_gift_unlock=treatment_more_gifty' } },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'gift-unlock-prompt')!;
    await expect(prompt).toHaveAttribute('data-variant', 'treatment_more_gifty');
    await expect(within(prompt).getByRole('heading', { name: 'A gift for you' })).toBeVisible();
  },
};

/** Experiment variant `treatment_popover_gifty`: a gift button opens a popover with the offer; unlocking works from it. */
export const GiftUnlockPopover: Story = {
  parameters: { role: 'free', platform: { path: '/p/paid-the-long-shelf?exp_gift_unlock=treatment_popover_gifty' } },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'gift-unlock-prompt')!;
    await expect(prompt).toHaveAttribute('data-variant', 'treatment_popover_gifty');
    await userEvent.click(within(prompt).getByRole('button', { name: 'You have a gift' }));
    const dialog = await body().findByRole('dialog', { name: 'Open your gift' }, { timeout: 5000 });
    await settled(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Unlock for free' })).toBeVisible();
  },
};

// --- prompts from the page's query --------------------------------------------------------------------------------

/** `subscribe_prompt=paid` for a free reader; Dismiss hides it. */
export const SubscribePromptPaid: Story = {
  parameters: { role: 'free' },
  args: { subscribePrompt: 'paid' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'subscribe-prompt')!;
    await expect(prompt).toHaveAttribute('data-state', 'paid');
    await expect(within(prompt).getByRole('link', { name: 'See paid plans' })).toBeVisible();
  },
};

/** `subscribe_prompt=other` for an anonymous reader. */
export const SubscribePromptOther: Story = {
  parameters: { role: 'anonymous' },
  args: { subscribePrompt: 'other' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'subscribe-prompt')).toHaveAttribute('data-state', 'other');
    await userEvent.click(within(part(canvasElement, 'subscribe-prompt')!).getByRole('button', { name: 'Dismiss' }));
    await expect(part(canvasElement, 'subscribe-prompt')).toBeNull();
  },
};

/** `just_subscribed`: the confirmation. */
export const JustSubscribed: Story = {
  parameters: { role: 'free' },
  args: { justSubscribed: true },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'subscribe-prompt')!;
    await expect(prompt).toHaveAttribute('data-state', 'justSubscribed');
    await expect(within(prompt).getByRole('heading', { name: 'You’re subscribed' })).toBeVisible();
  },
};

/** `follow=true`: the free reader follows the publication's author (P10a); the next E43 knows. */
export const FollowPrompt: Story = {
  parameters: { role: 'free' },
  args: { follow: true },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const prompt = part(canvasElement, 'follow-prompt')!;
    await expect(prompt).toHaveAttribute('data-state', 'idle');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(part(canvasElement, 'follow-prompt')).toHaveAttribute('data-state', 'following'), { timeout: 5000 });
    await expect(within(part(canvasElement, 'follow-prompt')!).getByRole('status')).toHaveTextContent('Following');
    // Back from the subscribe page with `follow=true`: the author's notifications were turned on on arrival (M20).
    await expect(await within(canvasElement).findByRole('button', { name: 'Notified' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Following fails (500): a toast, and the button is back. */
export const FollowFails: Story = {
  parameters: { role: 'free', scenario: faultOn(followUser, '500') },
  args: { follow: true },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await userEvent.click(within(part(canvasElement, 'follow-prompt')!).getByRole('button', { name: 'Follow' }));
    await expectToast('We couldn’t follow The Daily Margin. Please try again.');
    await expect(part(canvasElement, 'follow-prompt')).toHaveAttribute('data-state', 'idle');
    await expect(await within(canvasElement).findByRole('button', { name: 'Notified' }, { timeout: 5000 })).toBeVisible();
  },
};

// --- restacks and comments ------------------------------------------------------------------------------------------

/** Eight restacks: three shown and "and 5 others restacked this post" with their faces (E41). */
export const RestacksWithRemainingCount: Story = {
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const restacks = part(canvasElement, 'restacks-preview')!;
    await expect(restacks.querySelectorAll('[data-part="restack"]')).toHaveLength(3);
    await expect(part(canvasElement, 'restacks-remaining')).toHaveTextContent('and 5 others restacked this post');
    await expect(part(canvasElement, 'comments-section')).toHaveAttribute('data-state', 'list');
    await expect(within(part(canvasElement, 'comments-section')!).getByRole('link', { name: 'View all 7 comments' })).toHaveAttribute(
      'href',
      '/p/the-city-that-reads/comments',
    );
  },
};

/** A post nobody restacked: the empty restacks preview. */
export const RestacksEmpty: Story = {
  args: { slug: 'three-voices' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'restacks-preview')).toHaveAttribute('data-state', 'empty');
    await expect(within(part(canvasElement, 'restacks-preview')!).getByText('No restacks yet.')).toBeVisible();
  },
};

/** Comments turned off on the post: T136, no link to the comments page; its restacks show in the section. */
export const CommentsOff: Story = {
  args: { slug: 'archive-4' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const section = part(canvasElement, 'comments-section')!;
    await expect(section).toHaveAttribute('data-state', 'off');
    await expect(within(section).getByText(T136)).toBeVisible();
    await expect(within(section).queryByRole('link', { name: /comment/ })).toBeNull();
    await expect(section.querySelector('[data-part="restacks-preview"]')).not.toBeNull();
  },
};

/** A post withheld in the reader's country: E35 answers 400, the section says comments are not available. */
export const CommentsNotAllowed: Story = {
  args: { slug: 'not-in-your-region' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'comments-section')).toHaveAttribute('data-state', 'notAllowed');
    await expect(within(part(canvasElement, 'comments-section')!).getByText('Comments aren’t available on this post.')).toBeVisible();
  },
};

/** The comments preview fails (500): an error with Try again, which loads them. */
export const CommentsFail: Story = {
  parameters: { scenario: faultOn(getPostComments, '500') },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'comments-section')).toHaveAttribute('data-state', 'error');
    await expect(within(part(canvasElement, 'comments-section')!).getByText('Comments could not be loaded.')).toBeVisible();
  },
};

/** E42 fails: the related posts and the more-posts list each show their error with Try again; the rest still shows. */
export const RelatedPostsFail: Story = {
  parameters: { scenario: faultOn(getArchive, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await stateIs(() => part(canvasElement, 'related-posts'), 'error');
    await stateIs(() => part(canvasElement, 'more-posts'), 'error');
    await expect(within(part(canvasElement, 'related-posts')!).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The publication has no other posts to rank: E42 (`sort=top`) answers an empty list (a story-level handler in front
 * of the mock's feed handlers; every other call, the more-posts list's `sort=new` included, goes on to the mock).
 * The top posts list ends empty with its "no other posts yet" text.
 */
export const RelatedPostsEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        feed: [
          http.get('*/api/v1/archive', ({ request }) => (new URL(request.url).searchParams.get('sort') === 'top' ? HttpResponse.json([]) : undefined)),
          ...feedHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const related = part(canvasElement, 'related-posts')!;
    await expect(related).toHaveAttribute('data-state', 'empty');
    await expect(within(related).getByText('Top posts from The Daily Margin')).toBeVisible();
    await expect(within(related).getByText('No other posts yet. New ones will show up here.')).toBeVisible();
    await expect(related.querySelector('li')).toBeNull();
    await expect(part(canvasElement, 'more-posts')).toHaveAttribute('data-state', 'list');
  },
};

/** E42 still on its way: the related posts and the more-posts list show their skeletons. */
export const MorePostsLoading: Story = {
  parameters: { scenario: faultOn(getArchive, 'timeout') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await stateIs(() => part(canvasElement, 'related-posts'), 'loading');
    await stateIs(() => part(canvasElement, 'more-posts'), 'loading');
  },
};

/** P27 answers malformed JSON: an error with Try again instead of the calls to action; the lists still show. */
export const ReaderContextMalformed: Story = {
  parameters: { scenario: faultOn(getPostReaderContext, 'malformed') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'post-end')).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(within(part(canvasElement, 'post-end')!).getByText('This part of the page could not be loaded.')).toBeVisible();
    await expect(part(canvasElement, 'post-end-cta')).toBeNull();
  },
};

// --- overlays: webview modal per app, app-install drawer ------------------------------------------------------------

const UA = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.18.106 (iPhone14,5; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 537337426)',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  linkedin: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.6127',
};

async function expectWebview(app: keyof typeof UA, text: string) {
  const dialog = await body().findByRole('dialog', { name: 'Open in your browser' }, { timeout: 5000 });
  await settled(dialog);
  await expect(dialog.querySelector('[data-part="webview-modal"]')).toHaveAttribute('data-app', app);
  await expect(dialog).toHaveTextContent(text);
}

/** Inside Instagram's in-app browser (by user agent, M72): the modal in its Instagram copy; Continue here closes it. */
export const WebviewInstagram: Story = {
  parameters: { platform: { userAgent: UA.instagram } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectWebview('instagram', 'You’re reading inside Instagram.');
    await expect(part(document.body, 'app-install-drawer')).toBeNull();
  },
};

export const WebviewFacebook: Story = {
  parameters: { platform: { userAgent: UA.facebook } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectWebview('facebook', 'You’re reading inside Facebook.');
  },
};

export const WebviewLinkedIn: Story = {
  parameters: { platform: { userAgent: UA.linkedin } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expectWebview('linkedin', 'You’re reading inside LinkedIn.');
    await userEvent.click(body().getByRole('button', { name: 'Continue here' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** On a phone (375 px): the app-install drawer at the bottom of the screen. */
export const AppDrawerOnPhone: Story = {
  parameters: { role: 'anonymous' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    const drawer = part(canvasElement, 'app-install-drawer')!;
    await expect(drawer).toHaveAttribute('data-state', 'open');
    await expect(within(drawer).getByRole('link', { name: 'Get the app' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const drawerStorage = createMemoryStorage(createManualClock(MOCK_NOW));

/** Remounts its children when "Open the post again" is pressed (a new page view with the same storage). */
function Reloadable({ children }: { children: (key: number) => React.ReactNode }) {
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" data-part="story-reload" onClick={() => setKey((k) => k + 1)} style={{ margin: 16 }}>
        Open the post again
      </button>
      {children(key)}
    </>
  );
}

/** Not now dismisses the drawer and the platform storage remembers it: opening the post again shows no drawer. */
export const AppDrawerDismissed: Story = {
  parameters: { role: 'anonymous', platform: { storage: drawerStorage } },
  globals: { viewport: { value: 'mobile375' } },
  beforeEach: () => {
    drawerStorage.remove(APP_DRAWER_DISMISSED_KEY);
  },
  render: (args) => <Reloadable>{(key) => <PostEndOnMock key={key} {...args} />}</Reloadable>,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const drawer = part(canvasElement, 'app-install-drawer')!;
    await expect(drawer).toHaveAttribute('data-state', 'open');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(part(canvasElement, 'app-install-drawer')).toBeNull());
    await expect(drawerStorage.get(APP_DRAWER_DISMISSED_KEY)).toBe('1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the post again' }));
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'app-install-drawer')).toBeNull();
  },
};

/** On a desktop (1280 px) there is no drawer. */
export const Desktop1280: Story = {
  parameters: { role: 'free' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'app-install-drawer')).toBeNull();
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-cta', 'paid_upsell');
  },
};

/** The free reader at 375 px (the drawer is dismissed in storage so the page is seen whole). */
export const FreeReaderOnPhone: Story = {
  parameters: { role: 'free', platform: { storage: createMemoryStorage(createManualClock(MOCK_NOW), { [APP_DRAWER_DISMISSED_KEY]: '1' }) } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-cta', 'paid_upsell');
    await expect(part(canvasElement, 'app-install-drawer')).toBeNull();
  },
};

/** A regular browser's user agent: no webview modal. */
export const WebviewModalConnectedWithoutInAppBrowser: Story = {
  render: () => (
    <div data-part="webview-probe">
      <WebviewModal />
      <p style={{ padding: 16 }}>A regular browser: no modal.</p>
    </div>
  ),
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The paid reader in the dark theme. */
export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await endSettled(canvasElement);
    await expect(part(canvasElement, 'post-end-cta')).toHaveAttribute('data-cta', 'free_upsell');
  },
};
