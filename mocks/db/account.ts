/**
 * The account world: every viewer's subscriptions (one row per user and publication, carrying its e-mail settings
 * per section), saved cards, newsletter grouping, newsletter-link tokens, pledges, private podcast feeds, coupons,
 * invite-only requests and publication settings. Also the publications only this area needs: the long list the paid
 * viewer follows (enough for three pages of E16), one per subscription type and state of M28.
 *
 * States seeded (dates relative to the mock clock):
 * - E14 per viewer on The Daily Margin: free (Frances), paid monthly with a repeating discount and a card expiring
 *   in 8 days (card-expiry toast), premium/founding with two gifts to give (Fiona), comped (Carmen, Ada as staff).
 * - The paid viewer's data set (26 rows, 3 pages): paid, free_signup, pledged, gift, lifetime, bitcoin, ios_app,
 *   trial ending in 3 minutes and in 9 days, paused, group parent (with two members), group member, cancel at
 *   period end, comped, founding, expiry after 2100, renewing yearly, past_due with an expired card, lapsed
 *   (`unsubscribed`), a publication without newsletters, podcast publications (free and paid).
 * - Newsletter-link tokens (valid, for a reader without an account, expired), coupons (valid once / forever /
 *   repeating / trial, expired).
 */
import type { Discount, EmailSetting, MembershipState, NewsletterGroup, SubscriptionType } from '../../src/api/schemas/account';
import type { Publication, Section } from '../../src/api/schemas/core';
import { core, PUB, VIEWER_IDS } from './core';
import { growthStore } from './growth';
import { defineStore, type SeedContext } from './store';

export interface SubscriptionRow {
  id: number;
  user_id: number;
  publication_id: number;
  membership_state: MembershipState;
  is_founding: boolean;
  type: SubscriptionType | null;
  status: 'active' | 'trialing' | 'paused' | 'past_due' | 'canceled';
  plan_id: string | null;
  /** What the subscriber pays per period, after discount, in minor units (null: nothing to pay). */
  amount: number | null;
  currency: string | null;
  current_period_end: string | null;
  expiry: string | null;
  cancel_at_period_end: boolean;
  paused: boolean;
  parent_subscription_id: number | null;
  is_group_parent: boolean;
  is_comped: boolean;
  gift_count: number;
  payment_method_id: string | null;
  discount: Discount | null;
  email_settings: Record<string, EmailSetting>;
  visibility: 'public' | 'private';
  created_at: string;
}

export interface PaymentMethodRow {
  id: string;
  user_id: number;
  brand: string;
  last4: string;
  expires_at: string;
  is_default: boolean;
}

export interface NewsletterConfig {
  /** Themed page (G15) with groups; otherwise the default list. */
  themed: boolean;
  groups: Record<string, NewsletterGroup>;
  /** Sections a new subscriber gets by e-mail. */
  default_on: number[];
}

export interface NewsletterToken {
  token: string;
  user_id: number;
  publication_id: number;
  expires_at: string | null;
}

export interface LatestEpisodeRow {
  publication_id: number;
  post_id: number;
  title: string;
  slug: string;
  post_date: string;
  audio_url: string;
  duration: number;
  kind: 'podcast' | 'voiceover';
}

export interface PodcastFeedRow {
  id: number;
  publication_id: number;
  section_id: number;
  name: string;
  description: string;
  logoUrl: string | null;
  setupUrl: string;
}

export interface CouponRow {
  code: string;
  publication_id: number;
  redeem_by: string | null;
  max_redemptions: number | null;
  times_redeemed: number;
  discount: Discount;
}

export interface SubscriptionRequestRow {
  id: number;
  publication_id: number;
  email: string;
  status: 'pending' | 'approved' | 'declined';
  requested_at: string;
  source: string | null;
}

/** A subscriber known only by e-mail (signed up for free without an account). */
export interface EmailSubscriber {
  id: number;
  email: string;
}

