import type { LocaleTable } from '../types';
import type { couponsMessages } from '../../catalog/coupons';

/** German (de) translation of `catalog/coupons.ts`: formal address (Sie), placeholders and ids as in English. */
export const deCouponsMessages = {
  'coupons.loading': 'Gutschein wird geladen …',
  'coupons.invalid': 'Dieser Gutschein ist ungültig oder abgelaufen.',
  'coupons.invalidCode': 'Gutschein {code}',
  'coupons.applied': 'Gutschein {code} eingelöst',
  'coupons.percentOff': '{percent} % Rabatt',
  'coupons.amountOff': '{amount} Rabatt',
  'coupons.once': '{discount} auf Ihre erste Zahlung',
  'coupons.forever': '{discount} auf jede Zahlung',
  'coupons.repeating': { one: '{discount} im ersten Monat', other: '{discount} für {count} Monate' },
  'coupons.trial': { one: '{count} Tag kostenlos testen', other: '{count} Tage kostenlos testen' },
  'coupons.terms': '{terms}.',
  'coupons.termsRedeemBy': '{terms}. Einlösbar bis {date}.',
  'coupons.failed': 'Dieser Gutschein konnte gerade nicht geprüft werden.',
  'coupons.remove': 'Gutschein entfernen',
  'coupons.label': 'Gutschein',
} as const satisfies LocaleTable<typeof couponsMessages>;
