/**
 * The growth world: home page layouts (every block layout, post source, pin and limit), tags, author profiles,
 * files, invites (pending / accepted / rejected, a subscriber with none left), viral gifts (claimable, all gone,
 * expired), referral tiers and counts (each tier case, staff, a hidden profile), surveys (every question type,
 * one already answered, one on the invite-only publication), recommendations and country data.
 */
import type { HomepageBlock, HomepageSubpath, SurveyQuestion } from '../../src/api/schemas/growth';
import type { Country, ReferralTier } from '../../src/api/schemas/growth';
import type { Publication } from '../../src/api/schemas/core';
import { core, GUEST_AUTHOR_ID, PUB, VIEWER_IDS } from './core';
import { defineStore } from './store';

/**
 * The publication a request is about: the one whose address (base_url host, `{subdomain}.` prefix or custom
 * domain) the request went to, else The Daily Margin (Storybook, tests and hosts on their own origin).
 */
export function requestPublicationId(request: Request): number {
  const host = new URL(request.url).hostname.toLowerCase();
  const match = core.publications.find((p) => {
    const own = new URL(p.base_url).hostname.toLowerCase();
    return host === own || host === p.custom_domain?.toLowerCase() || host.startsWith(`${p.subdomain}.`);
  });
  return match?.id ?? PUB.margin;
}

export interface TagRow {
  id: number;
  publication_id: number;
  name: string;
  slug: string;
  hidden?: boolean;
}

export interface HomepageLayout {
  published: HomepageBlock[];
  /** The admin's unpublished layout, served with `?preview=true`. */
  draft: HomepageBlock[];
}

export interface AuthorProfile {
  user_id: number;
  twitter_screen_name: string | null;
  email_for_display: string | null;
  primary_section_id: number | null;
}

export interface FileRow {
  id: number;
  publication_id: number;
  file_key: string;
  title: string | null;
  num_bytes: number;
  thumbnail: string | null;
  post_id: number | null;
}

export interface InviteRow {
  id: number;
  publication_id: number;
  inviter_id: number;
  name: string;
  email: string;
  role: 'subscriber' | 'contributor';
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  accepted_at: string | null;
  accepted_by: number | null;
  post_id: number | null;
}

export interface ViralGiftRow {
  token: string;
  publication_id: number;
  sender_id: number;
  count_remaining: number;
  expires_at: string | null;
  claims: { email: string; name: string; subscription_id: number }[];
}

export interface GiftSubscriptionRow {
  id: number;
  publication_id: number;
  email: string;
  name: string | null;
  type: 'gift';
  created_at: string;
  expiry: string;
}

export interface SurveyRow {
  id: number;
  publication_id: number;
  title: string;
  description: string | null;
  questions: SurveyQuestion[];
}

export interface SurveyResponseRow {
  survey_id: number;
  user_id: number;
  created_at: string;
  answers: { survey_question_id: number; data: { value?: string | null; options?: number[] } }[];
}

/** Publications outside the core world that The Daily Margin and others recommend. */
function externalPublications(): Publication[] {
  const pub = (id: number, name: string, subdomain: string, hero: string, accent: string): Publication => ({
    id,
    name,
    subdomain,
    base_url: `https://${subdomain}.example.com`,
    logo_url: `/mock-assets/covers/cover-${(id % 4) + 1}.jpg`,
    hero_text: hero,
    payments_state: 'enabled',
    theme: { accent_color: accent },
    has_posts: true,
  });
  return [
    pub(50, 'Night Train Review', 'nighttrain', 'Fiction and the people who translate it.', '#334155'),
    pub(51, 'The Cartographer', 'cartographer', 'Maps, borders and the stories they tell.', '#b45309'),
    pub(52, 'Small Rooms', 'smallrooms', 'Architecture for the rest of us.', '#be123c'),
  ];
}

