import type { MessageValue } from '../messages';

/** The product shell (`ProductApp`): texts of its own, prefix `app.*` (designed: the spec has no not-found page). */
export const appMessages = {
  'app.notFound.title': 'Page not found',
  'app.notFound.description': 'The link may be broken, or the page may have moved.',
  'app.notFound.home': 'Go to the home page',
  'app.publicationRequired': 'Choose a publication to see its chat.',
} as const satisfies Record<string, MessageValue>;
