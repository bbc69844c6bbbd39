/**
 * Growth: the publication home page and its blocks, the welcome popup, invites, tags, author pages, files, viral
 * gifts, the referral leaderboard, reader surveys, recommendations and country data (inventory §4; spec 003, 001
 * author pages, 002 homepage blocks). Shapes the spec leaves open are designed here and marked with their gap id
 * (G33, G35, G38, G39, G57, G58).
 */
import * as z from 'zod/mini';
import { id, isoDate, Post, PostTag, Publication, User } from './core';

// ---------------------------------------------------------------------------------------------------------------
// Homepage (E57) and welcome popup (E58)
// ---------------------------------------------------------------------------------------------------------------

export const homepageBlockTypes = ['list', 'grid', 'feature', 'podcast_plus_three', 'single_post', 'half_feature'] as const;
export const HomepageBlockType = /* @__PURE__ */ z.enum(homepageBlockTypes);
export type HomepageBlockType = z.infer<typeof HomepageBlockType>;

export const homepagePostSources = ['latest', 'section', 'tag'] as const;
export const HomepagePostSource = /* @__PURE__ */ z.enum(homepagePostSources);
export type HomepagePostSource = z.infer<typeof HomepagePostSource>;

/** K089/K090: `num_posts` min 3 / default 6 / max 7; `num_rows` min 1 / default 2 / max 4. */
export const HOMEPAGE_BLOCK_LIMITS = {
  numPosts: { min: 3, default: 6, max: 7 },
  numRows: { min: 1, default: 2, max: 4 },
} as const;

/**
 * K080–K085: posts a layout shows. `list` shows `num_posts`; `grid` shows `num_rows` rows of
 * `GRID_COLUMNS.desktop − min(2, sidebar modules)` columns (the server sends the desktop count; the screen drops
 * the extra ones on smaller breakpoints, K081 "9, mobile 7"); the other layouts have a fixed size.
 */
export const HOMEPAGE_LAYOUT_POSTS = { feature: 5, podcast_plus_three: 4, single_post: 1, half_feature: 4 } as const;
export const GRID_COLUMNS = { desktop: 4, tablet: 3, mobile: 4, maxSidebarReduction: 2 } as const;

export const HomepagePin = /* @__PURE__ */ z.object({
  post_id: id,
  /** 0-based place of the pinned post inside its block. */
  position: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
});
export type HomepagePin = z.infer<typeof HomepagePin>;

/** A configurable content block of the publication home page (002 "Homepage content block"). */
export const HomepageBlock = /* @__PURE__ */ z.object({
  id,
  block_type: HomepageBlockType,
  post_source: HomepagePostSource,
  section_id: /* @__PURE__ */ z.nullish(id),
  post_tag_id: /* @__PURE__ */ z.nullish(id),
  /** `list` only (K089); absent = default 6. */
  num_posts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(HOMEPAGE_BLOCK_LIMITS.numPosts.min), /* @__PURE__ */ z.lte(HOMEPAGE_BLOCK_LIMITS.numPosts.max)),
  ),
  /** `grid` only (K090); absent = default 2. */
  num_rows: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(HOMEPAGE_BLOCK_LIMITS.numRows.min), /* @__PURE__ */ z.lte(HOMEPAGE_BLOCK_LIMITS.numRows.max)),
  ),
  /** Sidebar modules next to the block (each takes one grid column, up to 2). */
  sidebar_modules: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  pins: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(HomepagePin), []),
  /** Optional heading (designed). */
  title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type HomepageBlock = z.infer<typeof HomepageBlock>;

/**
 * P62 body (designed; the spec's homepage editor is not shown, inventory `homepage-block-settings`): an admin's
 * settings of one block. `num_posts` applies to `list` blocks only (K089), `num_rows` to `grid` blocks only (K090).
 */
