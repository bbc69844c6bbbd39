/**
 * M59 `invites-form` (spec 003 "Invites", §5 "Invite form", §6 "Invites page", §8; inventory `invites-page`): the
 * invites page of an invite-only publication (`/invites`). The invites left are computed by the server (E59:
 * `invitesLeft`, `null` = unlimited for contributors); the form (name, e-mail) shows only when invites are left or
 * the reader is a contributor. SEND → POST /api/v1/publication/invite `{name, email}` (E60) → "Invite sent!" (T184)
 * → the list is read again; a failure keeps what was typed and says why. Unauthorized readers are sent away. Pure.
 *
 * ```
 * idle | sent | failed ─SEND(name and e-mail non-blank)→ sending     (blank: no change)
 * sending ─SUCCEEDED→ sent ("Invite sent!"; the form is emptied)
 * sending ─FAILED(message)→ failed (the text; the form keeps the name and e-mail)
 * sent | failed ─EDIT→ idle
 * ```
 */
import type { InviteData } from '../../../api/schemas/growth';

export const invitesFormStateNames = ['idle', 'sending', 'sent', 'failed'] as const;

export type InvitesFormState =
  | { name: 'idle' }
  | { name: 'sending'; inviteeName: string; email: string }
  | { name: 'sent'; inviteeName: string; email: string }
  /** `message`: the server's words or the kit's text, `null` for the area's fallback. */
  | { name: 'failed'; inviteeName: string; email: string; message: string | null };

export type InvitesFormEvent =
  | { type: 'SEND'; name: string; email: string }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; message: string | null }
  | { type: 'EDIT' };

export const invitesFormEventTypes = ['SEND', 'SUCCEEDED', 'FAILED', 'EDIT'] as const satisfies readonly InvitesFormEvent['type'][];

export const initialInvitesFormState: InvitesFormState = { name: 'idle' };

export function transition(state: InvitesFormState, event: InvitesFormEvent): InvitesFormState {
  switch (event.type) {
    case 'SEND': {
      if (state.name === 'sending') return state;
      const inviteeName = event.name.trim();
      const email = event.email.trim();
      return inviteeName === '' || email === '' ? state : { name: 'sending', inviteeName, email };
    }
    case 'SUCCEEDED':
      return state.name === 'sending' ? { name: 'sent', inviteeName: state.inviteeName, email: state.email } : state;
    case 'FAILED':
      return state.name === 'sending' ? { name: 'failed', inviteeName: state.inviteeName, email: state.email, message: event.message } : state;
    case 'EDIT':
      return state.name === 'sent' || state.name === 'failed' ? { name: 'idle' } : state;
    default:
      return event satisfies never;
  }
}

/** The request a `sending` state wants, or `null`. */
export function inviteRequest(state: InvitesFormState): { name: string; email: string } | null {
  return state.name === 'sending' ? { name: state.inviteeName, email: state.email } : null;
}

/** Invites left: `null` when unlimited (contributors and admins). */
export function invitesLeft(data: Pick<InviteData, 'invitesLeft' | 'unlimited'>): number | null {
  return data.unlimited || data.invitesLeft === null ? null : Math.max(0, data.invitesLeft);
}

/** The form shows iff invites are left or the reader is a contributor (unlimited). */
export function invitesFormShown(data: Pick<InviteData, 'invitesLeft' | 'unlimited'>, contributor = false): boolean {
  const left = invitesLeft(data);
  return contributor || left === null || left > 0;
}

/** Where a reader who may not use the page goes: sign-in when signed out (401), home when not allowed (403). */
export function invitesRedirect(status: number | undefined): 'signIn' | 'home' | null {
  if (status === 401) return 'signIn';
  if (status === 403) return 'home';
  return null;
}
