/** The reader survey (M63, 003): prefix `growth.survey.*`. Spec texts verbatim with their inventory id (T…); the sign-in prompt is authored (5.3). */
export const surveyMessages = {
  'growth.survey.loading': 'Loading the survey',
  /** T182 */
  'growth.survey.error': 'There was an error fetching this survey.',
  /** T174 */
  'growth.survey.thanks': 'Thank you!',
  'growth.survey.thanksBody': 'Your answers are in. They help decide what we write next.',
  'growth.survey.submit': 'Submit',
  'growth.survey.submitting': 'Submitting…',
  'growth.survey.required': 'Required',
  'growth.survey.missing': { one: 'Answer {count} more required question to submit.', other: 'Answer {count} more required questions to submit.' },
  'growth.survey.submitError': 'Your answers could not be sent. Please try again.',
  'growth.survey.signIn.title': 'Sign in to answer this survey',
  'growth.survey.signIn.body': 'Surveys are for subscribers. Sign in with the e-mail address you subscribed with, and your answers are kept here.',
  'growth.survey.signIn.action': 'Sign in to answer',
  'growth.survey.other': 'Other',
  'growth.survey.otherPlaceholder': 'Something else',
  'growth.survey.number': 'Digits only',
  'growth.survey.country': 'Country',
  'growth.survey.region': 'Region',
  'growth.survey.chooseCountry': 'Choose a country',
  'growth.survey.chooseRegion': 'Choose a region',
  'growth.survey.countriesLoading': 'Loading countries…',
  'growth.survey.countriesError': 'The list of countries could not be loaded.',
} as const;
