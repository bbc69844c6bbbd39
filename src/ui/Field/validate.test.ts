import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { characterCount, validateLength } from './validate';

describe('validateLength', () => {
  it('passes a value within the rules', () => {
    expect(validateLength({ label: 'Meeting name', value: 'Weekly sync', max: 500, required: true })).toBeNull();
    expect(validateLength({ label: 'Bio', value: '' })).toBeNull();
    expect(validateLength({ label: 'Bio', value: 'x'.repeat(500), max: 500 })).toBeNull();
  });

  it('names the field and the rule when a required value is missing', () => {
    expect(validateLength({ label: 'Meeting name', value: '', required: true })).toEqual({
      rule: 'required',
      messageId: 'ui.field.required',
      message: 'Meeting name is required',
    });
    expect(validateLength({ label: 'Meeting name', value: '  \n\t', required: true })?.rule).toBe('required');
  });

  it('names the field and the limit when the value is too long', () => {
    expect(validateLength({ label: 'Meeting name', value: 'x'.repeat(501), max: 500 })).toEqual({
      rule: 'tooLong',
      messageId: 'ui.field.tooLong',
      message: 'Meeting name must be at most 500 characters',
    });
  });

  it('checks required before length', () => {
    expect(validateLength({ label: 'Title', value: '', max: 0, required: true })?.rule).toBe('required');
  });

  it('counts an emoji as one character', () => {
    expect(characterCount('👍👍')).toBe(2);
    expect(validateLength({ label: 'Reaction', value: '👍👍', max: 2 })).toBeNull();
    expect(validateLength({ label: 'Reaction', value: '👍👍👍', max: 2 })?.rule).toBe('tooLong');
  });

  it('uses the translator it is given', () => {
    const t = createTranslator({ 'ui.field.tooLong': '{label} : {max} caractères au maximum' });
    expect(validateLength({ label: 'Nom', value: 'abcd', max: 3 }, t)?.message).toBe('Nom : 3 caractères au maximum');
  });

  it('fails on length exactly when the count passes the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 0, max: 40 }), (value, max) => {
        const error = validateLength({ label: 'Field', value, max });
        expect(error === null).toBe(characterCount(value) <= max);
        if (error) expect(error.message).toBe(`Field must be at most ${max} characters`);
      }),
    );
  });
});
