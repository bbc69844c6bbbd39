import type { LocaleTable } from '../types';
import type { surveyMessages } from '../../catalog/survey';

/** German (de) translation of `catalog/survey.ts`: formal address (Sie), placeholders and ids as in English. */
export const deSurveyMessages = {
  'growth.survey.loading': 'Umfrage wird geladen',
  'growth.survey.error': 'Beim Abrufen dieser Umfrage ist ein Fehler aufgetreten.',
  'growth.survey.thanks': 'Vielen Dank!',
  'growth.survey.thanksBody': 'Ihre Antworten sind angekommen. Sie helfen uns zu entscheiden, worüber wir als Nächstes schreiben.',
  'growth.survey.submit': 'Absenden',
  'growth.survey.submitting': 'Wird gesendet …',
  'growth.survey.required': 'Pflichtfeld',
  'growth.survey.missing': {
    one: 'Beantworten Sie noch {count} Pflichtfrage, um abzusenden.',
    other: 'Beantworten Sie noch {count} Pflichtfragen, um abzusenden.',
  },
  'growth.survey.submitError': 'Ihre Antworten konnten nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'growth.survey.signIn.title': 'Melden Sie sich an, um an dieser Umfrage teilzunehmen',
  'growth.survey.signIn.body':
    'Umfragen sind für Abonnent:innen. Melden Sie sich mit der E-Mail-Adresse an, mit der Sie abonniert haben – Ihre Antworten werden hier gespeichert.',
  'growth.survey.signIn.action': 'Zum Antworten anmelden',
  'growth.survey.other': 'Sonstiges',
  'growth.survey.otherPlaceholder': 'Etwas anderes',
  'growth.survey.number': 'Nur Ziffern',
  'growth.survey.country': 'Land',
  'growth.survey.region': 'Region',
  'growth.survey.chooseCountry': 'Land auswählen',
  'growth.survey.chooseRegion': 'Region auswählen',
  'growth.survey.countriesLoading': 'Länder werden geladen …',
  'growth.survey.countriesError': 'Die Länderliste konnte nicht geladen werden.',
} as const satisfies LocaleTable<typeof surveyMessages>;
