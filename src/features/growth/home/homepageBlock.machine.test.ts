import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, HOMEPAGE_BLOCK_LIMITS, HOMEPAGE_LAYOUT_POSTS, homepageBlockPostCount, homepageBlockTypes } from '../../../api/schemas/growth';
import {
  BLOCK_LIMITS,
  COLUMNS,
  LAYOUT_POSTS,
  type BlockConfig,
  blockPostCount,
  clampNumPosts,
  clampNumRows,
  gridColumns,
  type HomepageBlockEvent,
  homepageBreakpoints,
  initialHomepageBlockState,
  transition,
} from './homepageBlock.machine';

const saved: BlockConfig = { block_type: 'list', post_source: 'latest', section_id: null, post_tag_id: null, num_posts: 6, num_rows: null, pins: [] };
const pristine = initialHomepageBlockState(saved);

describe('M71 homepage block settings', () => {
  it('holds the same limits as the API schema', () => {
    expect(BLOCK_LIMITS).toEqual(HOMEPAGE_BLOCK_LIMITS);
    expect(LAYOUT_POSTS).toEqual(HOMEPAGE_LAYOUT_POSTS);
    expect(COLUMNS).toEqual(GRID_COLUMNS);
  });

  it.each<[string, HomepageBlockEvent, Partial<BlockConfig>]>([
    ['SET_NUM_POSTS keeps 3–7', { type: 'SET_NUM_POSTS', value: 4 }, { num_posts: 4 }],
    ['SET_NUM_POSTS clamps below 3', { type: 'SET_NUM_POSTS', value: 1 }, { num_posts: 3 }],
    ['SET_NUM_POSTS clamps above 7', { type: 'SET_NUM_POSTS', value: 12 }, { num_posts: 7 }],
    ['SET_NUM_POSTS of no number is the default 6 (pristine again)', { type: 'SET_NUM_POSTS', value: Number.NaN }, { num_posts: 6 }],
    ['SET_NUM_ROWS keeps 1–4', { type: 'SET_NUM_ROWS', value: 3 }, { num_rows: 3 }],
    ['SET_NUM_ROWS clamps above 4', { type: 'SET_NUM_ROWS', value: 9 }, { num_rows: 4 }],
    ['SET_NUM_ROWS clamps below 1', { type: 'SET_NUM_ROWS', value: 0 }, { num_rows: 1 }],
    ['SET_TYPE', { type: 'SET_TYPE', blockType: 'grid' }, { block_type: 'grid' }],
    [
      'SET_SOURCE section keeps the section, drops a tag',
      { type: 'SET_SOURCE', source: 'section', sectionId: 11 },
      { post_source: 'section', section_id: 11, post_tag_id: null },
    ],
    [
      'SET_SOURCE tag keeps the tag, drops a section',
      { type: 'SET_SOURCE', source: 'tag', tagId: 3 },
      { post_source: 'tag', section_id: null, post_tag_id: 3 },
    ],
    ['PIN holds a place', { type: 'PIN', postId: 1001, position: 2 }, { pins: [{ post_id: 1001, position: 2 }] }],
    ['PIN past the end lands on the last place', { type: 'PIN', postId: 1001, position: 40 }, { pins: [{ post_id: 1001, position: 5 }] }],
  ])('pristine ─%s', (_, event, change) => {
    const next = transition(pristine, event);
    const config = { ...saved, ...change };
    expect(next.config).toEqual(config);
    expect(next.name).toBe(JSON.stringify(config) === JSON.stringify(saved) ? 'pristine' : 'dirty');
  });

  it('pinning a post again moves it; a place holds one post; UNPIN frees it', () => {
    let state = transition(pristine, { type: 'PIN', postId: 1001, position: 0 });
    state = transition(state, { type: 'PIN', postId: 1002, position: 0 });
    expect(state.config.pins).toEqual([{ post_id: 1002, position: 0 }]);
    state = transition(state, { type: 'PIN', postId: 1002, position: 3 });
    expect(state.config.pins).toEqual([{ post_id: 1002, position: 3 }]);
    state = transition(state, { type: 'UNPIN', postId: 1002 });
    expect(state).toEqual(pristine);
  });

  it('SET_SOURCE latest drops both ids; back to the saved settings is pristine', () => {
    const section = transition(pristine, { type: 'SET_SOURCE', source: 'section', sectionId: 11 });
    expect(section.name).toBe('dirty');
    expect(transition(section, { type: 'SET_SOURCE', source: 'latest' })).toEqual(pristine);
  });

  it('dirty ─RESET→ pristine with the saved settings', () => {
    const dirty = transition(pristine, { type: 'SET_NUM_POSTS', value: 3 });
    expect(dirty.name).toBe('dirty');
    expect(transition(dirty, { type: 'RESET' })).toEqual(pristine);
  });

  it('counts per layout and breakpoint (002 §9)', () => {
    const block = (b: Partial<BlockConfig>) => ({ ...saved, ...b });
    expect(blockPostCount(block({ block_type: 'list', num_posts: null }), 'desktop')).toBe(6);
    expect(blockPostCount(block({ block_type: 'list', num_posts: 7 }), 'mobile')).toBe(7);
    expect(blockPostCount(block({ block_type: 'grid', num_rows: null }), 'desktop')).toBe(8);
    expect(blockPostCount(block({ block_type: 'grid', num_rows: 3 }), 'tablet')).toBe(9);
    expect(blockPostCount(block({ block_type: 'grid', num_rows: 3 }), 'mobile')).toBe(7);
    expect(blockPostCount(block({ block_type: 'grid', num_rows: 2, sidebar_modules: ['a'] }), 'desktop')).toBe(6);
    expect(blockPostCount(block({ block_type: 'grid', num_rows: 1, sidebar_modules: ['a', 'b', 'c'] }), 'desktop')).toBe(2);
    expect(blockPostCount(block({ block_type: 'feature' }), 'mobile')).toBe(5);
    expect(blockPostCount(block({ block_type: 'podcast_plus_three' }), 'desktop')).toBe(4);
    expect(blockPostCount(block({ block_type: 'single_post' }), 'tablet')).toBe(1);
    expect(blockPostCount(block({ block_type: 'half_feature' }), 'desktop')).toBe(4);
    expect(blockPostCount(block({ block_type: 'half_feature' }), 'tablet')).toBe(3);
    expect(gridColumns('tablet', 1)).toBe(2);
  });

  it('property: settings always stay within the limits, whatever the admin types', () => {
    const events = fc.oneof(
      fc.record({ type: fc.constant('SET_NUM_POSTS' as const), value: fc.oneof(fc.double(), fc.integer({ min: -100, max: 100 })) }),
      fc.record({ type: fc.constant('SET_NUM_ROWS' as const), value: fc.oneof(fc.double(), fc.integer({ min: -100, max: 100 })) }),
      fc.record({ type: fc.constant('SET_TYPE' as const), blockType: fc.constantFrom(...homepageBlockTypes) }),
      fc.record({ type: fc.constant('PIN' as const), postId: fc.integer({ min: 1, max: 5 }), position: fc.integer({ min: -5, max: 40 }) }),
      fc.record({ type: fc.constant('UNPIN' as const), postId: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(events, { maxLength: 40 }), (sequence) => {
        let state = pristine;
        for (const event of sequence) state = transition(state, event as HomepageBlockEvent);
        const { num_posts, num_rows, pins } = state.config;
        if (num_posts != null) expect(num_posts).toBe(clampNumPosts(num_posts));
        if (num_rows != null) expect(num_rows).toBe(clampNumRows(num_rows));
        expect(new Set(pins.map((p) => p.position)).size).toBe(pins.length);
        expect(new Set(pins.map((p) => p.post_id)).size).toBe(pins.length);
        for (const pin of pins) expect(pin.position).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: the desktop count is the count the server fills a block to; smaller screens never show more', () => {
    const configs = fc.record({
      block_type: fc.constantFrom(...homepageBlockTypes),
      num_posts: fc.option(fc.integer({ min: 3, max: 7 })),
      num_rows: fc.option(fc.integer({ min: 1, max: 4 })),
      sidebar_modules: fc.array(fc.constant('m'), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(configs, (config) => {
        const desktop = blockPostCount(config, 'desktop');
        expect(desktop).toBe(homepageBlockPostCount(config));
        for (const bp of homepageBreakpoints) expect(blockPostCount(config, bp)).toBeGreaterThanOrEqual(1);
        if (config.block_type !== 'grid') expect(blockPostCount(config, 'mobile')).toBeLessThanOrEqual(desktop);
      }),
    );
  });
});
