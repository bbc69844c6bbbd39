import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPublication, PUB } from '../../../mocks/db/core';
import { freeSignup } from '../../../src/api/endpoints/account';
import { restack as restackEndpoint } from '../../../src/api/endpoints/feed';
import { addPostReaction, getPostBySlug, getPostSummary, savePost } from '../../../src/api/endpoints/posts';
import { useApi } from '../../../src/api/useApi';
import { PostFooter, type PostFooterPlacement, type RestackSubject } from '../../../src/features/footer';
import { paths } from '../../../src/kit/routes';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { createMemoryStorage } from '../../../src/platform/storage';
import { body, expectAlert, expectToast, faultOn, openMenu, part, ready, settled } from '../../support';

/**
 * The connected footer on the mock API (mocks/db): post 1001 "The city that reads" on The Daily Margin (84 likes,
 * liked by the paid and founding viewers; 7 comments; 3 restacks), 1005 "Three voices on the river" (liked by the
 * free viewer), 1013 cross-posted from Field Notes, 1002 paid-only. Open Water hides restacks; Inner Circle is
 * invite-only with its community off. The free viewer has never restacked (first-time nudge); the paid one has.
 */
const T050 = 'Post liked';
const T051 = 'Post unliked';
const T052 = 'Post saved';
const T053 = 'View';
const T054 = 'Post unsaved';
const T083 = 'Edit';
const T086 = 'Open as PDF';
const T154 = 'Note restacked';
const T115 = 'View now';
const T116 = 'OK';
const T155 = 'Post restacked';
const T156 = 'Restack undone';
/** Designed texts (catalog/footer.ts). */
const LIKE_ERROR = 'Something went wrong. Please try again.';
const SAVE_ERROR = 'We couldn’t update your saved posts. Please try again.';
/** The mock's text for an injected 500 (mocks/scenario.ts), shown by the restack and signup alerts. */
const SERVER_500 = 'Internal server error';

const ALL_FLAGS = { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true };

interface FooterOnPostProps {
  /** The post loaded from the mock (E23). */
  slug: string;
  /** The publication passed to the footer (mock id). */
  publicationId?: number;
  crossPost?: boolean;
  variant?: PostFooterPlacement;
  /** Tall filler around the footer (mobile toolbar). */
  tall?: boolean;
  /** What a restack restacks (toast and nudge variant). */
  subject?: RestackSubject;
}

/** Loads a post from the mock like the post page does and renders the footer under a stand-in article. */
function FooterOnPost({ slug, publicationId = PUB.margin, crossPost = false, variant = 'bar', tall = false, subject }: FooterOnPostProps) {
  const api = useApi();
  const post = useQuery({ queryKey: ['story-post', slug], queryFn: () => api.call(getPostBySlug, { params: { slug } }), retry: false });
  if (!post.data) return <p data-part="story-loading">Loading…</p>;
  return (
    <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontFamily: 'var(--mh-font-serif)', fontSize: 28, margin: '0 0 16px' }}>{post.data.title}</h1>
      {tall ? <div style={{ height: 1400, background: 'var(--mh-color-surfaceSunken)' }} aria-hidden /> : null}
      <PostFooter post={post.data} publication={findPublication(publicationId) ?? null} crossPost={crossPost} variant={variant} subject={subject} />
    </div>
  );
}

const footer = (root: HTMLElement) => part(root, 'post-footer')!;
/** Buttons with a count are named "Like 84": match the label at the start. */
const named = (label: string) => new RegExp(`^${label}( |$)`);
const likeButton = (root: HTMLElement) => within(footer(root)).getByRole('button', { name: named('Like') });
const saveButton = (root: HTMLElement) => within(footer(root)).getByRole('button', { name: 'Save' });
const restackButton = (root: HTMLElement) => within(footer(root)).getByRole('button', { name: named('Restack') });
const countOf = (button: HTMLElement) => Number(button.querySelector('[data-value]')?.getAttribute('data-value') ?? 0);

/** The footer is on the page and its facepile (bar variant) has loaded. */
async function footerReady(root: HTMLElement) {
  await ready(root, 'post-footer');
  if (part(root, 'post-facepile')) await ready(root, 'post-facepile');
}

/** The dialog named `name` has finished appearing; returns it. */
async function dialogShown(name: string) {
  const dialog = await body().findByRole('dialog', { name }, { timeout: 5000 });
  await settled(dialog);
  return dialog;
}

