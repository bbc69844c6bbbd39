import type { MeetingSettings } from '../../../api/schemas/meetings';
import { numberFormat } from '../../../i18n/format';
import type { MeetingOffer } from './views/MeetingsOfferView';

/** An amount in the currency's minor unit (cents), whole amounts without decimals ("$120", "$99.50"). */
export function formatMeetingPrice(minor: number, currency: string, locale = 'en'): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  try {
    return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      minor / 100,
    );
  } catch {
    return `${(minor / 100).toFixed(digits)} ${currency.toUpperCase()}`;
  }
}

/**
 * The offer a reader sees from P14: the price they pay (the server's `viewer_price`, else the rule of §6: founding
 * members `founding_price`, paid subscribers `subscriber_price`, everyone else `price`), the regular price beside a
 * discount, the description as sanitised by `sanitize`. `null` when the publication has no event type.
 */
export function meetingOffer(
  settings: MeetingSettings,
  role: 'anonymous' | 'free' | 'paid' | 'founding' | string,
  sanitize: (html: string) => string,
  locale = 'en',
): MeetingOffer | null {
  const type = settings.selected_event_type;
  if (!type) return null;
  let kind = settings.viewer_price_kind ?? null;
  let amount = settings.viewer_price ?? null;
  if (kind === null || amount === null) {
    if (role === 'founding' && type.founding_price != null) [kind, amount] = ['founding_price', type.founding_price];
    else if ((role === 'founding' || role === 'paid') && type.subscriber_price != null) [kind, amount] = ['subscriber_price', type.subscriber_price];
    else [kind, amount] = ['price', type.price];
  }
  return {
    hostName: settings.user_name,
    hostPhotoUrl: settings.user_profile_photo_url ?? null,
    enabled: settings.enabled,
    price: formatMeetingPrice(amount, type.currency, locale),
    priceKind: kind,
    fullPrice: kind !== 'price' && amount !== type.price ? formatMeetingPrice(type.price, type.currency, locale) : null,
    duration: type.duration,
    descriptionHtml: type.description_html ? sanitize(type.description_html) : null,
  };
}
