import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { core } from '../../../mocks/db/core';
import { PostPage, type PostPageProps, matchPostRoute } from '../../../src/features/post';
import { getPostBySlug, getPostSelection, savePost, updatePostTheme } from '../../../src/api/endpoints/posts';
import { useLocation, usePlatform } from '../../../src/platform/context';
import type { RecordingAnalytics } from '../../../src/platform/analytics';
import type { MemoryNavigation } from '../../../src/platform/navigation';
import { body, expectAlert, expectToast, faultOn, part, postEndSettled, settled, stateIs } from '../../support';

/**
 * The connected post page on the mock API (mocks/db/core.ts): 1001 "The city that reads" (Daily Margin, 84 likes →
 * full date, tags Cities/Books), 1002 paid, 1003 and 1304 founding-only, 1005 three bylines with a guest and guest
 * bios, 1008 a page, 1009 a thread, 1012 geoblocked, 1014 metered, 1300 a long read, 1301 paid on Field Notes
 * (payments off, pledges on), 1302 paid on The Inner Circle (invite-only), 1303 hostile markup.
 */
const T048 = 'This content has been withheld in your country in response to a legal requirement.';
const T138 = 'You upgraded to a founding tier subscription. Thank you!';
const T163 = 'Post not found';

/** The footer's failed-save text (`footer.save.error`): the product's one text for a failed save. */
/** The shared `common.error.network` (the post page has no failure texts of its own). */
const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';
const SAVE_FAILED = 'We couldn’t update your saved posts. Please try again.';

const none = () => null;
/** Header, body and paywall only: the footer and the end of the post have their own stories. */
const focused: Pick<PostPageProps, 'renderFooter' | 'renderEnd'> = { renderFooter: none, renderEnd: none };

/**
 * The page as the app mounts it (from the route), remounted on every reload of the in-memory navigation (as a
 * browser reload would), with the navigation's history and reload count in a hidden probe for the play functions.
 */
function RoutedPage(props: Omit<PostPageProps, 'route'>) {
  const { navigation, analytics } = usePlatform() as unknown as { navigation: MemoryNavigation; analytics: RecordingAnalytics };
  const location = useLocation();
  useEffect(() => {
    const w = window as unknown as { __postPageNavigation?: MemoryNavigation; __postPageAnalytics?: RecordingAnalytics };
    w.__postPageNavigation = navigation;
    w.__postPageAnalytics = analytics;
  }, [navigation, analytics]);
  return (
    <>
      <PostPage key={navigation.reloads} {...props} />
      {matchPostRoute(location.pathname) ? null : (
        <div style={{ padding: 24 }}>
          <p style={{ margin: 0, padding: 16, border: '1px dashed #c9c9c5', borderRadius: 8, fontFamily: 'Inter, sans-serif', fontSize: 14, color: '#555' }}>
            The app now shows <code>{`${location.pathname}${location.search}`}</code> (another screen).
          </p>
        </div>
      )}
      <output
        hidden
        data-testid="navigation"
        data-path={`${location.pathname}${location.search}`}
        data-reloads={navigation.reloads}
        data-history={JSON.stringify(navigation.history)}
      />
    </>
  );
}

/** The story's in-memory navigation (the harness keeps it on `window` for play functions). */
function storyNavigation(): MemoryNavigation | undefined {
  return (window as unknown as { __postPageNavigation?: MemoryNavigation }).__postPageNavigation;
}

const at = (path: string) => ({ path, publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' } });
const pageEl = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="post-page"]');
const probe = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="navigation"]')!;

async function loaded(root: HTMLElement) {
  await waitFor(() => expect(pageEl(root)).toHaveAttribute('data-state', 'loaded'), { timeout: 8000 });
}

function paywall(root: HTMLElement) {
  return root.querySelector<HTMLElement>('[data-part="post-paywall"]');
}

const meta = {
  title: 'Features/Post/PostPage',
  component: RoutedPage,
  tags: ['!autodocs'],
  args: focused,
  parameters: { role: 'paid', platform: at('/p/the-city-that-reads'), layout: 'fullscreen' },
  // The post page's end loads on a 1 s timer: the shot waits for it (see postEndSettled).
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof RoutedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— loading ———

/** A paid subscriber on an ordinary post, with the footer bar and the end of the post. 84 likes → the full date (G30). */
export const Loaded: Story = {
  args: { renderFooter: undefined, renderEnd: undefined },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The city that reads' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="post-date"]')).toHaveAttribute('data-full', 'true');
    await expect(canvasElement.querySelector('[data-part="post-date"]')?.textContent).toMatch(/, 20\d\d$/);
    await expect(canvas.getByText(/min read$/)).toBeVisible();
    await expect(paywall(canvasElement)).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-part="post-end"]')).not.toBeNull());
  },
};

