/**
 * The settings form of one home page block (inventory `homepage-block-settings`, M71): which setting a layout has, and
 * the admin's typed value checked against the spec's limits (002 §9, K089/K090) before anything is sent. Pure.
 *
 * A `list` block has `num_posts` (3–7, default 6), a `grid` block `num_rows` (1–4, default 2); the other layouts show
 * a fixed number of posts and have no setting here. A value is a whole number within its limits, or the form names the
 * field and its rule; it is never clamped silently (the machine's clamp is for values that come from elsewhere).
 */
import type { HomepageBlockSettingsBody, HomepageBlockType } from '../../../api/schemas/growth';
import { BLOCK_LIMITS, type BlockConfig } from './homepageBlock.machine';

export const blockSettingFields = ['numPosts', 'numRows'] as const;
export type BlockSettingField = (typeof blockSettingFields)[number];

/** The setting a layout has, or `null` for a layout with a fixed size. */
export function blockSettingField(blockType: HomepageBlockType): BlockSettingField | null {
  if (blockType === 'list') return 'numPosts';
  if (blockType === 'grid') return 'numRows';
  return null;
}

/** The limits of a setting. */
export function settingLimits(field: BlockSettingField): { min: number; default: number; max: number } {
  return BLOCK_LIMITS[field];
}

/** The value a block has now (its default when the server sent none), as the form shows it. */
export function settingValue(config: Pick<BlockConfig, 'num_posts' | 'num_rows'>, field: BlockSettingField): number {
  const value = field === 'numPosts' ? config.num_posts : config.num_rows;
  return value ?? BLOCK_LIMITS[field].default;
}

/** The typed text as a setting: a whole number within the limits, or `null` (the form names the field and the rule). */
export function parseSetting(field: BlockSettingField, text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const { min, max } = BLOCK_LIMITS[field];
  return value >= min && value <= max ? value : null;
}

/** The body of P62 for a setting's value. */
export function settingsBody(field: BlockSettingField, value: number): HomepageBlockSettingsBody {
  return field === 'numPosts' ? { num_posts: value } : { num_rows: value };
}
