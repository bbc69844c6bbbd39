import { describe, expect, it } from 'vitest';
import { getAllPodcastsPageData, getPodcastsPageData, setUpSectionPodcast } from '../../src/api/endpoints/podcasts';
import { podcastsStore } from '../../mocks/db/podcasts';
import { setScenario } from '../../mocks/scenario';
import { call, callError, useMockServer } from './setup';

useMockServer();

const names = (list: { section: { name: string } }[]) => list.map((p) => p.section.name);

describe('P40 GET /api/v1/podcasts', () => {
  it('lists the podcast sections with their episodes, newest first', async () => {
    setScenario({ viewer: 'anonymous' });
    const { podcasts } = await call(getPodcastsPageData, {});
    expect(names(podcasts)).toEqual(['Margin Radio']);
    expect(podcasts[0]).toMatchObject({ section: { id: 13, slug: 'radio', is_podcast: true }, episodeCount: 5 });
    expect(podcasts[0]!.latestEpisode).toMatchObject({ id: 1107 });
  });

  it('follows the section-order list, not the sections’ own order', async () => {
    podcastsStore.setUpSectionIds.push(12, 14);
    const { podcasts } = await call(getPodcastsPageData, {});
    expect(names(podcasts)).toEqual(['City Desk', 'Margin Radio', 'Marginalia']);
    expect(podcasts[0]).toMatchObject({ episodeCount: 0, latestEpisode: null });
  });
});

describe('P41 GET /api/v1/podcasts/all', () => {
  it('gives a paid reader a private RSS feed per podcast and no sections to manage', async () => {
    setScenario({ viewer: 'paid' });
    const data = await call(getAllPodcastsPageData, {});
    expect(data.privateFeeds).toHaveLength(1);
    expect(data.privateFeeds[0]!.rssUrl).toMatch(/^https:\/\/dailymargin\.example\.com\/feed\/podcast\/13\/private\/[a-z0-9]+\.rss$/);
    expect(data).toMatchObject({ canManage: false, sections: [] });
  });

  it('gives free readers and anonymous visitors no private feed', async () => {
    for (const viewer of ['free', 'anonymous'] as const) {
      setScenario({ viewer });
      const data = await call(getAllPodcastsPageData, {});
      expect(data.privateFeeds).toEqual([]);
      expect(names(data.podcasts)).toEqual(['Margin Radio']);
    }
  });

  it('each reader has their own feed address', async () => {
    setScenario({ viewer: 'paid' });
    const paid = (await call(getAllPodcastsPageData, {})).privateFeeds[0]!.rssUrl;
    setScenario({ viewer: 'founding' });
    const founding = (await call(getAllPodcastsPageData, {})).privateFeeds[0]!.rssUrl;
    expect(founding).not.toBe(paid);
  });

  it('shows a publication admin every section in section order', async () => {
    setScenario({ viewer: 'admin' });
    const data = await call(getAllPodcastsPageData, {});
    expect(data.canManage).toBe(true);
    expect(data.sections.map((s) => [s.section.name, s.hasPodcast])).toEqual([
      ['City Desk', false],
      ['Margin Radio', true],
      ['The Daily Margin', false],
      ['Marginalia', false],
    ]);
  });
});

describe('P42 POST /api/v1/sections/:id/podcast', () => {
  it('sets up a podcast; the next P40 and P41 list it', async () => {
    setScenario({ viewer: 'admin' });
    const answer = await call(setUpSectionPodcast, { params: { id: 14 } });
    expect(answer.section).toMatchObject({ id: 14, name: 'City Desk', is_podcast: true });
    expect(names((await call(getPodcastsPageData, {})).podcasts)).toEqual(['City Desk', 'Margin Radio']);
    const all = await call(getAllPodcastsPageData, {});
    expect(names(all.privateFeeds)).toEqual(['City Desk', 'Margin Radio']);
    expect(all.sections.find((s) => s.section.id === 14)?.hasPodcast).toBe(true);
  });

  it('refuses a second set-up (409), an unknown section (404), non-admins (403) and anonymous visitors (401)', async () => {
    setScenario({ viewer: 'admin' });
    expect((await callError(setUpSectionPodcast, { params: { id: 13 } })).status).toBe(409);
    expect((await callError(setUpSectionPodcast, { params: { id: 999 } })).status).toBe(404);
    setScenario({ viewer: 'contributor' });
    expect((await callError(setUpSectionPodcast, { params: { id: 14 } })).status).toBe(403);
    setScenario({ viewer: 'paid' });
    expect((await callError(setUpSectionPodcast, { params: { id: 14 } })).status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(setUpSectionPodcast, { params: { id: 14 } })).status).toBe(401);
    expect(podcastsStore.setUpSectionIds).toEqual([]);
  });
});
