import { describe, expect, it } from 'vitest';
import { PODCAST_LINK_MAX_LENGTH, podcastLinkFields, validatePodcastLink, validatePodcastLinks } from './podcastLinks';

describe('podcast platform links (M69)', () => {
  it('covers the six platforms', () => {
    expect(podcastLinkFields).toEqual(['apple_podcasts_url', 'overcast_url', 'pocket_casts_url', 'spotify_url', 'youtube_url', 'youtube_music_url']);
  });

  it('accepts an empty field and a link with its platform’s prefix', () => {
    expect(validatePodcastLink('spotify_url', '')).toEqual({ name: 'valid' });
    expect(validatePodcastLink('spotify_url', ' https://open.spotify.com/show/abc ')).toEqual({ name: 'valid' });
    expect(validatePodcastLink('overcast_url', 'HTTPS://OVERCAST.FM/itunes123')).toEqual({ name: 'valid' });
  });

  it('names the prefix a wrong link must start with (T123)', () => {
    expect(validatePodcastLink('apple_podcasts_url', 'https://open.spotify.com/show/abc')).toEqual({
      name: 'invalid_prefix',
      prefix: 'https://podcasts.apple.com/',
    });
    expect(validatePodcastLink('youtube_music_url', 'https://www.youtube.com/x')).toEqual({ name: 'invalid_prefix', prefix: 'https://music.youtube.com/' });
    expect(validatePodcastLink('pocket_casts_url', 'javascript:alert(1)')).toMatchObject({ name: 'invalid_prefix' });
  });

  it('refuses links longer than 255 characters (T124)', () => {
    const long = `https://open.spotify.com/${'a'.repeat(PODCAST_LINK_MAX_LENGTH)}`;
    expect(validatePodcastLink('spotify_url', long)).toEqual({ name: 'too_long', max: 255 });
    expect(validatePodcastLink('spotify_url', `https://open.spotify.com/${'a'.repeat(255 - 25)}`)).toEqual({ name: 'valid' });
  });

  it('validates every field at once', () => {
    const verdicts = validatePodcastLinks({ spotify_url: 'nope' });
    expect(verdicts.spotify_url.name).toBe('invalid_prefix');
    expect(Object.values(verdicts).filter((v) => v.name === 'valid')).toHaveLength(5);
  });
});