export const HomepageBlockSettingsBody = /* @__PURE__ */ z.object({
  num_posts: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(HOMEPAGE_BLOCK_LIMITS.numPosts.min), /* @__PURE__ */ z.lte(HOMEPAGE_BLOCK_LIMITS.numPosts.max)),
  ),
  num_rows: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.gte(HOMEPAGE_BLOCK_LIMITS.numRows.min), /* @__PURE__ */ z.lte(HOMEPAGE_BLOCK_LIMITS.numRows.max)),
  ),
});
export type HomepageBlockSettingsBody = z.infer<typeof HomepageBlockSettingsBody>;

/** How many posts a block holds (the server fills it to this; see `HOMEPAGE_LAYOUT_POSTS`). */
export function homepageBlockPostCount(block: Pick<HomepageBlock, 'block_type' | 'num_posts' | 'num_rows' | 'sidebar_modules'>): number {
  switch (block.block_type) {
    case 'list':
      return block.num_posts ?? HOMEPAGE_BLOCK_LIMITS.numPosts.default;
    case 'grid': {
      const sidebars = Math.min(GRID_COLUMNS.maxSidebarReduction, block.sidebar_modules?.length ?? 0);
      return (block.num_rows ?? HOMEPAGE_BLOCK_LIMITS.numRows.default) * (GRID_COLUMNS.desktop - sidebars);
    }
    default:
      return HOMEPAGE_LAYOUT_POSTS[block.block_type];
  }
}

/** Posts as cards (lists, blocks, archives): a Post without its body. */
export const PostCard = Post;
export type PostCard = z.infer<typeof PostCard>;

/** A recommendation of another publication (P18, and E57/E58). */
export const Recommendation = /* @__PURE__ */ z.object({
  /** Designed (G33): a stable id for list keys. */
  id: /* @__PURE__ */ z.optional(id),
  recommendedPublication: Publication,
  /** The recommending author's blurb. */
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const homepageSubpaths = ['subscribers', 'followers', 'following'] as const;
export const HomepageSubpath = /* @__PURE__ */ z.enum(homepageSubpaths);
export type HomepageSubpath = z.infer<typeof HomepageSubpath>;

/** G58: the people lists behind the home page subpaths `/subscribers`, `/followers`, `/following`. */
export const HomepagePeople = /* @__PURE__ */ z.object({
  subpath: HomepageSubpath,
  users: /* @__PURE__ */ z.array(User),
  total: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
});

/**
 * E57 answer (G35): `{blocks: [HomepageBlock & {posts}], recommendations}`; `recommendations` holds the first 3
 * and `recommendation_count` the "View all N" total. `preview` says whether the admin's unpublished layout was
 * served (only to the publication's admins). `people` is present when `subpath` was asked for (G58).
 */
export const HomepageData = /* @__PURE__ */ z.object({
  publication: /* @__PURE__ */ z.optional(Publication),
  blocks: /* @__PURE__ */ z.array(/* @__PURE__ */ z.extend(HomepageBlock, { posts: /* @__PURE__ */ z.array(PostCard) })),
  recommendations: /* @__PURE__ */ z.array(Recommendation),
  recommendation_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  preview: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  people: /* @__PURE__ */ z.optional(HomepagePeople),
});
export type HomepageData = z.infer<typeof HomepageData>;

/** E58 answer (G35): `{publication, recommendations, posts}` for the welcome popup. */
export const WelcomePageData = /* @__PURE__ */ z.object({
  publication: Publication,
  recommendations: /* @__PURE__ */ z.array(Recommendation),
  posts: /* @__PURE__ */ z.array(PostCard),
});
export type WelcomePageData = z.infer<typeof WelcomePageData>;

// ---------------------------------------------------------------------------------------------------------------
// Invites (E59, E60, E61, P17)
// ---------------------------------------------------------------------------------------------------------------

export const inviteStatuses = ['pending', 'accepted', 'rejected'] as const;

/** Who was invited: the name and email typed on the invites page, or the user who accepted. */
export const InviteeUser = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.nullish(id),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

/** An invite to a publication (003 "Invite": created_at, inviteeUser name; the rest designed, G33). */
export const Invite = /* @__PURE__ */ z.object({
  id,
  created_at: isoDate,
  inviteeUser: InviteeUser,
  status: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(inviteStatuses)),
  accepted_at: /* @__PURE__ */ z.nullish(isoDate),
  /** `subscriber`: a reader joining an invite-only publication; `contributor`: a guest author (designed). */
  role: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['subscriber', 'contributor'])),
  inviter: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.object({ id, name: /* @__PURE__ */ z.string() })),
  publication: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.partial(
      /* @__PURE__ */ z.pick(Publication, { id: true, name: true, subdomain: true, base_url: true, logo_url: true, invite_only: true }),
      {
        logo_url: true,
        invite_only: true,
      },
    ),
  ),
  /** A guest-author invite for one post: accepting answers with that post's address. */
  post_id: /* @__PURE__ */ z.nullish(id),
});
export type Invite = z.infer<typeof Invite>;

