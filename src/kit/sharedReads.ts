/**
 * Reads and writes more than one area makes, declared once (instead of each area keeping its own copy, or importing
 * another area). Keys are derived (`readKey`), so two areas reading one resource already share its cache entry; what
 * lives here is what a write shared by areas does to the reads it changes.
 *
 * - E15 (a section's e-mail setting), written by the follow button and the newsletters page: the reader's
 *   subscription (E14, every publication's entry) and the newsletters list (P19) show the new setting at once.
 */
import { getSubscription, listNewsletters } from '../api/endpoints/account';
import type { SectionEmailSettingsPatch } from '../api/schemas/account';
import type { ReadEffect } from './readEffects';
import { updateRead } from './readEffects';

/** The reads E15's `body` changes. */
export function sectionEmailSettingsWritten(body: SectionEmailSettingsPatch): readonly ReadEffect[] {
  const settings = Object.entries(body).filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined);
  return [
    updateRead(getSubscription, undefined, (subscription) => {
      const email_settings = { ...subscription.email_settings };
      for (const [sectionId, { setting }] of settings) email_settings[sectionId] = setting;
      return { ...subscription, email_settings };
    }),
    updateRead(listNewsletters, undefined, (page) => ({
      ...page,
      newsletters: page.newsletters.map((n) => {
        const change = body[String(n.sectionId)];
        return change ? { ...n, selected: change.setting === 'individual' } : n;
      }),
    })),
  ];
}
