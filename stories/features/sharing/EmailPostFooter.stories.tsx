import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getPostBySlug } from '../../../src/api/endpoints/posts';
import { EmailPostFooter } from '../../../src/features/sharing';
import { useRead } from '../../../src/kit/read';
import { articlePost } from './shareStoryKit';

/**
 * The email version of the post footer (inventory `email-post-footer`): static, email-safe HTML (tables, inline
 * styles, absolute links) in a sandboxed frame. Plays parse the frame's `srcdoc` and check every link.
 */
const frameDoc = (root: HTMLElement) => {
  const frame = root.querySelector<HTMLIFrameElement>('iframe[data-part="email-post-footer"]')!;
  return new DOMParser().parseFromString(frame.srcdoc, 'text/html');
};
const hrefs = (doc: Document) => [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));

const meta = {
  title: 'Features/Sharing/EmailPostFooter',
  component: EmailPostFooter,
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
  args: { post: articlePost },
} satisfies Meta<typeof EmailPostFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Canonical links with the action query; counts shortened (1,234 likes → 1.2K). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const doc = frameDoc(canvasElement);
    await expect(hrefs(doc)).toEqual([
      'https://dailymargin.example.com/p/the-long-game?action=like&utm_campaign=email-like&utm_medium=email&utm_source=email',
      'https://dailymargin.example.com/p/the-long-game?comments=true&utm_campaign=email-comment&utm_medium=email&utm_source=email#input',
      'https://dailymargin.example.com/p/the-long-game?action=restack&utm_campaign=email-restack&utm_medium=email&utm_source=email',
      'https://dailymargin.example.com/p/the-long-game?action=share&utm_campaign=email-share&utm_medium=email&utm_source=email',
    ]);
    await expect(doc.body.textContent).toBe('Like 1.2KComment 56Restack 7Share');
    await expect(doc.querySelectorAll('[class], script, style')).toHaveLength(0);
    await expect(within(canvasElement).getByTitle('Email footer of “The long game: patience & #craft”')).toBeVisible();
  },
};

/** The post's reaction/comment/share URL overrides are used as they are. */
export const WithUrlOverrides: Story = {
  args: {
    post: {
      ...articlePost,
      reaction_url_override: 'https://email.dailymargin.example.com/c/react-1001',
      comment_url_override: 'https://email.dailymargin.example.com/c/comment-1001',
      share_url_override: 'https://email.dailymargin.example.com/c/share-1001',
    },
    options: { referralKey: '2u' },
  },
  play: async ({ canvasElement }) => {
    await expect(hrefs(frameDoc(canvasElement))).toEqual([
      'https://email.dailymargin.example.com/c/react-1001',
      'https://email.dailymargin.example.com/c/comment-1001',
      'https://dailymargin.example.com/p/the-long-game?r=2u&action=restack&utm_campaign=email-restack&utm_medium=email&utm_source=email',
      'https://email.dailymargin.example.com/c/share-1001',
    ]);
  },
};

/** Hostile data: a title with markup and `javascript:` overrides — escaped, never linked. */
export const HostileData: Story = {
  args: {
    post: {
      ...articlePost,
      title: '"><script>alert(1)</script> <b>bold</b>',
      reaction_url_override: 'javascript:alert(1)',
      share_url_override: 'javascript:alert(2)',
    },
  },
  play: async ({ canvasElement }) => {
    const doc = frameDoc(canvasElement);
    await expect(doc.querySelectorAll('script, b')).toHaveLength(0);
    for (const href of hrefs(doc)) await expect(href).toMatch(/^https:\/\/dailymargin\.example\.com\//);
    await expect(doc.title).toBe('Email footer of “"><script>alert(1)</script> <b>bold</b>”');
  },
};

/** On a phone the buttons wrap inside the email's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: { height: 120 },
  play: async ({ canvasElement }) => {
    await expect(hrefs(frameDoc(canvasElement))).toHaveLength(4);
  },
};

/**
 * Where the e-mail footer is used: the e-mail of a post a publication sends, composed for the post as the mock API
 * answers it (E23 through the kit's read, as the post page reads it): the post's title in the mail, then the footer
 * with the publication's links and the post's own counts.
 */
function PostEmail({ slug }: { slug: string }) {
  const post = useRead(getPostBySlug, { params: { slug } });
  if (!post.data) return <p data-part="post-email" data-state="loading" />;
  return (
    <article data-part="post-email" data-state="ready" style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <h1 style={{ margin: 0, fontFamily: 'var(--mh-font-serif)', fontSize: 28 }}>{post.data.title}</h1>
      <EmailPostFooter post={post.data} options={{ baseUrl: post.data.publication?.base_url }} />
    </article>
  );
}

/** In a post's e-mail, on the mock: the links lead to the post on its publication, the counts are the post's. */
export const InPostEmail: Story = {
  tags: ['!autodocs'],
  parameters: { role: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  render: () => <PostEmail slug="the-city-that-reads" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="post-email"]')).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
    const served = await fetch('/api/v1/posts/the-city-that-reads').then((r) => r.json());
    const doc = frameDoc(canvasElement);
    const links = hrefs(doc);
    await expect(links).toHaveLength(4);
    for (const href of links) await expect(href).toMatch(/^https:\/\/dailymargin\.example\.com\/p\/the-city-that-reads\?/);
    await expect(links.map((href) => new URL(href!).searchParams.get('utm_campaign'))).toEqual(['email-like', 'email-comment', 'email-restack', 'email-share']);
    await expect(doc.body.textContent).toContain(`Comment ${served.comment_count}`);
    await expect(within(canvasElement).getByTitle(`Email footer of “${served.title}”`)).toBeVisible();
  },
};