/** The publications of this area: id, name and what the paid viewer's subscription there shows. */
const extraPublicationSeeds: { id: number; name: string; subdomain: string; payments: boolean; podcast?: boolean; noSections?: boolean; tagline: string }[] = [
  { id: 51, name: 'Harbor Lights', subdomain: 'harborlights', payments: true, tagline: 'Stories from working harbours.' },
  { id: 52, name: 'The Long Table', subdomain: 'longtable', payments: true, tagline: 'Food, family and the meals that hold them.' },
  { id: 53, name: 'Satoshi Sundays', subdomain: 'satoshisundays', payments: true, tagline: 'A weekly letter on money and code.' },
  { id: 54, name: 'Pocket Atlas', subdomain: 'pocketatlas', payments: true, tagline: 'One map, every morning.' },
  { id: 55, name: 'Night Shift Notes', subdomain: 'nightshift', payments: true, tagline: 'Dispatches from people who work while you sleep.' },
  { id: 56, name: 'The Slow Read', subdomain: 'slowread', payments: true, tagline: 'Long essays, read slowly.' },
  { id: 57, name: 'Winter Garden', subdomain: 'wintergarden', payments: true, tagline: 'Gardening through the cold months.' },
  { id: 58, name: 'Studio Ledger', subdomain: 'studioledger', payments: true, tagline: 'The business of small design studios.' },
  { id: 59, name: 'Policy Desk Weekly', subdomain: 'policydesk', payments: true, tagline: 'What changed in policy this week.' },
  { id: 60, name: 'The Cartographer', subdomain: 'cartographer', payments: true, tagline: 'Maps and the people who draw them.' },
  { id: 61, name: 'Backstage Pass', subdomain: 'backstagepass', payments: true, tagline: 'Theatre from the wings.' },
  { id: 62, name: 'First Edition Club', subdomain: 'firstedition', payments: true, podcast: true, tagline: 'Rare books and their collectors.' },
  { id: 63, name: 'Centennial Letters', subdomain: 'centennial', payments: true, tagline: 'Letters written to be read in a hundred years.' },
  { id: 64, name: 'Table Talk', subdomain: 'tabletalk', payments: true, tagline: 'Board games, reviewed.' },
  { id: 65, name: 'The Overdue Notice', subdomain: 'overdue', payments: true, tagline: 'Library news and library fines.' },
  { id: 66, name: 'Old Harbor Review', subdomain: 'oldharbor', payments: true, tagline: 'A literary quarterly.' },
  { id: 67, name: 'Morning Tide', subdomain: 'morningtide', payments: false, podcast: true, tagline: 'Tide tables and coastal news.' },
  { id: 68, name: 'Sound Check', subdomain: 'soundcheck', payments: false, podcast: true, tagline: 'A free music podcast.' },
  { id: 69, name: 'Quiet Room', subdomain: 'quietroom', payments: false, noSections: true, tagline: 'Nothing here yet.' },
  { id: 70, name: 'Small Print', subdomain: 'smallprint', payments: false, tagline: 'Consumer rights, explained.' },
  { id: 71, name: 'Field Recording', subdomain: 'fieldrecording', payments: true, podcast: true, tagline: 'Sounds of places, paid podcast.' },
  { id: 72, name: 'Type & Press', subdomain: 'typeandpress', payments: false, tagline: 'Letterpress printing notes.' },
];

/** Publication id → its main section id (`id * 10 + 1`) and podcast section (`id * 10 + 2`). */
export const mainSectionOf = (publicationId: number) => publicationId * 10 + 1;
export const podcastSectionOf = (publicationId: number) => publicationId * 10 + 2;

