/**
 * The podcast player's show links (inventory `podcast-episode-player` "show links (apple, spotify, …)"; spec 002
 * "Podcast show links"). Pure.
 *
 * Decisions (the spec lists the fields, not how a player shows them):
 * - Order: Apple Podcasts, Spotify, YouTube, YouTube Music, Overcast, Pocket Casts; a platform without a link is left
 *   out, and so is a link the URL policy refuses or that is not a web address (`classifyLink`: only another site's
 *   http(s) addresses; a show link is never a page of this site).
 * - Spotify is one link: a listener who hears the whole episode of a paid show gets the paid listeners' link
 *   (`spotify_for_paid_users_url`, else `spotify_open_access_url`, else `spotify_url`); everyone else `spotify_url`.
 */
import type { PodcastShowLinks } from '../../../api/schemas/mediaTools';
import { classifyLink } from '../../../kit/url';

export const showLinkPlatforms = ['apple_podcasts', 'spotify', 'youtube', 'youtube_music', 'overcast', 'pocket_casts'] as const;
export type ShowLinkPlatform = (typeof showLinkPlatforms)[number];

export interface ShowLink {
  platform: ShowLinkPlatform;
  /** The address as the URL policy normalised it. */
  href: string;
}

const fieldOf: Record<Exclude<ShowLinkPlatform, 'spotify'>, keyof PodcastShowLinks> = {
  apple_podcasts: 'apple_podcasts_url',
  youtube: 'youtube_url',
  youtube_music: 'youtube_music_url',
  overcast: 'overcast_url',
  pocket_casts: 'pocket_casts_url',
};

/** Another site's http(s) address, or `null`. */
function webLink(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  const link = classifyLink(url);
  return link.kind === 'external' && /^https?:/i.test(link.href) ? link.href : null;
}

/** The first of the Spotify links this listener gets that the policy allows. */
function spotifyLink(links: Partial<PodcastShowLinks>, paidListener: boolean): string | null {
  const candidates = paidListener ? [links.spotify_for_paid_users_url, links.spotify_open_access_url, links.spotify_url] : [links.spotify_url];
  for (const url of candidates) {
    const href = webLink(url);
    if (href) return href;
  }
  return null;
}

/**
 * The links a player shows, in order (see the module's decisions). `paidListener`: the listener hears the whole
 * episode of a paid show. Empty without links.
 */
export function showLinksFor(links: Partial<PodcastShowLinks> | null | undefined, { paidListener }: { paidListener: boolean }): ShowLink[] {
  if (!links) return [];
  const out: ShowLink[] = [];
  for (const platform of showLinkPlatforms) {
    const href = platform === 'spotify' ? spotifyLink(links, paidListener) : webLink(links[fieldOf[platform]]);
    if (href) out.push({ platform, href });
  }
  return out;
}
