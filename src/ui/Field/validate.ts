/**
 * Pure field validation. Every message names the field and the rule ("Meeting name must be at most 500
 * characters"), so an error read on its own, by a screen reader or in a summary, still makes sense.
 */
import { coreMessages } from '../../i18n/catalog/core';
import { createTableTranslator, type Translate } from '../../i18n/translate';

type CoreT = Translate<keyof typeof coreMessages>;

export const fieldRuleNames = ['required', 'tooLong'] as const;
export type FieldRule = (typeof fieldRuleNames)[number];

export interface FieldError {
  /** Which rule failed. */
  rule: FieldRule;
  /** The catalog id of the message (`ui.field.required`, `ui.field.tooLong`). */
  messageId: 'ui.field.required' | 'ui.field.tooLong';
  /** The message, naming the field and the rule. */
  message: string;
}

export interface LengthRules {
  /** The field's visible label, as the message should name it. */
  label: string;
  value: string;
  /** Most characters allowed (counted as Unicode code points, as the counter counts them). */
  max?: number;
  /** An empty or whitespace-only value fails. */
  required?: boolean;
}

const englishT: CoreT = createTableTranslator([coreMessages]);

/** Characters as the counter shows them: Unicode code points, so an emoji counts once, not twice. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * Checks a text value against `required` and `max`; `null` when it passes. `required` is checked first. Pass the
 * platform translator (`useT()`) to get messages in the host's language.
 */
export function validateLength({ label, value, max, required }: LengthRules, t: CoreT = englishT): FieldError | null {
  if (required && value.trim() === '') {
    return { rule: 'required', messageId: 'ui.field.required', message: t('ui.field.required', { label }) };
  }
  if (max !== undefined && characterCount(value) > max) {
    return { rule: 'tooLong', messageId: 'ui.field.tooLong', message: t('ui.field.tooLong', { label, max }) };
  }
  return null;
}
