/**
 * The core of the mock world: users (one per viewer role, authors of each role, commenters), publications of
 * every kind the spec names, their sections, plans and posts of every type and audience. Area stores build on it.
 */
import type { Plan, Post, Publication, Section, User } from '../../src/api/schemas/core';
import { ARTICLE_SENTENCES, englishParagraphs, englishSentences, englishTitle, SUBTITLE_SENTENCES } from './prose';
import { defineStore, type SeedContext } from './store';

export const VIEWER_IDS = { free: 101, paid: 102, founding: 103, contributor: 104, admin: 105 } as const;
export const GUEST_AUTHOR_ID = 106;
export const PUB = { margin: 1, fieldNotes: 2, innerCircle: 3, openWater: 4 } as const;

/** A publication role of a user (authors and staff). */
export interface PublicationRole {
  user_id: number;
  publication_id: number;
  role: 'admin' | 'contributor' | 'guest';
}

function avatar(id: number): string {
  return `/mock-assets/avatars/avatar-${(id % 8) + 1}.png`;
}

/** A post body: `count` English paragraphs (faker's Latin is drawn all the same and used as the key, see prose.ts). */
function paragraphs(ctx: SeedContext, count: number): string {
  const latin = Array.from({ length: count }, () => ctx.faker.lorem.paragraph({ min: 4, max: 8 }));
  return englishParagraphs(latin)
    .map((p) => `<p>${p}</p>`)
    .join('\n');
}

function buildUsers(ctx: SeedContext): User[] {
  const named: User[] = [
    { id: VIEWER_IDS.free, name: 'Frances Free', handle: 'frances', email: 'frances@example.com', photo_url: avatar(101), is_free_subscribed: true },
    { id: VIEWER_IDS.paid, name: 'Paolo Paid', handle: 'paolo', email: 'paolo@example.com', photo_url: avatar(102), is_subscribed: true },
    {
      id: VIEWER_IDS.founding,
      name: 'Fiona Founding',
      handle: 'fiona',
      email: 'fiona@example.com',
      photo_url: avatar(103),
      is_subscribed: true,
      is_founding: true,
    },
    { id: VIEWER_IDS.contributor, name: 'Carmen Contributor', handle: 'carmen', email: 'carmen@example.com', photo_url: avatar(104), is_contributor: true },
    {
      id: VIEWER_IDS.admin,
      name: 'Ada Admin',
      handle: 'ada',
      email: 'ada@example.com',
      photo_url: avatar(105),
      bio: 'Editor of The Daily Margin. Writes about books, cities and the people who make them.',
      is_admin: true,
      primaryPublication: { id: PUB.margin, name: 'The Daily Margin', subdomain: 'dailymargin' },
    },
    { id: GUEST_AUTHOR_ID, name: 'Gus Guest', handle: 'gus', photo_url: avatar(106), bio: 'Gus writes about rivers and the towns along them.' },
  ];
  const others: User[] = Array.from({ length: 40 }, (_, i) => {
    const first = ctx.faker.person.firstName();
    const last = ctx.faker.person.lastName();
    return {
      id: 200 + i,
      name: `${first} ${last}`,
      handle: `${first}${last}`.toLowerCase().replace(/[^a-z]/g, ''),
      photo_url: i % 5 === 4 ? null : avatar(200 + i),
      is_subscribed: i % 3 === 0,
    };
  });
  return [...named, ...others];
}

const marginSections: Section[] = [
  { id: 11, name: 'The Daily Margin', slug: 'main', description: 'The main newsletter, three times a week.' },
  { id: 12, name: 'Marginalia', slug: 'marginalia', description: 'Short notes on what we are reading.' },
  { id: 13, name: 'Margin Radio', slug: 'radio', description: 'The weekly podcast.', is_podcast: true },
  { id: 14, name: 'City Desk', slug: 'city-desk', description: 'Topic alerts about cities and planning.' },
];

