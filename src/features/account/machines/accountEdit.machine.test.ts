import { describe, expect, it } from 'vitest';
import { changeEmail } from '../../../api/endpoints/account';
import { ApiError } from '../../../api/errors';
import { USER_NAME_MAX_LENGTH } from '../../../api/schemas/account';
import { accountFieldRules } from '../fieldRules';
import { initialState, request, type State, transition, validate } from './accountEdit.machine';

const NAME_MAX_LENGTH = accountFieldRules.name.maxLength ?? Number.NaN;

const name = transition('name', accountFieldRules.name);
const email = transition('email', accountFieldRules.email);
const failure = new ApiError({ kind: 'http', route: 'PUT /api/v1/user/settings', status: 500 });
const editing = (draft: string): State => ({ name: 'editing', draft, error: null, failure: null });

describe('M26 account edit: name', () => {
  it('Edit opens the field with the current value', () => {
    expect(name(initialState, { type: 'EDIT', current: 'Paolo' })).toEqual(editing('Paolo'));
  });
  it('typing changes the draft and clears an error', () => {
    const invalid: State = { name: 'editing', draft: '', error: { field: 'name', rule: 'required' }, failure: null };
    expect(name(invalid, { type: 'CHANGE', value: 'P' })).toEqual(editing('P'));
  });
  it('Save with an empty name names the field and the rule', () => {
    expect(name(editing('   '), { type: 'SAVE', current: 'Paolo' })).toMatchObject({ name: 'editing', error: { field: 'name', rule: 'required' } });
  });
  it(`Save with more than ${NAME_MAX_LENGTH} characters is refused`, () => {
    expect(name(editing('x'.repeat(NAME_MAX_LENGTH + 1)), { type: 'SAVE', current: 'Paolo' })).toMatchObject({
      error: { field: 'name', rule: 'tooLong', max: NAME_MAX_LENGTH },
    });
  });
  it('Save with a new name saves the trimmed value', () => {
    const next = name(editing('  Paolo P. '), { type: 'SAVE', current: 'Paolo' });
    expect(next).toEqual({ name: 'saving', draft: 'Paolo P.' });
    expect(request(next)).toBe('Paolo P.');
  });
  it('Save without a change goes back to view without a request', () => {
    const next = name(editing('Paolo'), { type: 'SAVE', current: 'Paolo' });
    expect(next).toEqual({ name: 'view' });
    expect(request(next)).toBeNull();
  });
  it('success returns to view', () => {
    expect(name({ name: 'saving', draft: 'P' }, { type: 'SUCCEEDED' })).toEqual({ name: 'view' });
  });
  it('failure returns to editing with the draft kept and the failure', () => {
    expect(name({ name: 'saving', draft: 'P' }, { type: 'FAILED', error: failure })).toEqual({ name: 'editing', draft: 'P', error: null, failure });
  });
  it('Cancel from editing returns to view', () => {
    expect(name(editing('x'), { type: 'CANCEL' })).toEqual({ name: 'view' });
  });
  it('events that do not apply leave the state alone', () => {
    expect(name(initialState, { type: 'SAVE', current: 'a' })).toBe(initialState);
    expect(name(initialState, { type: 'SUCCEEDED' })).toBe(initialState);
    expect(name(initialState, { type: 'FAILED', error: failure })).toBe(initialState);
    expect(name(initialState, { type: 'CONFIRM' })).toBe(initialState);
    expect(name(initialState, { type: 'CHANGE', value: 'a' })).toBe(initialState);
    const saving: State = { name: 'saving', draft: 'a' };
    expect(name(saving, { type: 'EDIT', current: 'b' })).toBe(saving);
    expect(name(saving, { type: 'CANCEL' })).toBe(saving);
  });
});