/** The skeleton while the post loads (the mock answers after a minute). */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading post');
  },
};

/** The id route `/home/post/p-{id}` (G32) loads the same post (P28). */
export const ById: Story = {
  parameters: { platform: at('/home/post/p-1001') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'The city that reads' })).toBeVisible();
  },
};

/** A 404 shows "Post not found" (T163) and a way home. */
export const NotFound: Story = {
  parameters: { platform: at('/p/no-such-post') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: T163 }, { timeout: 5000 })).toBeVisible();
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'not_found');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/'));
    // Back to the post for the screenshot.
    storyNavigation()?.back();
    await expect(await canvas.findByRole('heading', { name: T163 }, { timeout: 5000 })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Any other failure: an alert with the server's message, then the error state with Try again, which recovers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getPostBySlug, '500') },
  play: async ({ canvasElement }) => {
    await expectAlert('Internal server error');
    const canvas = within(canvasElement);
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByText('Internal server error')).toBeVisible();
    const { setScenario } = await import('../../../mocks/scenario');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await loaded(canvasElement);
  },
};

/** The post cannot be reached (network): the shared `common.error.network` text in the alert and the error state. */
export const LoadFailsNetwork: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'network') },
  play: async ({ canvasElement }) => {
    await expectAlert(NETWORK_ERROR);
    await expect(pageEl(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(within(canvasElement).getByText(NETWORK_ERROR)).toBeVisible();
  },
};

/** A thread post redirects (replace) to its comments page. */
export const ThreadRedirects: Story = {
  parameters: { platform: at('/p/weekend-thread') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/p/weekend-thread/comments'), { timeout: 5000 });
    await expect(JSON.parse(probe(canvasElement).dataset.history!)).toEqual(['/p/weekend-thread/comments']);
  },
};

/**
 * An anonymous reader of a metered post: the page reloads once (the guard is stored in the platform storage),
 * then shows the post with its paywall — not a second reload.
 */
export const MeteredReloadsOnce: Story = {
  parameters: { role: 'anonymous', platform: at('/p/metered-dispatch') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(probe(canvasElement)).toHaveAttribute('data-reloads', '1');
    await expect(paywall(canvasElement)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(probe(canvasElement)).toHaveAttribute('data-reloads', '1');
  },
};

/** A signed-in reader of the same metered post: no reload. */
export const MeteredSignedIn: Story = {
  parameters: { role: 'free', platform: at('/p/metered-dispatch') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(probe(canvasElement)).toHaveAttribute('data-reloads', '0');
  },
};

/** The post is deleted while the reader is on it: the next refetch (window focus) answers 404 → replace to `/`. */
export const DeletedWhileReading: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    core.posts = core.posts.filter((p) => p.id !== 1001);
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/'), { timeout: 5000 });
    await expect(JSON.parse(probe(canvasElement).dataset.history!)).toEqual(['/']);
  },
};

// ——— access by role and publication ———

/** Anonymous on a paid post (payments on): the preview, then the subscribe paywall with sign-in. */
export const PaidPostAnonymous: Story = {
  parameters: { role: 'anonymous', platform: at('/p/paid-the-long-shelf') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'subscribe');
    await expect(within(paywall(canvasElement)!).getByRole('heading', { name: 'This post is for paid subscribers' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="post-audience-badge"]')).toHaveAttribute('data-kind', 'paid');
    await userEvent.click(within(paywall(canvasElement)!).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(probe(canvasElement).dataset.path).toBe('/subscribe?next=%2Fp%2Fpaid-the-long-shelf'));
    storyNavigation()?.back();
    await loaded(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A free subscriber on a paid post: the "Free preview" badge and the subscribe paywall (no sign-in link). */
export const PaidPostFree: Story = {
  parameters: { role: 'free', platform: at('/p/paid-the-long-shelf') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-part="post-audience-badge"]')).toHaveAttribute('data-kind', 'preview');
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'subscribe');
    await expect(within(paywall(canvasElement)!).queryByRole('button', { name: 'Already a subscriber? Sign in' })).toBeNull();
  },
};

/** A paid subscriber reads the paid post in full. */
export const PaidPostPaid: Story = {
  parameters: { role: 'paid', platform: at('/p/paid-the-long-shelf') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('[data-access]')).toHaveAttribute('data-access', 'full');
  },
};

/** A paid subscriber on a founding-only post: upgrade to founding. */
export const FoundingPostPaid: Story = {
  parameters: { role: 'paid', platform: at('/p/margin-founders-circle') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'upgrade');
    await expect(within(canvasElement).getByRole('button', { name: 'Upgrade to founding' })).toBeVisible();
  },
};

