/**
 * M71 `homepage-block-config` (spec 002 "Homepage content block", §9 limits; inventory `homepage-block`,
 * `homepage-block-settings`): an admin's settings of one home page block, and the rules of how many posts a block
 * shows at each breakpoint. Pure.
 *
 * ```
 * pristine ──SET_TYPE / SET_NUM_POSTS / SET_NUM_ROWS / SET_SOURCE / PIN / UNPIN→ dirty (or pristine when back to the saved settings)
 * dirty ──RESET→ pristine (the saved settings again)
 * ```
 * `num_posts` is kept in [3, 7] (default 6), `num_rows` in [1, 4] (default 2): a value outside is clamped, a value that
 * is not a number is the default. A section source needs its section, a tag source its tag; `latest` needs neither. A
 * pin holds one place; pinning a post again moves it.
 */
import type { HomepageBlock, HomepageBlockType, HomepagePin } from '../../../api/schemas/growth';

/**
 * The spec's limits (002 §9), written here because a machine imports no API values; the unit test holds them equal
 * to the schema's `HOMEPAGE_BLOCK_LIMITS`, `HOMEPAGE_LAYOUT_POSTS` and `GRID_COLUMNS`.
 */
export const BLOCK_LIMITS = { numPosts: { min: 3, default: 6, max: 7 }, numRows: { min: 1, default: 2, max: 4 } } as const;
export const LAYOUT_POSTS = { feature: 5, podcast_plus_three: 4, single_post: 1, half_feature: 4 } as const;
export const COLUMNS = { desktop: 4, tablet: 3, mobile: 4, maxSidebarReduction: 2 } as const;

/** The settings of a block an admin edits. */
export type BlockConfig = Pick<
  HomepageBlock,
  'block_type' | 'post_source' | 'section_id' | 'post_tag_id' | 'num_posts' | 'num_rows' | 'sidebar_modules' | 'pins'
>;

export type HomepageBlockState = { name: 'pristine'; config: BlockConfig; saved: BlockConfig } | { name: 'dirty'; config: BlockConfig; saved: BlockConfig };

export type HomepageBlockEvent =
  | { type: 'SET_TYPE'; blockType: HomepageBlockType }
  | { type: 'SET_NUM_POSTS'; value: number }
  | { type: 'SET_NUM_ROWS'; value: number }
  | { type: 'SET_SOURCE'; source: 'latest' }
  | { type: 'SET_SOURCE'; source: 'section'; sectionId: number }
  | { type: 'SET_SOURCE'; source: 'tag'; tagId: number }
  | { type: 'PIN'; postId: number; position: number }
  | { type: 'UNPIN'; postId: number }
  | { type: 'RESET' };

export const homepageBlockStateNames = ['pristine', 'dirty'] as const satisfies readonly HomepageBlockState['name'][];
export const homepageBlockEventTypes = [
  'SET_TYPE',
  'SET_NUM_POSTS',
  'SET_NUM_ROWS',
  'SET_SOURCE',
  'PIN',
  'UNPIN',
  'RESET',
] as const satisfies readonly HomepageBlockEvent['type'][];

/** `value` within [min, max] (rounded); the default when it is not a finite number. */
function clamp(value: number, limits: { min: number; default: number; max: number }): number {
  if (!Number.isFinite(value)) return limits.default;
  return Math.min(limits.max, Math.max(limits.min, Math.round(value)));
}

export function clampNumPosts(value: number): number {
  return clamp(value, BLOCK_LIMITS.numPosts);
}

export function clampNumRows(value: number): number {
  return clamp(value, BLOCK_LIMITS.numRows);
}

export function initialHomepageBlockState(saved: BlockConfig): HomepageBlockState {
  return { name: 'pristine', config: saved, saved };
}

function same(a: BlockConfig, b: BlockConfig): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function edit(state: HomepageBlockState, config: BlockConfig): HomepageBlockState {
  return { name: same(config, state.saved) ? 'pristine' : 'dirty', config, saved: state.saved };
}

export function transition(state: HomepageBlockState, event: HomepageBlockEvent): HomepageBlockState {
  const { config } = state;
  switch (event.type) {
    case 'SET_TYPE':
      return edit(state, { ...config, block_type: event.blockType });
    case 'SET_NUM_POSTS':
      return edit(state, { ...config, num_posts: clampNumPosts(event.value) });
    case 'SET_NUM_ROWS':
      return edit(state, { ...config, num_rows: clampNumRows(event.value) });
    case 'SET_SOURCE':
      if (event.source === 'latest') return edit(state, { ...config, post_source: 'latest', section_id: null, post_tag_id: null });
      if (event.source === 'section') return edit(state, { ...config, post_source: 'section', section_id: event.sectionId, post_tag_id: null });
      return edit(state, { ...config, post_source: 'tag', section_id: null, post_tag_id: event.tagId });
    case 'PIN': {
      const position = Math.max(0, Math.min(blockPostCount(config, 'desktop') - 1, Math.round(event.position)));
      const others = config.pins.filter((pin) => pin.post_id !== event.postId && pin.position !== position);
      const pins: HomepagePin[] = [...others, { post_id: event.postId, position }].sort((a, b) => a.position - b.position);
      return edit(state, { ...config, pins });
    }
    case 'UNPIN':
      return edit(state, { ...config, pins: config.pins.filter((pin) => pin.post_id !== event.postId) });
    case 'RESET':
      return initialHomepageBlockState(state.saved);
    default:
      return event satisfies never;
  }
}

export const homepageBreakpoints = ['desktop', 'tablet', 'mobile'] as const;
export type HomepageBreakpoint = (typeof homepageBreakpoints)[number];

/** K081: a grid shows at most 7 posts on phones. */
export const GRID_MOBILE_MAX = 7;
/** K085: a half feature shows 3 posts on tablets. */
export const HALF_FEATURE_TABLET = 3;

/** Grid columns at a breakpoint: 4 on desktop and phones, 3 on tablets, minus one per sidebar module (up to 2). */
export function gridColumns(breakpoint: HomepageBreakpoint, sidebarModules = 0): number {
  const base = breakpoint === 'tablet' ? COLUMNS.tablet : breakpoint === 'mobile' ? COLUMNS.mobile : COLUMNS.desktop;
  return base - Math.min(COLUMNS.maxSidebarReduction, Math.max(0, sidebarModules));
}

/** How many posts a block shows at a breakpoint (list 3–7, grid rows × columns, feature 5, podcast plus three 4, single 1, half feature 4 / 3). */
export function blockPostCount(config: Pick<BlockConfig, 'block_type' | 'num_posts' | 'num_rows' | 'sidebar_modules'>, breakpoint: HomepageBreakpoint): number {
  switch (config.block_type) {
    case 'list':
      return clampNumPosts(config.num_posts ?? BLOCK_LIMITS.numPosts.default);
    case 'grid': {
      const rows = clampNumRows(config.num_rows ?? BLOCK_LIMITS.numRows.default);
      const shown = rows * gridColumns(breakpoint, config.sidebar_modules?.length ?? 0);
      return breakpoint === 'mobile' ? Math.min(GRID_MOBILE_MAX, shown) : shown;
    }
    case 'half_feature':
      return breakpoint === 'tablet' ? HALF_FEATURE_TABLET : LAYOUT_POSTS.half_feature;
    default:
      return LAYOUT_POSTS[config.block_type];
  }
}
