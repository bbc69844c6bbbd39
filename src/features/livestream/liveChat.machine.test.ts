import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { LiveStreamMessage } from '../../api/schemas/livestream';
import {
  composerAvailability,
  initialState,
  isJoinNotice,
  LIVE_CHAT_KEEP,
  mergeMessages,
  panelPlacement,
  showsJumpToBottom,
  type State,
  transition,
} from './liveChat.machine';

const msg = (id: number, body: string | null = `m${id}`): LiveStreamMessage => ({
  id,
  user: { id: 200 + (id % 40), name: `U${id}`, handle: null, photo_url: null, is_admin: false },
  body,
  created_at: '2026-11-21T12:00:00.000Z',
  num_viewers_joined: null,
});
const ids = (s: State | readonly LiveStreamMessage[]) => ('messages' in s ? s.messages : s).map((m) => m.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const desktop = initialState({ phone: false });
const sendFailure = new ApiError({ kind: 'http', route: 'POST /api/v1/live_stream/801/chat', status: 500 });

describe('M33 live chat machine', () => {
  it('starts expanded on wide screens and minimized on phones, at the bottom', () => {
    expect(desktop).toMatchObject({ panel: 'expanded', scroll: 'at_bottom', messages: [], unseen: 0 });
    expect(initialState({ phone: true }).panel).toBe('minimized');
  });

  it('TOGGLE_PANEL: expanded ↔ minimized', () => {
    const min = transition(desktop, { type: 'TOGGLE_PANEL' });
    expect(min.panel).toBe('minimized');
    expect(transition(min, { type: 'TOGGLE_PANEL' }).panel).toBe('expanded');
  });

  it('appends messages in id order', () => {
    const s = transition(desktop, { type: 'MESSAGES_RECEIVED', messages: [msg(1), msg(2)] });
    expect(ids(transition(s, { type: 'MESSAGES_RECEIVED', messages: [msg(3)] }))).toEqual([1, 2, 3]);
  });

  it('the 1,001st message drops the oldest', () => {
    const full = transition(desktop, { type: 'MESSAGES_RECEIVED', messages: range(1, LIVE_CHAT_KEEP) });
    expect(full.messages).toHaveLength(1000);
    const next = transition(full, { type: 'MESSAGES_RECEIVED', messages: [msg(1001)] });
    expect(next.messages).toHaveLength(1000);
    expect(next.messages[0]!.id).toBe(2);
    expect(next.messages.at(-1)!.id).toBe(1001);
  });

  it('a backlog after a reconnect merges with no duplicate and no gap (by id)', () => {
    const before = transition(desktop, { type: 'MESSAGES_RECEIVED', messages: range(1, 5) });
    // The socket replays 3..7 and the backlog call returns 4..9, out of order with what is shown.
    const replay = transition(before, { type: 'MESSAGES_RECEIVED', messages: range(3, 7) });
    const merged = transition(replay, { type: 'MESSAGES_RECEIVED', messages: [...range(6, 9), msg(4)] });
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a message already shown (same object) leaves the state untouched', () => {
    const list = range(1, 3);
    const s = transition(desktop, { type: 'MESSAGES_RECEIVED', messages: list });
    expect(transition(s, { type: 'MESSAGES_RECEIVED', messages: [list[1]!] })).toBe(s);
    expect(transition(s, { type: 'MESSAGES_RECEIVED', messages: [] })).toBe(s);
  });

  it('a merge over the cap keeps the latest 1,000 by id', () => {
    const merged = mergeMessages(range(300, 1400), [...range(1, 10), msg(1500)]);
    expect(merged).toHaveLength(1000);
    expect(merged[0]!.id).toBe(402); // 1,112 ids (1–10, 300–1400, 1500): the 112 lowest go
    expect(merged.at(-1)!.id).toBe(1500);
    expect(new Set(ids(merged)).size).toBe(1000);
  });

  it('scrolling up more than 32 px shows jump-to-bottom and counts new messages; back at the bottom clears it', () => {
    const s = transition(desktop, { type: 'MESSAGES_RECEIVED', messages: range(1, 3) });
    expect(transition(s, { type: 'SCROLLED', distanceFromBottom: 32 })).toBe(s);
    const up = transition(s, { type: 'SCROLLED', distanceFromBottom: 33 });
    expect(showsJumpToBottom(up)).toBe(true);
    const more = transition(up, { type: 'MESSAGES_RECEIVED', messages: range(4, 5) });
    expect(more.unseen).toBe(2);
    expect(more.scroll).toBe('scrolled_up');
    const jumped = transition(more, { type: 'JUMPED_TO_BOTTOM' });
    expect(jumped).toMatchObject({ scroll: 'at_bottom', unseen: 0 });
    expect(transition(jumped, { type: 'JUMPED_TO_BOTTOM' })).toBe(jumped);
    expect(transition(more, { type: 'SCROLLED', distanceFromBottom: 0 })).toMatchObject({ scroll: 'at_bottom', unseen: 0 });
  });

  it('composer: type → SEND → sending → succeeded clears the text and shows the message', () => {
    const typed = transition(desktop, { type: 'TEXT_CHANGED', text: 'Hello' });
    const sending = transition(typed, { type: 'SEND' });
    expect(sending.composer).toEqual({ name: 'sending', text: 'Hello' });
    expect(transition(sending, { type: 'SEND' })).toBe(sending);
    expect(transition(sending, { type: 'TEXT_CHANGED', text: 'x' })).toBe(sending);
    const sent = transition(sending, { type: 'SEND_SUCCEEDED', message: msg(9, 'Hello') });
    expect(sent.composer).toEqual({ name: 'idle', text: '' });
    expect(ids(sent)).toEqual([9]);
  });

  it('a failed send keeps the text; typing again returns to idle; a blank message is not sent', () => {
    const sending = transition(transition(desktop, { type: 'TEXT_CHANGED', text: 'Hi' }), { type: 'SEND' });
    const failed = transition(sending, { type: 'SEND_FAILED', error: sendFailure });
    expect(failed.composer).toEqual({ name: 'failed', text: 'Hi', failure: sendFailure });
    expect(transition(failed, { type: 'SEND' }).composer).toEqual({ name: 'sending', text: 'Hi' });
    expect(transition(failed, { type: 'TEXT_CHANGED', text: 'Hi!' }).composer).toEqual({ name: 'idle', text: 'Hi!' });
    const blank = transition(desktop, { type: 'TEXT_CHANGED', text: '   ' });
    expect(transition(blank, { type: 'SEND' })).toBe(blank);
    expect(transition(desktop, { type: 'SEND_FAILED', error: sendFailure })).toBe(desktop);
    expect(transition(desktop, { type: 'SEND_SUCCEEDED', message: msg(1) })).toBe(desktop);
  });

  it('block: pending → blocked; a failure keeps the user unblocked and is shown until dismissed', () => {
    const pending = transition(desktop, { type: 'BLOCK', userId: 207 });
    expect(pending.blocking).toEqual([207]);
    expect(transition(pending, { type: 'BLOCK', userId: 207 })).toBe(pending);
    const done = transition(pending, { type: 'BLOCK_SUCCEEDED', userId: 207 });
    expect(done).toMatchObject({ blocking: [], blocked: [207] });
    expect(transition(done, { type: 'BLOCK', userId: 207 })).toBe(done);
    const failed = transition(pending, { type: 'BLOCK_FAILED', userId: 207, error: sendFailure });
    expect(failed).toMatchObject({ blocking: [], blocked: [], blockFailure: sendFailure });
    expect(transition(failed, { type: 'DISMISS_BLOCK_FAILURE' }).blockFailure).toBeNull();
    expect(transition(desktop, { type: 'BLOCK_SUCCEEDED', userId: 1 })).toBe(desktop);
    expect(transition(desktop, { type: 'BLOCK_FAILED', userId: 1, error: sendFailure })).toBe(desktop);
    expect(transition(desktop, { type: 'DISMISS_BLOCK_FAILURE' })).toBe(desktop);
  });
});

describe('M33 selectors', () => {
  it('composer availability: loading, the server’s reason as placeholder, sending', () => {
    expect(composerAvailability(null, { name: 'idle', text: '' })).toEqual({ disabled: true, reason: 'loading', placeholder: null });
    expect(composerAvailability({ canSendChat: false, errorMessage: 'Sign in to join the chat' }, { name: 'idle', text: '' })).toEqual({
      disabled: true,
      reason: 'server',
      placeholder: 'Sign in to join the chat',
    });
    expect(composerAvailability({ canSendChat: true, errorMessage: null }, { name: 'idle', text: '' }).disabled).toBe(false);
    expect(composerAvailability({ canSendChat: true, errorMessage: null }, { name: 'sending', text: 'x' }).disabled).toBe(true);
  });
  it('placement: side panel from 800 px, inline below, hidden in fullscreen', () => {
    expect(panelPlacement(1280, false)).toBe('side');
    expect(panelPlacement(800, false)).toBe('side');
    expect(panelPlacement(799, false)).toBe('inline');
    expect(panelPlacement(1280, true)).toBe('hidden');
  });
  it('join notices', () => {
    expect(isJoinNotice({ num_viewers_joined: 3 })).toBe(true);
    expect(isJoinNotice({ num_viewers_joined: null })).toBe(false);
    expect(isJoinNotice({ num_viewers_joined: 0 })).toBe(false);
  });
});
