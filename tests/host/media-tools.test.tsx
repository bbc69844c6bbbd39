/**
 * The authors' media tools in a host's test suite (jsdom + the mock server with the tools' handlers): the podcast
 * links form saves and refuses per field, the transcript search waits for the debounce on a manual clock, the file
 * drop zone takes files from its picker.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_NOW } from '../../mocks/clock';
import { mediaToolsHandlers } from '../../mocks/handlers/mediaTools';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { FileDropZone, PodcastLinksForm, TranscriptSearch } from '../../src/features/media/tools';
import { createManualClock } from '../../src/index';
import { renderInHost } from '../support/host';

const server = createMockServer(...mediaToolsHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

describe('media tools in a host', () => {
  it('podcast links: T123 under a failing field and nothing sent; a valid save is what the next read answers', async () => {
    setScenario({ viewer: 'admin' });
    const user = userEvent.setup();
    renderInHost(<PodcastLinksForm sectionId={13} />, { viewer: 'admin' });
    const overcast = await screen.findByRole('textbox', { name: 'Overcast' });
    await user.type(overcast, 'https://example.com/show');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Invalid URL. URL should start with "https://overcast.fm/".')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check this link: Overcast');
    await user.clear(overcast);
    await user.type(overcast, 'https://overcast.fm/itunes13');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(screen.getByText('Podcast links saved')).toBeTruthy());
    const saved = await fetch('http://localhost/api/v1/podcast/section/13/show_links').then((r) => r.json());
    expect(saved.overcast_url).toBe('https://overcast.fm/itunes13');
  });

  it('transcript search: asks once, 100 ms after the last key, and seeks from a match', async () => {
    setScenario({ viewer: 'admin' });
    const clock = createManualClock(MOCK_NOW);
    const onSeek = vi.fn();
    const user = userEvent.setup();
    renderInHost(<TranscriptSearch kind="video" id={501} onSeek={onSeek} />, { viewer: 'admin', clock });
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'harbour');
    clock.advance(99);
    expect(screen.queryByText('4 matches')).toBeNull();
    clock.advance(1);
    expect(await screen.findByText('4 matches')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play from 6:42' }));
    expect(onSeek).toHaveBeenCalledWith(402);
  });

  it('file drop zone: files from the picker reach onFiles once read', async () => {
    const onFiles = vi.fn();
    const user = userEvent.setup();
    const { container } = renderInHost(<FileDropZone onFiles={onFiles} checkFile={() => Promise.resolve()} />, { viewer: 'admin' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['bytes'], 'interview.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['interview.mp4']);
    expect(screen.getByText('interview.mp4')).toBeTruthy();
  });

  it('the mock refuses a link by field with the spec’s words, and a non-admin’s save outright (reading is public)', async () => {
    setScenario({ viewer: 'admin' });
    const url = 'http://localhost/api/v1/podcast/section/13/show_links';
    const links = {
      apple_podcasts_url: null,
      overcast_url: 'https://example.com',
      pocket_casts_url: null,
      spotify_url: null,
      youtube_url: null,
      youtube_music_url: null,
    };
    const refused = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(links) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'Invalid URL. URL should start with "https://overcast.fm/".',
      errors: [{ field: 'overcast_url' }],
    });
    const tooLong = { ...links, overcast_url: `https://overcast.fm/${'a'.repeat(250)}` };
    const long = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(tooLong) });
    expect(await long.json()).toMatchObject({ error: "URL can't be longer than 255 characters", errors: [{ field: 'overcast_url' }] });
    // Nothing was stored.
    expect((await fetch(url).then((r) => r.json())).overcast_url).toBeNull();
    // Reading is public (every listener's player shows the links); saving is the admin's alone.
    setScenario({ viewer: 'contributor' });
    expect((await fetch(url)).status).toBe(200);
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...links, overcast_url: null }) });
    expect(put.status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch('http://localhost/api/v1/podcast/section/11/show_links')).status).toBe(404);
  });
});
