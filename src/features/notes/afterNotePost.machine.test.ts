import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AfterNotePostEvent,
  type AfterNotePostState,
  type AfterPostFacts,
  appInstallTitle,
  initialAfterNotePostState,
  modalShown,
  offersAppInstall,
  transition,
  wantsFriends,
} from './afterNotePost.machine';

const facts = (over: Partial<AfterPostFacts> = {}): AfterPostFacts => ({
  signedIn: true,
  readerInstalledAt: null,
  hasSeenAppUpsell: false,
  inTreatment: true,
  isFirstNote: false,
  noteId: 7,
  ...over,
});
const posted = (over: Partial<AfterPostFacts> = {}): AfterNotePostEvent => ({ type: 'POSTED', facts: facts(over) });
const ada = { id: 1, name: 'Ada Quill' };

describe('after a note is posted (M47)', () => {
  it('the upsell applies only to a signed-in reader without the app, who has not seen it, in the treatment', () => {
    expect(offersAppInstall(facts())).toBe(true);
    expect(offersAppInstall(facts({ signedIn: false }))).toBe(false);
    expect(offersAppInstall(facts({ readerInstalledAt: '2026-01-01T00:00:00Z' }))).toBe(false);
    expect(offersAppInstall(facts({ hasSeenAppUpsell: true }))).toBe(false);
    expect(offersAppInstall(facts({ inTreatment: false }))).toBe(false);
  });

  it('POSTED → loadingFriends (the flag and the friends are wanted) when the upsell applies, even on a first note', () => {
    const s = transition(initialAfterNotePostState, posted({ isFirstNote: true }));
    expect(s).toEqual({ name: 'loadingFriends', noteId: 7 });
    expect(wantsFriends(s)).toBe(true);
    expect(modalShown(s)).toBeNull();
  });

  it('FRIENDS_LOADED shows the app-install modal with them; FRIENDS_FAILED with an empty list', () => {
    const loading: AfterNotePostState = { name: 'loadingFriends', noteId: 7 };
    expect(transition(loading, { type: 'FRIENDS_LOADED', friends: [ada] })).toEqual({ name: 'appInstall', noteId: 7, friends: [ada] });
    expect(transition(loading, { type: 'FRIENDS_FAILED' })).toEqual({ name: 'appInstall', noteId: 7, friends: [] });
    expect(modalShown({ name: 'appInstall', noteId: 7, friends: [] })).toBe('appInstall');
    expect(transition(initialAfterNotePostState, { type: 'FRIENDS_LOADED', friends: [ada] })).toBe(initialAfterNotePostState);
    expect(transition(initialAfterNotePostState, { type: 'FRIENDS_FAILED' })).toBe(initialAfterNotePostState);
  });

  it('else the first note → the share modal; else done (the composer just closes)', () => {
    expect(transition(initialAfterNotePostState, posted({ inTreatment: false, isFirstNote: true }))).toEqual({ name: 'firstNoteShare', noteId: 7 });
    expect(transition(initialAfterNotePostState, posted({ hasSeenAppUpsell: true, isFirstNote: false }))).toEqual({ name: 'done', noteId: 7 });
    expect(transition(initialAfterNotePostState, posted({ signedIn: false, isFirstNote: true }))).toEqual({ name: 'done', noteId: 7 });
  });

  it('DISMISS closes either modal; SHARED closes the share modal only', () => {
    expect(transition({ name: 'appInstall', noteId: 7, friends: [] }, { type: 'DISMISS' })).toEqual({ name: 'done', noteId: 7 });
    expect(transition({ name: 'firstNoteShare', noteId: 7 }, { type: 'DISMISS' })).toEqual({ name: 'done', noteId: 7 });
    expect(transition({ name: 'firstNoteShare', noteId: 7 }, { type: 'SHARED' })).toEqual({ name: 'done', noteId: 7 });
    const app: AfterNotePostState = { name: 'appInstall', noteId: 7, friends: [] };
    expect(transition(app, { type: 'SHARED' })).toBe(app);
    expect(transition(initialAfterNotePostState, { type: 'DISMISS' })).toBe(initialAfterNotePostState);
  });

  it('POSTED is ignored while a modal or the friends are pending; from done it decides again', () => {
    for (const s of [
      { name: 'loadingFriends', noteId: 1 },
      { name: 'appInstall', noteId: 1, friends: [] },
      { name: 'firstNoteShare', noteId: 1 },
    ] as AfterNotePostState[]) {
      expect(transition(s, posted())).toBe(s);
    }
    expect(transition({ name: 'done', noteId: 1 }, posted({ noteId: 9, inTreatment: false, isFirstNote: true }))).toEqual({
      name: 'firstNoteShare',
      noteId: 9,
    });
  });

  it('the title names the first friend with a name, else the fallback', () => {
    expect(appInstallTitle([ada, { id: 2, name: 'Bo' }])).toEqual({ id: 'notes.appInstall.titleFriends', name: 'Ada Quill' });
    expect(appInstallTitle([{ id: 3, name: '  ' }, ada])).toEqual({ id: 'notes.appInstall.titleFriends', name: 'Ada Quill' });
    expect(appInstallTitle([])).toEqual({ id: 'notes.appInstall.title' });
  });

  it('property: with the flag set when friends are wanted (as the hook does), the upsell shows at most once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ isFirstNote: fc.boolean(), inTreatment: fc.boolean(), signedIn: fc.boolean() }).map((f) => ({ kind: 'post' as const, f })),
            fc.constantFrom({ kind: 'friends' as const }, { kind: 'fail' as const }, { kind: 'dismiss' as const }, { kind: 'share' as const }),
          ),
          { maxLength: 40 },
        ),
        (steps) => {
          let flag = false;
          let state = initialAfterNotePostState;
          let upsells = 0;
          for (const step of steps) {
            const event: AfterNotePostEvent =
              step.kind === 'post'
                ? posted({ ...step.f, hasSeenAppUpsell: flag })
                : step.kind === 'friends'
                  ? { type: 'FRIENDS_LOADED', friends: [ada] }
                  : step.kind === 'fail'
                    ? { type: 'FRIENDS_FAILED' }
                    : step.kind === 'dismiss'
                      ? { type: 'DISMISS' }
                      : { type: 'SHARED' };
            const next = transition(state, event);
            if (wantsFriends(next) && !wantsFriends(state)) {
              flag = true;
              upsells++;
            }
            state = next;
          }
          expect(upsells).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