describe('M26 account edit: email', () => {
  it('Save with a malformed email names the field and the rule', () => {
    expect(email(editing('paolo@'), { type: 'SAVE', current: 'paolo@example.com' })).toMatchObject({ error: { field: 'email', rule: 'format' } });
    expect(email(editing(''), { type: 'SAVE', current: 'paolo@example.com' })).toMatchObject({ error: { field: 'email', rule: 'required' } });
  });
  it('Save with a new email opens the confirmation (no request yet)', () => {
    const next = email(editing(' New@Example.com '), { type: 'SAVE', current: 'paolo@example.com' });
    expect(next).toEqual({ name: 'confirming', draft: 'new@example.com', confirm: '', error: null });
    expect(request(next)).toBeNull();
  });
  it('Save with the same email (any case) goes back to view', () => {
    expect(email(editing('PAOLO@example.com'), { type: 'SAVE', current: 'paolo@example.com' })).toEqual({ name: 'view' });
  });
  it('Confirm with a different confirmation is refused, naming the confirm field', () => {
    const confirming: State = { name: 'confirming', draft: 'new@example.com', confirm: '', error: null };
    const typed = email(confirming, { type: 'CHANGE_CONFIRM', value: 'new@example.org' });
    expect(email(typed, { type: 'CONFIRM' })).toMatchObject({ name: 'confirming', error: { field: 'confirmEmail', rule: 'mismatch' } });
  });
  it('Confirm with the same email saves it', () => {
    const confirming: State = { name: 'confirming', draft: 'new@example.com', confirm: 'New@example.com', error: null };
    const next = email(confirming, { type: 'CONFIRM' });
    expect(next).toEqual({ name: 'saving', draft: 'new@example.com' });
    expect(request(next)).toBe('new@example.com');
  });
  it('typing the confirmation clears its error', () => {
    const wrong: State = { name: 'confirming', draft: 'a@b.co', confirm: 'x', error: { field: 'confirmEmail', rule: 'mismatch' } };
    expect(email(wrong, { type: 'CHANGE_CONFIRM', value: 'a@b.co' })).toEqual({ name: 'confirming', draft: 'a@b.co', confirm: 'a@b.co', error: null });
  });
  it('Cancel in the confirmation returns to editing with the new email kept', () => {
    expect(email({ name: 'confirming', draft: 'a@b.co', confirm: '', error: null }, { type: 'CANCEL' })).toEqual(editing('a@b.co'));
  });
  it('success signs the reader out with the new email', () => {
    expect(email({ name: 'saving', draft: 'a@b.co' }, { type: 'SUCCEEDED' })).toEqual({ name: 'signedOut', email: 'a@b.co' });
  });
  it('failure (e.g. another account uses it) returns to editing with the failure', () => {
    const taken = new ApiError({ kind: 'http', route: 'PUT /api/v1/user/email', status: 409 });
    expect(email({ name: 'saving', draft: 'a@b.co' }, { type: 'FAILED', error: taken })).toEqual({
      name: 'editing',
      draft: 'a@b.co',
      error: null,
      failure: taken,
    });
  });
});

describe('validate', () => {
  const rules = accountFieldRules;
  it('accepts a good name and email', () => {
    expect(validate('name', 'Ann', rules.name)).toBeNull();
    expect(validate('email', 'ann@example.com', rules.email)).toBeNull();
  });
  it('refuses spaces inside an email', () => {
    expect(validate('email', 'a nn@example.com', rules.email)).toEqual({ field: 'email', rule: 'format' });
  });
  it('the name limit is P06’s own (read from its schema)', () => {
    expect(NAME_MAX_LENGTH).toBe(USER_NAME_MAX_LENGTH);
  });
  // Hostile e-mails a browser's `type=email` shape lets through and P07's schema refuses (a zero-width space, a
  // right-to-left override, a quoted local part): the form refuses them itself, so no request is sent to fail.
  it.each(['paolo\u200B@example.com', 'paolo@\u202Emoc.elpmaxe.com', '"<script>alert(1)</script>"@example.com'])('refuses %j as P07 does', (value) => {
    expect(changeEmail.body?.safeParse({ email: value, confirm_email: value }).success).toBe(false);
    expect(validate('email', value, rules.email)).toEqual({ field: 'email', rule: 'format' });
    expect(email(editing(value), { type: 'SAVE', current: 'paolo@example.com' })).toMatchObject({ name: 'editing', error: { rule: 'format' } });
  });
});