/**
 * E59/E60 answer (G35): `{invitesLeft, invites}`. `invitesLeft` is `null` for publication staff (contributors
 * invite without limit, `unlimited: true`); for subscribers of an invite-only publication it is
 * `subscriber_invites` minus the invites they sent.
 */
export const InviteData = /* @__PURE__ */ z.object({
  invitesLeft: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
  unlimited: /* @__PURE__ */ z.boolean(),
  invites: /* @__PURE__ */ z.array(Invite),
});
export type InviteData = z.infer<typeof InviteData>;

/** E61 answer (G35): `{postUrl?}` — go there when present, else to `/invite-success/{id}`. */
export const InviteAcceptResult = /* @__PURE__ */ z.object({ postUrl: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()) });

// ---------------------------------------------------------------------------------------------------------------
// Tags (E62), author pages (E63), files (E64)
// ---------------------------------------------------------------------------------------------------------------

/** E62: a post tag by slug (003 "Tag": id, name, slug). */
export const Tag = /* @__PURE__ */ z.extend(PostTag, {
  slug: /* @__PURE__ */ z.string(),
  post_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative())),
});
export type Tag = z.infer<typeof Tag>;

/** Author page info (001 ∪ 002 ∪ 003). "Get Notified" shows only when `primary_section_id` is set. */
export const AuthorInfo = /* @__PURE__ */ z.object({
  user_id: id,
  name: /* @__PURE__ */ z.string(),
  bio: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  photo_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  handle: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  twitter_screen_name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  email_for_display: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  email: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  role: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.enum(['admin', 'contributor', 'guest'])),
  primary_section_id: /* @__PURE__ */ z.nullish(id),
});
export type AuthorInfo = z.infer<typeof AuthorInfo>;

/** E63 answer (G35): `{author, posts}`, posts newest first. */
export const AuthorPage = /* @__PURE__ */ z.object({ author: AuthorInfo, posts: /* @__PURE__ */ z.array(PostCard) });
export type AuthorPage = z.infer<typeof AuthorPage>;

/**
 * G57: the file type is not sent; it is derived from the extension of `file_key` (`PDF`, `EPUB`, `CBZ`…), `FILE`
 * when there is none.
 */
export function fileTypeFromKey(fileKey: string): string {
  const base = fileKey.split('/').pop() ?? fileKey;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1) : '';
  return /^[A-Za-z0-9]{1,8}$/.test(ext) ? ext.toUpperCase() : 'FILE';
}

/** E64: a file attachment (003 "File"), with `type` derived (G57) and the back link's post (designed). */
export const FileEntry = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.object({
    id,
    file_key: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
    num_bytes: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
    thumbnail: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
    post_id: /* @__PURE__ */ z.nullish(id),
    /** Designed: the post the file belongs to, for "Read Now" / the back link. */
    post: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.object({ id, slug: /* @__PURE__ */ z.string(), title: /* @__PURE__ */ z.string() })),
    /** Designed: where "Download file" points. */
    download_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  }),
  /* @__PURE__ */ z.transform((file) => ({ ...file, type: fileTypeFromKey(file.file_key) })),
);
export type FileEntry = z.infer<typeof FileEntry>;

