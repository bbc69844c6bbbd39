/**
 * The one e-mail rule of the signup and login forms: pure, names the field and the rule ("Email is required",
 * "Email must be an email address like name@example.com"). The server checks again (E21, the login link) and its 400
 * names the field too; this rule only spares the reader a round trip.
 */

export const emailRuleNames = ['required', 'email'] as const;
export type EmailRule = (typeof emailRuleNames)[number];

export interface EmailFieldError {
  field: 'email';
  rule: EmailRule;
  /** The catalogue text (with `{label}`): `signup.email.required` / `signup.email.invalid`. */
  messageId: 'signup.email.required' | 'signup.email.invalid';
}

/**
 * One `@`, something before it, a dot-separated domain after it with no spaces: the shape the mock's `z.email()` and
 * real mail servers accept for ordinary addresses (not every RFC 5322 corner, on purpose).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The trimmed address, or the rule it breaks. */
export function checkEmail(value: string): { ok: true; email: string } | { ok: false; error: EmailFieldError } {
  const email = value.trim();
  if (email === '') return { ok: false, error: { field: 'email', rule: 'required', messageId: 'signup.email.required' } };
  if (!EMAIL.test(email)) return { ok: false, error: { field: 'email', rule: 'email', messageId: 'signup.email.invalid' } };
  return { ok: true, email };
}