async function closeDialog(name: string) {
  const dialog = await dialogShown(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(body().queryByRole('dialog', { name })).toBeNull());
}

/** A manual clock and a memory storage on it, per story (cooldowns, the PDF modal). */
const manual = () => {
  const clock = createManualClock('2026-11-21T12:00:00.000Z');
  return { clock, storage: createMemoryStorage(clock) };
};
const clockOf = (context: StoryContext) => (context.parameters.platform as { clock: ManualClock }).clock;

const meta = {
  title: 'Features/Footer/PostFooter',
  component: FooterOnPost,
  tags: ['!autodocs'],
  args: { slug: 'the-city-that-reads' },
  parameters: { role: 'free', layout: 'fullscreen' },
} satisfies Meta<typeof FooterOnPost>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— like ———

/** A free reader: like → "Post liked", the heart fills, count +1, their name leads the facepile text; then the plan picker (like-upsell, e-mail locked). */
export const FreeLikes: Story = {
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const like = likeButton(canvasElement);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = countOf(like);
    await userEvent.click(like);
    await expectToast(T050);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('data-state', 'liked');
    await expect(countOf(like)).toBe(before + 1);
    await expect(canvasElement.querySelector('[data-part="facepile-names"]')).toHaveTextContent(/^Liked by Frances Free/);
    const upsell = await dialogShown('Thanks for the like!');
    await expect(within(upsell).getByRole('radio', { name: '$8 a month' })).toBeVisible();
    await expect(within(upsell).getByRole('radio', { name: '$80 a year' })).toBeChecked();
    await expect(within(upsell).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(within(upsell).getByRole('textbox', { name: 'Email' })).toHaveValue('frances@example.com');
  },
};

/** Unlike: "Post unliked", count −1 (the paid reader has liked 1001; the upsell does not follow an unlike). */
export const PaidUnlikes: Story = {
  parameters: { role: 'paid' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const like = likeButton(canvasElement);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const before = countOf(like);
    await userEvent.click(like);
    await expectToast(T051);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(like)).toBe(before - 1);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A paid subscriber likes: the like-upsell shows its share view; "Share this post" opens the share dialog. */
export const PaidLikeUpsellShare: Story = {
  parameters: { role: 'paid' },
  args: { slug: 'three-voices' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(likeButton(canvasElement));
    await expectToast(T050);
    const upsell = await dialogShown('Thanks for the like!');
    await expect(upsell).toHaveTextContent('Know someone who would enjoy this post?');
    await userEvent.click(within(upsell).getByRole('button', { name: 'Share this post' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Thanks for the like!' })).toBeNull());
    await settled(await body().findByRole('dialog', { name: 'Share post' }, { timeout: 5000 }));
  },
};

/** The like call fails: the generic alert, then the heart and the count are back as they were. */
export const LikeFails: Story = {
  parameters: { scenario: faultOn(addPostReaction, '500') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const like = likeButton(canvasElement);
    const before = countOf(like);
    await userEvent.click(like);
    await expectAlert(LIKE_ERROR);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(like)).toBe(before);
    await expect(body().queryByRole('dialog', { name: 'Thanks for the like!' })).toBeNull();
  },
};

/** Signed out: the like answers 401 → the free-subscribe-to-like modal; the count reverts; subscribing confirms. */
export const AnonymousLike: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const like = likeButton(canvasElement);
    const before = countOf(like);
    await userEvent.click(like);
    const modal = await dialogShown('Subscribe to like this post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(like)).toBe(before);
    await userEvent.type(within(modal).getByRole('textbox', { name: /Email/ }), 'reader@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Subscribe' }));
    await expect(await within(modal).findByText('Check your inbox to finish subscribing, then like away.')).toBeVisible();
  },
};

/** The free signup in that modal fails: an alert with the server's message; the form stays. */
export const AnonymousLikeSignupFails: Story = {
  parameters: { role: 'anonymous', scenario: faultOn(freeSignup, '500') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(likeButton(canvasElement));
    const modal = await dialogShown('Subscribe to like this post');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Email/ }), 'reader@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Subscribe' }));
    await expectAlert(SERVER_500);
    await expect(within(modal).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

/** An admin's like: no upsell, and the reactor names show the publication's author name (Ada Admin). */
export const AdminLikes: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(likeButton(canvasElement));
    await expectToast(T050);
    await expect(canvasElement.querySelector('[data-part="facepile-names"]')).toHaveTextContent(/^Liked by Ada Admin/);
    await expect(body().queryByRole('dialog', { name: 'Thanks for the like!' })).toBeNull();
  },
};

