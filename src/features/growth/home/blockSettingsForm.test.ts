import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOMEPAGE_BLOCK_LIMITS, HomepageBlockSettingsBody, homepageBlockTypes } from '../../../api/schemas/growth';
import { blockSettingField, parseSetting, settingLimits, settingsBody, settingValue } from './blockSettingsForm';

describe('blockSettingsForm', () => {
  it('gives a list its posts and a grid its rows; other layouts have no setting', () => {
    expect(Object.fromEntries(homepageBlockTypes.map((type) => [type, blockSettingField(type)]))).toEqual({
      list: 'numPosts',
      grid: 'numRows',
      feature: null,
      podcast_plus_three: null,
      single_post: null,
      half_feature: null,
    });
  });

  it('holds the spec’s limits (K089, K090)', () => {
    expect(settingLimits('numPosts')).toEqual({ min: 3, default: 6, max: 7 });
    expect(settingLimits('numRows')).toEqual({ min: 1, default: 2, max: 4 });
    expect(settingLimits('numPosts')).toEqual(HOMEPAGE_BLOCK_LIMITS.numPosts);
  });

  it('shows the default when the block has no value', () => {
    expect(settingValue({ num_posts: null, num_rows: null }, 'numPosts')).toBe(6);
    expect(settingValue({ num_posts: undefined, num_rows: undefined }, 'numRows')).toBe(2);
    expect(settingValue({ num_posts: 3, num_rows: 4 }, 'numPosts')).toBe(3);
    expect(settingValue({ num_posts: 3, num_rows: 4 }, 'numRows')).toBe(4);
  });

  it.each([
    ['numPosts', '3', 3],
    ['numPosts', ' 7 ', 7],
    ['numPosts', '2', null],
    ['numPosts', '8', null],
    ['numPosts', '', null],
    ['numPosts', '5.5', null],
    ['numPosts', '-4', null],
    ['numPosts', 'six', null],
    ['numRows', '1', 1],
    ['numRows', '4', 4],
    ['numRows', '0', null],
    ['numRows', '5', null],
    ['numRows', '1e1', null],
  ] as const)('%s "%s" → %s', (field, text, expected) => {
    expect(parseSetting(field, text)).toBe(expected);
  });

  it('accepts exactly the whole numbers the server accepts, and builds a body the contract takes', () => {
    fc.assert(
      fc.property(fc.constantFrom('numPosts' as const, 'numRows' as const), fc.integer({ min: -20, max: 40 }), (field, n) => {
        const parsed = parseSetting(field, String(n));
        const { min, max } = settingLimits(field);
        expect(parsed).toBe(n >= min && n <= max ? n : null);
        if (parsed !== null) expect(HomepageBlockSettingsBody.safeParse(settingsBody(field, parsed)).success).toBe(true);
        else expect(HomepageBlockSettingsBody.safeParse(settingsBody(field, n)).success).toBe(false);
      }),
    );
  });
});
