import type { LocaleTable } from '../types';
import type { mediaExtrasMessages } from '../../catalog/mediaExtras';

/** German (de) translation of `catalog/mediaExtras.ts`: formal address (Sie), placeholders and ids as in English. */
export const deMediaExtrasMessages = {
  'mediaExtras.audio.label': 'Audioversion: {title}',
  'mediaExtras.audio.tts': 'Diesen Beitrag anhören',
  'mediaExtras.audio.voiceover': 'Diesen Beitrag von der Autorin oder dem Autor vorgelesen hören',
  'mediaExtras.audio.play': 'Audioversion abspielen',
  'mediaExtras.audio.pause': 'Audioversion pausieren',
  'mediaExtras.audio.seek': 'Position in der Audioversion',
  'mediaExtras.audio.speed': 'Wiedergabegeschwindigkeit: {rate}×',
  'mediaExtras.audio.loading': 'Audioversion wird geladen',
  'mediaExtras.audio.paywalled': 'Die Audioversion ist für zahlende Abonnent:innen',
  'mediaExtras.audio.subscribe': 'Zum Anhören abonnieren',
  'mediaExtras.audio.failed': 'Die Audioversion kann gerade nicht abgespielt werden.',
  'mediaExtras.audio.pressPlay': 'Drücken Sie auf Wiedergabe, um zuzuhören',
  'mediaExtras.embed.notFound': 'Beitrag nicht gefunden',
  'mediaExtras.embed.loading': 'Player wird geladen',
  'mediaExtras.embed.noEpisode': 'Hier gibt es keine Folge zum Abspielen',
  'mediaExtras.embed.noVideo': 'Hier gibt es kein Video zum Abspielen',
  'mediaExtras.embed.noMediaHint': 'Der Beitrag kann weiterhin auf der Website der Publikation gelesen werden.',
  'mediaExtras.embed.openPost': 'Beitrag öffnen',
  'mediaExtras.embed.failed': 'Der Player konnte nicht geladen werden.',
  'mediaExtras.embed.subscribe': 'Abonnieren',
  'mediaExtras.clip.creating': 'Clip wird erstellt …',
} as const satisfies LocaleTable<typeof mediaExtrasMessages>;