function buildExtraPublications(ctx: SeedContext): Publication[] {
  return extraPublicationSeeds.map((seed, i) => {
    const sections: Section[] = seed.noSections
      ? []
      : [
          { id: mainSectionOf(seed.id), name: seed.name, slug: 'main', description: seed.tagline },
          ...(seed.podcast
            ? [{ id: podcastSectionOf(seed.id), name: `${seed.name} Podcast`, slug: 'podcast', description: 'The podcast.', is_podcast: true }]
            : []),
        ];
    const author = ctx.faker.person.fullName();
    return {
      id: seed.id,
      name: seed.name,
      subdomain: seed.subdomain,
      base_url: `https://${seed.subdomain}.example.com`,
      logo_url: i % 4 === 3 ? null : `/mock-assets/covers/cover-${(i % 4) + 1}.jpg`,
      hero_text: seed.tagline,
      payments_state: seed.payments ? 'enabled' : 'disabled',
      community_enabled: i % 3 !== 2,
      plans: seed.payments
        ? [
            { id: `${seed.subdomain}-monthly`, interval: 'month', currency: 'usd', amount: 500 + (i % 3) * 100 },
            { id: `${seed.subdomain}-yearly`, interval: 'year', currency: 'usd', amount: 5000 + (i % 3) * 1000 },
            ...(seed.id === 62 ? [{ id: 'firstedition-founding', interval: 'year' as const, currency: 'usd', amount: 20000, is_founding: true }] : []),
            ...(seed.id === 53 ? [{ id: 'satoshisundays-bitcoin', interval: 'year' as const, currency: 'usd', amount: 6000, is_bitcoin: true }] : []),
            ...(seed.id === 56 || seed.id === 55
              ? [{ id: `${seed.subdomain}-trial`, interval: 'month' as const, currency: 'usd', amount: 600, trial_period_days: 14 }]
              : []),
          ]
        : [],
      sections,
      author_id: 220 + (i % 20),
      author_name: author,
      default_comment_sort: 'best_first',
      theme: { accent_color: ['#b45309', '#0f766e', '#7c3aed', '#be123c'][i % 4]! },
      has_posts: !seed.noSections,
    };
  });
}

/** A subscription row with every field at its free-signup default. */
export function subscriptionRow(id: number, userId: number, publicationId: number, createdAt: string, patch: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    id,
    user_id: userId,
    publication_id: publicationId,
    membership_state: 'free_signup',
    is_founding: false,
    type: null,
    status: 'active',
    plan_id: null,
    amount: null,
    currency: null,
    current_period_end: null,
    expiry: null,
    cancel_at_period_end: false,
    paused: false,
    parent_subscription_id: null,
    is_group_parent: false,
    is_comped: false,
    gift_count: 0,
    payment_method_id: null,
    discount: null,
    email_settings: {},
    visibility: 'public',
    created_at: createdAt,
    ...patch,
  };
}

const all = (sectionIds: number[], setting: EmailSetting): Record<string, EmailSetting> => Object.fromEntries(sectionIds.map((s) => [String(s), setting]));

