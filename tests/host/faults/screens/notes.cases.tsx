/**
 * The note composer (`NoteComposerProvider` + `ComposerBar`) as a paid reader uses it: a new note (P09b,
 * POST /api/v1/comment/feed). A failed post keeps the text in the composer with the failure's words (the kit's
 * reader-text rule); a 401 opens the product's sign-in modal (entry composer-new-post) and the text is there again
 * when the composer is opened after it.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { createFeedComment } from '../../../../src/api/endpoints/feed';
import { ComposerBar, NoteComposerProvider } from '../../../../src/features/notes';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const TEXT = 'Herons at the reservoir, and a note that must not be lost.';
const notesInDb = () => db.feed.comments.filter((c) => c.body === TEXT && !c.deleted).length;
const page = () => within(document.body);
const composerField = () => document.querySelector<HTMLTextAreaElement>('[data-part="note-composer"] textarea');
/** The sign-in modal over the page: its title, or null. */
const signInDialog = () => {
  const title = t('notes.composer.signInTitle');
  return [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(title)) ? title : null;
};

/** Drafts outlive the composer in the page's storage (that is the point): each case starts without one. */
function forgetStoredDrafts() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('masthead:notes:')) localStorage.removeItem(key);
}

async function newNoteDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  forgetStoredDrafts();
  const view = render(
    <NoteComposerProvider>
      <ComposerBar />
    </NoteComposerProvider>,
    { wrapper: h.wrapper },
  );
  const bar = () => within(view.container as HTMLElement).getByRole('button', { name: t('notes.composer.placeholder') });
  const openComposer = async () => {
    await user.click(bar());
    await waitFor(() => expect(composerField()).not.toBeNull(), { timeout: 3000 });
  };
  await openComposer();
  await user.type(composerField()!, TEXT);
  const before = notesInDb();
  const post = () => user.click(page().getByRole('button', { name: t('notes.composer.post') }));
  return {
    container: document.body,
    act: async () => {
      await post();
      await waitFor(() => expect(document.querySelector('[data-part="note-failure"]') ?? signInDialog()).not.toBeNull(), { timeout: 3000 });
    },
    assertReverted: async () => {
      if (signInDialog()) {
        const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes(t('notes.composer.signInTitle')))!;
        await user.click(within(dialog).getByRole('button', { name: t('signIn.cancel') }));
        await waitFor(() => expect(signInDialog()).toBeNull());
        await openComposer();
      }
      expect(composerField()!.value).toBe(TEXT);
      expect(notesInDb()).toBe(before);
    },
    retry: async () => {
      await post();
      await waitFor(() => expect(composerField()).toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(notesInDb()).toBe(before + 1);
    },
    signIn: signInDialog,
  };
}

const told = toldBy((kind) => (kind === '401' ? { signIn: t('notes.composer.signInTitle') } : { inPlace: kitText[kind] }));

export const cases: ScreenCase[] = [
  { area: 'notes', screen: 'NoteComposerProvider', endpoint: createFeedComment, viewer: 'paid', harness: {}, mount: newNoteDriver, told },
];
