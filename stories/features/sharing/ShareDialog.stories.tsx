import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ShareSubject, shareSubjectFromPost, ShareDialog } from '../../../src/features/sharing';
import { body, settled } from '../../support';
import {
  articlePost,
  MountedWhileOpenHarness,
  paramsOf,
  podcastPost,
  recordingShare,
  ShareDialogHarness,
  type ShareStoryParameters,
  shareParameters,
  videoPost,
} from './shareStoryKit';

/**
 * The share dialog (inventory `share-dialog`, `copy-link-confirmation`; M11 start-at, M14 copy link, M15 native
 * share). It needs no API: the viewer gives the referral key (`r`, paid viewer 102 → `2u`), the platform clock
 * times the 3 s "Copied!" confirmation (each story has a manual clock), analytics records native-share failures.
 * The clipboard and `navigator.share` are injected so plays can read what was copied and shared.
 */
const COPIED = 'Copied!';
const COPY_FAILED = 'Couldn’t copy the link. Select it and copy it by hand.';
const NATIVE_FAILED = 'Sharing didn’t work. Copy the link instead.';
const NO_LINK = 'This can’t be shared: it has no valid link.';
const T034 = '0:00';

const article: ShareSubject = shareSubjectFromPost(articlePost);

/** Every target of the article for the paid viewer (`r=2u`), exactly. */
const ARTICLE_HREFS = {
  notes: '/notes/compose?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dnotes',
  direct_message:
    '/messages/new?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Ddirect_message',
  facebook:
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dfacebook',
  linkedin:
    'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dlinkedin',
  bluesky:
    'https://bsky.app/intent/compose?text=The%20long%20game%3A%20patience%20%26%20%23craft%20https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dbluesky',
  twitter:
    'https://x.com/intent/tweet?text=The%20long%20game%3A%20patience%20%26%20%23craft&url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dtwitter',
  email:
    'mailto:?subject=The%20long%20game%3A%20patience%20%26%20%23craft&body=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Demail',
  reddit:
    'https://www.reddit.com/submit?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dreddit&title=The%20long%20game%3A%20patience%20%26%20%23craft',
  hackernews:
    'https://news.ycombinator.com/submitlink?u=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dhackernews&t=The%20long%20game%3A%20patience%20%26%20%23craft',
  pinterest:
    'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dpinterest&description=The%20long%20game%3A%20patience%20%26%20%23craft&media=https%3A%2F%2Fdailymargin.example.com%2Fimg%2Flong-game.jpg',
} as const;
const ARTICLE_COPY_LINK = 'https://dailymargin.example.com/p/the-long-game?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy';
const EXTERNAL = ['facebook', 'linkedin', 'bluesky', 'twitter', 'reddit', 'hackernews', 'pinterest'] as const;