const marginPlans: Plan[] = [
  { id: 'margin-monthly', interval: 'month', currency: 'usd', amount: 800 },
  { id: 'margin-yearly', interval: 'year', currency: 'usd', amount: 8000 },
  { id: 'margin-founding', interval: 'year', currency: 'usd', amount: 25000, is_founding: true },
];

function buildPublications(): Publication[] {
  return [
    {
      id: PUB.margin,
      name: 'The Daily Margin',
      subdomain: 'dailymargin',
      base_url: 'https://dailymargin.example.com',
      logo_url: '/mock-assets/covers/logo-margin.png',
      hero_text: 'Books, cities and the people who make them.',
      payments_state: 'enabled',
      community_enabled: true,
      paywall_chat: 'paid',
      post_preview_limit: null,
      plans: marginPlans,
      bylines_enabled: true,
      byline_images_enabled: true,
      sections: marginSections,
      author_id: VIEWER_IDS.admin,
      author_name: 'Ada Admin',
      author_handle: 'ada',
      author_photo_url: '/mock-assets/avatars/avatar-2.png',
      default_comment_sort: 'best_first',
      hide_post_restacks: false,
      theme: { accent_color: '#c4410c' },
      has_posts: true,
    },
    {
      id: PUB.fieldNotes,
      name: 'Field Notes',
      subdomain: 'fieldnotes',
      base_url: 'https://fieldnotes.example.com',
      logo_url: '/mock-assets/covers/logo-field.png',
      hero_text: 'A naturalist’s weekly letter. Free to read; pledge if you like it.',
      payments_state: 'disabled',
      pledges_enabled: true,
      community_enabled: true,
      sections: [{ id: 21, name: 'Field Notes', slug: 'main' }],
      author_id: 210,
      author_name: 'Field Notes',
      default_comment_sort: 'most_recent_first',
      theme: { accent_color: '#0f766e' },
      has_posts: true,
    },
    {
      id: PUB.innerCircle,
      name: 'The Inner Circle',
      subdomain: 'innercircle',
      base_url: 'https://innercircle.example.com',
      payments_state: 'enabled',
      invite_only: true,
      subscriber_invites: 3,
      community_enabled: false,
      plans: [{ id: 'inner-yearly', interval: 'year', currency: 'usd', amount: 12000 }],
      sections: [{ id: 31, name: 'Dispatches', slug: 'main' }],
      author_id: 211,
      theme: { accent_color: '#7c3aed' },
      has_posts: true,
    },
    {
      id: PUB.openWater,
      name: 'Open Water',
      subdomain: 'openwater',
      base_url: 'https://openwater.example.com',
      payments_state: 'enabled',
      community_enabled: true,
      paywall_chat: 'free',
      hide_post_restacks: true,
      bylines_enabled: false,
      plans: [{ id: 'water-monthly', interval: 'month', currency: 'usd', amount: 500 }],
      sections: [{ id: 41, name: 'Open Water', slug: 'main' }],
      author_id: 212,
      theme: { accent_color: '#1d4ed8' },
      has_posts: true,
    },
  ];
}

function buildRoles(): PublicationRole[] {
  return [
    { user_id: VIEWER_IDS.admin, publication_id: PUB.margin, role: 'admin' },
    { user_id: VIEWER_IDS.contributor, publication_id: PUB.margin, role: 'contributor' },
    { user_id: GUEST_AUTHOR_ID, publication_id: PUB.margin, role: 'guest' },
    { user_id: 210, publication_id: PUB.fieldNotes, role: 'admin' },
    { user_id: 211, publication_id: PUB.innerCircle, role: 'admin' },
    { user_id: 212, publication_id: PUB.openWater, role: 'admin' },
  ];
}

type SeedPost = Post & { publication_id: number };