export const accountStore = defineStore('account', (ctx) => {
  const publications = buildExtraPublications(ctx);
  const sectionsOf = (publicationId: number): number[] =>
    (core.publications.find((p) => p.id === publicationId) ?? publications.find((p) => p.id === publicationId))?.sections?.map((s) => s.id) ?? [];

  const paymentMethods: PaymentMethodRow[] = [
    { id: 'pm_paid_visa', user_id: VIEWER_IDS.paid, brand: 'visa', last4: '4242', expires_at: ctx.at({ days: 8 }), is_default: true },
    { id: 'pm_paid_mc', user_id: VIEWER_IDS.paid, brand: 'mastercard', last4: '4444', expires_at: ctx.at({ days: 420 }), is_default: false },
    { id: 'pm_paid_expired', user_id: VIEWER_IDS.paid, brand: 'visa', last4: '0341', expires_at: ctx.at({ days: -15 }), is_default: false },
    { id: 'pm_founding_amex', user_id: VIEWER_IDS.founding, brand: 'amex', last4: '0005', expires_at: ctx.at({ days: 700 }), is_default: true },
  ];

  let nextRowId = 5001;
  const rows: SubscriptionRow[] = [];
  const add = (userId: number, publicationId: number, patch: Partial<SubscriptionRow>): SubscriptionRow => {
    const row = subscriptionRow(nextRowId++, userId, publicationId, ctx.at({ days: -400 + rows.length * 3 }), {
      email_settings: all(sectionsOf(publicationId), 'individual'),
      ...patch,
    });
    rows.push(row);
    return row;
  };
  const paid = (plan: string, amount: number, periodDays: number, patch: Partial<SubscriptionRow> = {}): Partial<SubscriptionRow> => ({
    membership_state: 'subscribed',
    plan_id: plan,
    amount,
    currency: 'usd',
    current_period_end: ctx.at({ days: periodDays }),
    expiry: ctx.at({ days: periodDays }),
    ...patch,
  });

  // --- The viewers on The Daily Margin (E14 per viewer).
  add(VIEWER_IDS.free, PUB.margin, { email_settings: { '11': 'individual', '12': 'disabled', '13': 'disabled', '14': 'individual' } });
  add(
    VIEWER_IDS.paid,
    PUB.margin,
    paid('margin-monthly', 600, 25, {
      payment_method_id: 'pm_paid_visa',
      discount: { percent_off: 25, percent_off_precise: 25, duration: 'repeating', duration_in_months: 3 },
      email_settings: { '11': 'individual', '12': 'individual', '13': 'individual', '14': 'disabled' },
      visibility: 'private',
    }),
  );
  add(VIEWER_IDS.founding, PUB.margin, paid('margin-founding', 25000, 200, { is_founding: true, gift_count: 2, payment_method_id: 'pm_founding_amex' }));
  add(VIEWER_IDS.contributor, PUB.margin, {
    membership_state: 'subscribed',
    is_comped: true,
    amount: 0,
    currency: 'usd',
    email_settings: { '11': 'individual', '12': 'individual', '13': 'disabled', '14': 'disabled' },
  });
  add(VIEWER_IDS.admin, PUB.margin, { membership_state: 'subscribed', is_comped: true, amount: 0, currency: 'usd' });

  // --- The viewers elsewhere (consistent with `accessLevel` in ./viewer.ts).
  add(VIEWER_IDS.free, PUB.fieldNotes, {});
  add(VIEWER_IDS.free, PUB.openWater, {});
  add(VIEWER_IDS.paid, PUB.fieldNotes, {});
  add(VIEWER_IDS.paid, PUB.innerCircle, {});
  add(VIEWER_IDS.paid, PUB.openWater, paid('water-monthly', 500, 12, { payment_method_id: 'pm_paid_mc' }));
  add(VIEWER_IDS.founding, PUB.fieldNotes, {});
  add(VIEWER_IDS.founding, PUB.innerCircle, {});
  add(VIEWER_IDS.founding, PUB.openWater, paid('water-monthly', 500, 18, { payment_method_id: 'pm_founding_amex' }));
  add(VIEWER_IDS.founding, 56, paid('slowread-trial', 0, 9, { type: 'trial', status: 'trialing', amount: 0 }));
  for (const viewer of [VIEWER_IDS.contributor, VIEWER_IDS.admin]) {
    add(viewer, PUB.fieldNotes, {});
    add(viewer, PUB.innerCircle, {});
    add(viewer, PUB.openWater, {});
  }

  // --- The group parent the paid viewer is a member of (Policy Desk Weekly, held by user 215).
  const policyGroup = add(215, 59, paid('policydesk-yearly', 30000, 240, { is_group_parent: true }));

  // --- The long list the paid viewer follows: one publication per subscription type and state (E16 pages 1–3).
  const p = VIEWER_IDS.paid;
  add(p, 51, paid('harborlights-yearly', 0, 75, { type: 'gift', amount: 0 }));
  add(p, 52, { membership_state: 'subscribed', type: 'lifetime', plan_id: null, amount: 0, currency: 'usd', expiry: null });
  add(p, 53, paid('satoshisundays-bitcoin', 6000, 150, { type: 'bitcoin' }));
  add(p, 54, paid('pocketatlas-monthly', 700, 20, { type: 'ios_app' }));
  add(p, 55, {
    ...paid('nightshift-trial', 0, 0, { type: 'trial', status: 'trialing' }),
    current_period_end: ctx.at({ minutes: 3 }),
    expiry: ctx.at({ minutes: 3 }),
  });
  add(p, 56, paid('slowread-trial', 0, 9, { type: 'trial', status: 'trialing' }));
  add(p, 57, paid('wintergarden-monthly', 500, 14, { status: 'paused', paused: true }));
  const studioGroup = add(p, 58, paid('studioledger-yearly', 21000, 300, { is_group_parent: true, payment_method_id: 'pm_paid_visa' }));
  add(p, 59, { ...paid('policydesk-yearly', 0, 240), parent_subscription_id: policyGroup.id });
  add(p, 60, paid('cartographer-monthly', 500, 12, { cancel_at_period_end: true, payment_method_id: 'pm_paid_visa' }));
  add(p, 61, { membership_state: 'subscribed', is_comped: true, amount: 0, currency: 'usd' });
  add(p, 62, paid('firstedition-founding', 20000, 180, { is_founding: true, gift_count: 2, payment_method_id: 'pm_paid_mc' }));
  add(p, 63, { membership_state: 'subscribed', is_comped: true, amount: 0, currency: 'usd', expiry: '2150-01-01T00:00:00.000Z' });
  add(p, 64, paid('tabletalk-yearly', 5000, 160, { payment_method_id: 'pm_paid_mc' }));
  add(p, 65, paid('overdue-monthly', 600, -2, { status: 'past_due', payment_method_id: 'pm_paid_expired' }));
  add(p, 66, {
    membership_state: 'unsubscribed',
    status: 'canceled',
    plan_id: 'oldharbor-monthly',
    expiry: ctx.at({ days: -30 }),
    current_period_end: ctx.at({ days: -30 }),
    email_settings: {},
  });
  add(p, 67, {});
  add(p, 68, { email_settings: { [String(mainSectionOf(68))]: 'individual', [String(podcastSectionOf(68))]: 'disabled' } });
  add(p, 69, {});
  add(p, 70, {});
  add(p, 71, paid('fieldrecording-monthly', 500, 22, { payment_method_id: 'pm_paid_mc' }));
  add(p, 72, {});

  // --- A subscriber known only by e-mail (no account).
  add(700_001, PUB.margin, { email_settings: { '11': 'individual', '12': 'disabled', '13': 'disabled', '14': 'disabled' } });

  // --- Members of the paid viewer's Studio Ledger group.
  add(216, 58, { ...paid('studioledger-yearly', 0, 300), parent_subscription_id: studioGroup.id });
  add(217, 58, { ...paid('studioledger-yearly', 0, 300), parent_subscription_id: studioGroup.id });

  // --- The Daily Margin's readers among the commenters (a subscriber list with every kind).
  for (let i = 0; i < 40; i++) {
    const userId = 200 + i;
    if (i % 3 === 0) {
      const kind = i % 4;
      add(
        userId,
        PUB.margin,
        kind === 0
          ? { membership_state: 'subscribed', type: 'lifetime', amount: 0, currency: 'usd' }
          : kind === 1
            ? paid('margin-yearly', 8000, 30 + i, { type: 'gift', amount: 0 })
            : paid('margin-yearly', 8000, 30 + i),
      );
    } else if (i % 5 !== 4) {
      add(userId, PUB.margin, { email_settings: { '11': 'individual', '12': i % 2 ? 'individual' : 'disabled', '13': 'disabled', '14': 'disabled' } });
    }
  }

  const newsletterConfigs: Record<number, NewsletterConfig> = {
    [PUB.margin]: { themed: true, groups: { '11': 'from', '12': 'featured', '13': 'featured', '14': 'topic' }, default_on: [11, 12] },
  };

  const newsletterTokens: NewsletterToken[] = [
    { token: 'nl-frances-margin', user_id: VIEWER_IDS.free, publication_id: PUB.margin, expires_at: null },
    { token: 'nl-reader-margin', user_id: 201, publication_id: PUB.margin, expires_at: ctx.at({ days: 30 }) },
    { token: 'nl-paolo-fieldnotes', user_id: VIEWER_IDS.paid, publication_id: PUB.fieldNotes, expires_at: null },
    { token: 'nl-expired', user_id: 202, publication_id: PUB.margin, expires_at: ctx.at({ days: -1 }) },
  ];

  const latestEpisodes: LatestEpisodeRow[] = [
    {
      publication_id: 62,
      post_id: 6201,
      title: 'Collectors’ hour: the Folio question',
      slug: 'collectors-hour-folio',
      post_date: ctx.at({ days: -3 }),
      audio_url: '/mock-assets/media/episode.mp3',
      duration: 2410,
      kind: 'podcast',
    },
    {
      publication_id: 67,
      post_id: 6701,
      title: 'Spring tides, explained',
      slug: 'spring-tides',
      post_date: ctx.at({ days: -1, hours: -4 }),
      audio_url: '/mock-assets/media/episode.mp3',
      duration: 1320,
      kind: 'podcast',
    },
    {
      publication_id: 68,
      post_id: 6801,
      title: 'Sound Check #40: basements',
      slug: 'sound-check-40',
      post_date: ctx.at({ days: -6 }),
      audio_url: '/mock-assets/media/episode.mp3',
      duration: 3105,
      kind: 'podcast',
    },
    {
      publication_id: 71,
      post_id: 7101,
      title: 'A morning at the fish market',
      slug: 'fish-market',
      post_date: ctx.at({ days: -2 }),
      audio_url: '/mock-assets/media/episode.mp3',
      duration: 1800,
      kind: 'podcast',
    },
    {
      publication_id: 64,
      post_id: 6401,
      title: 'Read aloud: the ten best two-player games',
      slug: 'two-player-games',
      post_date: ctx.at({ days: -4 }),
      audio_url: '/mock-assets/media/episode.mp3',
      duration: 640,
      kind: 'voiceover',
    },
  ];

  const podcastFeeds: PodcastFeedRow[] = [
    {
      id: 901,
      publication_id: PUB.margin,
      section_id: 13,
      name: 'Margin Radio',
      description: 'The weekly podcast, ad-free, with subscriber-only episodes.',
      logoUrl: '/mock-assets/covers/logo-margin.png',
      setupUrl: 'https://dailymargin.example.com/podcast/private/setup?feed=margin-radio',
    },
    {
      id: 902,
      publication_id: 62,
      section_id: podcastSectionOf(62),
      name: 'First Edition Club Podcast',
      description: 'Conversations with collectors, for members.',
      logoUrl: '/mock-assets/covers/cover-4.jpg',
      setupUrl: 'https://firstedition.example.com/podcast/private/setup?feed=first-edition',
    },
    {
      id: 903,
      publication_id: 71,
      section_id: podcastSectionOf(71),
      name: 'Field Recording',
      description: 'Every episode in full, without ads.',
      logoUrl: null,
      setupUrl: 'https://fieldrecording.example.com/podcast/private/setup?feed=field-recording',
    },
  ];

  const coupons: CouponRow[] = [
    {
      code: 'WELCOME20',
      publication_id: PUB.margin,
      redeem_by: ctx.at({ days: 30 }),
      max_redemptions: null,
      times_redeemed: 12,
      discount: { percent_off: 20, percent_off_precise: 20, duration: 'once' },
    },
    {
      code: 'FOREVER5',
      publication_id: PUB.margin,
      redeem_by: null,
      max_redemptions: null,
      times_redeemed: 3,
      discount: { amount_off: 500, currency: 'usd', duration: 'forever' },
    },
    {
      code: 'SPRING3',
      publication_id: PUB.margin,
      redeem_by: ctx.at({ days: 10 }),
      max_redemptions: 100,
      times_redeemed: 40,
      discount: { percent_off: 50, percent_off_precise: 50, duration: 'repeating', duration_in_months: 3 },
    },
    {
      code: 'TRYMONTH',
      publication_id: PUB.margin,
      redeem_by: null,
      max_redemptions: null,
      times_redeemed: 0,
      discount: { duration: 'once', trial_period_days: 30, percent_off: 0 },
    },
    {
      code: 'SUMMER24',
      publication_id: PUB.margin,
      redeem_by: ctx.at({ days: -90 }),
      max_redemptions: null,
      times_redeemed: 210,
      discount: { percent_off: 30, percent_off_precise: 30, duration: 'once' },
    },
    {
      code: 'LAUNCH',
      publication_id: PUB.openWater,
      redeem_by: null,
      max_redemptions: 50,
      times_redeemed: 50,
      discount: { percent_off: 40, duration: 'forever' },
    },
  ];

  return {
    /** Publications only this area uses (the paid viewer's long list). */
    publications,
    subscriptions: rows,
    paymentMethods,
    newsletterConfigs,
    newsletterTokens,
    /** Pledges (payments off, pledges on): user → publication. */
    pledges: [
      { user_id: VIEWER_IDS.paid, publication_id: PUB.fieldNotes },
      { user_id: VIEWER_IDS.founding, publication_id: PUB.fieldNotes },
    ],
    latestEpisodes,
    podcastFeeds,
    coupons,
    publicationSettings: [{ publication_id: PUB.margin, seen_coming_soon_explainer: false }] as {
      publication_id: number;
      seen_coming_soon_explainer: boolean;
    }[],
    subscriptionRequests: [
      { id: 1, publication_id: PUB.innerCircle, email: 'waiting@example.com', status: 'pending', requested_at: ctx.at({ days: -2 }), source: 'embed' },
    ] as SubscriptionRequestRow[],
    /** Subscribers known only by e-mail (free signups without an account). */
    emailSubscribers: [{ id: 700_001, email: 'reader.without.account@example.com' }] as EmailSubscriber[],
    /** Password resets sent (P08), newest last. */
    passwordResets: [] as { email: string; at: string }[],
    /** Sign-in links sent (P29), newest last. */
    loginLinks: [] as { email: string; next: string | null; at: string }[],
    nextSubscriptionId: nextRowId,
    nextRequestId: 2,
    nextEmailSubscriberId: 700_002,
  };
});

