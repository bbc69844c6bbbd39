import type { LocaleTable } from '../types';
import type { appMessages } from '../../catalog/app';

/** German (de) translation of `catalog/app.ts`: formal address (Sie), placeholders and ids as in English. */
export const deAppMessages = {
  'app.notFound.title': 'Seite nicht gefunden',
  'app.notFound.description': 'Der Link ist möglicherweise fehlerhaft, oder die Seite wurde verschoben.',
  'app.notFound.home': 'Zur Startseite',
  'app.publicationRequired': 'Wählen Sie eine Publikation, um ihren Chat zu sehen.',
} as const satisfies LocaleTable<typeof appMessages>;