// ---------------------------------------------------------------------------------------------------------------
// Viral gifts (P16, E71, E72)
// ---------------------------------------------------------------------------------------------------------------

/** K107 (the value lives in `constants/growth.ts`, which views may import). */
export { VIRAL_GIFT_MONTHS } from '../constants/growth';

/**
 * P16 (G33): the gift behind a link. "All gone" when `count_remaining` is 0 or `expired` (designed) is true.
 */
export const ViralGift = /* @__PURE__ */ z.object({
  token: /* @__PURE__ */ z.string(),
  sender_name: /* @__PURE__ */ z.string(),
  sender_id: id,
  count_remaining: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  tweet_link: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  expired: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  expires_at: /* @__PURE__ */ z.nullish(isoDate),
  months: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
  publication: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.partial(/* @__PURE__ */ z.pick(Publication, { id: true, name: true, subdomain: true, base_url: true, logo_url: true }), {
      logo_url: true,
    }),
  ),
});
export type ViralGift = z.infer<typeof ViralGift>;

/** A gifted subscription created by accepting a viral gift (designed). */
export const GiftSubscription = /* @__PURE__ */ z.object({
  id,
  publication_id: id,
  email: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z.literal('gift'),
  created_at: isoDate,
  expiry: isoDate,
});

/** E71 answer (G35): `{subscription}`. A gift with none left answers 410 with code `ALL_GONE` ("All gone"). */
export const AcceptViralGiftResult = /* @__PURE__ */ z.object({ subscription: GiftSubscription });

// ---------------------------------------------------------------------------------------------------------------
// Referral leaderboard (E73)
// ---------------------------------------------------------------------------------------------------------------

/** K128: complimentary 1, 3, 6, 9 or 12 months, or a custom reward (`reward_description`). */
export const referralRewardTypes = ['1_month', '3_months', '6_months', '9_months', '12_months', 'custom'] as const;
export const ReferralRewardType = /* @__PURE__ */ z.enum(referralRewardTypes);

export const ReferralTier = /* @__PURE__ */ z.object({
  display_order: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int()),
  num_referrals_required: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
  reward_type: ReferralRewardType,
  reward_description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});
export type ReferralTier = z.infer<typeof ReferralTier>;

export const TopReferrer = /* @__PURE__ */ z.object({
  user: /* @__PURE__ */ z.pick(User, { id: true, name: true, handle: true, photo_url: true }),
  rank: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
  referrals: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
  isCurrentUser: /* @__PURE__ */ z.boolean(),
});

