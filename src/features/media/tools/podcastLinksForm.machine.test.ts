import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { podcastLinkFields, validatePodcastLinks } from '../podcastLinks';
import {
  fieldErrors,
  initialPodcastLinksFormState as loading,
  type PodcastLinksFormEvent,
  type PodcastLinksFormState,
  saveRequest,
  serverFieldError,
  transition,
} from './podcastLinksForm.machine';

const empty = { apple_podcasts_url: '', overcast_url: '', pocket_casts_url: '', spotify_url: '', youtube_url: '', youtube_music_url: '' };
const loaded = transition(loading, { type: 'LOADED', links: { spotify_url: 'https://open.spotify.com/show/1', youtube_url: null } });

describe('podcast links form machine', () => {
  it('LOADED fills the fields (null and missing links as empty)', () => {
    expect(loaded).toEqual({
      name: 'editing',
      values: { ...empty, spotify_url: 'https://open.spotify.com/show/1' },
      showErrors: false,
      serverErrors: {},
      saved: false,
    });
    expect(transition(loaded, { type: 'LOADED', links: {} })).toBe(loaded);
  });

  it('EDIT changes one field; errors wait until a save is tried', () => {
    const edited = transition(loaded, { type: 'EDIT', field: 'overcast_url', value: 'https://example.com' });
    expect(edited).toMatchObject({ name: 'editing', values: { overcast_url: 'https://example.com' } });
    expect(fieldErrors(edited)).toEqual({});
    expect(transition(edited, { type: 'EDIT', field: 'overcast_url', value: 'https://example.com' })).toBe(edited);
    expect(transition(loading, { type: 'EDIT', field: 'overcast_url', value: 'x' })).toBe(loading);
  });

  it('SUBMIT with a failing field sends nothing and shows T123 / T124 per field', () => {
    const bad = transition(transition(loaded, { type: 'EDIT', field: 'overcast_url', value: 'https://example.com' }), {
      type: 'EDIT',
      field: 'youtube_url',
      value: `https://www.youtube.com/${'a'.repeat(260)}`,
    });
    const submitted = transition(bad, { type: 'SUBMIT' });
    expect(submitted).toMatchObject({ name: 'editing', showErrors: true });
    expect(saveRequest(submitted)).toBeNull();
    expect(fieldErrors(submitted)).toEqual({
      overcast_url: { name: 'invalid_prefix', prefix: 'https://overcast.fm/' },
      youtube_url: { name: 'too_long', max: 255 },
    });
    // Fixing a field clears its error at once.
    const fixed = transition(submitted, { type: 'EDIT', field: 'overcast_url', value: '' });
    expect(fieldErrors(fixed)).toEqual({ youtube_url: { name: 'too_long', max: 255 } });
  });

  it('SUBMIT with valid fields saves the trimmed links, empty ones as null; SUCCEEDED shows them saved', () => {
    const edited = transition(loaded, { type: 'EDIT', field: 'overcast_url', value: ' https://overcast.fm/itunes13 ' });
    const saving = transition(edited, { type: 'SUBMIT' });
    expect(saving.name).toBe('saving');
    expect(saveRequest(saving)).toEqual({
      apple_podcasts_url: null,
      overcast_url: 'https://overcast.fm/itunes13',
      pocket_casts_url: null,
      spotify_url: 'https://open.spotify.com/show/1',
      youtube_url: null,
      youtube_music_url: null,
    });
    expect(transition(saving, { type: 'SUBMIT' })).toBe(saving);
    expect(transition(saving, { type: 'EDIT', field: 'overcast_url', value: '' })).toBe(saving);
    const saved = transition(saving, { type: 'SUCCEEDED', links: { overcast_url: 'https://overcast.fm/itunes13' } });
    expect(saved).toMatchObject({ name: 'editing', saved: true, values: { overcast_url: 'https://overcast.fm/itunes13', spotify_url: '' } });
    expect(transition(saved, { type: 'EDIT', field: 'spotify_url', value: 'h' })).toMatchObject({ saved: false });
    expect(transition(loaded, { type: 'SUCCEEDED', links: {} })).toBe(loaded);
  });

  it('FAILED keeps the typed text and puts the server’s words under the field it names; editing that field clears them', () => {
    const saving = transition(transition(loaded, { type: 'EDIT', field: 'spotify_url', value: 'https://open.spotify.com/show/a b' }), { type: 'SUBMIT' });
    const failed = transition(saving, { type: 'FAILED', field: 'spotify_url', message: 'This address is not a valid URL.' });
    expect(failed).toMatchObject({ name: 'editing', values: { spotify_url: 'https://open.spotify.com/show/a b' } });
    expect(fieldErrors(failed)).toEqual({ spotify_url: { name: 'server', message: 'This address is not a valid URL.' } });
    expect(fieldErrors(transition(failed, { type: 'EDIT', field: 'spotify_url', value: 'https://open.spotify.com/show/ab' }))).toEqual({});
    const general = transition(saving, { type: 'FAILED', field: undefined, message: 'Server error' });
    expect(general).toMatchObject({ name: 'editing', serverErrors: {}, values: { spotify_url: 'https://open.spotify.com/show/a b' } });
    expect(transition(loaded, { type: 'FAILED', field: undefined, message: 'x' })).toBe(loaded);
  });

  it('no errors outside editing', () => {
    const saving: PodcastLinksFormState = { name: 'saving', values: empty };
    expect(fieldErrors(saving)).toEqual({});
    expect(fieldErrors(loading)).toEqual({});
  });

  it('reads the field a server 400 names, and its words', () => {
    expect(serverFieldError('spotify_url', 'Invalid URL. URL should start with "https://open.spotify.com/".')).toEqual({
      field: 'spotify_url',
      message: 'Invalid URL. URL should start with "https://open.spotify.com/".',
    });
    expect(serverFieldError('overcast_url', 'overcast_url: This address is not a valid URL.')).toEqual({
      field: 'overcast_url',
      message: 'This address is not a valid URL.',
    });
    expect(serverFieldError('title', 'nope')).toBeNull();
    expect(serverFieldError(undefined, 'Something went wrong')).toBeNull();
    expect(serverFieldError('spotify_url', undefined)).toBeNull();
  });

  it('never sends a link M69 refuses, and a failed save keeps what was typed', () => {
    const field = fc.constantFrom(...podcastLinkFields);
    const value = fc.constantFrom('', 'https://example.com', 'https://overcast.fm/x', 'https://open.spotify.com/show/1', `https://pca.st/${'a'.repeat(250)}`);
    const event: fc.Arbitrary<PodcastLinksFormEvent> = fc.oneof(
      fc.tuple(field, value).map(([f, v]) => ({ type: 'EDIT', field: f, value: v }) as const),
      fc.constant({ type: 'SUBMIT' } as const),
      fc.constant({ type: 'SUCCEEDED', links: {} } as const),
      fc.option(field, { nil: undefined }).map((f) => ({ type: 'FAILED', field: f, message: 'no' }) as const),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = loaded;
        for (const e of events) {
          const before = state;
          state = transition(state, e);
          const body = saveRequest(state);
          if (body) {
            const verdicts = validatePodcastLinks(Object.fromEntries(podcastLinkFields.map((f) => [f, body[f] ?? ''])));
            for (const f of podcastLinkFields) expect(verdicts[f].name).toBe('valid');
          }
          if (e.type === 'FAILED' && before.name === 'saving') expect(state).toMatchObject({ name: 'editing', values: before.values });
        }
      }),
    );
  });
});
