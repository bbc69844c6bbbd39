/**
 * The message catalog: every user-visible string of the package, in English, keyed by a stable id.
 * Exact texts from the spec are copied word for word (typos included) and carry their inventory id (T…) in a
 * comment. A value is either a template with `{param}` placeholders or a plural object selected with
 * `Intl.PluralRules` on the `count` parameter. Hosts override any entry through `PlatformProvider`'s `messages`.
 */
export const messages = {
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
  'ui.error.title': 'Something went wrong',
  'ui.error.retry': 'Try again',
  'ui.error.screen': 'This part of the page could not be shown.',
  'ui.empty.title': 'Nothing here yet',
  'ui.qr.label': 'QR code for {url}',
  'ui.menu.more': 'More options',
  // --- formats ----------------------------------------------------------------------------------------------
  'format.minutesRead': { one: '{count} min read', other: '{count} min read' },
  'format.justNow': 'just now',
} as const satisfies Record<string, MessageValue>;

export type MessageValue = string | PluralMessage;
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Catalog = typeof messages;
export type MessageId = keyof Catalog;

/** Overrides a host passes: any subset of the catalog, same ids, same placeholders. */
export type MessageOverrides = { [K in MessageId]?: MessageValue };