function buildPosts(ctx: SeedContext, users: User[]): SeedPost[] {
  const byline = (userId: number) => {
    const u = users.find((x) => x.id === userId)!;
    return { id: u.id, name: u.name, handle: u.handle ?? null, photo_url: u.photo_url ?? null, bio: u.bio ?? null, is_guest: userId === GUEST_AUTHOR_ID };
  };
  const base = (id: number, slug: string, title: string, extra: Partial<SeedPost>): SeedPost => ({
    id,
    slug,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title,
    subtitle: englishSentences(ctx.faker.lorem.sentence({ min: 6, max: 12 }), SUBTITLE_SENTENCES),
    description: englishSentences(ctx.faker.lorem.sentence({ min: 10, max: 18 }), ARTICLE_SENTENCES),
    type: 'newsletter',
    audience: 'everyone',
    body_html: paragraphs(ctx, 8),
    cover_image: `/mock-assets/covers/cover-${(id % 4) + 1}.jpg`,
    post_date: ctx.at({ days: -(id % 30), hours: -3 }),
    is_published: true,
    publication_id: PUB.margin,
    section_id: 11,
    section_name: 'The Daily Margin',
    comment_count: (id * 7) % 40,
    wordcount: 1200 + ((id * 137) % 1800),
    reactions: { '❤': (id * 13) % 120 },
    restacks: (id * 3) % 15,
    publishedBylines: [byline(VIEWER_IDS.admin)],
    postTags: [],
    write_comment_permissions: 'everyone',
    ...extra,
  });
  const posts: SeedPost[] = [
    base(1001, 'the-city-that-reads', 'The city that reads', {
      postTags: [
        { id: 1, name: 'Cities', slug: 'cities' },
        { id: 2, name: 'Books', slug: 'books' },
      ],
      reactions: { '❤': 84 },
    }),
    base(1002, 'paid-the-long-shelf', 'The long shelf: a subscriber essay', { audience: 'only_paid', body_html: paragraphs(ctx, 14) }),
    base(1003, 'founding-letter', 'A letter to founding members', { audience: 'founding' }),
    base(1004, 'free-subscribers-only', 'For everyone on the list', { audience: 'only_free' }),
    base(1005, 'three-voices', 'Three voices on the river', {
      publishedBylines: [byline(VIEWER_IDS.admin), byline(VIEWER_IDS.contributor), byline(GUEST_AUTHOR_ID)],
      show_guest_bios: true,
    }),
    base(1006, 'video-walk-through', 'A walk through the stacks (video)', {
      type: 'video',
      videoUpload: { id: 501, duration: 754, preview_duration: 60 },
      video_upload_id: 501,
      audience: 'only_paid',
    }),
    base(1007, 'margin-radio-12', 'Margin Radio #12: the bookseller', {
      type: 'podcast',
      section_id: 13,
      section_name: 'Margin Radio',
      podcast_url: '/mock-assets/media/episode.mp3',
      podcast_duration: 1860,
      podcastUpload: { is_free_preview: true, src_media_upload_id: 'a-601', thumbnail_id: null },
      podcastFields: { free_podcast_url: '/mock-assets/media/episode-preview.mp3' },
      audience: 'only_paid',
    }),
    base(1008, 'about', 'About The Daily Margin', { type: 'page', body_html: paragraphs(ctx, 3), comment_count: 0 }),
    base(1009, 'weekend-thread', 'Weekend thread: what are you reading?', { type: 'thread', body_html: '<p>Tell us in the comments.</p>', comment_count: 38 }),
    base(1010, 'coming-sunday', 'Coming Sunday: the map issue', {
      is_published: false,
      is_scheduled: true,
      post_date: null,
      postSchedule: { trigger_at: ctx.at({ days: 2, hours: 3 }), email_audience: 'everyone' },
    }),
    base(1011, 'founding-preview', 'Founding members first: the annual list', {
      is_published: false,
      is_scheduled: true,
      audience: 'founding',
      post_date: null,
      postSchedule: { trigger_at: ctx.at({ hours: 5 }), email_audience: 'founding' },
    }),
    base(1012, 'not-in-your-region', 'Rights we could not clear', { is_geoblocked: true }),
    base(1013, 'field-notes-on-herons', 'On herons (cross-posted from Field Notes)', {
      publication_id: PUB.fieldNotes,
      section_id: 21,
      section_name: 'Field Notes',
      publishedBylines: [byline(210)],
    }),
    base(1014, 'metered-dispatch', 'A metered dispatch', { audience: 'only_paid', meter_type: 'monthly', current_user_post_meter: null }),
    base(1015, 'with-voiceover', 'Read aloud: the night bus', { audio_items: [{ type: 'tts', status: 'paywalled' }] }),
    base(1016, 'unsafe-html-sample', 'A post with hostile markup', {
      body_html:
        '<p>Safe text.</p><script>window.__pwned = true</script><p><a href="javascript:alert(1)">click me</a> and <a href="https://example.com/ok">a fine link</a></p><img src="x" onerror="window.__pwned=true">',
    }),
    base(1017, 'paid-only-comments', 'Comments for paid subscribers', { write_comment_permissions: 'only_paid' }),
    base(1018, 'draft-idea', 'An unpublished draft', { is_draft: true, is_published: false, post_date: null }),
  ];
  // A long archive of ordinary posts for pagination (archive, stories pager, videos page).
  const archiveTitles = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const id = 1100 + i;
    const kind = i % 5 === 0 ? 'video' : i % 7 === 0 ? 'podcast' : 'newsletter';
    posts.push(
      base(id, `archive-${i + 1}`, englishTitle(ctx.faker.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, ''), archiveTitles), {
        type: kind,
        audience: i % 4 === 1 ? 'only_paid' : 'everyone',
        post_date: ctx.at({ days: -(i + 2) }),
        ...(kind === 'video' ? { videoUpload: { id: 520 + i, duration: 120 + i * 31, preview_duration: null }, video_upload_id: 520 + i } : {}),
        ...(kind === 'podcast'
          ? { podcast_url: '/mock-assets/media/episode.mp3', podcast_duration: 900 + i * 60, section_id: 13, section_name: 'Margin Radio' }
          : {}),
      }),
    );
  }
  // Static pages (gap G17: /p/{type}); appended after the archive so earlier seeded text stays the same.
  for (const [i, [slug, title]] of (
    [
      ['careers', 'Careers'],
      ['the-free-press-book-club', 'The Book Club'],
      ['community-guidelines', 'Community guidelines'],
      ['privacy-notice', 'Privacy notice'],
      ['faq', 'Frequently asked questions'],
    ] as const
  ).entries()) {
    posts.push(base(1200 + i, slug, title, { type: 'page', body_html: paragraphs(ctx, 4), comment_count: 0, reactions: { '❤': 0 }, restacks: 0 }));
  }
  posts.push(...postPageFixtures(base, byline, ctx));
  return posts;
}