/** Like-upsell cooldown (30 days, manual clock + memory storage): shown, then not after 29 days, then again after 31. */
export const LikeUpsellCooldown: Story = {
  parameters: { platform: manual() },
  play: async (context) => {
    const { canvasElement } = context;
    const clock = clockOf(context);
    await footerReady(canvasElement);
    const like = likeButton(canvasElement);
    const likeAndWait = async (liked: boolean) => {
      await userEvent.click(like);
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(liked)), { timeout: 5000 });
      await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    };
    await likeAndWait(true);
    await closeDialog('Thanks for the like!');
    await likeAndWait(false);
    clock.advance(29 * 86_400_000);
    await likeAndWait(true);
    await new Promise((r) => setTimeout(r, 200));
    await expect(body().queryByRole('dialog', { name: 'Thanks for the like!' })).toBeNull();
    await likeAndWait(false);
    clock.advance(2 * 86_400_000);
    await likeAndWait(true);
    await dialogShown('Thanks for the like!');
  },
};

/** A contributor's like: no upsell. */
export const ContributorLikesNoUpsell: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(likeButton(canvasElement));
    await expectToast(T050);
    await new Promise((r) => setTimeout(r, 200));
    await expect(body().queryByRole('dialog', { name: 'Thanks for the like!' })).toBeNull();
  },
};

// ——— save ———

/** Save: "Post saved" with its View link; unsave: "Post unsaved". */
export const SaveAndUnsave: Story = {
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const save = saveButton(canvasElement);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expectToast(T052, T053);
    await expect(save).toHaveAttribute('data-state', 'saved');
    await userEvent.click(save);
    await expectToast(T054);
    await expect(save).toHaveAttribute('data-state', 'unsaved');
  },
};

/** The save call fails: the state reverts and a toast says so. */
export const SaveFails: Story = {
  parameters: { scenario: faultOn(savePost, '500') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const save = saveButton(canvasElement);
    await userEvent.click(save);
    await expectToast(SAVE_ERROR);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed out: Save asks to sign in (no call). */
export const AnonymousSave: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const save = saveButton(canvasElement);
    await userEvent.click(save);
    const dialog = await dialogShown('Sign in to save this post');
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.signIn('/'));
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

// ——— restack ———

/** The free reader's first restack: count +1, "Post restacked" + View, then the first-time nudge; OK closes it; undo → "Restack undone". */
export const RestackNudgeAndUndo: Story = {
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const restack = restackButton(canvasElement);
    const before = countOf(restack);
    await userEvent.click(restack);
    await expectToast(T155, T053);
    await expect(restack).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(restack)).toBe(before + 1);
    const nudge = await dialogShown('You restacked this post');
    await expect(within(nudge).getByRole('button', { name: T115 })).toBeVisible();
    await userEvent.click(within(nudge).getByRole('button', { name: T116 }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(restack);
    await expectToast(T156);
    await expect(restack).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(restack)).toBe(before);
    // A second restack: no nudge any more.
    await userEvent.click(restack);
    await waitFor(() => expect(restack).toHaveAttribute('aria-pressed', 'true'));
    await new Promise((r) => setTimeout(r, 200));
    await expect(body().queryByRole('dialog', { name: 'You restacked this post' })).toBeNull();
  },
};

/** The first-time nudge, left open for the screenshot ("View now" / "OK"). */
export const RestackNudge: Story = {
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(restackButton(canvasElement));
    const nudge = await dialogShown('You restacked this post');
    await expect(within(nudge).getByRole('button', { name: T115 })).toBeVisible();
    await expect(within(nudge).getByRole('button', { name: T116 })).toBeVisible();
  },
};

/** A reader who restacked before (paid) gets no nudge. */
export const PaidRestacksNoNudge: Story = {
  parameters: { role: 'paid' },
  args: { slug: 'three-voices' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(restackButton(canvasElement));
    await expectToast(T155, T053);
    await new Promise((r) => setTimeout(r, 200));
    await expect(body().queryByRole('dialog', { name: 'You restacked this post' })).toBeNull();
  },
};

