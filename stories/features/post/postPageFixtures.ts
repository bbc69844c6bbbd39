import type { Byline } from '../../../src/api/schemas/core';
import type { PostWithPublication } from '../../../src/api/schemas/posts';

/** Args for the post page's bare views (no network). */
export const ada: Byline = { id: 105, name: 'Ada Admin', handle: 'ada', photo_url: '/mock-assets/avatars/avatar-2.png', bio: 'Editor of The Daily Margin.' };
export const carmen: Byline = { id: 104, name: 'Carmen Contributor', handle: 'carmen', photo_url: '/mock-assets/avatars/avatar-1.png' };
export const gus: Byline = {
  id: 106,
  name: 'Gus Guest',
  handle: 'gus',
  photo_url: '/mock-assets/avatars/avatar-3.png',
  bio: 'Gus writes about rivers and the towns along them.',
  is_guest: true,
};
export const fourth: Byline = { id: 107, name: 'Dora Fourth', handle: 'dora', photo_url: null };

export const sampleBody = [
  '<p>The reading room opens at nine, and by ten past there is a queue of people who have come for nothing in particular: a newspaper, a chair by the window, a table large enough to spread out a map.</p>',
  '<h2>Counting in pencil</h2>',
  '<p>The librarians keep a tally on a clipboard by the door. Read the <a href="https://example.com/report">annual report</a> or the <a href="/p/the-city-that-reads">earlier post</a>.</p>',
  '<figure><img src="/mock-assets/covers/cover-1.jpg" alt="The main reading room" width="1200" height="675"><figcaption>The main reading room on a Tuesday morning.</figcaption></figure>',
  '<blockquote><p>“A library is the one room in the city that does not need you to be anyone in particular.”</p></blockquote>',
  '<ul><li>They come for the light.</li><li>They stay for the people.</li></ul>',
  '<ol><li>Put a chair where the bestseller table used to be.</li><li>Host one reading a week.</li></ol>',
  '<pre><code>{ "monday": "09:00–20:00", "sunday": null }</code></pre>',
  '<p>The word <code>sunday</code> is still argued about.</p>',
].join('');

export const margin: NonNullable<PostWithPublication['publication']> = {
  id: 1,
  name: 'The Daily Margin',
  subdomain: 'dailymargin',
  base_url: 'https://dailymargin.example.com',
  payments_state: 'enabled',
  bylines_enabled: true,
  byline_images_enabled: true,
  post_preview_limit: null,
};

export const samplePost: PostWithPublication = {
  id: 1300,
  slug: 'the-reading-room',
  title: 'The reading room: how a city learned to read in public again',
  subtitle: 'Libraries, bookshops and the people who keep them open.',
  type: 'newsletter',
  audience: 'everyone',
  body_html: sampleBody,
  cover_image: '/mock-assets/covers/cover-3.jpg',
  post_date: '2026-11-18T09:00:00.000Z',
  publication_id: 1,
  comment_count: 12,
  wordcount: 1640,
  reactions: { '❤': 42 },
  publishedBylines: [ada, gus],
  postTags: [
    { id: 1, name: 'Cities' },
    { id: 2, name: 'Books' },
  ],
  publication: margin,
};
