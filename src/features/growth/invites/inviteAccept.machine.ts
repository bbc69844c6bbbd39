/**
 * M58 `invite-accept` (spec 003 "Invites", §4 "Invite accept", §8; inventory `invite-accept-page`): the page of an
 * invite link `/invite/{id}`. The invitee finishes their profile, then accepts (E61). On success the page goes to the
 * answer's `postUrl` when it carries one, else to `/invite-success/{id}`; a refusal is shown on the page (the server's
 * words, or the area's fallback). An invite already rejected goes to `/invite-rejected/{id}`. Pure.
 *
 * ```
 * init(invite): status rejected → rejected, else profile (the reader's name filled in)
 * profile ─PROFILE_DONE(name non-blank)→ confirm            (blank: profile with nameMissing)
 * confirm | error ─EDIT_PROFILE→ profile
 * confirm | error ─ACCEPT→ accepting
 * accepting ─SUCCEEDED(postUrl?)→ accepted (target: the post, or the success page)
 * accepting ─FAILED(message)→ error (the message on the page; ACCEPT again retries)
 * ```
 */

export const inviteAcceptStateNames = ['profile', 'confirm', 'accepting', 'accepted', 'error', 'rejected'] as const;

/** Where a success goes: the post the invite is for, or the success page. */
export type InviteAcceptTarget = { kind: 'post'; url: string } | { kind: 'success' };

export type InviteAcceptState =
  | { name: 'profile'; profileName: string; nameMissing: boolean }
  | { name: 'confirm'; profileName: string }
  | { name: 'accepting'; profileName: string }
  | { name: 'accepted'; profileName: string; target: InviteAcceptTarget }
  /** `message`: the server's words or the kit's text for the failure, `null` for the area's fallback. */
  | { name: 'error'; profileName: string; message: string | null }
  | { name: 'rejected' };

export type InviteAcceptEvent =
  | { type: 'PROFILE_DONE'; name: string }
  | { type: 'EDIT_PROFILE' }
  | { type: 'ACCEPT' }
  /** `postUrl`: the answer's post address, already through the URL policy (`null` when absent or refused). */
  | { type: 'SUCCEEDED'; postUrl: string | null }
  | { type: 'FAILED'; message: string | null };

export const inviteAcceptEventTypes = ['PROFILE_DONE', 'EDIT_PROFILE', 'ACCEPT', 'SUCCEEDED', 'FAILED'] as const satisfies readonly InviteAcceptEvent['type'][];

/** The part of an invite (P17) the machine reads. */
export interface InviteAcceptInvite {
  status?: 'pending' | 'accepted' | 'rejected' | undefined;
}

export function initInviteAccept(invite: InviteAcceptInvite, readerName = ''): InviteAcceptState {
  if (invite.status === 'rejected') return { name: 'rejected' };
  return { name: 'profile', profileName: readerName.trim(), nameMissing: false };
}

export function transition(state: InviteAcceptState, event: InviteAcceptEvent): InviteAcceptState {
  switch (event.type) {
    case 'PROFILE_DONE': {
      if (state.name !== 'profile') return state;
      const name = event.name.trim();
      return name === '' ? { name: 'profile', profileName: '', nameMissing: true } : { name: 'confirm', profileName: name };
    }
    case 'EDIT_PROFILE':
      return state.name === 'confirm' || state.name === 'error' ? { name: 'profile', profileName: state.profileName, nameMissing: false } : state;
    case 'ACCEPT':
      return state.name === 'confirm' || state.name === 'error' ? { name: 'accepting', profileName: state.profileName } : state;
    case 'SUCCEEDED':
      if (state.name !== 'accepting') return state;
      return { name: 'accepted', profileName: state.profileName, target: event.postUrl ? { kind: 'post', url: event.postUrl } : { kind: 'success' } };
    case 'FAILED':
      return state.name === 'accepting' ? { name: 'error', profileName: state.profileName, message: event.message } : state;
    default:
      return event satisfies never;
  }
}

/** The address an accepted invite goes to (`/invite-success/{id}` is built by the caller's route table). */
export function inviteAcceptDestination(state: InviteAcceptState, successPath: string): string | null {
  if (state.name !== 'accepted') return null;
  return state.target.kind === 'post' ? state.target.url : successPath;
}

/** Whether the page is busy (the accept button shows its spinner, the inputs are disabled). */
export function isInviteAccepting(state: InviteAcceptState): boolean {
  return state.name === 'accepting' || state.name === 'accepted';
}