/** Any publication: the core ones, this area's, and the ones the growth world recommends (ids 50–52). */
export function anyPublication(publicationId: number): Publication | undefined {
  return (
    core.publications.find((p) => p.id === publicationId) ??
    accountStore.publications.find((p) => p.id === publicationId) ??
    growthStore.extraPublications.find((p) => p.id === publicationId)
  );
}

/** The publication a section belongs to (section ids are unique across publications). */
export function sectionPublication(sectionId: number): Publication | undefined {
  return [...core.publications, ...accountStore.publications].find((p) => p.sections?.some((s) => s.id === sectionId));
}

/** A publication's newsletter grouping; without one, the default page with every non-podcast section on. */
export function newsletterConfigFor(publication: Publication): NewsletterConfig {
  return (
    accountStore.newsletterConfigs[publication.id] ?? {
      themed: false,
      groups: {},
      default_on: (publication.sections ?? []).filter((s) => !s.is_podcast).map((s) => s.id),
    }
  );
}

/** E-mail settings of a new subscriber: the default-on sections `individual`, the others `disabled`. */
export function defaultEmailSettings(publication: Publication): Record<string, EmailSetting> {
  const on = newsletterConfigFor(publication).default_on;
  return Object.fromEntries((publication.sections ?? []).map((s) => [String(s.id), on.includes(s.id) ? 'individual' : 'disabled']));
}
