import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type InviteAcceptEvent,
  type InviteAcceptState,
  initInviteAccept,
  inviteAcceptDestination,
  inviteAcceptEventTypes,
  isInviteAccepting,
  transition,
} from './inviteAccept.machine';

const profile: InviteAcceptState = { name: 'profile', profileName: 'Nora Reed', nameMissing: false };
const confirm: InviteAcceptState = { name: 'confirm', profileName: 'Nora Reed' };
const accepting: InviteAcceptState = { name: 'accepting', profileName: 'Nora Reed' };
const error: InviteAcceptState = { name: 'error', profileName: 'Nora Reed', message: 'This invite has already been accepted.' };
const toPost: InviteAcceptState = { name: 'accepted', profileName: 'Nora Reed', target: { kind: 'post', url: 'https://dailymargin.example.com/p/x' } };
const toSuccess: InviteAcceptState = { name: 'accepted', profileName: 'Nora Reed', target: { kind: 'success' } };

describe('M58 invite accept', () => {
  it('starts at the profile step with the reader’s name, or rejected for a rejected invite', () => {
    expect(initInviteAccept({ status: 'pending' }, '  Nora Reed ')).toEqual(profile);
    expect(initInviteAccept({}, '')).toEqual({ name: 'profile', profileName: '', nameMissing: false });
    expect(initInviteAccept({ status: 'rejected' }, 'Nora')).toEqual({ name: 'rejected' });
  });

  it.each<[string, InviteAcceptState, InviteAcceptEvent, InviteAcceptState]>([
    ['profile ─PROFILE_DONE(name)→ confirm, trimmed', profile, { type: 'PROFILE_DONE', name: '  Nora R. ' }, { name: 'confirm', profileName: 'Nora R.' }],
    [
      'profile ─PROFILE_DONE(blank)→ profile with nameMissing',
      profile,
      { type: 'PROFILE_DONE', name: '   ' },
      { name: 'profile', profileName: '', nameMissing: true },
    ],
    ['confirm ─EDIT_PROFILE→ profile', confirm, { type: 'EDIT_PROFILE' }, profile],
    ['confirm ─ACCEPT→ accepting', confirm, { type: 'ACCEPT' }, accepting],
    ['accepting ─SUCCEEDED(postUrl)→ accepted to the post', accepting, { type: 'SUCCEEDED', postUrl: 'https://dailymargin.example.com/p/x' }, toPost],
    ['accepting ─SUCCEEDED(no postUrl)→ accepted to the success page', accepting, { type: 'SUCCEEDED', postUrl: null }, toSuccess],
    ['accepting ─FAILED→ error with the message', accepting, { type: 'FAILED', message: 'This invite has already been accepted.' }, error],
    [
      'accepting ─FAILED(no words)→ error with the fallback',
      accepting,
      { type: 'FAILED', message: null },
      { name: 'error', profileName: 'Nora Reed', message: null },
    ],
    ['error ─ACCEPT→ accepting (retry)', error, { type: 'ACCEPT' }, accepting],
    ['error ─EDIT_PROFILE→ profile', error, { type: 'EDIT_PROFILE' }, profile],
    ['profile ignores ACCEPT', profile, { type: 'ACCEPT' }, profile],
    ['accepting ignores a second ACCEPT (no double accept)', accepting, { type: 'ACCEPT' }, accepting],
    ['confirm ignores SUCCEEDED', confirm, { type: 'SUCCEEDED', postUrl: null }, confirm],
    ['confirm ignores FAILED', confirm, { type: 'FAILED', message: 'x' }, confirm],
    ['accepted ignores FAILED', toSuccess, { type: 'FAILED', message: 'x' }, toSuccess],
    ['rejected ignores ACCEPT', { name: 'rejected' }, { type: 'ACCEPT' }, { name: 'rejected' }],
  ])('%s', (_, state, event, next) => {
    expect(transition(state, event)).toEqual(next);
  });

  it('goes to the post, else the success page; nowhere before acceptance', () => {
    expect(inviteAcceptDestination(toPost, '/invite-success/7005')).toBe('https://dailymargin.example.com/p/x');
    expect(inviteAcceptDestination(toSuccess, '/invite-success/7006')).toBe('/invite-success/7006');
    expect(inviteAcceptDestination(error, '/invite-success/7006')).toBeNull();
    expect(isInviteAccepting(accepting)).toBe(true);
    expect(isInviteAccepting(confirm)).toBe(false);
  });

  it('property: whatever the events, an accept is only ever sent from confirm or error, and never twice in a row', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('PROFILE_DONE' as const), name: fc.string({ maxLength: 6 }) }),
      fc.constantFrom<InviteAcceptEvent>({ type: 'EDIT_PROFILE' }, { type: 'ACCEPT' }, { type: 'SUCCEEDED', postUrl: null }, { type: 'FAILED', message: null }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initInviteAccept({ status: 'pending' }, 'Nora');
        for (const e of events) {
          const next = transition(state, e);
          if (next.name === 'accepting' && state.name !== 'accepting') expect(['confirm', 'error']).toContain(state.name);
          if (state.name === 'accepted') expect(next).toBe(state);
          if (next.name !== 'rejected' && next.name !== 'profile') expect(next.profileName.trim()).not.toBe('');
          state = next;
        }
      }),
    );
    expect(inviteAcceptEventTypes).toHaveLength(5);
  });
});
