import type { LocaleTable } from '../types';
import type { socialMessages } from '../../catalog/social';

/** German (de) translation of `catalog/social.ts`: formal address (Sie), placeholders and ids as in English. */
export const deSocialMessages = {
  'social.toast.muted': '{name} stummgeschaltet',
  'social.toast.unmuted': 'Stummschaltung für {name} aufgehoben',
  'social.toast.blocked': '{name} blockiert',
  'social.toast.unblocked': '{name} nicht mehr blockiert',
  'social.user': 'Person',
  'social.mute.1hour': '1 Stunde stummschalten',
  'social.mute.8hours': '8 Stunden stummschalten',
  'social.mute.24hours': '24 Stunden stummschalten',
  'social.mute.indefinitely': 'Unbegrenzt stummschalten',
  'social.mute.label': 'Stummschalten',
  'social.unmute': 'Stummschaltung aufheben',
  'social.block': 'Blockieren',
  'social.unblock': 'Nicht mehr blockieren',
  'social.menu.trigger': '{name} stummschalten oder blockieren',
  'social.suggestion.follow': 'Folgen',
  'social.suggestion.followBack': 'Zurückfolgen',
  'social.suggestion.following': 'Gefolgt',
  'social.suggestion.dismiss': 'Vorschlag ausblenden: {name}',
  'social.suggestion.mutuals': { one: 'Gefolgt von 1 Person, der Sie folgen', other: 'Gefolgt von {count} Personen, denen Sie folgen' },
  'social.suggestion.you': 'Sie',
  'social.suggestion.error.follow': 'Folgen von {name} fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'social.suggestion.error.unfollow': 'Entfolgen von {name} fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'social.friendConnect.title': 'Finden Sie Menschen, die Sie kennen',
  'social.friendConnect.body': 'Sehen Sie, was Ihre Freund:innen lesen und schreiben.',
  'social.friendConnect.connect': 'Freund:innen finden',
  'social.friendConnect.dismiss': 'Nicht jetzt',
} as const satisfies LocaleTable<typeof socialMessages>;