function homepageLayouts(): Record<number, HomepageLayout> {
  const block = (id: number, b: Omit<HomepageBlock, 'id' | 'pins'> & { pins?: HomepageBlock['pins'] }): HomepageBlock => ({ id, pins: [], ...b });
  const margin: HomepageLayout = {
    published: [
      block(1, { block_type: 'feature', post_source: 'latest', pins: [{ post_id: 1001, position: 0 }] }),
      block(2, { block_type: 'list', post_source: 'section', section_id: 11, num_posts: 3, title: 'From the main letter' }),
      block(3, { block_type: 'list', post_source: 'latest', title: 'Latest' }),
      block(4, { block_type: 'list', post_source: 'latest', num_posts: 7, title: 'More from The Daily Margin' }),
      block(5, { block_type: 'grid', post_source: 'tag', post_tag_id: 3, num_rows: 1, title: 'America at 250' }),
      block(6, { block_type: 'grid', post_source: 'section', section_id: 11, num_rows: 2, sidebar_modules: ['recommendations'] }),
      block(7, { block_type: 'grid', post_source: 'latest', num_rows: 4, title: 'The archive' }),
      block(8, { block_type: 'podcast_plus_three', post_source: 'section', section_id: 13, title: 'Margin Radio' }),
      block(9, { block_type: 'single_post', post_source: 'latest', pins: [{ post_id: 1005, position: 0 }] }),
      block(10, { block_type: 'half_feature', post_source: 'tag', post_tag_id: 2, pins: [{ post_id: 1002, position: 1 }], title: 'Books' }),
    ],
    draft: [
      block(101, { block_type: 'single_post', post_source: 'latest', pins: [{ post_id: 1003, position: 0 }], title: 'Draft: founding letter first' }),
      block(102, { block_type: 'half_feature', post_source: 'tag', post_tag_id: 3 }),
      block(103, { block_type: 'list', post_source: 'latest', num_posts: 5 }),
    ],
  };
  const simple = (id: number): HomepageLayout => ({ published: [block(id, { block_type: 'list', post_source: 'latest' })], draft: [] });
  return { [PUB.margin]: margin, [PUB.fieldNotes]: simple(20), [PUB.innerCircle]: simple(30), [PUB.openWater]: simple(40) };
}

function tagLinks(): { post_id: number; tag_id: number }[] {
  const links: [number, number[]][] = [
    [1, [1012, 1100, 1103, 1106]],
    [2, [1002, 1005, 1104, 1108, 1110, 1112, 1114, 1116]],
    [3, [1101, 1102, 1105, 1107, 1109, 1111, 1113]],
    [4, [1007, 1009]],
    [5, [1003]],
    [6, [1013]],
  ];
  return links.flatMap(([tag_id, posts]) => posts.map((post_id) => ({ post_id, tag_id })));
}

/** K128: 1, 3, 6, 9, 12 months and a custom reward. */
function marginTiers(): ReferralTier[] {
  return [
    { display_order: 1, num_referrals_required: 1, reward_type: '1_month' },
    { display_order: 2, num_referrals_required: 3, reward_type: '3_months' },
    { display_order: 3, num_referrals_required: 5, reward_type: '6_months' },
    { display_order: 4, num_referrals_required: 10, reward_type: '9_months' },
    { display_order: 5, num_referrals_required: 25, reward_type: '12_months' },
    { display_order: 6, num_referrals_required: 50, reward_type: 'custom', reward_description: 'A signed first edition of the Margin annual' },
  ];
}

function marginSurveyQuestions(): SurveyQuestion[] {
  const opts = (first: number, labels: string[]) => labels.map((label, i) => ({ id: first + i, label }));
  return [
    {
      id: 101,
      type: 'text',
      label: 'What should we write more about?',
      displayLabel: 'What should we write <em>more</em> about?',
      is_required: true,
      options: [],
    },
    { id: 102, type: 'number', label: 'How many books did you read this year?', is_required: true, options: [] },
    { id: 103, type: 'country', label: 'Where do you read us from?', is_required: true, options: [] },
    {
      id: 104,
      type: 'checkbox',
      label: 'Which sections do you read?',
      is_required: true,
      options: opts(1041, ['The Daily Margin', 'Marginalia', 'Margin Radio', 'City Desk']),
    },
    { id: 105, type: 'checkbox_freeform', label: 'How do you read us?', is_required: false, options: opts(1051, ['Email', 'The app', 'The website']) },
    {
      id: 106,
      type: 'radio',
      label: 'How often do you open the newsletter?',
      is_required: true,
      options: opts(1061, ['Every issue', 'Most issues', 'Now and then']),
    },
    { id: 107, type: 'radio_freeform', label: 'How did you find us?', is_required: false, options: opts(1071, ['A friend', 'Social media', 'A search']) },
  ];
}

