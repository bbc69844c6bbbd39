import type { MessageValue } from '../messages';
import { appMessages } from './app';

/** Texts every screen may show: UI parts, the screen kit's shared failure texts, formats and the app shell. */
export const coreMessages = {
  // --- UI parts ---------------------------------------------------------------------------------------------
  'ui.dialog.close': 'Close',
  'ui.confirm.confirm': 'Confirm',
  'ui.confirm.cancel': 'Cancel',
  'ui.alert.ok': 'OK',
  'ui.toast.dismiss': 'Dismiss notification',
  'ui.toast.region': 'Notifications',
  'ui.truncated.seeMore': 'See more',
  'ui.truncated.seeLess': 'See less',
  'ui.link.newTab': '(opens in a new tab)',
  'ui.carousel.previous': 'Previous',
  'ui.carousel.next': 'Next',
  'ui.carousel.slide': 'Slide {index} of {total}',
  'ui.carousel.label': 'Media',
  'ui.carousel.reveal': 'Show',
  'ui.carousel.sensitive': 'Explicit content',
  'ui.spinner.loading': 'Loading',
  'ui.skeleton.loading': 'Loading content',
  'ui.field.required': '{label} is required',
  'ui.field.tooLong': '{label} must be at most {max} characters',
  'ui.field.counter': '{count} / {max}',
  'ui.facepile.more': { one: '+{count} other', other: '+{count} others' },
  'ui.facepile.label': { one: '{count} person', other: '{count} people' },
  'ui.countdown.label': '{days}d {hours}h {minutes}m {seconds}s',
  'ui.countdown.done': 'Available now!',
  // --- Shared failure texts (the screen kit's `failureText`: used where the spec names no text of its own) ---
  'common.error.network': 'We could not reach the server. Check your connection and try again.',
  'common.error.timeout': 'The server is taking too long to answer. Please try again.',
  'common.error.malformed': 'The server sent an answer we could not read. Please try again later.',
  'common.error.server': 'Something went wrong on our side. Please try again in a moment.',
  'common.error.signIn': 'Please sign in to continue.',
  'common.error.notFound': 'We could not find what you were looking for.',
  'common.error.retry': 'Try again',
  'ui.error.title': 'Something went wrong',
  'ui.error.retry': 'Try again',
  'ui.error.screen': 'This part of the page could not be shown.',
  'ui.empty.title': 'Nothing here yet',
  'ui.qr.label': 'QR code for {url}',
  'ui.menu.more': 'More options',
  // --- formats ----------------------------------------------------------------------------------------------
  'format.minutesRead': { one: '{count} min read', other: '{count} min read' },
  'format.justNow': 'just now',
  ...appMessages,
} as const satisfies Record<string, MessageValue>;
