/**
 * The livestream page (`LivestreamPage`, stream 801 live, its chat over the realtime socket) as a paid reader uses it:
 * a chat message sent with Enter. A failed send toasts the error's text (the server's words, else the shared text),
 * keeps the text in the field and says "Not sent. Press Enter to try again."; Enter again sends it once. And as the
 * publication's admin with kicking on: "Block" on a message's author (user 213, message 5009); a failure alerts the
 * error's text and offers the button again, which blocks once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { configureLiveStreamAudience } from '../../../../mocks/realtime/liveStream';
import { kickLiveStreamUser, sendLiveStreamChat } from '../../../../src/api/endpoints/livestream';
import { LivestreamPage } from '../../../../src/features/livestream';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const TEXT = 'Will this arrive?';
const sentInDb = () => db.livestream.messages.filter((m) => m.body === TEXT).length;

async function chatDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  // The scripted audience stays quiet: only the reader's own message moves the chat.
  configureLiveStreamAudience({ intervalMs: 0 });
  const view = render(<LivestreamPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  await waitFor(() => expect(within(root).getByText('Thanks for doing these live!')).toBeTruthy(), { timeout: 5000 });
  const input = () => within(root).getByRole('textbox', { name: 'Chat message' }) as HTMLInputElement;
  await user.type(input(), TEXT);
  const before = sentInDb();
  const enter = async () => {
    input().focus();
    await user.keyboard('{Enter}');
  };
  return {
    container: root,
    act: enter,
    assertReverted: () => {
      expect(input().value).toBe(TEXT);
      expect(within(root).getByText(t('livestream.chat.failed'))).toBeTruthy();
      expect(sentInDb()).toBe(before);
    },
    retry: async () => {
      await enter();
      await waitFor(() => expect(input().value).toBe(''), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(sentInDb()).toBe(before + 1);
      expect(within(root).getAllByText(TEXT)).toHaveLength(1);
    },
    signIn: () => null,
  };
}

async function blockDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  configureLiveStreamAudience({ intervalMs: 0 });
  const view = render(<LivestreamPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const row = () => root.querySelector<HTMLElement>('[data-message-id="5009"]');
  await waitFor(() => expect(row()).not.toBeNull(), { timeout: 5000 });
  const block = () => within(row()!).queryByRole('button', { name: /^Block / }) as HTMLButtonElement | null;
  const kicked = () => db.livestream.kicked.filter((k) => k.stream_id === 801 && k.user_id === 213).length;
  return {
    container: root,
    act: async () => {
      await user.click(block()!);
    },
    assertReverted: () => {
      expect(block()?.disabled).toBe(false);
      expect(kicked()).toBe(0);
    },
    retry: async () => {
      await user.click(block()!);
      await waitFor(() => expect(within(row()!).getByRole('button', { name: 'Blocked' })).toBeTruthy(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(kicked()).toBe(1);
    },
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'livestream',
    screen: 'LivestreamPage',
    endpoint: kickLiveStreamUser,
    viewer: 'admin',
    harness: { flags: { live_chat_kicking_enabled: true } },
    mount: blockDriver,
    told: toldBy((kind) => ({ alert: kitText[kind] })),
  },
  {
    area: 'livestream',
    screen: 'LivestreamPage',
    endpoint: sendLiveStreamChat,
    viewer: 'paid',
    mount: chatDriver,
    told: toldBy((kind) => ({ toast: kitText[kind] })),
  },
];
