/**
 * Discover as a paid reader uses it: saving a reading list in its modal (create E53 and update E54) and turning a
 * category's trending topics off (E51). A failed save keeps the draft and toasts "Something went wrong. Please try
 * again" (T141), or the shared text the reader can act on (offline, timeout, sign in); Save again lands one list. A
 * failed toggle reverts the switch and says so in an alert (the toggle's text, or the shared one); pressing again lands
 * one change.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { createReadingList, toggleTrendingTopics, updateReadingList } from '../../../../src/api/endpoints/feed';
import { ReadingListModal, TrendingTopicsToggle } from '../../../../src/features/discover';
import { isolate } from '../../../../src/ui/bidi';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { toldBy } from './texts';

const viewer = VIEWER_IDS.paid;
const listsOfViewer = () => db.feed.readingLists.filter((l) => l.user_id === viewer);
const modalState = () => document.body.querySelector('[data-part="reading-list-modal"]')?.getAttribute('data-state') ?? null;
const saveButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' });

/** A new list: the modal opened, Field Notes found and added; `act` presses Save. */
async function createDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  render(<ReadingListModal open onOpenChange={() => {}} />, { wrapper: h.wrapper });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search publications' }), 'field');
  await user.click(await within(dialog).findByRole('button', { name: `Add ${isolate('Field Notes')}` }, { timeout: 5000 }));
  const before = listsOfViewer().length;
  const save = async () => {
    await user.click(saveButton());
    await waitFor(() => expect(modalState()).not.toBe('saving'), { timeout: 3000 });
  };
  return {
    container: document.body,
    act: save,
    assertReverted: () => {
      expect(modalState()).toBe('error');
      expect(within(dialog).getByRole('textbox', { name: 'List name' })).toHaveProperty('value', 'My list');
      expect(dialog.querySelector('[data-part="reading-list-publications"]')?.textContent).toContain('Field Notes');
      expect(listsOfViewer()).toHaveLength(before);
    },
    retry: save,
    assertLandedOnce: () => {
      expect(modalState()).toBe('saved');
      const added = listsOfViewer().slice(before);
      expect(added.map((l) => [l.name, l.publication_ids])).toEqual([['My list', [2]]]);
    },
    signIn: () => null,
  };
}

/** The reader's list (id 1): Night Garden removed; `act` presses Save. */
async function updateDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const list = db.feed.readingLists.find((l) => l.id === 1)!;
  const publications = list.publication_ids.map((id) => {
    const name = id === 1 ? 'The Daily Margin' : id === 2 ? 'Field Notes' : 'Night Garden';
    return { id, name, subdomain: name.toLowerCase().replace(/\W/g, ''), logo_url: null };
  });
  render(<ReadingListModal open onOpenChange={() => {}} list={{ id: 1, name: list.name, publications }} />, { wrapper: h.wrapper });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await user.click(within(dialog).getByRole('button', { name: `Remove ${isolate('Night Garden')}` }));
  const save = async () => {
    await user.click(saveButton());
    await waitFor(() => expect(modalState()).not.toBe('saving'), { timeout: 3000 });
  };
  return {
    container: document.body,
    act: save,
    assertReverted: () => {
      expect(modalState()).toBe('error');
      expect(dialog.querySelector('[data-part="reading-list-publications"]')?.textContent).not.toContain('Night Garden');
      expect(db.feed.readingLists.find((l) => l.id === 1)!.publication_ids).toEqual([1, 2, 51]);
    },
    retry: save,
    assertLandedOnce: () => {
      expect(modalState()).toBe('saved');
      expect(db.feed.readingLists.find((l) => l.id === 1)!.publication_ids).toEqual([1, 2]);
    },
    signIn: () => null,
  };
}

/** Culture's trending topics, on; `act` turns them off. */
async function trendingDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<TrendingTopicsToggle categoryId={1} categoryName="Culture" enabled />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const control = within(root).getByRole('switch');
  const disabledRows = () => db.feed.trendingDisabled.filter((r) => r.user_id === viewer && r.category_id === 1).length;
  const press = async () => {
    await user.click(control);
    await waitFor(() => expect(root.querySelector('[data-part="trending-topics-toggle"]')?.getAttribute('data-state')).not.toBe('pending'), { timeout: 3000 });
  };
  return {
    container: root,
    act: press,
    assertReverted: async () => {
      await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
      expect(disabledRows()).toBe(0);
    },
    retry: press,
    assertLandedOnce: () => {
      expect(control.getAttribute('aria-checked')).toBe('false');
      expect(disabledRows()).toBe(1);
    },
    signIn: () => null,
  };
}

/** The reading list's failure toast: the shared text the reader can act on, else the spec's (T141). */
const listTold = toldBy((kind) => ({
  toast:
    kind === 'network'
      ? t('common.error.network')
      : kind === 'timeout'
        ? t('common.error.timeout')
        : kind === '401'
          ? t('common.error.signIn')
          : 'Something went wrong. Please try again',
}));
const trendingTold = toldBy((kind) => ({
  alert:
    kind === 'network'
      ? t('common.error.network')
      : kind === 'timeout'
        ? t('common.error.timeout')
        : kind === '401'
          ? t('common.error.signIn')
          : `Trending topics in ${isolate('Culture')} could not be turned off. Please try again.`,
}));

export const cases: ScreenCase[] = [
  { area: 'discover', screen: 'ReadingListModal', endpoint: createReadingList, viewer: 'paid', mount: createDriver, told: listTold },
  { area: 'discover', screen: 'ReadingListModal', endpoint: updateReadingList, viewer: 'paid', mount: updateDriver, told: listTold },
  { area: 'discover', screen: 'TrendingTopicsToggle', endpoint: toggleTrendingTopics, viewer: 'paid', mount: trendingDriver, told: trendingTold },
];