/**
 * Posts the post page's stories need beyond the showcase above (appended last so earlier seeded text stays the
 * same). They are reachable by slug and id but kept out of every list (`is_published: false`, no comments,
 * restacks or likes), so the other areas' seeded lists, counts and screenshots do not move.
 */
function postPageFixtures(
  base: (id: number, slug: string, title: string, extra: Partial<SeedPost>) => SeedPost,
  byline: (userId: number) => NonNullable<Post['publishedBylines']>[number],
  ctx: SeedContext,
): SeedPost[] {
  const quiet = { is_published: false, comment_count: 0, restacks: 0, reactions: { '❤': 0 } } as const;
  return [
    base(1300, 'the-reading-room', 'The reading room: how a city learned to read in public again', {
      ...quiet,
      subtitle: 'Libraries, bookshops and the people who keep them open — a long walk through the stacks.',
      description: 'A long read about reading rooms as civic infrastructure.',
      body_html: longReadHtml(),
      wordcount: 1640,
      reactions: { '❤': 84 },
      publishedBylines: [byline(VIEWER_IDS.admin), byline(GUEST_AUTHOR_ID)],
      postTags: [
        { id: 1, name: 'Cities', slug: 'cities' },
        { id: 2, name: 'Books', slug: 'books' },
      ],
    }),
    base(1301, 'field-notes-members', 'For members of the flock: the spring count', {
      ...quiet,
      audience: 'only_paid',
      publication_id: PUB.fieldNotes,
      section_id: 21,
      section_name: 'Field Notes',
      subtitle: 'Where the herons went this year, and what the count tells us.',
      publishedBylines: [byline(210)],
      cover_image: null,
    }),
    base(1302, 'inner-circle-dispatch', 'Dispatch No. 9: the quiet negotiations', {
      ...quiet,
      audience: 'only_paid',
      publication_id: PUB.innerCircle,
      section_id: 31,
      section_name: 'Dispatches',
      subtitle: 'What we heard in the corridors this month.',
      publishedBylines: [byline(211)],
    }),
    base(1303, 'hostile-markup-everywhere', 'Every trick in the book (sanitiser test)', {
      ...quiet,
      subtitle: 'A body full of payloads that must never run.',
      cover_image: null,
      body_html: [
        '<p>Safe text before the payloads.</p>',
        '<script>window.__mastheadPwned = "script"</script>',
        '<p><img src="x" onerror="window.__mastheadPwned = \'img onerror\'" alt="broken on purpose"></p>',
        '<p onmouseover="window.__mastheadPwned = \'onmouseover\'">Paragraph with a handler.</p>',
        '<p><a href="javascript:window.__mastheadPwned=\'js link\'">A javascript: link</a></p>',
        '<svg width="200" height="24" onload="window.__mastheadPwned = \'svg onload\'"><a xlink:href="javascript:window.__mastheadPwned=\'svg link\'"><text x="0" y="16">An SVG link</text></a></svg>',
        '<iframe srcdoc="&lt;script&gt;parent.__mastheadPwned = \'srcdoc\'&lt;/script&gt;"></iframe>',
        '<object data="javascript:window.__mastheadPwned=\'object\'"></object>',
        '<p><a href="https://example.com/reading">An external link</a> and <a href="/p/the-city-that-reads">an internal one</a>.</p>',
        '<p>Safe text after the payloads.</p>',
      ].join(''),
    }),
    base(1304, 'margin-founders-circle', 'The founders’ circle: what comes next', {
      ...quiet,
      audience: 'founding',
      subtitle: 'A note for founding members only.',
      body_html:
        '<p>Thank you for backing us from the start.</p><p>Here is the plan for the coming year, in full.</p><p>First, the reading rooms.</p><p>Second, the print edition.</p>',
    }),
    // Open Water hides bylines (`bylines_enabled: false`) and has no other post: no bylines, no top posts.
    base(1305, 'open-water-tide-tables', 'Reading the tide tables', {
      ...quiet,
      publication_id: PUB.openWater,
      section_id: 41,
      section_name: 'Open Water',
      subtitle: 'Two high waters a day, and why the second one is always late.',
      publishedBylines: [byline(212)],
    }),
    // A scheduled post whose description runs past the 135 characters the scheduled page shows (K117).
    base(1306, 'coming-the-long-description', 'Coming soon: the harbour issue', {
      ...quiet,
      is_scheduled: true,
      post_date: null,
      postSchedule: { trigger_at: ctx.at({ days: 1, hours: 2 }), email_audience: 'everyone' },
      description:
        'This description runs well past the hundred and thirty-five characters the scheduled page shows, so the page cuts it and ends it with an ellipsis instead.',
    }),
    // 1,234 likes: the footer shortens the count to "1.2K".
    base(1307, 'a-thousand-hearts', 'A thousand hearts and then some', {
      ...quiet,
      subtitle: 'The most liked letter of the year.',
      reactions: { '❤': 1234 },
    }),
    // A thread with no replies yet: its reading-time slot says "Thread" (T162).
    base(1308, 'quiet-thread', 'Open thread: say hello', { ...quiet, type: 'thread', body_html: '<p>Say hello in the comments.</p>' }),
  ];
}

