/**
 * The post page (bare `PostPageView`, no network) with a 10,000-word, 40-image post: first render to paint — the
 * time to first contentful render of a long read, including sanitising the body (DOMPurify, `sanitizePostHtml`) —
 * for a reader with access; the same post behind the paywall (sanitise + cut to the preview); and the sanitiser on
 * its own. Method as `bench/chat/thread.perf.tsx`: `mountMeasured` (render → commit → next paint), warm-up runs,
 * then `record` with a budget.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { PostWithPublication } from '../../src/api/schemas/posts';
import { sanitizePostHtml } from '../../src/features/post/page/sanitizePostHtml';
import { PostPageView } from '../../src/features/post/page/views/PostPageView';
import { fontsReady, type Mounted, mountMeasured, record, runsOr, sample } from '../harness';

const WORDS = 10_000;
const IMAGES = 40;
const WORDS_PER_PARAGRAPH = 100;
const VOCABULARY = [
  'reading',
  'room',
  'city',
  'library',
  'table',
  'window',
  'quiet',
  'book',
  'people',
  'map',
  'tram',
  'light',
  'shelf',
  'river',
  'chair',
  'morning',
];

/** 100 paragraphs of 100 words, an image with a caption after every 2–3 paragraphs (40 in all), a heading every 10. */
function longBody(): string {
  const parts: string[] = [];
  let word = 0;
  let images = 0;
  for (let p = 0; word < WORDS; p++) {
    if (p % 10 === 0) parts.push(`<h2>Part ${p / 10 + 1}</h2>`);
    const words = Array.from({ length: WORDS_PER_PARAGRAPH }, (_, i) => VOCABULARY[(word + i) % VOCABULARY.length]);
    word += WORDS_PER_PARAGRAPH;
    parts.push(`<p>${words.join(' ')}. <a href="https://example.com/${p}">A link</a> and <em>some emphasis</em>.</p>`);
    if (images < IMAGES && p % 5 !== 4) {
      images += 1;
      parts.push(
        `<figure><img src="/mock-assets/covers/cover-${(images % 4) + 1}.jpg" alt="Figure ${images}" width="1200" height="675"><figcaption>Figure ${images}.</figcaption></figure>`,
      );
    }
  }
  return parts.join('\n');
}

const body = longBody();

const post: PostWithPublication = {
  id: 9000,
  slug: 'ten-thousand-words',
  title: 'Ten thousand words on reading in public',
  subtitle: 'A long read with forty pictures.',
  type: 'newsletter',
  audience: 'everyone',
  body_html: body,
  cover_image: '/mock-assets/covers/cover-1.jpg',
  post_date: '2026-11-18T09:00:00.000Z',
  publication_id: 1,
  comment_count: 0,
  wordcount: WORDS,
  reactions: { '❤': 12 },
  publishedBylines: [{ id: 105, name: 'Ada Admin', photo_url: '/mock-assets/avatars/avatar-2.png' }],
  publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', base_url: 'https://dailymargin.example.com', payments_state: 'enabled' },
};

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

beforeAll(fontsReady);

test('long post: the body has 10,000 words and 40 images', () => {
  const words = body
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  expect(words).toBeGreaterThanOrEqual(WORDS);
  expect(body.match(/<img /g)).toHaveLength(IMAGES);
});

test('long post: 10,000 words, 40 images, first render to paint (full access)', async () => {
  const { summaries } = await sample({ runs: runsOr(8), warmup: 2 }, async () => {
    const first = await mountMeasured(<PostPageView status="loaded" post={post} viewerRole="paid" />);
    expect(first.mounted.container.querySelectorAll('[data-part="post-body"] img')).toHaveLength(IMAGES);
    first.mounted.unmount();
    return { commitMs: first.commitMs, paintMs: first.paintMs };
  });
  await record(
    'post-page.long-post.first-render',
    summaries,
    { commitMs: { median: 250, p95: 450 }, paintMs: { median: 400, p95: 700 } },
    'Includes sanitising the 10,000-word body with DOMPurify.',
  );
});

test('long post: behind the paywall (sanitise + preview cut), first render to paint', async () => {
  const paid: PostWithPublication = { ...post, audience: 'only_paid', truncated_body_text: true };
  const { summaries } = await sample({ runs: runsOr(8), warmup: 2 }, async () => {
    const first = await mountMeasured(<PostPageView status="loaded" post={paid} viewerRole="anonymous" />);
    expect(first.mounted.container.querySelector('[data-part="post-paywall"]')).not.toBeNull();
    first.mounted.unmount();
    return { commitMs: first.commitMs, paintMs: first.paintMs };
  });
  await record('post-page.long-post.paywalled-first-render', summaries, { commitMs: { median: 150, p95: 300 }, paintMs: { median: 250, p95: 500 } });
});

test('long post: sanitising the body alone', async () => {
  const { summaries } = await sample({ runs: runsOr(10), warmup: 2 }, async () => {
    const start = performance.now();
    const out = sanitizePostHtml(body);
    const sanitizeMs = performance.now() - start;
    expect(out.length).toBeGreaterThan(0);
    return { sanitizeMs };
  });
  await record('post-page.long-post.sanitize', summaries, { sanitizeMs: { median: 150, p95: 300 } });
});
