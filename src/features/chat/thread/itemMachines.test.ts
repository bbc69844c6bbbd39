import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../../api/schemas/community';
import * as ban from '../ban.machine';
import * as del from '../delete.machine';
import * as lock from '../lockReplies.machine';
import { type ChatContext, type ChatViewer, chatCommentItem, chatPostItem } from '../permissions';
import * as reaction from '../reaction.machine';
import * as report from '../report.machine';
import {
  type ItemMachineEvent,
  type ItemMachinesAction,
  type ItemMachinesMap,
  chatItemKey,
  commentKey,
  initItemMachines,
  itemMachinesReducer,
  postKey,
  shownComment,
  shownPost,
  stepItemMachines,
} from './itemMachines';
import { createChatItemStore } from './useChatItemMachines';

const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const context: ChatContext = {};
const post = (over: Record<string, unknown> = {}) =>
  ChatPost.parse({
    id: 3001,
    publication_id: 1,
    user_id: 200,
    audience: 'all_subscribers',
    created_at: '2025-01-01T00:00:00Z',
    reactions: { '❤': 3 },
    ...over,
  });
const comment = (id: number, over: Record<string, unknown> = {}) =>
  ChatComment.parse({ id, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z', reactions: { '👍': 1 }, ...over });

const thread = chatPostItem(post());
const replyA = chatCommentItem(comment(4001));
const replyB = chatCommentItem(comment(4002));
const replyC = chatCommentItem(comment(4003));

const event = (item: typeof thread, e: ItemMachineEvent): ItemMachinesAction => ({ type: 'EVENT', item, viewer: admin, context, ...e }) as ItemMachinesAction;

/** A map with entries for the thread and two replies, each touched once (a report that is ignored would not create one). */
function seeded(): ItemMachinesMap {
  let state: ItemMachinesMap = {};
  for (const item of [thread, replyA, replyB]) state = itemMachinesReducer(state, event(item, { machine: 'lock', event: { type: 'DISMISS_FAILURE' } }));
  return state;
}

describe('keys', () => {
  it('names an item by kind and id', () => {
    expect(chatItemKey(thread)).toBe('post:3001');
    expect(chatItemKey(replyA)).toBe('comment:4001');
    expect(postKey(3001)).toBe('post:3001');
    expect(commentKey(4001)).toBe('comment:4001');
  });
});

describe('itemMachinesReducer: EVENT', () => {
  it('starts an untouched item’s entry from its server data (initItemMachines), then steps it', () => {
    const state = itemMachinesReducer({}, event(replyA, { machine: 'reaction', event: { type: 'CLICK', reaction: '❤' } }));
    const entry = state[commentKey(4001)]!;
    const fresh = initItemMachines(replyA, admin, context);
    expect(entry.reaction).toEqual(reaction.transition(fresh.reaction, { type: 'CLICK', reaction: '❤' }));
    expect(entry.reaction.name).toBe('pending');
    expect({ lock: entry.lock, ban: entry.ban, delete: entry.delete, report: entry.report }).toEqual({
      lock: fresh.lock,
      ban: fresh.ban,
      delete: fresh.delete,
      report: fresh.report,
    });
    expect(Object.keys(state)).toEqual(['comment:4001']);
  });

  it.each<[string, ItemMachineEvent, (before: ReturnType<typeof initItemMachines>, after: ReturnType<typeof initItemMachines>) => void]>([
    [
      'reaction',
      { machine: 'reaction', event: { type: 'CLICK', reaction: '😂' } },
      (b, a) => expect(a.reaction).toEqual(reaction.transition(b.reaction, { type: 'CLICK', reaction: '😂' })),
    ],
    ['lock', { machine: 'lock', event: { type: 'TOGGLE' } }, (b, a) => expect(a.lock).toEqual(lock.transition(b.lock, { type: 'TOGGLE' }))],
    ['ban', { machine: 'ban', event: { type: 'BAN' } }, (b, a) => expect(a.ban).toEqual(ban.transition(b.ban, { type: 'BAN' }))],
    [
      'delete',
      { machine: 'delete', event: { type: 'DELETE', source: 'menu' } },
      (b, a) => expect(a.delete).toEqual(del.transition(b.delete, { type: 'DELETE', source: 'menu' })),
    ],
    ['report', { machine: 'report', event: { type: 'REPORT' } }, (b, a) => expect(a.report).toEqual(report.transition(b.report, { type: 'REPORT' }))],
  ])('a %s event changes only that item’s entry, and only that machine in it', (machine, e, check) => {
    const before = seeded();
    const after = itemMachinesReducer(before, event(replyA, e));
    expect(after).not.toBe(before);
    const was = before[commentKey(4001)]!;
    const now = after[commentKey(4001)]!;
    expect(now).not.toBe(was);
    check(was, now);
    // The other machines of the entry are the same objects.
    for (const other of ['reaction', 'lock', 'ban', 'delete', 'report'] as const) {
      if (other !== machine) expect(now[other]).toBe(was[other]);
    }
    // The other entries are the same objects.
    expect(after[postKey(3001)]).toBe(before[postKey(3001)]);
    expect(after[commentKey(4002)]).toBe(before[commentKey(4002)]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });

  it('an event the machine ignores returns the same map', () => {
    const before = seeded();
    // Nothing to confirm: CONFIRM is ignored by a ban machine at rest.
    expect(itemMachinesReducer(before, event(replyA, { machine: 'ban', event: { type: 'CONFIRM' } }))).toBe(before);
    expect(itemMachinesReducer(before, event(thread, { machine: 'reaction', event: { type: 'SUCCEEDED', result: { reaction: null, reactions: {} } } }))).toBe(
      before,
    );
  });

  it('an event on the thread leaves every reply entry as it was', () => {
    const before = seeded();
    const after = itemMachinesReducer(before, event(thread, { machine: 'lock', event: { type: 'TOGGLE' } }));
    expect(after[postKey(3001)]!.lock.name).not.toBe(before[postKey(3001)]!.lock.name);
    expect(after[commentKey(4001)]).toBe(before[commentKey(4001)]);
    expect(after[commentKey(4002)]).toBe(before[commentKey(4002)]);
  });
});

describe('itemMachinesReducer: SYNC', () => {
  it('feeds fresh server data to the entries that exist; only a changed entry is replaced', () => {
    const before = seeded();
    const after = itemMachinesReducer(before, {
      type: 'SYNC',
      items: [chatCommentItem(comment(4001, { is_locked: true })), replyB, chatPostItem(post())],
    });
    expect(after).not.toBe(before);
    expect(lock.isLocked(after[commentKey(4001)]!.lock)).toBe(true);
    expect(after[commentKey(4001)]!.reaction).toBe(before[commentKey(4001)]!.reaction);
    expect(after[commentKey(4002)]).toBe(before[commentKey(4002)]);
    expect(after[postKey(3001)]).toBe(before[postKey(3001)]);
  });

  it('moves reactions, bans and reports from the server', () => {
    const before = seeded();
    const after = itemMachinesReducer(before, {
      type: 'SYNC',
      items: [chatCommentItem(comment(4002, { reaction: '❤', reactions: { '❤': 1, '👍': 1 }, is_banned: true, reported_by_user: true }))],
    });
    const entry = after[commentKey(4002)]!;
    expect(reaction.shownReaction(entry.reaction)).toBe('❤');
    expect(ban.isBanned(entry.ban)).toBe(true);
    expect(report.isReported(entry.report)).toBe(true);
    expect(after[commentKey(4001)]).toBe(before[commentKey(4001)]);
  });

  it('ignores items without an entry (unknown ids): same map', () => {
    const before = seeded();
    const after = itemMachinesReducer(before, { type: 'SYNC', items: [replyC, chatCommentItem(comment(9999, { is_locked: true }))] });
    expect(after).toBe(before);
    expect(after[commentKey(4003)]).toBeUndefined();
    expect(after[commentKey(9999)]).toBeUndefined();
  });

  it('unchanged server data returns the same map', () => {
    const before = seeded();
    expect(itemMachinesReducer(before, { type: 'SYNC', items: [thread, replyA, replyB] })).toBe(before);
    expect(itemMachinesReducer(before, { type: 'SYNC', items: [] })).toBe(before);
  });
});

describe('itemMachinesReducer: RESET', () => {
  it('forgets every entry; an empty map stays the same object', () => {
    expect(itemMachinesReducer(seeded(), { type: 'RESET' })).toEqual({});
    const empty: ItemMachinesMap = {};
    expect(itemMachinesReducer(empty, { type: 'RESET' })).toBe(empty);
  });
});

describe('what the views show', () => {
  it('a thread or reply without an entry is shown as the server sent it', () => {
    const p = post();
    const c = comment(4001);
    expect(shownPost(p, undefined)).toBe(p);
    expect(shownComment(c, undefined)).toBe(c);
  });

  it('an untouched entry shows the server’s item itself (same object)', () => {
    const p = post();
    // As the API sends replies: the reader's reaction and the ban flag present (a reply without them is copied).
    const c = comment(4001, { reaction: null, is_banned: false });
    expect(shownPost(p, initItemMachines(chatPostItem(p), admin, context))).toBe(p);
    expect(shownComment(c, initItemMachines(chatCommentItem(c), admin, context))).toBe(c);
  });

  it('optimistic values: a pending reaction and lock show; a removed reply is gone, a removed thread deleted', () => {
    const c = comment(4001);
    let state = itemMachinesReducer({}, event(chatCommentItem(c), { machine: 'reaction', event: { type: 'CLICK', reaction: '❤' } }));
    state = itemMachinesReducer(state, event(chatCommentItem(c), { machine: 'lock', event: { type: 'TOGGLE' } }));
    expect(shownComment(c, state[commentKey(4001)])).toMatchObject({ reaction: '❤', reactions: { '👍': 1, '❤': 1 }, is_locked: true });
    state = itemMachinesReducer(state, event(chatCommentItem(c), { machine: 'delete', event: { type: 'DELETE', source: 'menu' } }));
    state = itemMachinesReducer(state, event(chatCommentItem(c), { machine: 'delete', event: { type: 'CONFIRM' } }));
    if (del.delayMs(state[commentKey(4001)]!.delete) !== null) {
      state = itemMachinesReducer(state, event(chatCommentItem(c), { machine: 'delete', event: { type: 'DELAY_ELAPSED' } }));
    }
    expect(del.isRemoved(state[commentKey(4001)]!.delete)).toBe(true);
    expect(shownComment(c, state[commentKey(4001)])).toBeNull();

    const p = post();
    let t = itemMachinesReducer({}, event(chatPostItem(p), { machine: 'delete', event: { type: 'DELETE', source: 'menu' } }));
    t = itemMachinesReducer(t, event(chatPostItem(p), { machine: 'delete', event: { type: 'CONFIRM' } }));
    expect(shownPost(p, t[postKey(3001)])).toMatchObject({ status: 'deleted' });
  });
});

describe('the thread page’s item store (the kit’s keyed store on stepItemMachines)', () => {
  it('an event tells that item’s subscriber only, and equals the map reducer’s entry', () => {
    const store = createChatItemStore();
    const heard: string[] = [];
    for (const item of [thread, replyA, replyB]) store.subscribe(chatItemKey(item), () => heard.push(chatItemKey(item)));
    const click: ItemMachineEvent = { machine: 'reaction', event: { type: 'CLICK', reaction: '❤' } };
    const next = store.send(chatItemKey(replyA), click, () => initItemMachines(replyA, admin, context));
    expect(heard).toEqual([commentKey(4001)]);
    expect(next).toEqual(itemMachinesReducer({}, event(replyA, click))[commentKey(4001)]);
    // An event that changes nothing tells no one; a sync of fresh server data reaches only the entries that exist.
    store.send(chatItemKey(replyA), { machine: 'report', event: { type: 'DISMISS_FAILURE' } });
    expect(heard).toEqual([commentKey(4001)]);
    const locked = chatCommentItem(comment(4001, { is_locked: true }));
    expect(stepItemMachines(store.get(commentKey(4001))!, { machine: 'sync', item: locked }).lock).not.toBe(store.get(commentKey(4001))!.lock);
    store.send(chatItemKey(locked), { machine: 'sync', item: locked });
    expect(heard).toEqual([commentKey(4001), commentKey(4001)]);
    expect(lock.isLocked(store.get(commentKey(4001))!.lock)).toBe(true);
    expect(store.get(commentKey(4002))).toBeUndefined();
  });
});
