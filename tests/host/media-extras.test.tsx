/**
 * The media extras in a host's test suite (jsdom + mock server): the post's audio version (paywalled for a free
 * reader, ready for a paid one), the podcast embed by slug (404 → "Post not found"), and the create-clip control
 * (T036 as its description when not subscribed; a failed P23 → T037, then "Try again" opens the new clip's address).
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { mediaExtrasHandlers } from '../../mocks/handlers/mediaExtras';
import { createMockServer } from '../../mocks/node';
import { routeKey } from '../../src/api/endpoint';
import { createClip } from '../../src/api/endpoints/media';
import { ClipCreateControl, createMemoryNavigation, PodcastEmbed, PostAudioPlayer } from '../../src/index';
import { renderInHost } from '../support/host';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

describe('media extras in a host', () => {
  it('the audio version: paywalled with a subscribe link for a free reader', async () => {
    server.use(...mediaExtrasHandlers);
    setScenario({ viewer: 'free' });
    renderInHost(<PostAudioPlayer postId={1015} title="Read aloud: the night bus" />, { viewer: 'free', path: '/p/with-voiceover' });
    await screen.findByText('The audio version is for paid subscribers');
    expect(screen.getByRole('link', { name: 'Subscribe to listen' }).getAttribute('href')).toBe('/subscribe');
  });

  it('the audio version: a paid reader gets the player, paused', async () => {
    server.use(...mediaExtrasHandlers);
    setScenario({ viewer: 'paid' });
    renderInHost(<PostAudioPlayer postId={1015} title="Read aloud: the night bus" />, { viewer: 'paid', path: '/p/with-voiceover' });
    const play = await screen.findByRole('button', { name: 'Play the audio version' });
    expect(play.closest('[data-part="post-audio-player"]')?.getAttribute('data-state')).toBe('paused');
  });

  it('the podcast embed of an unknown slug says "Post not found"', async () => {
    renderInHost(<PodcastEmbed />, { path: '/embed/podcast/no-such-episode?autoplay=1' });
    await screen.findByRole('heading', { level: 1, name: 'Post not found' });
  });

  it('the create-clip control: T036 for a free reader; T037 on failure, then the retry opens the clip', async () => {
    setScenario({ viewer: 'free' });
    const free = renderInHost(<ClipCreateControl videoId={501} duration={754} />, { viewer: 'free', path: '/p/video-walk-through' });
    expect(screen.getByRole('button', { name: 'Create clip' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('upgrade in order to watch this video and be able to clip it')).toBeTruthy();
    free.unmount();

    setScenario({ viewer: 'paid', faults: { [routeKey(createClip)]: '500' } });
    const user = userEvent.setup();
    const navigation = createMemoryNavigation('/p/video-walk-through');
    renderInHost(<ClipCreateControl videoId={501} duration={754} />, { viewer: 'paid', navigation });
    await user.click(screen.getByRole('button', { name: 'Create clip' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops! There was an error creating the clip.');
    setScenario({ faults: {} });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigation.location().search).toMatch(/^\?clipId=\d+$/));
  });
});
