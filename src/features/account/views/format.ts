import { numberFormat } from '../../../i18n/format';

/** An amount in the currency's minor unit (e.g. cents), whole amounts without decimals. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  const digits = minor % 100 === 0 ? 0 : 2;
  try {
    return numberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(digits)} ${code}`;
  }
}
