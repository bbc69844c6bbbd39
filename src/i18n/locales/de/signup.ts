import type { LocaleTable } from '../types';
import type { freeSignupMessages, loginMessages, signupFlowMessages, signupMessages } from '../../catalog/signup';

/** German (de) translation of `catalog/signup.ts`: formal address (Sie), placeholders and ids as in English. */
export const deFreeSignupMessages = {
  'signup.email.label': 'E-Mail',
  'signup.email.required': '{label} ist ein Pflichtfeld',
  'signup.email.invalid': '{label} muss eine E-Mail-Adresse sein, zum Beispiel name@example.com',
  'signup.free.error': 'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es erneut.',
} as const satisfies LocaleTable<typeof freeSignupMessages>;

export const deLoginMessages = {
  'signup.login.title': 'Anmelden',
  'signup.login.lede': 'Wir senden Ihnen per E-Mail einen Link, mit dem Sie sich anmelden. Kein Passwort nötig.',
  'signup.login.submit': 'Anmeldelink per E-Mail senden',
  'signup.login.sentTitle': 'Bitte prüfen Sie Ihre E-Mails',
  'signup.login.sentBody': 'Wir haben einen Anmeldelink an {email} gesendet. Öffnen Sie ihn auf diesem Gerät, um fortzufahren.',
  'signup.login.sentHint': 'Der Link funktioniert einmal und läuft nach einer Stunde ab.',
  'signup.login.resend': 'Erneut senden',
  'signup.login.resent': 'Erneut gesendet. Prüfen Sie Ihren Posteingang und Ihren Spam-Ordner.',
  'signup.login.changeEmail': 'Andere E-Mail-Adresse verwenden',
  'signup.login.noAccount': 'Neu hier?',
  'signup.login.signUp': 'Konto erstellen',
  'signup.login.error': 'Der Anmeldelink konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'signup.login.already': 'Sie sind als {name} angemeldet.',
  'signup.login.continue': 'Weiter',
  'signup.login.tooMany':
    'Für diese E-Mail-Adresse wurden zu viele Anmeldelinks angefordert. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const satisfies LocaleTable<typeof loginMessages>;

export const deSignupFlowMessages = {
  'signup.flow.title': '{publication} abonnieren',
  'signup.flow.titleDefault': 'Kostenlos abonnieren',
  'signup.flow.lede': 'Neue Beiträge direkt in Ihren Posteingang. Kostenlos und jederzeit kündbar.',
  'signup.flow.submit': 'Abonnieren',
  'signup.flow.haveAccount': 'Sie haben bereits ein Konto?',
  'signup.flow.signIn': 'Anmelden',
  'signup.flow.welcomeTitle': 'Sie haben abonniert',
  'signup.flow.welcomeBody': 'Wir haben eine Bestätigung an {email} gesendet.',
  'signup.flow.welcomeNoEmail': 'In Ihrem Posteingang finden Sie eine Bestätigungs-E-Mail.',
  'signup.flow.sectionsTitle': 'Newsletter, die Sie erhalten',
  'signup.flow.sectionsHint': 'Sie können das jederzeit auf der Newsletter-Seite ändern.',
  'signup.flow.sectionsLoading': 'Newsletter werden geladen …',
  'signup.flow.manage': 'Newsletter auswählen',
  'signup.flow.continue': 'Weiter',
  'signup.flow.referral': 'Ihr Empfehlungscode: {token}',
} as const satisfies LocaleTable<typeof signupFlowMessages>;

export const deSignupMessages = {
  ...deFreeSignupMessages,
  ...deLoginMessages,
  ...deSignupFlowMessages,
} as const satisfies LocaleTable<typeof signupMessages>;
