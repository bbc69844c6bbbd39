/**
 * The podcast platform links form's validation (M69; spec 002 §5, T123, T124): each show link is empty, or starts
 * with its platform's address and is at most 255 characters.
 *
 * The spec names the platforms, not their prefixes: the prefixes below are the platforms' public show addresses.
 */

/** The form's fields (the post's show links, spec 002 "Podcast show links"), with the address each must start with. */
export const PODCAST_LINK_PREFIXES = {
  apple_podcasts_url: 'https://podcasts.apple.com/',
  overcast_url: 'https://overcast.fm/',
  pocket_casts_url: 'https://pca.st/',
  spotify_url: 'https://open.spotify.com/',
  youtube_url: 'https://www.youtube.com/',
  youtube_music_url: 'https://music.youtube.com/',
} as const;

export type PodcastLinkField = keyof typeof PODCAST_LINK_PREFIXES;
export const podcastLinkFields = Object.keys(PODCAST_LINK_PREFIXES) as PodcastLinkField[];

/** T124's limit. */
export const PODCAST_LINK_MAX_LENGTH = 255;

/** A field's verdict: `valid`, or why not (the view shows T123 with the prefix, or T124). */
export type PodcastLinkVerdict = { name: 'valid' } | { name: 'invalid_prefix'; prefix: string } | { name: 'too_long'; max: number };

export function validatePodcastLink(field: PodcastLinkField, value: string): PodcastLinkVerdict {
  const url = value.trim();
  if (url === '') return { name: 'valid' };
  if (url.length > PODCAST_LINK_MAX_LENGTH) return { name: 'too_long', max: PODCAST_LINK_MAX_LENGTH };
  const prefix = PODCAST_LINK_PREFIXES[field];
  return url.toLowerCase().startsWith(prefix) ? { name: 'valid' } : { name: 'invalid_prefix', prefix };
}

/** Every field's verdict; the form saves only when all are valid. */
export function validatePodcastLinks(values: Partial<Record<PodcastLinkField, string>>): Record<PodcastLinkField, PodcastLinkVerdict> {
  return Object.fromEntries(podcastLinkFields.map((field) => [field, validatePodcastLink(field, values[field] ?? '')])) as Record<
    PodcastLinkField,
    PodcastLinkVerdict
  >;
}