/** Anonymous on a founding-only post: become a founding member. */
export const FoundingPostAnonymous: Story = {
  parameters: { role: 'anonymous', platform: at('/p/margin-founders-circle') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'founding');
    await expect(within(canvasElement).getByRole('heading', { name: 'This post is for founding members' })).toBeVisible();
  },
};

/** A founding member reads the founding-only post in full. */
export const FoundingPostFounding: Story = {
  parameters: { role: 'founding', platform: at('/p/margin-founders-circle') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toBeNull();
    await expect(within(canvasElement).getByText('Second, the print edition.')).toBeVisible();
  },
};

/** A contributor reads the founding-only post in full. */
export const FoundingPostContributor: Story = {
  parameters: { role: 'contributor', platform: at('/p/margin-founders-circle') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toBeNull();
  },
};

/** Field Notes (payments off, pledges on): subscribe for free and pledge. */
export const PledgePublication: Story = {
  parameters: { role: 'anonymous', platform: at('/p/field-notes-members') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'pledge');
    await expect(within(canvasElement).getByRole('button', { name: 'Pledge your support' })).toBeVisible();
  },
};

/** The Inner Circle (invite-only): request an invitation. */
export const InviteOnlyPublication: Story = {
  parameters: { role: 'anonymous', platform: at('/p/inner-circle-dispatch') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'invite_only');
    await expect(within(canvasElement).getByRole('heading', { name: 'This publication is invite-only' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request an invitation' }));
    await waitFor(() => expect(probe(canvasElement).dataset.path).toContain('request_invite=true'));
    storyNavigation()?.back();
    await loaded(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

// ——— body variants ———

/** A geoblocked post: the notice (T048) replaces the body. */
export const Geoblocked: Story = {
  parameters: { platform: at('/p/not-in-your-region') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText(T048)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="post-body"]')).toBeNull();
  },
};

/** Three bylines (one guest) with photos, and the guest's bio after the body. */
export const GuestBylinesAndBios: Story = {
  parameters: { platform: at('/p/three-voices') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-part="post-byline"]')).toHaveAttribute('data-count', '3');
    await expect(within(canvasElement).getByText('(Guest)')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'About the guest author' })).toBeVisible();
  },
};

/** Hostile markup (scripts, handlers, javascript: links, SVG links, srcdoc, object): nothing runs. */
export const HostileMarkupIsInert: Story = {
  parameters: { platform: at('/p/hostile-markup-everywhere') },
  play: async ({ canvasElement }) => {
    const w = window as unknown as { __mastheadPwned?: string };
    delete w.__mastheadPwned;
    await loaded(canvasElement);
    const postBody = canvasElement.querySelector<HTMLElement>('[data-part="post-body"]')!;
    await expect(within(postBody).getByText('Safe text after the payloads.')).toBeVisible();
    await expect(postBody.querySelector('script, iframe, object, embed, [onerror], [onload], [onmouseover], [srcdoc]')).toBeNull();
    await expect(postBody.innerHTML).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
    await userEvent.hover(within(postBody).getByText('Paragraph with a handler.'));
    await userEvent.click(within(postBody).getByText('A javascript: link'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(w.__mastheadPwned).toBeUndefined();
    const external = within(postBody).getByRole('link', { name: 'An external link' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

/**
 * A long read at 1280 px: headings, lists, quotes, figures with captions and code in the reading type. Header and
 * body only: story screenshots stop at 4,000 px, so a footer below a read this long would not be in the picture (see
 * `Loaded` for the whole page with the footer and the end of the post).
 */
export const LongPostDesktop: Story = {
  parameters: { platform: at('/p/the-reading-room') },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Counting in pencil' })).toBeVisible();
    await expect(within(canvasElement).getByText('6 min read')).toBeVisible();
  },
};

/** The long read at 375 px. */
export const LongPostMobile: Story = {
  ...LongPostDesktop,
  globals: { viewport: { value: 'mobile375' } },
};

/** An anonymous reader on a paid post at 375 px. */
export const PaywallMobile: Story = {
  ...PaidPostAnonymous,
  globals: { viewport: { value: 'mobile375' } },
};

/** A video post (1006, 754 s): the reading-time slot shows the video's minutes, rounded (13). */
export const VideoReadingTime: Story = {
  parameters: { platform: at('/p/video-walk-through') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(part(canvasElement, 'post-reading-time')).toHaveTextContent('13 min read');
  },
};

/** A podcast episode (1007, 1,860 s): the reading-time slot shows the episode's minutes (31). */
export const PodcastReadingTime: Story = {
  parameters: { platform: at('/p/margin-radio-12') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(part(canvasElement, 'post-reading-time')).toHaveTextContent('31 min read');
  },
};

/** A free-subscribers post (1004) read signed out: the paywall's `signup` variant (subscribe for free). */
export const SignupPaywall: Story = {
  parameters: { role: 'anonymous', platform: at('/p/free-subscribers-only') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(paywall(canvasElement)).toHaveAttribute('data-variant', 'signup'));
  },
};

// ——— query parameters ———

/** `?action=save` saves the post (E32), toasts "Post saved" and drops the parameter from the address. */
export const ActionSave: Story = {
  parameters: { role: 'free', platform: at('/p/the-city-that-reads?action=save&t=12') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectToast('Post saved', 'View');
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/p/the-city-that-reads?t=12'));
  },
};

/** `?action=save` when the save fails: the footer's failed-save text in a toast (one text for a failed save). */
export const ActionSaveFails: Story = {
  parameters: { role: 'free', platform: at('/p/the-city-that-reads?action=save'), scenario: faultOn(savePost, '500') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectToast(SAVE_FAILED);
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/p/the-city-that-reads'));
  },
};

/** `?action=share` opens the share dialog. */
export const ActionShare: Story = {
  parameters: { platform: at('/p/the-city-that-reads?action=share') },
  play: async () => {
    await settled(await body().findByRole('dialog', {}, { timeout: 5000 }));
  },
};

/** `?founding-member-confirmation` toasts T138. */
export const FoundingMemberConfirmation: Story = {
  parameters: { role: 'founding', platform: at('/p/the-city-that-reads?founding-member-confirmation=true') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectToast(T138);
    await waitFor(() => expect(probe(canvasElement)).toHaveAttribute('data-path', '/p/the-city-that-reads'));
  },
};

/** `?selection=…` (E37): the shared passage is marked and announced. */
export const SharedSelection: Story = {
  parameters: { platform: at('/p/the-city-that-reads?selection=sel-city-reads') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="selection-share-view"]')).toHaveAttribute('data-state', 'highlighted'));
    await expect(canvasElement.querySelector('mark[data-part="selection-highlight"]')).not.toBeNull();
    window.scrollTo(0, 0);
  },
};

/** `?selection=…` while E37 is still on its way: the body shows, the selection's own loading state above it. */
export const SharedSelectionLoading: Story = {
  parameters: { platform: at('/p/the-city-that-reads?selection=sel-city-reads'), scenario: faultOn(getPostSelection, 'timeout') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await stateIs(() => part(canvasElement, 'selection-share-view'), 'loading');
    window.scrollTo(0, 0);
  },
};

/** `?imgSelection=…` (E38): the shared image (here the cover) is outlined. */
export const SharedImageSelection: Story = {
  parameters: { platform: at('/p/the-city-that-reads?imgSelection=img-city-cover') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="selection-share-view"]')).toHaveAttribute('data-state', 'highlighted'));
    await expect(canvasElement.querySelector('[data-part="post-cover"]')).toHaveAttribute('data-selection-highlight');
  },
};

/** An unknown selection: "not found". */
export const SharedSelectionNotFound: Story = {
  parameters: { platform: at('/p/the-city-that-reads?selection=gone') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="selection-share-view"]')).toHaveAttribute('data-state', 'not_found'));
    await expect(within(canvasElement).getByText('The shared passage could not be found in this post.')).toBeVisible();
  },
};

// ——— staff ———

/** A contributor on a page-type post: Edit (T083) goes to the editor with a `back` parameter. */
export const PageEditContributor: Story = {
  parameters: { role: 'contributor', platform: at('/p/about') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const edit = within(canvasElement).getByRole('link', { name: 'Edit' });
    await expect(edit).toHaveAttribute('href', '/publish/post/1008?back=%2Fp%2Fabout');
  },
};

/** M13: "top reached" on arrival and "bottom reached" at the end of the body, each once per page view. */
export const ScrollTracking: Story = {
  parameters: { platform: at('/p/the-reading-room') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const analytics = (window as unknown as { __postPageAnalytics: RecordingAnalytics }).__postPageAnalytics;
    const count = (name: string) => analytics.events.filter((e) => e.event === name).length;
    await waitFor(() => expect(count('post_top_reached')).toBe(1));
    await expect(count('post_bottom_reached')).toBe(0);
    for (let i = 0; i < 2; i++) {
      canvasElement.querySelector('[data-part="post-bottom-marker"]')!.scrollIntoView();
      await waitFor(() => expect(count('post_bottom_reached')).toBe(1));
      window.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await expect(count('post_top_reached')).toBe(1);
    await expect(analytics.events.find((e) => e.event === 'post_bottom_reached')?.properties).toEqual({ post_id: 1300 });
  },
};

/** A paid reader on the same page: no Edit. */
export const PageReader: Story = {
  parameters: { role: 'paid', platform: at('/p/about') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** An admin changes the featured tag (seeded: Cities): Save disabled → enabled → Saved; "Books" shows above the title. */
export const FeaturedTagAdmin: Story = {
  parameters: { role: 'admin' },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Featured tag'), 'Books');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-part="featured-tag"]')).toHaveTextContent('Books');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While E34 saves the featured tag: Save shows "Saving…" and is disabled, the select is locked. */
export const FeaturedTagSaving: Story = {
  parameters: { role: 'admin', scenario: faultOn(updatePostTheme, 'timeout') },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Featured tag'), 'Books');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await stateIs(() => part(canvasElement, 'featured-tag-editor'), 'saving');
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(canvas.getByLabelText('Featured tag')).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saving the featured tag fails: an alert with the server's message, Save enabled again, the choice kept, the header unchanged. */
export const FeaturedTagFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(updatePostTheme, '500') },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="featured-tag"]')).toHaveTextContent('Cities');
    await userEvent.selectOptions(canvas.getByLabelText('Featured tag'), 'Books');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectAlert('The featured tag could not be saved: Internal server error');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByLabelText('Featured tag')).toHaveValue('2');
    await expect(canvasElement.querySelector('[data-part="featured-tag"]')).toHaveTextContent('Cities');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The admin dismisses the one-time coming-soon explainer (E13); it stays dismissed after a reload. */
export const ComingSoonExplainerDismissed: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="coming-soon-explainer"]')).toBeNull());
    storyNavigation()?.reload?.();
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-part="coming-soon-explainer"]')).toBeNull();
  },
};

