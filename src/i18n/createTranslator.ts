import { type MessageOverrides, messages } from './messages';
import { createTableTranslator, type Translate } from './translate';

/**
 * A translator over the whole catalog with host overrides applied (hosts rendering texts outside a screen, tests).
 * Screens do not use it: each area's `useT` carries only its own catalog and the core texts.
 */
export function createTranslator(overrides: MessageOverrides = {}, locale = 'en'): Translate {
  return createTableTranslator<keyof typeof messages>([messages], overrides, locale);
}
