/**
 * An admin's block settings on the publication home (`PublicationHomePage`, /) of The Daily Margin: "Block settings"
 * on the "Latest" list, 4 posts, Save (P62, designed; M71). A failure says the server's words, else the shared
 * network / timeout text, else "The block settings could not be saved." in the dialog, with the typed value kept and the
 * block as it was; Save again lands the change once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { updateHomepageBlock } from '../../../../src/api/endpoints/growth';
import { PublicationHomePage } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const latest = () => db.growth.homepages[1]!.published.find((b) => b.id === 3)!;

async function settingsDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<PublicationHomePage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const block = () => root.querySelector<HTMLElement>('[data-part="homepage-block"][data-id="3"]');
  await waitFor(() => expect(block()).not.toBeNull(), { timeout: 5000 });
  await user.click(within(block()!).getByRole('button', { name: 'Block settings' }));
  const field = await within(document.body).findByRole('spinbutton', { name: 'Posts' }, { timeout: 5000 });
  await user.clear(field);
  await user.type(field, '4');
  const save = () => user.click(within(document.body).getByRole('button', { name: 'Save' }));
  return {
    container: document.body,
    act: save,
    assertReverted: async () => {
      await waitFor(() => expect(within(document.body).getByRole('button', { name: 'Save' })).not.toHaveProperty('disabled', true));
      expect((within(document.body).getByRole('spinbutton', { name: 'Posts' }) as HTMLInputElement).value).toBe('4');
      expect(latest().num_posts ?? null).toBe(null);
    },
    retry: async () => {
      await save();
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(latest().num_posts).toBe(4);
      expect(block()!.querySelectorAll('[data-part="home-post"]')).toHaveLength(4);
    },
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'PublicationHomePage',
    endpoint: updateHomepageBlock,
    viewer: 'admin',
    harness: { path: '/' },
    mount: settingsDriver,
    told: toldBy((kind) => ({ inPlace: kind === 'malformed' ? t('growth.home.settings.error.save') : kitText[kind] })),
  },
];
