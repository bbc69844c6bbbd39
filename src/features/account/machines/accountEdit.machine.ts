/**
 * M26 `account-edit`: one field of the account tab (name or email). `view` ↔ `editing` ("Edit" ↔ "Save") →
 * `saving`; an email goes through `confirming` first (the confirmation modal: the new email typed again, the
 * warning that the reader will be signed out) and ends `signedOut`. Validation happens on SAVE / CONFIRM and names
 * the field and the rule. Pure: no React, no fetch, no clock.
 */
import type { Failure } from '../../../kit/failure';

export const accountFields = ['name', 'email'] as const;
export type AccountField = (typeof accountFields)[number];

/**
 * What a field accepts: the rule of the endpoint that saves it (P06's `name`, P07's `email`), handed in by the data hook
 * (`fieldRules.ts` reads it from the endpoint's schema). The machine never restates it, so the form cannot pass a value
 * the API refuses.
 */
export interface FieldRule {
  /** The longest value the endpoint accepts (its schema's maximum), or `null` without one. */
  maxLength: number | null;
  /** Whether the endpoint's schema accepts the value as it will be sent (`normalise`d). */
  accepts: (value: string) => boolean;
}

/** A validation rule broken: the view shows `account.validation.<field>.<rule>` (with `max` for `tooLong`). */
export type ValidationRule = 'required' | 'tooLong' | 'format' | 'mismatch';
export interface ValidationError {
  field: AccountField | 'confirmEmail';
  rule: ValidationRule;
  /** `tooLong`: the limit broken. */
  max?: number;
}

export type State =
  | { name: 'view' }
  | { name: 'editing'; draft: string; error: ValidationError | null; failure: Failure | null }
  | { name: 'confirming'; draft: string; confirm: string; error: ValidationError | null }
  | { name: 'saving'; draft: string }
  /** The email was changed: the reader is signed out and must sign in with `email`. */
  | { name: 'signedOut'; email: string };

export type Event =
  /** "Edit": start from the current value. */
  | { type: 'EDIT'; current: string }
  | { type: 'CHANGE'; value: string }
  /** "Save": validate; a name saves, an email (when changed) asks for confirmation. `current` is the saved value. */
  | { type: 'SAVE'; current: string }
  /** Typing the new email again in the confirmation modal. */
  | { type: 'CHANGE_CONFIRM'; value: string }
  | { type: 'CONFIRM' }
  /** Cancel: from the modal back to editing; from editing back to view. */
  | { type: 'CANCEL' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: Failure };

export const initialState: State = { name: 'view' };

/** The value as it will be sent: names and emails are trimmed, emails lower-cased. */
export function normalise(field: AccountField, value: string): string {
  const trimmed = value.trim();
  return field === 'email' ? trimmed.toLowerCase() : trimmed;
}

/** The first rule `value` breaks for `field` under the endpoint's `rule`, or `null`. */
export function validate(field: AccountField, value: string, rule: FieldRule): ValidationError | null {
  const v = normalise(field, value);
  if (v.length === 0) return { field, rule: 'required' };
  if (rule.maxLength !== null && v.length > rule.maxLength) return { field, rule: 'tooLong', max: rule.maxLength };
  if (!rule.accepts(v)) return { field, rule: field === 'email' ? 'format' : 'required' };
  return null;
}

/** The transition function of one field under its endpoint's `rule`; `field` decides whether SAVE confirms first. */
export function transition(field: AccountField, rule: FieldRule) {
  return (state: State, event: Event): State => {
    switch (event.type) {
      case 'EDIT':
        return state.name === 'view' ? { name: 'editing', draft: event.current, error: null, failure: null } : state;
      case 'CHANGE':
        return state.name === 'editing' ? { ...state, draft: event.value, error: null } : state;
      case 'SAVE': {
        if (state.name !== 'editing') return state;
        const error = validate(field, state.draft, rule);
        if (error) return { ...state, error, failure: null };
        const draft = normalise(field, state.draft);
        if (draft === normalise(field, event.current)) return { name: 'view' };
        return field === 'email' ? { name: 'confirming', draft, confirm: '', error: null } : { name: 'saving', draft };
      }
      case 'CHANGE_CONFIRM':
        return state.name === 'confirming' ? { ...state, confirm: event.value, error: null } : state;
      case 'CONFIRM':
        if (state.name !== 'confirming') return state;
        if (normalise('email', state.confirm) !== state.draft) return { ...state, error: { field: 'confirmEmail', rule: 'mismatch' } };
        return { name: 'saving', draft: state.draft };
      case 'CANCEL':
        if (state.name === 'confirming') return { name: 'editing', draft: state.draft, error: null, failure: null };
        if (state.name === 'editing') return { name: 'view' };
        return state;
      case 'SUCCEEDED':
        if (state.name !== 'saving') return state;
        return field === 'email' ? { name: 'signedOut', email: state.draft } : { name: 'view' };
      case 'FAILED':
        return state.name === 'saving' ? { name: 'editing', draft: state.draft, error: null, failure: event.error } : state;
      default:
        event satisfies never;
        return state;
    }
  };
}

/** The value to send when the field has just entered `saving`, else `null`. */
export function request(state: State): string | null {
  return state.name === 'saving' ? state.draft : null;
}
