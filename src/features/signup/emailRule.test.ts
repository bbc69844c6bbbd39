import { describe, expect, it } from 'vitest';
import { checkEmail } from './emailRule';

describe('the e-mail rule', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['reader', 'email'],
    ['reader@', 'email'],
    ['@example.com', 'email'],
    ['reader@example', 'email'],
    ['read er@example.com', 'email'],
    ['reader@example..com', 'email'],
  ])('%j breaks the %s rule', (value, rule) => {
    const result = checkEmail(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field: 'email', rule });
  });

  it.each([
    ['reader@example.com', 'reader@example.com'],
    ['  nina.r+news@mail.example.co.uk ', 'nina.r+news@mail.example.co.uk'],
  ])('%j passes, trimmed', (value, email) => {
    expect(checkEmail(value)).toEqual({ ok: true, email });
  });
});
