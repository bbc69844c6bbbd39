import { describe, expect, it } from 'vitest';
import { showLinksFor } from './showLinks';

const none = {
  apple_podcasts_url: null,
  overcast_url: null,
  pocket_casts_url: null,
  spotify_url: null,
  spotify_for_paid_users_url: null,
  spotify_open_access_url: null,
  youtube_url: null,
  youtube_music_url: null,
};
const all = {
  apple_podcasts_url: 'https://podcasts.apple.com/us/podcast/x/id1',
  overcast_url: 'https://overcast.fm/itunes1',
  pocket_casts_url: 'https://pca.st/x',
  spotify_url: 'https://open.spotify.com/show/free',
  spotify_for_paid_users_url: 'https://open.spotify.com/show/paid',
  spotify_open_access_url: 'https://open.spotify.com/show/open',
  youtube_url: 'https://www.youtube.com/@x',
  youtube_music_url: 'https://music.youtube.com/x',
};

describe('showLinksFor', () => {
  it('none set, none shown (also without an answer)', () => {
    expect(showLinksFor(none, { paidListener: true })).toEqual([]);
    expect(showLinksFor({ ...none, apple_podcasts_url: '  ' }, { paidListener: false })).toEqual([]);
    expect(showLinksFor(null, { paidListener: false })).toEqual([]);
    expect(showLinksFor(undefined, { paidListener: true })).toEqual([]);
  });

  it('every platform, in order', () => {
    expect(showLinksFor(all, { paidListener: false }).map((l) => l.platform)).toEqual([
      'apple_podcasts',
      'spotify',
      'youtube',
      'youtube_music',
      'overcast',
      'pocket_casts',
    ]);
  });

  it.each([
    ['a paid listener gets the paid link', all, true, 'https://open.spotify.com/show/paid'],
    ['then the open-access link', { ...all, spotify_for_paid_users_url: null }, true, 'https://open.spotify.com/show/open'],
    ['then the public link', { ...all, spotify_for_paid_users_url: null, spotify_open_access_url: '' }, true, 'https://open.spotify.com/show/free'],
    ['a refused paid link falls through', { ...all, spotify_for_paid_users_url: 'javascript:alert(1)' }, true, 'https://open.spotify.com/show/open'],
    ['anyone else gets the public link', all, false, 'https://open.spotify.com/show/free'],
    ['and never the paid ones', { ...all, spotify_url: null }, false, null],
  ])('Spotify: %s', (_name, links, paidListener, expected) => {
    expect(showLinksFor(links, { paidListener }).find((l) => l.platform === 'spotify')?.href ?? null).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['credentials', 'https://podcasts.apple.com@evil.example/'],
    ['a relative path', '/p/x'],
    ['mailto:', 'mailto:a@example.com'],
    ['control characters', 'https://podcasts.apple.com/\u0000x'],
  ])('the URL policy: %s is left out', (_name, url) => {
    expect(showLinksFor({ ...none, apple_podcasts_url: url }, { paidListener: true })).toEqual([]);
  });

  it('addresses come out as the policy normalised them', () => {
    expect(showLinksFor({ ...none, overcast_url: ' HTTPS://Overcast.FM/itunes1 ' }, { paidListener: false })).toEqual([
      { platform: 'overcast', href: 'https://overcast.fm/itunes1' },
    ]);
  });
});