// ——— header states on the mock (round-1 gaps) ———

/** A founding member on the founding-only post (1304): the "Founding members" audience badge in the header. */
export const FoundingBadge: Story = {
  parameters: { role: 'founding', platform: at('/p/margin-founders-circle') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const badge = part(canvasElement, 'post-audience-badge');
    await expect(badge).toHaveAttribute('data-kind', 'founding');
    await expect(badge).toHaveTextContent('Founding members');
    await expect(badge).toBeVisible();
    await expect(paywall(canvasElement)).toBeNull();
  },
};

/** Open Water hides bylines (`bylines_enabled: false`, post 1305): no author names or photos, the date and reading time still show. */
export const BylinesOff: Story = {
  parameters: { platform: at('/p/open-water-tide-tables') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reading the tide tables' })).toBeVisible();
    await expect(part(canvasElement, 'post-byline')).toBeNull();
    await expect(part(canvasElement, 'post-date')).toBeVisible();
    await expect(part(canvasElement, 'post-reading-time')).toHaveTextContent(/^\d+ min read$/);
  },
};

/** A post with 1,234 likes (1307) and its footer: the like count is shortened to "1.2K". */
export const ShortenedLikeCount: Story = {
  args: { renderFooter: undefined },
  parameters: { platform: at('/p/a-thousand-hearts') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const count = await waitFor(() => {
      const el = part(canvasElement, 'like-count');
      expect(el).not.toBeNull();
      return el!;
    });
    // Sighted readers see "1.2K"; the full "1,234" is in the title and for screen readers.
    await expect(count.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^1\.2K$/);
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('title', '1,234');
    await expect(count).toHaveAttribute('data-value', '1234');
  },
};