/** A long, typographically rich body (headings, lists, quotes, figures with captions, code, links). No faker. */
function longReadHtml(): string {
  const para = (n: number) =>
    [
      'The reading room opens at nine, and by ten past there is a queue of people who have come for nothing in particular: a newspaper, a chair by the window, a table large enough to spread out a map. Nobody asks them what they want.',
      'It is easy to forget how unusual that is. Almost every other room in the city wants something from the people who walk into it — a purchase, a ticket, a membership, a reason. The library asks for quiet, and even that is negotiable on a Saturday afternoon.',
      'The librarians keep a tally on a clipboard by the door. Not of books — those are counted elsewhere, by machines — but of people, in pencil, in groups of five. On a wet Tuesday in March the tally reached four hundred and twelve.',
      'Bookshops learned the same lesson by a different road. The ones that survived the last decade are the ones that became rooms first and shops second: a chair, a reading, a table of books someone actually chose.',
      'What the city built, almost by accident, is a network of places where reading happens in public. You can see it from the tram: heads bent over pages in windows, on benches, on the steps of the museum.',
    ][n % 5];
  const figure = (n: number, caption: string) =>
    `<figure><img src="/mock-assets/covers/cover-${n}.jpg" alt="${caption}" width="1200" height="675"><figcaption>${caption}</figcaption></figure>`;
  return [
    `<p>${para(0)}</p>`,
    `<p>${para(1)}</p>`,
    '<h2>Counting in pencil</h2>',
    `<p>${para(2)} See the <a href="https://example.com/library-report">library’s annual report</a> for the official figures.</p>`,
    figure(1, 'The main reading room on a Tuesday morning.'),
    `<p>${para(3)}</p>`,
    '<blockquote><p>“A library is the one room in the city that does not need you to be anyone in particular.”</p></blockquote>',
    `<p>${para(4)}</p>`,
    '<h3>What the regulars said</h3>',
    '<ul><li>They come for the light, the tables and the quiet.</li><li>They stay for the people they recognise but have never spoken to.</li><li>They return because nobody asked them to leave.</li></ul>',
    `<p>${para(0)}</p>`,
    '<h2>The bookshops that became rooms</h2>',
    `<p>${para(3)}</p>`,
    '<ol><li>Put a chair where the bestseller table used to be.</li><li>Host one reading a week, even for six people.</li><li>Let the staff choose the front table.</li></ol>',
    figure(2, 'A bookshop window on the river road.'),
    `<p>${para(1)} The opening hours are published as a small data file that anyone can read:</p>`,
    '<pre><code>{ "monday": "09:00–20:00", "saturday": "10:00–17:00", "sunday": null }</code></pre>',
    `<p>${para(2)} The word <code>sunday</code> is the only one that is still argued about at council meetings.</p>`,
    '<hr>',
    '<h2>Reading in public</h2>',
    `<p>${para(4)}</p>`,
    figure(3, 'Reading on the museum steps, late afternoon.'),
    `<p>${para(0)}</p>`,
    `<p>${para(1)}</p>`,
    `<p><strong>Next week:</strong> the people who fix the books. <em>Reply to this email</em> if you know one of them.</p>`,
  ].join('\n');
}

/** The core store: users, publications, publication roles, posts. */
export const core = defineStore('core', (ctx) => {
  const users = buildUsers(ctx);
  return {
    users,
    publications: buildPublications(),
    roles: buildRoles(),
    posts: buildPosts(ctx, users),
    nextId: 100_000,
  };
});

export function findUser(id: number): User | undefined {
  return core.users.find((u) => u.id === id);
}

export function findPublication(id: number): Publication | undefined {
  return core.publications.find((p) => p.id === id);
}

export function findPost(id: number): (Post & { publication_id: number }) | undefined {
  return core.posts.find((p) => p.id === id);
}

export function newId(): number {
  core.nextId += 1;
  return core.nextId;
}