/** P13: a small hand-written subset of countries with ISO 3166-2 regions. */
export const COUNTRIES: Country[] = [
  {
    code: 'US',
    name: 'United States',
    regions: [
      { code: 'US-CA', name: 'California' },
      { code: 'US-MA', name: 'Massachusetts' },
      { code: 'US-NY', name: 'New York' },
      { code: 'US-PA', name: 'Pennsylvania' },
      { code: 'US-TX', name: 'Texas' },
      { code: 'US-WA', name: 'Washington' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    regions: [
      { code: 'CA-BC', name: 'British Columbia' },
      { code: 'CA-ON', name: 'Ontario' },
      { code: 'CA-QC', name: 'Quebec' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    regions: [
      { code: 'GB-ENG', name: 'England' },
      { code: 'GB-NIR', name: 'Northern Ireland' },
      { code: 'GB-SCT', name: 'Scotland' },
      { code: 'GB-WLS', name: 'Wales' },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    regions: [
      { code: 'DE-BE', name: 'Berlin' },
      { code: 'DE-BY', name: 'Bavaria' },
      { code: 'DE-HH', name: 'Hamburg' },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    regions: [
      { code: 'FR-IDF', name: 'Île-de-France' },
      { code: 'FR-ARA', name: 'Auvergne-Rhône-Alpes' },
      { code: 'FR-PAC', name: 'Provence-Alpes-Côte d’Azur' },
    ],
  },
  {
    code: 'IN',
    name: 'India',
    regions: [
      { code: 'IN-DL', name: 'Delhi' },
      { code: 'IN-KA', name: 'Karnataka' },
      { code: 'IN-MH', name: 'Maharashtra' },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    regions: [
      { code: 'AU-NSW', name: 'New South Wales' },
      { code: 'AU-QLD', name: 'Queensland' },
      { code: 'AU-VIC', name: 'Victoria' },
    ],
  },
  {
    code: 'BR',
    name: 'Brazil',
    regions: [
      { code: 'BR-RJ', name: 'Rio de Janeiro' },
      { code: 'BR-SP', name: 'São Paulo' },
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    regions: [
      { code: 'MX-CMX', name: 'Mexico City' },
      { code: 'MX-JAL', name: 'Jalisco' },
    ],
  },
  {
    code: 'JP',
    name: 'Japan',
    regions: [
      { code: 'JP-13', name: 'Tokyo' },
      { code: 'JP-27', name: 'Osaka' },
    ],
  },
];

/** Seeded viral gift tokens (P16/E71). */
export const GIFT_TOKENS = { claimable: 'vg_fiona_margin', allGone: 'vg_paolo_allgone', expired: 'vg_expired_link', openWater: 'vg_openwater' } as const;

/** Seeded survey ids (E76/E77) and the emailed token of Frances Free. */
export const SURVEY_IDS = { everyType: 1, answeredByPaid: 2, innerCircle: 3 } as const;
export const SURVEY_TOKEN_FRANCES = 'svt_frances';

export const growthStore = defineStore('growth', (ctx) => {
  const day = (days: number, hours = 0) => ctx.at({ days, hours });
  const commenter = (i: number) => 200 + i;

  const invites: InviteRow[] = [
    // The Inner Circle (invite-only, 3 invites per subscriber): Paolo sent 1 (2 left), Fiona sent 3 (none left).
    {
      id: 7001,
      publication_id: PUB.innerCircle,
      inviter_id: VIEWER_IDS.paid,
      name: 'Nora Reed',
      email: 'nora@example.com',
      role: 'subscriber',
      status: 'pending',
      created_at: day(-3),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    },
    {
      id: 7002,
      publication_id: PUB.innerCircle,
      inviter_id: VIEWER_IDS.founding,
      name: 'Omar Haddad',
      email: 'omar@example.com',
      role: 'subscriber',
      status: 'accepted',
      created_at: day(-20),
      accepted_at: day(-19),
      accepted_by: commenter(12),
      post_id: null,
    },
    {
      id: 7003,
      publication_id: PUB.innerCircle,
      inviter_id: VIEWER_IDS.founding,
      name: 'Priya Nair',
      email: 'priya@example.com',
      role: 'subscriber',
      status: 'pending',
      created_at: day(-9),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    },
    {
      id: 7004,
      publication_id: PUB.innerCircle,
      inviter_id: VIEWER_IDS.founding,
      name: 'Quinn Alder',
      email: 'quinn@example.com',
      role: 'subscriber',
      status: 'rejected',
      created_at: day(-15),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    },
    // The Daily Margin: staff invite guest authors (unlimited); one invite is for a post.
    {
      id: 7005,
      publication_id: PUB.margin,
      inviter_id: VIEWER_IDS.admin,
      name: 'Rosa Lind',
      email: 'rosa@example.com',
      role: 'contributor',
      status: 'pending',
      created_at: day(-1),
      accepted_at: null,
      accepted_by: null,
      post_id: 1005,
    },
    {
      id: 7006,
      publication_id: PUB.margin,
      inviter_id: VIEWER_IDS.admin,
      name: 'Sam Ortega',
      email: 'sam@example.com',
      role: 'contributor',
      status: 'pending',
      created_at: day(-2),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    },
    {
      id: 7007,
      publication_id: PUB.margin,
      inviter_id: VIEWER_IDS.admin,
      name: 'Gus Guest',
      email: 'gus@example.com',
      role: 'contributor',
      status: 'accepted',
      created_at: day(-60),
      accepted_at: day(-58),
      accepted_by: GUEST_AUTHOR_ID,
      post_id: null,
    },
    {
      id: 7008,
      publication_id: PUB.margin,
      inviter_id: VIEWER_IDS.contributor,
      name: 'Tess Park',
      email: 'tess@example.com',
      role: 'contributor',
      status: 'pending',
      created_at: day(-4),
      accepted_at: null,
      accepted_by: null,
      post_id: null,
    },
  ];

  const files: FileRow[] = [
    {
      id: 8001,
      publication_id: PUB.margin,
      file_key: 'reading-guide-2026.pdf',
      title: 'The 2026 reading guide',
      num_bytes: 2_457_600,
      thumbnail: '/mock-assets/covers/cover-1.jpg',
      post_id: 1001,
    },
    {
      id: 8002,
      publication_id: PUB.margin,
      file_key: 'night-bus-comic.cbz',
      title: 'The night bus (comic)',
      num_bytes: 18_874_368,
      thumbnail: '/mock-assets/covers/cover-3.jpg',
      post_id: 1015,
    },
    { id: 8003, publication_id: PUB.margin, file_key: 'the-long-shelf.epub', title: 'The long shelf', num_bytes: 734_003, thumbnail: null, post_id: 1002 },
    {
      id: 8004,
      publication_id: PUB.margin,
      file_key: 'margin-radio-12-transcript.docx',
      title: 'Margin Radio #12 transcript',
      num_bytes: 48_128,
      thumbnail: null,
      post_id: 1007,
    },
    {
      id: 8005,
      publication_id: PUB.margin,
      file_key: 'city-budget-2026.xlsx',
      title: 'City budget, line by line',
      num_bytes: 96_256,
      thumbnail: null,
      post_id: null,
    },
    {
      id: 8006,
      publication_id: PUB.margin,
      file_key: 'map-of-the-stacks.png',
      title: 'Map of the stacks',
      num_bytes: 512_000,
      thumbnail: '/mock-assets/covers/cover-2.jpg',
      post_id: 1006,
    },
    { id: 8007, publication_id: PUB.margin, file_key: 'README', title: null, num_bytes: 1_024, thumbnail: null, post_id: null },
  ];

  const viralGifts: ViralGiftRow[] = [
    { token: GIFT_TOKENS.claimable, publication_id: PUB.margin, sender_id: VIEWER_IDS.founding, count_remaining: 3, expires_at: day(30), claims: [] },
    {
      token: GIFT_TOKENS.allGone,
      publication_id: PUB.margin,
      sender_id: VIEWER_IDS.paid,
      count_remaining: 0,
      expires_at: day(20),
      claims: [0, 1, 2, 3, 4].map((i) => ({ email: `claimer${i}@example.com`, name: `Claimer ${i + 1}`, subscription_id: 9101 + i })),
    },
    { token: GIFT_TOKENS.expired, publication_id: PUB.margin, sender_id: VIEWER_IDS.founding, count_remaining: 2, expires_at: day(-10), claims: [] },
    { token: GIFT_TOKENS.openWater, publication_id: PUB.openWater, sender_id: VIEWER_IDS.paid, count_remaining: 5, expires_at: null, claims: [] },
  ];

  // Referrals per publication: readers of every standing, and staff whose referrals are not counted.
  const referralCounts: { publication_id: number; user_id: number; referrals: number }[] = [
    ...[64, 41, 27, 19, 12, 9, 7, 5, 3, 2, 1, 1].map((referrals, i) => ({ publication_id: PUB.margin, user_id: commenter(i), referrals })),
    { publication_id: PUB.margin, user_id: VIEWER_IDS.free, referrals: 52 },
    { publication_id: PUB.margin, user_id: VIEWER_IDS.paid, referrals: 4 },
    { publication_id: PUB.margin, user_id: VIEWER_IDS.contributor, referrals: 6 },
    { publication_id: PUB.margin, user_id: VIEWER_IDS.admin, referrals: 3 },
    { publication_id: PUB.openWater, user_id: VIEWER_IDS.paid, referrals: 2 },
    { publication_id: PUB.openWater, user_id: commenter(20), referrals: 8 },
  ];

  const surveys: SurveyRow[] = [
    {
      id: SURVEY_IDS.everyType,
      publication_id: PUB.margin,
      title: 'The 2026 reader survey',
      description: 'Five minutes, seven questions. It shapes what we write next year.',
      questions: marginSurveyQuestions(),
    },
    {
      id: SURVEY_IDS.answeredByPaid,
      publication_id: PUB.margin,
      title: 'Margin Radio listener check-in',
      description: null,
      questions: [
        {
          id: 201,
          type: 'radio',
          label: 'Do you listen to Margin Radio?',
          is_required: true,
          options: [
            { id: 2011, label: 'Every week' },
            { id: 2012, label: 'Sometimes' },
            { id: 2013, label: 'Not yet' },
          ],
        },
        { id: 202, type: 'text', label: 'Who should we interview?', is_required: false, options: [] },
      ],
    },
    {
      id: SURVEY_IDS.innerCircle,
      publication_id: PUB.innerCircle,
      title: 'Members’ dinner: where next?',
      description: null,
      questions: [
        {
          id: 301,
          type: 'radio',
          label: 'Pick a city',
          is_required: true,
          options: [
            { id: 3011, label: 'Lisbon' },
            { id: 3012, label: 'Montréal' },
          ],
        },
      ],
    },
  ];

  return {
    extraPublications: externalPublications(),
    tags: [
      { id: 1, publication_id: PUB.margin, name: 'Cities', slug: 'cities' },
      { id: 2, publication_id: PUB.margin, name: 'Books', slug: 'books' },
      { id: 3, publication_id: PUB.margin, name: 'America at 250', slug: 'america-250' },
      { id: 4, publication_id: PUB.margin, name: 'Interviews', slug: 'interviews' },
      { id: 5, publication_id: PUB.margin, name: 'Staff picks', slug: 'staff-picks', hidden: true },
      { id: 6, publication_id: PUB.fieldNotes, name: 'Birds', slug: 'birds' },
    ] as TagRow[],
    /** Tags added to posts by this area (core's own `postTags` also count). */
    postTagLinks: tagLinks(),
    homepages: homepageLayouts(),
    /** G58: user ids behind the home page subpaths. */
    people: {
      [PUB.margin]: {
        subscribers: [
          VIEWER_IDS.free,
          VIEWER_IDS.paid,
          VIEWER_IDS.founding,
          ...Array.from({ length: 40 }, (_, i) => commenter(i)).filter((id) => (id - 200) % 3 === 0),
        ],
        followers: Array.from({ length: 40 }, (_, i) => commenter(i)).filter((id) => id % 2 === 0),
        following: [210, 211, 212, commenter(20)],
      },
    } as Record<number, Record<HomepageSubpath, number[]>>,
    authorProfiles: [
      { user_id: VIEWER_IDS.admin, twitter_screen_name: 'adawrites', email_for_display: 'ada@dailymargin.example.com', primary_section_id: 11 },
      { user_id: VIEWER_IDS.contributor, twitter_screen_name: null, email_for_display: 'carmen@dailymargin.example.com', primary_section_id: 14 },
      { user_id: GUEST_AUTHOR_ID, twitter_screen_name: 'gusontheriver', email_for_display: null, primary_section_id: null },
      { user_id: 210, twitter_screen_name: null, email_for_display: null, primary_section_id: 21 },
    ] as AuthorProfile[],
    files,
    invites,
    viralGifts,
    giftSubscriptions: [] as GiftSubscriptionRow[],
    /** E72: gifts created for an email from the gift modal. */
    emailGifts: [{ email: 'already-gifted@example.com', months: 1, created_at: day(-5) }] as { email: string; months: number; created_at: string }[],
    referralTiers: { [PUB.margin]: marginTiers(), [PUB.openWater]: [{ display_order: 1, num_referrals_required: 10, reward_type: '12_months' }] } as Record<
      number,
      ReferralTier[]
    >,
    referralCounts,
    /**
     * Commenters whose profile is hidden (left out of the top referrers). The viewers' own visibility lives on
     * their subscription rows in the account store (Paolo Paid's on The Daily Margin is private; E20 changes it).
     */
    hiddenProfiles: [commenter(3)],
    surveys,
    surveyResponses: [
      {
        survey_id: SURVEY_IDS.answeredByPaid,
        user_id: VIEWER_IDS.paid,
        created_at: day(-2),
        answers: [{ survey_question_id: 201, data: { options: [2011] } }],
      },
    ] as SurveyResponseRow[],
    /** Emailed survey links: token → the subscriber it identifies. */
    surveyTokens: { [SURVEY_TOKEN_FRANCES]: VIEWER_IDS.free } as Record<string, number>,
    recommendations: [
      { publication_id: PUB.margin, recommended_id: PUB.fieldNotes, description: 'The best nature writing in my inbox, every Sunday.' },
      { publication_id: PUB.margin, recommended_id: PUB.openWater, description: 'Swimming, tides and the sea, by people who love them.' },
      { publication_id: PUB.margin, recommended_id: 50, description: 'Where I find the novels I end up writing about.' },
      { publication_id: PUB.margin, recommended_id: 51, description: null },
      { publication_id: PUB.margin, recommended_id: 52, description: 'Buildings, explained without the jargon.' },
      { publication_id: PUB.fieldNotes, recommended_id: PUB.margin, description: 'Books and cities; a fine companion to the field.' },
      { publication_id: PUB.fieldNotes, recommended_id: 51, description: null },
      { publication_id: PUB.openWater, recommended_id: PUB.margin, description: null },
    ],
    nextId: 50_000,
  };
});

export function newGrowthId(): number {
  growthStore.nextId += 1;
  return growthStore.nextId;
}
