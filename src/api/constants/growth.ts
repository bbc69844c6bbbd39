/**
 * Plain values of the growth area (spec 003 "Gift acceptance") shared by the API schemas (`schemas/growth.ts`) and the
 * post extras' views. No zod, no client: views may import this module.
 */

/** K107: a viral gift link gives a three-month subscription. */
export const VIRAL_GIFT_MONTHS = 3;

/** K129: a country answer's two parts as E77 takes them (`"{country}|{region}"`). Plain, so the survey machine may use it. */
export function joinCountryAnswer(countryCode: string, regionCode: string): string {
  return `${countryCode}|${regionCode}`;
}
