/**
 * The media area's screens as their readers use them, as the publication's admin:
 * - the podcast links form (`PodcastLinksForm`, M69, section 13): a failed save keeps every typed link and alerts the
 *   error's text (the server's words, else the shared text); saving again lands once;
 * - the all-podcasts page (`AllPodcastsPage`, P42 "Set up podcast" for Marginalia): a failure alerts the error's text
 *   and the section keeps its button; pressing it again sets the podcast up once;
 * - the create-clip control (`ClipCreateControl`, P23 on video 501, as a paid reader): whatever the failure, T037 in
 *   place with "Try again", no clip opened; "Try again" creates one clip and opens it through the address (`clipId`).
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { createClip } from '../../../../src/api/endpoints/media';
import { updatePodcastShowLinks } from '../../../../src/api/endpoints/mediaTools';
import { ClipCreateControl } from '../../../../src/features/media/clips/create';
import { setUpSectionPodcast } from '../../../../src/api/endpoints/podcasts';
import { AllPodcastsPage } from '../../../../src/features/media/pages';
import { PodcastLinksForm } from '../../../../src/features/media/tools';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const SECTION = 13;
const OVERCAST = 'https://overcast.fm/itunes1500000013';
const field = (root: HTMLElement, name: string) => within(root).getByRole('textbox', { name }) as HTMLInputElement;

async function podcastLinksDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<PodcastLinksForm sectionId={SECTION} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  await waitFor(() => expect(field(root, 'Spotify').value).toBe('https://open.spotify.com/show/4marginRadio13'), { timeout: 5000 });
  const saved = () => db.mediaTools.showLinks[SECTION]?.overcast_url ?? null;
  expect(saved()).toBeNull();
  await user.type(field(root, 'Overcast'), OVERCAST);
  const save = async () => {
    await user.click(within(root).getByRole('button', { name: 'Save links' }));
  };
  return {
    container: root,
    act: save,
    assertReverted: () => {
      expect(field(root, 'Overcast').value).toBe(OVERCAST);
      expect(saved()).toBeNull();
      expect(root.querySelector('[data-part="podcast-links-form"]')?.getAttribute('data-state')).not.toBe('saved');
    },
    retry: async () => {
      await save();
      await waitFor(() => expect(h.toasts()).toContain(t('mediaTools.podcastLinks.saved')), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(saved()).toBe(OVERCAST);
      const puts = h.writes.filter((w) => w.method === 'PUT' && w.url.includes(`/podcast/section/${SECTION}/show_links`));
      expect(puts.length).toBe(2);
    },
    signIn: () => null,
  };
}

const SECTION_NAME = 'Marginalia';

async function setUpPodcastDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<AllPodcastsPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const setUp = () => root.querySelector<HTMLElement>('[data-part="set-up-podcast"]');
  /** The section's "Set up podcast" button (its row names the section). */
  const button = () =>
    [...(setUp()?.querySelectorAll<HTMLElement>('[data-part="section"]') ?? [])]
      .find((row) => row.querySelector('h3')?.textContent === SECTION_NAME)
      ?.querySelector<HTMLButtonElement>('button') ?? null;
  await waitFor(() => expect(button()).not.toBeNull(), { timeout: 5000 });
  const before = db.podcasts.setUpSectionIds.length;
  return {
    container: root,
    act: async () => {
      await user.click(button()!);
    },
    assertReverted: () => {
      expect(button()).not.toBeNull();
      expect(button()!.disabled).toBe(false);
      expect(db.podcasts.setUpSectionIds.length).toBe(before);
    },
    retry: async () => {
      await user.click(button()!);
      await waitFor(() => expect(h.toasts()).toContain(t('mediaPages.allPodcasts.setUpDone', { name: SECTION_NAME })), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(db.podcasts.setUpSectionIds.length).toBe(before + 1);
      expect(button()).toBeNull();
    },
    signIn: () => null,
  };
}

async function clipDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<ClipCreateControl videoId={501} duration={754} currentTime={() => 120} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const control = () => root.querySelector<HTMLElement>('[data-part="clip-create-control"]');
  await waitFor(() => expect(within(root).getByRole('button', { name: 'Create clip' })).toBeTruthy(), { timeout: 5000 });
  const before = db.media.nextVideoId;
  return {
    container: root,
    act: async () => {
      await user.click(within(root).getByRole('button', { name: 'Create clip' }));
      await waitFor(() => expect(control()?.getAttribute('data-state')).toBe('failed'), { timeout: 3000 });
    },
    assertReverted: () => {
      expect(db.media.nextVideoId).toBe(before);
      expect(new URLSearchParams(h.navigation.location().search).get('clipId')).toBeNull();
      expect(within(root).getByRole('button', { name: t('common.error.retry') })).toBeTruthy();
    },
    retry: async () => {
      await user.click(within(root).getByRole('button', { name: t('common.error.retry') }));
      await waitFor(() => expect(new URLSearchParams(h.navigation.location().search).get('clipId')).toBe(String(before)), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(db.media.nextVideoId).toBe(before + 1);
      expect(within(root).queryByRole('alert')).toBeNull();
    },
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'media',
    screen: 'ClipCreateControl',
    endpoint: createClip,
    viewer: 'paid',
    harness: { path: '/p/video-walk-through' },
    mount: clipDriver,
    told: toldBy(() => ({ inPlace: t('media.clip.error') })),
  },
  {
    area: 'media',
    screen: 'AllPodcastsPage',
    endpoint: setUpSectionPodcast,
    viewer: 'admin',
    harness: { path: '/podcasts/all', publication: { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' } },
    mount: setUpPodcastDriver,
    told: toldBy((kind) => ({ alert: kitText[kind] })),
  },
  {
    area: 'media',
    screen: 'PodcastLinksForm',
    endpoint: updatePodcastShowLinks,
    viewer: 'admin',
    mount: podcastLinksDriver,
    told: toldBy((kind) => ({ alert: kitText[kind] })),
  },
];