/** G39: the share link is the publication address with `?r=` and the user id in base 36 (K125). */
export function referralShareUrl(baseUrl: string, userId: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/?r=${userId.toString(36)}`;
}

/** M64: which tier message the page shows. */
export type ReferralTierCase = 'none_reached' | 'reached_with_next' | 'top_reached';

export function referralTierCase(tiers: readonly ReferralTier[], referrals: number): ReferralTierCase {
  const sorted = [...tiers].sort((a, b) => a.num_referrals_required - b.num_referrals_required);
  const reached = sorted.filter((t) => t.num_referrals_required <= referrals);
  if (reached.length === 0) return 'none_reached';
  return reached.length === sorted.length ? 'top_reached' : 'reached_with_next';
}

/**
 * E73: the leaderboard. Anonymous viewers get it with the `current_user_*` fields null. Referrals of publication
 * staff are not counted (admins: `current_user_stats` null; contributors: their count with `rank` null, and the
 * page shows the contributor note). `share_url` and the two view flags are designed (G39).
 */
export const ReferralLeaderboard = /* @__PURE__ */ z.object({
  current_user_stats: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.object({
      referrals: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
      rank: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive())),
    }),
  ),
  tiers: /* @__PURE__ */ z.array(ReferralTier),
  top_referrers: /* @__PURE__ */ z.array(TopReferrer),
  current_user_can_share: /* @__PURE__ */ z.boolean(),
  current_user_id: /* @__PURE__ */ z.nullable(id),
  current_user_profile_hidden: /* @__PURE__ */ z.boolean(),
  current_user_subscription_id: /* @__PURE__ */ z.nullable(id),
  share_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  current_user_is_contributor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  current_user_is_admin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type ReferralLeaderboard = z.infer<typeof ReferralLeaderboard>;

// ---------------------------------------------------------------------------------------------------------------
// Surveys (E76, E77)
// ---------------------------------------------------------------------------------------------------------------

export const surveyQuestionTypes = ['text', 'number', 'country', 'checkbox', 'checkbox_freeform', 'radio', 'radio_freeform'] as const;
export const SurveyQuestionType = /* @__PURE__ */ z.enum(surveyQuestionTypes);
export type SurveyQuestionType = z.infer<typeof SurveyQuestionType>;

export const SurveyQuestion = /* @__PURE__ */ z.object({
  id,
  type: SurveyQuestionType,
  /** The question as shown (may carry inline HTML). */
  displayLabel: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  label: /* @__PURE__ */ z.string(),
  is_required: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
  options: /* @__PURE__ */ z._default(/* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ id, label: /* @__PURE__ */ z.string() })), []),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

export const Survey = /* @__PURE__ */ z.object({
  id,
  title: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  publication_id: /* @__PURE__ */ z.optional(id),
  questions: /* @__PURE__ */ z.array(SurveyQuestion),
  hasCurrentUserResponded: /* @__PURE__ */ z.boolean(),
});
export type Survey = z.infer<typeof Survey>;

/**
 * One answer (003 "Response per question: value and an options list"). `text`/`number`: `value`. Choice types:
 * `options` (ids); the freeform types may send `value` as the "other" text instead. `country` (K129): `value` is
 * `"{countryCode}|{regionCode}"`, e.g. `"US|US-CA"` (designed).
 */
export const SurveyAnswerData = /* @__PURE__ */ z.object({
  value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  options: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int()))),
});
export const SurveyResponsesBody = /* @__PURE__ */ z.object({
  responses: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.object({
      survey_question_id: /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
      data: SurveyAnswerData,
    }),
  ),
});
export type SurveyResponsesBody = z.input<typeof SurveyResponsesBody>;

/** The country answer's two parts (K129; the rule lives in `constants/growth.ts`, which machines may import). */
export { joinCountryAnswer } from '../constants/growth';

// ---------------------------------------------------------------------------------------------------------------
// Country data (P13)
// ---------------------------------------------------------------------------------------------------------------

export const Region = /* @__PURE__ */ z.object({ code: /* @__PURE__ */ z.string(), name: /* @__PURE__ */ z.string() });
export const Country = /* @__PURE__ */ z.object({
  code: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.length(2)),
  name: /* @__PURE__ */ z.string(),
  regions: /* @__PURE__ */ z.array(Region),
});
export type Country = z.infer<typeof Country>;

// ---------------------------------------------------------------------------------------------------------------
// Static pages (001; G45): configuration the spec names without values
// ---------------------------------------------------------------------------------------------------------------

/** G45: the Who We Are page's mailboxes (shown as `{email}` links). A host may override them. */
export const WHO_WE_ARE_MAILBOXES = { letters: 'letters@dailymargin.example.com', tips: 'tips@dailymargin.example.com' } as const;

/** G45: the What We're Reading page's bookshop widget lists, in page order. */
export const BOOKSHOP_LISTS = [
  'pick-of-the-month',
  'previous-picks',
  'reader-recommendations',
  'politics',
  'culture',
  'history',
  'science-medicine',
  'tech',
  'memoir-biography',
  'parenting',
  'religion',
] as const;