/** The dialog, once it has finished appearing. */
async function dialog() {
  const d = await body().findByRole('dialog', {}, { timeout: 5000 });
  await settled(d);
  return d;
}
const target = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-target="${name}"]`);
const linkInput = (root: HTMLElement) => within(root).getByRole('textbox', { name: 'Link to share' });
const shareRoot = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="share-dialog"]')!;
const p = (context: StoryContext) => paramsOf(context);

/** Stops a link click from leaving the page (the component's own click handler still runs). */
function keepOnPage() {
  document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
}

const meta = {
  title: 'Features/Sharing/ShareDialog',
  component: ShareDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { open: true, onOpenChange: () => {}, subject: article },
  render: (args, context) => <ShareDialogHarness subject={args.subject} parameters={context.parameters as unknown as ShareStoryParameters} />,
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post shared by the paid viewer: every target's address, exactly, with the referral key. */
export const Post: Story = {
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveAccessibleName('Share post');
    await expect(within(d).getByText('The long game: patience & #craft')).toBeVisible();
    await expect(linkInput(d)).toHaveValue(ARTICLE_COPY_LINK);
    await expect(within(d).getByRole('button', { name: 'Copy link' })).toBeVisible();
    for (const [name, href] of Object.entries(ARTICLE_HREFS)) await expect(target(d, name)).toHaveAttribute('href', href);
    for (const name of EXTERNAL) {
      await expect(target(d, name)).toHaveAttribute('target', '_blank');
      await expect(target(d, name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(within(d).getByRole('link', { name: 'X (Twitter) (opens in a new tab)' })).toBeVisible();
    await expect(within(d).getByRole('link', { name: 'Email' })).toHaveAttribute('href', ARTICLE_HREFS.email);
    await expect(within(d).getByRole('button', { name: 'Embed' })).toHaveAttribute('aria-expanded', 'false');
    // Instagram is for clips only; no start-at for an article; no native share without navigator.share.
    await expect(target(d, 'instagram')).toBeNull();
    await expect(within(d).queryByRole('textbox', { name: /Start at/ })).toBeNull();
    await expect(within(d).queryByRole('button', { name: 'Share via…' })).toBeNull();
  },
};

/** The dark theme: designed surfaces, the copy confirmation still legible. */
export const DarkTheme: Story = {
  parameters: { ...shareParameters({ nativeShare: recordingShare() }), theme: 'dark' },
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    await within(d).findByRole('button', { name: COPIED });
  },
};

/** An anonymous reader has no referral key: no `r` in any address. */
export const AnonymousReader: Story = {
  parameters: { ...shareParameters(), role: 'anonymous' },
  play: async () => {
    const d = await dialog();
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/the-long-game?utm_campaign=post&utm_medium=web&utm_source=copy');
    await expect(target(d, 'twitter')).toHaveAttribute(
      'href',
      'https://x.com/intent/tweet?text=The%20long%20game%3A%20patience%20%26%20%23craft&url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dtwitter',
    );
  },
};

/** Copy link: "Copied!" for exactly 3 s of the platform clock (K027), then back; copied again for the picture. */
export const CopyLink: Story = {
  parameters: shareParameters(),
  play: async (context) => {
    const { clock } = p(context).platform;
    const { clipboard } = p(context).share;
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    const copied = await within(d).findByRole('button', { name: COPIED });
    await expect(copied).toHaveAttribute('data-state', 'copied');
    await expect(within(d).getByRole('status')).toHaveTextContent('Link copied to the clipboard');
    await expect(clipboard.writes).toEqual([ARTICLE_COPY_LINK]);
    clock.advance(2999);
    await expect(within(d).getByRole('button', { name: COPIED })).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(within(d).getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-state', 'idle'));
    await expect(within(d).queryByText(COPIED)).toBeNull();
    await expect(within(d).getByRole('status')).toHaveTextContent('');
    await userEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    await within(d).findByRole('button', { name: COPIED });
    await expect(clipboard.writes).toHaveLength(2);
  },
};

/** The clipboard refuses: the failure says so and the button is back to "Copy link". */
export const CopyLinkFails: Story = {
  parameters: shareParameters({ clipboardFails: true }),
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(COPY_FAILED);
    await expect(within(d).getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-state', 'failed');
    await expect(within(d).queryByText(COPIED)).toBeNull();
    await expect(shareRoot(d)).toHaveAttribute('data-copy-state', 'failed');
  },
};

/** A video post offers "Start at" (placeholder "0:00", T034): a valid time adds `t` (seconds) to every link. */
export const VideoStartAt: Story = {
  args: { subject: shareSubjectFromPost(videoPost) },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    const input = within(d).getByRole('textbox', { name: /Start at/ });
    await expect(input).toHaveAttribute('placeholder', T034);
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy');
    await userEvent.type(input, '1:30');
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy&t=90');
    await expect(target(d, 'facebook')).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fharbour-at-dawn%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dfacebook%26t%3D90',
    );
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A time past the video's 12:34 or not a time is invalid: the message names the field and rule; no `t` in the link. */
export const VideoStartAtInvalid: Story = {
  args: { subject: shareSubjectFromPost(videoPost) },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    const input = within(d).getByRole('textbox', { name: /Start at/ });
    await userEvent.type(input, '1:3o');
    await expect(await within(d).findByText('Start at must be a time like 1:30 or 1:02:03')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '13:00');
    await expect(await within(d).findByText('Start at must be at most 12:34, the length of the video')).toBeVisible();
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy');
  },
};

/** A podcast episode (31:00) takes h:mm:ss too. */
export const PodcastStartAt: Story = {
  args: { subject: shareSubjectFromPost(podcastPost) },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    const input = within(d).getByRole('textbox', { name: /Start at/ });
    await userEvent.type(input, '0:25:05');
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/margin-radio-12?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy&t=1505');
    await userEvent.clear(input);
    await userEvent.type(input, '1:00:00');
    await expect(await within(d).findByText('Start at must be at most 31:00, the length of the episode')).toBeVisible();
  },
};

/** A clip: Instagram is offered; it copies the clip link (Instagram has no web share address) and opens Instagram. */
export const Clip: Story = {
  args: { subject: shareSubjectFromPost(videoPost, { clipId: 'clip-harbour-1' }) },
  parameters: shareParameters(),
  play: async (context) => {
    const d = await dialog();
    await expect(d).toHaveAccessibleName('Share clip');
    await expect(linkInput(d)).toHaveValue(
      'https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=clip&utm_medium=web&utm_source=copy&clipId=clip-harbour-1',
    );
    const instagram = within(d).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(target(d, 'reddit')).toHaveAttribute(
      'href',
      'https://www.reddit.com/submit?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fharbour-at-dawn%3Fr%3D2u%26utm_campaign%3Dclip%26utm_medium%3Dweb%26utm_source%3Dreddit%26clipId%3Dclip-harbour-1&title=The%20harbour%20at%20dawn',
    );
    // A clip has its own start: no start-at input.
    await expect(within(d).queryByRole('textbox', { name: /Start at/ })).toBeNull();
    keepOnPage();
    await userEvent.click(instagram);
    await waitFor(() =>
      expect(p(context).share.clipboard.writes).toEqual([
        'https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=clip&utm_medium=web&utm_source=instagram&clipId=clip-harbour-1',
      ]),
    );
    await within(d).findByRole('button', { name: COPIED });
  },
};

/** One comment: the link opens the comments at it (`comments=true&commentId=…`); no Embed. */
export const Comment: Story = {
  args: { subject: shareSubjectFromPost(articlePost, { commentId: 4012 }) },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveAccessibleName('Share comment');
    await expect(linkInput(d)).toHaveValue(
      'https://dailymargin.example.com/p/the-long-game?r=2u&utm_campaign=comment&utm_medium=web&utm_source=copy&comments=true&commentId=4012',
    );
    await expect(target(d, 'linkedin')).toHaveAttribute(
      'href',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fdailymargin.example.com%2Fp%2Fthe-long-game%3Fr%3D2u%26utm_campaign%3Dcomment%26utm_medium%3Dweb%26utm_source%3Dlinkedin%26comments%3Dtrue%26commentId%3D4012',
    );
    await expect(target(d, 'embed')).toBeNull();
    await expect(target(d, 'instagram')).toBeNull();
  },
};

/** The post's `share_url_override` is shared verbatim, everywhere. */
export const ShareUrlOverride: Story = {
  args: { subject: shareSubjectFromPost({ ...articlePost, share_url_override: 'https://links.example.com/long-game' }) },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    await expect(linkInput(d)).toHaveValue('https://links.example.com/long-game');
    await expect(target(d, 'facebook')).toHaveAttribute('href', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flinks.example.com%2Flong-game');
    // The embed still shows the post itself.
    await userEvent.click(within(d).getByRole('button', { name: 'Embed' }));
    await expect(within(d).getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      '<iframe src="https://dailymargin.example.com/embed/p/the-long-game" title="The long game: patience &amp; #craft" width="480" height="320" style="border:1px solid #EEE; background:white;" frameborder="0" scrolling="no"></iframe>',
    );
  },
};

/** A `javascript:` address is never linked: the dialog says there is nothing to share. */
export const UnsafeAddress: Story = {
  args: { subject: { kind: 'post', url: 'javascript:alert(document.domain)', title: 'A post with a hostile address' } },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('alert')).toHaveTextContent(NO_LINK);
    await expect(within(d).queryAllByRole('link')).toHaveLength(0);
    await expect(d.innerHTML.toLowerCase()).not.toContain('javascript:');
  },
};

/** Embed reveals the iframe code with its own copy button. */
export const Embed: Story = {
  parameters: shareParameters(),
  play: async (context) => {
    const d = await dialog();
    const embed = within(d).getByRole('button', { name: 'Embed' });
    await userEvent.click(embed);
    await expect(embed).toHaveAttribute('aria-expanded', 'true');
    const code = within(d).getByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(
      '<iframe src="https://dailymargin.example.com/embed/p/the-long-game" title="The long game: patience &amp; #craft" width="480" height="320" style="border:1px solid #EEE; background:white;" frameborder="0" scrolling="no"></iframe>',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Copy embed code' }));
    await within(d).findByRole('button', { name: 'Embed code copied' });
    await expect(p(context).share.clipboard.writes).toEqual([(code as HTMLTextAreaElement).value]);
    p(context).platform.clock.advance(3000);
    await within(d).findByRole('button', { name: 'Copy embed code' });
  },
};

/** Notes and Direct message are in-product routes: following one navigates and closes the dialog. */
export const NotesInProduct: Story = {
  parameters: shareParameters(),
  play: async ({ canvasElement }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText(`Current page: ${ARTICLE_HREFS.notes}`)).toBeVisible();
  },
};

/** "Share via…" appears when the device can share; a success closes nothing and tracks nothing. */
export const NativeShare: Story = {
  parameters: shareParameters({ nativeShare: recordingShare() }),
  play: async (context) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Share via…' }));
    await waitFor(() =>
      expect(p(context).share.nativeShare?.calls).toEqual([
        { title: 'The long game: patience & #craft', url: 'https://dailymargin.example.com/p/the-long-game?r=2u&utm_campaign=post&utm_medium=web' },
      ]),
    );
    await waitFor(() => expect(d.querySelector('[data-state="done"]')).not.toBeNull());
    await expect(within(d).queryByRole('alert')).toBeNull();
    await expect(p(context).platform.analytics.events).toEqual([]);
  },
};

/** The share sheet fails: the reader is told, and the failure is tracked (M15). */
export const NativeShareFails: Story = {
  parameters: shareParameters({ nativeShare: recordingShare('NotAllowedError') }),
  play: async (context) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Share via…' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(NATIVE_FAILED);
    await expect(p(context).platform.analytics.events).toEqual([
      { event: 'share_native_failed', properties: { kind: 'post', error_name: 'NotAllowedError', error_message: 'Permission denied' } },
    ]);
    // The button is usable again.
    await expect(within(d).getByRole('button', { name: 'Share via…' })).not.toHaveAttribute('aria-busy');
  },
};

/** The reader closes the share sheet (AbortError): ignored — no message, nothing tracked. */
export const NativeShareAborted: Story = {
  parameters: shareParameters({ nativeShare: recordingShare('AbortError') }),
  play: async (context) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Share via…' }));
    await waitFor(() => expect(p(context).share.nativeShare?.calls).toHaveLength(1));
    await waitFor(() => expect(d.querySelector('[data-state="idle"] button')).not.toBeNull());
    await expect(within(d).queryByRole('alert')).toBeNull();
    await expect(p(context).platform.analytics.events).toEqual([]);
  },
};

/** Keyboard only: open with Enter, copy with Enter, open Embed with Space, close with Escape; focus returns. */
export const KeyboardOnly: Story = {
  render: (args, context) => (
    <ShareDialogHarness subject={args.subject} defaultOpen={false} parameters={context.parameters as unknown as ShareStoryParameters} />
  ),
  parameters: shareParameters(),
  play: async (context) => {
    const { canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus is inside the dialog; Tab reaches the link, then Copy link.
    await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
    const copy = within(d).getByRole('button', { name: 'Copy link' });
    while (document.activeElement !== copy) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(d).findByRole('button', { name: COPIED });
    await expect(p(context).share.clipboard.writes).toEqual([ARTICLE_COPY_LINK]);
    const embed = within(d).getByRole('button', { name: 'Embed' });
    while (document.activeElement !== embed) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(embed).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again for the picture.
    await userEvent.keyboard('{Enter}');
    await dialog();
  },
};

/** A host that mounts the dialog only while open (the post footer): focus still returns to its Share button. */
export const MountedOnlyWhileOpen: Story = {
  render: (args, context) => <MountedWhileOpenHarness subject={args.subject} parameters={context.parameters as unknown as ShareStoryParameters} />,
  parameters: shareParameters(),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a 375 px phone the dialog fills the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: shareParameters(),
  play: async () => {
    const d = await dialog();
    await waitFor(() => {
      const box = d.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(window.innerWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
    await expect(window.innerWidth).toBe(375);
    await expect(target(d, 'facebook')).toHaveAttribute('href', ARTICLE_HREFS.facebook);
  },
};

/** A video on a phone, with a start time typed. */
export const MobileVideo: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: { subject: shareSubjectFromPost(videoPost) },
  parameters: shareParameters({ nativeShare: recordingShare() }),
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Start at/ }), '2:05');
    await expect(linkInput(d)).toHaveValue('https://dailymargin.example.com/p/harbour-at-dawn?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy&t=125');
    await expect(within(d).getByRole('button', { name: 'Share via…' })).toBeVisible();
  },
};
