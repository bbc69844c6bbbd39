/** Pure helpers for avatars: initials and a stable colour tone from a person's name. */

/**
 * Colour tones of the initials fallback: quiet tints from the theme whose text contrast holds in both themes (see
 * `Avatar.css.ts`). The brand accent is left out: its soft tint is not guaranteed to carry accent text for every
 * publication colour.
 */
export const avatarToneNames = ['neutral', 'green', 'amber', 'rose'] as const;
export type AvatarTone = (typeof avatarToneNames)[number];

/**
 * Up to two initials: the first letters of the first and last words ("Ada King Lovelace" → "AL"); one word
 * gives one letter; a blank name gives "?". Works on code points, so an emoji or accented letter stays whole.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words.at(-1)!)[0]! : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The same name always gets the same tone (a small string hash); case and outer spaces do not matter. */
export function avatarTone(name: string): AvatarTone {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarToneNames[hash % avatarToneNames.length]!;
}