/** Restacking a note (subject `note`, e.g. a feed's note): "Note restacked" (T154) with its View link to the reader's profile. */
export const NoteRestacked: Story = {
  parameters: { role: 'paid' },
  args: { slug: 'three-voices', subject: 'note' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const restack = restackButton(canvasElement);
    await userEvent.click(restack);
    const toast = await expectToast(T154, T053);
    await expect(within(toast).getByRole('link', { name: T053 })).toHaveAttribute('href', paths.profile('paolo'));
    await expect(restack).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The restack fails: an alert with the server's message; state and count revert. */
export const RestackFails: Story = {
  parameters: { scenario: faultOn(restackEndpoint, '500') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const restack = restackButton(canvasElement);
    const before = countOf(restack);
    await userEvent.click(restack);
    await expectAlert(SERVER_500);
    await expect(restack).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(restack)).toBe(before);
  },
};

/** Signed out: Restack asks to sign in. */
export const AnonymousRestack: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(restackButton(canvasElement));
    await dialogShown('Sign in to restack this post');
  },
};

/** Open Water hides restacks: the button shows disabled and nothing happens. */
export const RestacksOff: Story = {
  args: { slug: 'the-city-that-reads', publicationId: PUB.openWater },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const restack = restackButton(canvasElement);
    await expect(restack).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(restack);
    await expect(restack).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A publication with its community off (Inner Circle): no Restack at all. */
export const CommunityOff: Story = {
  args: { slug: 'the-city-that-reads', publicationId: PUB.innerCircle },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await expect(within(footer(canvasElement)).queryByRole('button', { name: named('Restack') })).toBeNull();
  },
};

// ——— more menu, flags ———

/** A contributor: More → Edit (T083). */
export const ContributorEdit: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const menu = await openMenu(within(footer(canvasElement)).getByRole('button', { name: 'More' }));
    await expect(within(menu).getByRole('menuitem', { name: T083 })).toBeVisible();
  },
};

/**
 * A contributor in cross-post mode: no Edit (the menu has nothing else, so no More button). Likes use the cross-post
 * call (E27): the plain like route (E25) is set to fail here, and the like still goes through.
 */
export const ContributorCrossPost: Story = {
  parameters: { role: 'contributor', scenario: faultOn(addPostReaction, '500') },
  args: { slug: 'field-notes-on-herons', publicationId: PUB.fieldNotes, crossPost: true },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await expect(within(footer(canvasElement)).queryByRole('button', { name: 'More' })).toBeNull();
    await userEvent.click(likeButton(canvasElement));
    await expectToast(T050);
  },
};

