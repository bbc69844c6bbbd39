import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noteItem, postItem, T0 } from '../../../tests/unit/fixtures/feed';
import { archivedAt, type FeedState, initialFeedState, isHidden, isPaused, itemOf, transition } from './feed.machine';
import { type FeedItemMenuAction, feedItemMenuActions, itemMenuActions, itemMenuEvent, itemMenuUndo } from './itemMenu';

const ME = 7;
const AT = new Date(T0).toISOString();
const OTHER = 8;
const open = { viewerId: ME, hidden: false, paused: false };
const loaded = (): FeedState =>
  transition(initialFeedState(), {
    type: 'PAGE_LOADED',
    items: [postItem(1), noteItem(2), noteItem(3, { user_id: OTHER })],
    nextCursor: null,
    at: T0,
    first: true,
  });

describe('feed item actions menu: what an item offers', () => {
  it('offers nothing to a signed-out reader', () => {
    expect(itemMenuActions(postItem(1), { ...open, viewerId: null })).toEqual([]);
    expect(itemMenuActions(noteItem(2), { ...open, viewerId: null })).toEqual([]);
  });

  it('offers Hide and Archive on a post', () => {
    expect(itemMenuActions(postItem(1), open)).toEqual(['hide', 'archive']);
  });

  it("offers Hide, Archive and Pause on another person's note, Resume once paused", () => {
    expect(itemMenuActions(noteItem(3, { user_id: OTHER }), open)).toEqual(['hide', 'archive', 'pause']);
    expect(itemMenuActions(noteItem(3, { user_id: OTHER }), { ...open, paused: true })).toEqual(['hide', 'archive', 'unpause']);
  });

  it("offers Pause, Archive and Delete on the reader's own note, never Hide", () => {
    expect(itemMenuActions(noteItem(2), open)).toEqual(['pause', 'archive', 'delete']);
    expect(itemMenuActions(noteItem(2), { ...open, paused: true })).toEqual(['unpause', 'archive', 'delete']);
  });

  it('offers only Undo (unhide) on a hidden item, only Undo (unarchive) on an archived one', () => {
    expect(itemMenuActions(postItem(1), { ...open, hidden: true })).toEqual(['unhide']);
    expect(itemMenuActions(postItem(1), { ...open, archived: true })).toEqual(['unarchive']);
    expect(itemMenuActions(noteItem(2), { ...open, archived: true })).toEqual(['unarchive']);
  });

  it('offers nothing on items that are not posts or notes', () => {
    expect(itemMenuActions({ ...postItem(1), type: 'facebookConnect' } as never, open)).toEqual([]);
  });
});

describe('feed item actions menu: each action and its exact undo (M41)', () => {
  it('hide hides, and its undo shows the item again', () => {
    const hidden = transition(loaded(), itemMenuEvent(postItem(1), 'p-1', 'hide', AT));
    expect(isHidden(hidden, 'p-1')).toBe(true);
    expect(isHidden(transition(hidden, itemMenuUndo('p-1', 'hide')), 'p-1')).toBe(false);
  });

  it('unhide shows the item, and its undo hides it again', () => {
    const hidden = transition(loaded(), { type: 'HIDE', key: 'p-1' });
    const shown = transition(hidden, itemMenuEvent(postItem(1), 'p-1', 'unhide', AT));
    expect(isHidden(shown, 'p-1')).toBe(false);
    expect(isHidden(transition(shown, itemMenuUndo('p-1', 'unhide')), 'p-1')).toBe(true);
  });

  it('archive sets archived_at to the time of the choice, and its undo clears it', () => {
    const archived = transition(loaded(), itemMenuEvent(postItem(1), 'p-1', 'archive', AT));
    expect(archivedAt(archived, 'p-1')).toBe(AT);
    expect(archivedAt(transition(archived, itemMenuUndo('p-1', 'archive')), 'p-1')).toBeNull();
  });

  it('unarchive clears archived_at, and its undo puts back the time it had', () => {
    const archived = transition(loaded(), { type: 'ARCHIVE', key: 'c-3', at: '2026-11-20T08:00:00.000Z' });
    const back = transition(archived, itemMenuEvent(noteItem(3), 'c-3', 'unarchive', AT));
    expect(archivedAt(back, 'c-3')).toBeNull();
    expect(archivedAt(transition(back, itemMenuUndo('c-3', 'unarchive', '2026-11-20T08:00:00.000Z')), 'c-3')).toBe('2026-11-20T08:00:00.000Z');
  });

  it('pause and unpause, each undone exactly', () => {
    const paused = transition(loaded(), itemMenuEvent(noteItem(3), 'c-3', 'pause', AT));
    expect(isPaused(paused, 'c-3')).toBe(true);
    expect(isPaused(transition(paused, itemMenuUndo('c-3', 'pause')), 'c-3')).toBe(false);
    const resumed = transition(paused, itemMenuEvent(noteItem(3), 'c-3', 'unpause', AT));
    expect(isPaused(resumed, 'c-3')).toBe(false);
    expect(isPaused(transition(resumed, itemMenuUndo('c-3', 'unpause')), 'c-3')).toBe(true);
  });

  it('delete removes the note, and its undo puts it back in its place', () => {
    const before = loaded();
    const deleted = transition(before, itemMenuEvent(noteItem(2), 'c-2', 'delete', AT));
    expect(deleted.order).not.toContain('c-2');
    expect(transition(deleted, itemMenuUndo('c-2', 'delete')).order).toEqual(before.order);
  });

  it('any offered action followed by its undo leaves what the reader sees as it was (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('p-1', 'c-2', 'c-3'), fc.boolean(), fc.boolean(), fc.boolean(), fc.nat(3), (key, hide, pause, archive, pick) => {
        let before = loaded();
        if (hide) before = transition(before, { type: 'HIDE', key });
        if (pause) before = transition(before, { type: 'PAUSE_NOTIFICATIONS', key });
        if (archive) before = transition(before, { type: 'ARCHIVE', key, at: '2026-11-20T08:00:00.000Z' });
        const item = itemOf(before.items, key)!;
        const was = archivedAt(before, key);
        const offered = itemMenuActions(item, { viewerId: ME, hidden: isHidden(before, key), paused: isPaused(before, key), archived: was !== null });
        if (offered.length === 0) return;
        const action: FeedItemMenuAction = offered[pick % offered.length]!;
        const after = transition(transition(before, itemMenuEvent(item, key, action, AT)), itemMenuUndo(key, action, was));
        expect(after.order).toEqual(before.order);
        expect(isHidden(after, key)).toBe(isHidden(before, key));
        expect(isPaused(after, key)).toBe(isPaused(before, key));
        expect(archivedAt(after, key)).toBe(was);
      }),
    );
  });

  it('every action has an event and an undo', () => {
    for (const action of feedItemMenuActions) {
      expect(itemMenuEvent(noteItem(2), 'c-2', action, AT).type).toBeTruthy();
      expect(itemMenuUndo('c-2', action).type).toBeTruthy();
    }
  });
});
