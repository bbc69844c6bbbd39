import type { LocaleTable } from '../types';
import type { followMessages } from '../../catalog/follow';

/** German (de) translation of `catalog/follow.ts`: formal address (Sie), placeholders and ids as in English. */
export const deFollowMessages = {
  'follow.follow': 'Benachrichtigen',
  'follow.following': 'Benachrichtigung an',
  'follow.toast.followed': 'Sie werden per E-Mail benachrichtigt, sobald diese Person etwas veröffentlicht.',
  'follow.toast.unfollowed': 'Sie werden nicht mehr benachrichtigt, wenn diese Person etwas veröffentlicht.',
  'follow.hint': 'E-Mail-Benachrichtigungen, wenn {author} etwas veröffentlicht',
  'follow.error.follow': 'Benachrichtigungen für {author} konnten nicht eingeschaltet werden. Bitte versuchen Sie es erneut.',
  'follow.error.unfollow': 'Benachrichtigungen für {author} konnten nicht ausgeschaltet werden. Bitte versuchen Sie es erneut.',
} as const satisfies LocaleTable<typeof followMessages>;