/** Flags off: no Like, no Reader guide, no Open as PDF. */
export const FlagsOff: Story = {
  parameters: { platform: { flags: { like_posts_enabled: false, enable_post_summarization: false, show_open_post_as_pdf_button: false } } },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const bar = within(footer(canvasElement));
    await expect(bar.queryByRole('button', { name: named('Like') })).toBeNull();
    await expect(bar.queryByRole('button', { name: 'Reader guide' })).toBeNull();
    await expect(bar.queryByRole('button', { name: T086 })).toBeNull();
    await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

// ——— reader guide ———

/** Reader guide on (post 1005, whose summary the mock writes with a script and a javascript: link): the summary shows, sanitised (its script never ran, the javascript: link lost its href). */
export const ReaderGuide: Story = {
  parameters: { platform: { flags: ALL_FLAGS } },
  args: { slug: 'three-voices' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const button = within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' });
    await userEvent.click(button);
    const panel = await within(canvasElement).findByRole('region', { name: 'Reader guide' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'shown'), { timeout: 5000 });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(within(panel).getByRole('link', { name: 'Read the full post' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(panel.querySelector('script')).toBeNull();
    await expect(panel.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __readerGuideScriptRan?: boolean }).__readerGuideScriptRan).toBeUndefined();
  },
};

/** The summary call fails: the error text; Try again loads it. */
export const ReaderGuideError: Story = {
  parameters: { platform: { flags: ALL_FLAGS }, scenario: faultOn(getPostSummary, '500') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' }));
    const panel = await within(canvasElement).findByRole('region', { name: 'Reader guide' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(within(panel).getByRole('alert')).toHaveTextContent(SERVER_500);
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No connection: the panel says the shared network text (the kit's rule, as every screen), not a reader-guide text of its own. */
export const ReaderGuideOffline: Story = {
  parameters: { platform: { flags: ALL_FLAGS }, scenario: faultOn(getPostSummary, 'network') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' }));
    const panel = await within(canvasElement).findByRole('region', { name: 'Reader guide' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The session ended (E31 answers 401): the product's sign-in modal opens, and the panel asks to sign in (not "Not authorized"). */
export const ReaderGuideSignedOut: Story = {
  parameters: { platform: { flags: ALL_FLAGS }, scenario: faultOn(getPostSummary, '401') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' }));
    const dialog = await body().findByRole('dialog', { name: 'Sign in to continue' }, { timeout: 5000 });
    await settled(dialog);
    const panel = canvasElement.querySelector<HTMLElement>('[data-part="reader-guide"]')!;
    await expect(panel).toHaveAttribute('data-state', 'error');
    await expect(panel).toHaveTextContent('Please sign in to continue.');
    await expect(panel).not.toHaveTextContent('Not authorized');
  },
};

/** A reader without access to a paid post: the server's refusal shows in the panel. */
export const ReaderGuideRefused: Story = {
  parameters: { role: 'anonymous', platform: { flags: ALL_FLAGS } },
  args: { slug: 'paid-the-long-shelf' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' }));
    const panel = await within(canvasElement).findByRole('region', { name: 'Reader guide' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Subscribe to read the reader guide for this post.');
  },
};

/** While the summary is on its way (the call is held: a timeout fault) the panel says so; the button shows pressed. */
export const ReaderGuideLoading: Story = {
  parameters: { platform: { flags: ALL_FLAGS }, scenario: faultOn(getPostSummary, 'timeout') },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const button = within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' });
    await userEvent.click(button);
    const panel = await within(canvasElement).findByRole('region', { name: 'Reader guide' });
    await expect(panel).toHaveAttribute('data-state', 'loading');
    await expect(panel).toHaveTextContent('Writing the reader guide…');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

// ——— PDF ———

/** Open as PDF: the generating modal closes itself after 10 s on the platform clock (still open at 9.999 s). */
export const PdfAutoCloses: Story = {
  parameters: { platform: { ...manual(), flags: ALL_FLAGS } },
  play: async (context) => {
    const { canvasElement } = context;
    const clock = clockOf(context);
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: T086 }));
    // Its spinner never stops, so the modal is never "settled": wait for it to be visible.
    await expect(await body().findByRole('dialog', { name: 'Generating PDF…' }, { timeout: 5000 })).toBeVisible();
    clock.advance(9_999);
    await new Promise((r) => setTimeout(r, 100));
    await expect(body().getByRole('dialog', { name: 'Generating PDF…' })).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Generating PDF…' })).toBeNull());
  },
};

/** The PDF modal open (screenshot). */
export const PdfGenerating: Story = {
  parameters: { platform: { ...manual(), flags: ALL_FLAGS } },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await userEvent.click(within(footer(canvasElement)).getByRole('button', { name: T086 }));
    // Its spinner never stops, so the modal is never "settled": wait for it to be visible.
    await expect(await body().findByRole('dialog', { name: 'Generating PDF…' }, { timeout: 5000 })).toBeVisible();
  },
};

// ——— layouts ———

/** Every action on (flags on, contributor) at 375 px: the bar wraps; text labels hide. */
export const Mobile: Story = {
  parameters: { role: 'contributor', platform: { flags: ALL_FLAGS } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await expect(likeButton(canvasElement)).toBeVisible();
    await expect(within(footer(canvasElement)).getByRole('button', { name: 'Reader guide' })).toBeVisible();
  },
};

/** The compact row (feeds, comments). */
export const Compact: Story = {
  args: { variant: 'compact' },
  parameters: { platform: { flags: ALL_FLAGS } },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await expect(footer(canvasElement)).toHaveAttribute('data-variant', 'compact');
    const menu = await openMenu(within(footer(canvasElement)).getByRole('button', { name: 'More' }));
    await expect(within(menu).getByRole('menuitem', { name: T086 })).toBeVisible();
  },
};

/** The mobile toolbar at 375 px: hides on a fast scroll down, shows again on scroll up. */
export const MobileToolbar: Story = {
  args: { variant: 'toolbar', tall: true },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    const toolbar = canvasElement.querySelector<HTMLElement>('[data-part="mobile-footer-toolbar"]')!;
    await expect(toolbar).toHaveAttribute('data-state', 'visible');
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    window.scrollTo(0, 100);
    await wait(300);
    window.scrollTo(0, 700);
    await waitFor(() => expect(toolbar).toHaveAttribute('data-state', 'hidden'));
    await wait(300);
    window.scrollTo(0, 650);
    await waitFor(() => expect(toolbar).toHaveAttribute('data-state', 'visible'));
    window.scrollTo(0, 0);
  },
};
