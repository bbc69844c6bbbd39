import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialInvitesFormState,
  type InvitesFormEvent,
  type InvitesFormState,
  inviteRequest,
  invitesFormEventTypes,
  invitesFormShown,
  invitesLeft,
  invitesRedirect,
  transition,
} from './invitesForm.machine';

const idle = initialInvitesFormState;
const sending: InvitesFormState = { name: 'sending', inviteeName: 'Nora Reed', email: 'nora@example.com' };
const sent: InvitesFormState = { name: 'sent', inviteeName: 'Nora Reed', email: 'nora@example.com' };
const failed: InvitesFormState = { name: 'failed', inviteeName: 'Nora Reed', email: 'nora@example.com', message: 'nora@example.com has already been invited.' };

describe('M59 invites form', () => {
  it.each<[string, InvitesFormState, InvitesFormEvent, InvitesFormState]>([
    ['idle ─SEND→ sending, trimmed', idle, { type: 'SEND', name: ' Nora Reed ', email: ' nora@example.com' }, sending],
    ['idle ─SEND(blank name)→ idle', idle, { type: 'SEND', name: ' ', email: 'nora@example.com' }, idle],
    ['idle ─SEND(blank e-mail)→ idle', idle, { type: 'SEND', name: 'Nora', email: '' }, idle],
    ['sending ─SUCCEEDED→ sent ("Invite sent!")', sending, { type: 'SUCCEEDED' }, sent],
    ['sending ─FAILED→ failed keeping what was typed', sending, { type: 'FAILED', message: 'nora@example.com has already been invited.' }, failed],
    ['sending ignores a second SEND', sending, { type: 'SEND', name: 'Other', email: 'o@example.com' }, sending],
    [
      'sent ─SEND→ sending the next invite',
      sent,
      { type: 'SEND', name: 'Omar', email: 'omar@example.com' },
      { name: 'sending', inviteeName: 'Omar', email: 'omar@example.com' },
    ],
    ['failed ─SEND→ sending again (retry)', failed, { type: 'SEND', name: 'Nora Reed', email: 'nora@example.com' }, sending],
    ['sent ─EDIT→ idle', sent, { type: 'EDIT' }, idle],
    ['failed ─EDIT→ idle', failed, { type: 'EDIT' }, idle],
    ['idle ignores SUCCEEDED', idle, { type: 'SUCCEEDED' }, idle],
    ['idle ignores FAILED', idle, { type: 'FAILED', message: null }, idle],
    ['sending ignores EDIT', sending, { type: 'EDIT' }, sending],
  ])('%s', (_, state, event, next) => {
    expect(transition(state, event)).toEqual(next);
  });

  it('names the request of a sending state only', () => {
    expect(inviteRequest(sending)).toEqual({ name: 'Nora Reed', email: 'nora@example.com' });
    expect(inviteRequest(idle)).toBeNull();
    expect(inviteRequest(failed)).toBeNull();
  });

  it('computes invites left and shows the form when some are left or for contributors', () => {
    expect(invitesLeft({ invitesLeft: 2, unlimited: false })).toBe(2);
    expect(invitesLeft({ invitesLeft: null, unlimited: true })).toBeNull();
    expect(invitesFormShown({ invitesLeft: 2, unlimited: false })).toBe(true);
    expect(invitesFormShown({ invitesLeft: 0, unlimited: false })).toBe(false);
    expect(invitesFormShown({ invitesLeft: 0, unlimited: false }, true)).toBe(true);
    expect(invitesFormShown({ invitesLeft: null, unlimited: true })).toBe(true);
  });

  it('sends signed-out readers to sign in and readers without the right home', () => {
    expect(invitesRedirect(401)).toBe('signIn');
    expect(invitesRedirect(403)).toBe('home');
    expect(invitesRedirect(500)).toBeNull();
    expect(invitesRedirect(undefined)).toBeNull();
  });

  it('property: the form is shown iff a contributor, unlimited or at least one left', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(10), { nil: null }), fc.boolean(), (left, contributor) => {
        const data = { invitesLeft: left, unlimited: left === null };
        expect(invitesFormShown(data, contributor)).toBe(contributor || left === null || left > 0);
      }),
    );
  });

  it('property: a request is only ever made from a non-sending state, with non-blank fields', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('SEND' as const), name: fc.constantFrom('', ' ', 'Nora'), email: fc.constantFrom('', 'n@example.com') }),
      fc.constantFrom<InvitesFormEvent>({ type: 'SUCCEEDED' }, { type: 'FAILED', message: null }, { type: 'EDIT' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        let state = initialInvitesFormState;
        for (const e of events) {
          const next = transition(state, e);
          if (next.name === 'sending' && state.name !== 'sending') {
            expect(next.inviteeName).not.toBe('');
            expect(next.email).not.toBe('');
          }
          state = next;
        }
      }),
    );
    expect(invitesFormEventTypes).toHaveLength(4);
  });
});
