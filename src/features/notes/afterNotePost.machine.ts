/**
 * M47 — after a note is posted (spec 002 §4 "After posting a note", §8; inventory M47, E48). Pure: the data hook
 * reads the facts (the viewer, the stored flag, the experiment), sets the flag, fetches the friends and dispatches.
 *
 * ```
 * idle ─POSTED(signed in ∧ no reader_installed_at ∧ upsell not seen ∧ treatment)→ loadingFriends  (the hook sets
 *   │        has_seen_notes_post_app_upsell here, once)   ─FRIENDS_LOADED(list) | FRIENDS_FAILED (→ empty list)→ appInstall
 *   ├─POSTED(else, the user's first feed comment)→ firstNoteShare
 *   └─POSTED(else)→ done (the composer just closes)
 * appInstall | firstNoteShare ─DISMISS | SHARED→ done;   done ─POSTED→ as from idle
 * ```
 * "Join {name} and others in the app" names the first friend; with none, "Notes is better in the app".
 */

/** What the rule reads when a note has been posted. */
export interface AfterPostFacts {
  signedIn: boolean;
  /** The user's `reader_installed_at`: they have the app already. */
  readerInstalledAt: string | null;
  /** The stored `has_seen_notes_post_app_upsell` flag. */
  hasSeenAppUpsell: boolean;
  /** The app-upsell experiment's treatment group. */
  inTreatment: boolean;
  /** The server's `is_first_feed_comment` for the note just posted. */
  isFirstNote: boolean;
  noteId: number;
}

/** A friend in the facepile (GET /api/v1/app_install_facepile: users with a name). */
export interface AppFriend {
  id: number;
  name: string;
  photo_url?: string | null;
}

export type AfterNotePostState =
  | { name: 'idle' }
  | { name: 'loadingFriends'; noteId: number }
  | { name: 'appInstall'; noteId: number; friends: readonly AppFriend[] }
  | { name: 'firstNoteShare'; noteId: number }
  | { name: 'done'; noteId: number };

export type AfterNotePostEvent =
  | { type: 'POSTED'; facts: AfterPostFacts }
  | { type: 'FRIENDS_LOADED'; friends: readonly AppFriend[] }
  /** The friends' read failed: the modal shows with an empty list (§8). */
  | { type: 'FRIENDS_FAILED' }
  /** "Get the app" followed, "Not now", Escape or the close button. */
  | { type: 'DISMISS' }
  /** The first note was shared (the "Note Shared." toast follows). */
  | { type: 'SHARED' };

export const afterNotePostStateNames = [
  'idle',
  'loadingFriends',
  'appInstall',
  'firstNoteShare',
  'done',
] as const satisfies readonly AfterNotePostState['name'][];
export const afterNotePostEventTypes = [
  'POSTED',
  'FRIENDS_LOADED',
  'FRIENDS_FAILED',
  'DISMISS',
  'SHARED',
] as const satisfies readonly AfterNotePostEvent['type'][];

export const initialAfterNotePostState: AfterNotePostState = { name: 'idle' };

/** Whether the app-install upsell applies (the first branch of the rule). */
export function offersAppInstall(facts: AfterPostFacts): boolean {
  return facts.signedIn && !facts.readerInstalledAt && !facts.hasSeenAppUpsell && facts.inTreatment;
}

export function transition(state: AfterNotePostState, event: AfterNotePostEvent): AfterNotePostState {
  switch (event.type) {
    case 'POSTED': {
      if (state.name !== 'idle' && state.name !== 'done') return state;
      const { facts } = event;
      if (offersAppInstall(facts)) return { name: 'loadingFriends', noteId: facts.noteId };
      if (facts.signedIn && facts.isFirstNote) return { name: 'firstNoteShare', noteId: facts.noteId };
      return { name: 'done', noteId: facts.noteId };
    }
    case 'FRIENDS_LOADED':
      return state.name === 'loadingFriends' ? { name: 'appInstall', noteId: state.noteId, friends: event.friends } : state;
    case 'FRIENDS_FAILED':
      return state.name === 'loadingFriends' ? { name: 'appInstall', noteId: state.noteId, friends: [] } : state;
    case 'DISMISS':
      return state.name === 'appInstall' || state.name === 'firstNoteShare' ? { name: 'done', noteId: state.noteId } : state;
    case 'SHARED':
      return state.name === 'firstNoteShare' ? { name: 'done', noteId: state.noteId } : state;
    default:
      return event satisfies never;
  }
}

// ——— selectors ———

/** Whether this state asks the hook to set has_seen_notes_post_app_upsell and fetch the friends. */
export function wantsFriends(state: AfterNotePostState): boolean {
  return state.name === 'loadingFriends';
}

/** The app-install modal's title: the first friend's name, or the fallback. */
export function appInstallTitle(friends: readonly AppFriend[]): { id: 'notes.appInstall.titleFriends'; name: string } | { id: 'notes.appInstall.title' } {
  const first = friends.find((f) => f.name.trim().length > 0);
  return first ? { id: 'notes.appInstall.titleFriends', name: first.name } : { id: 'notes.appInstall.title' };
}

/** Which modal shows, if any. */
export function modalShown(state: AfterNotePostState): 'appInstall' | 'firstNoteShare' | null {
  return state.name === 'appInstall' ? 'appInstall' : state.name === 'firstNoteShare' ? 'firstNoteShare' : null;
}
