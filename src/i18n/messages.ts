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
  // --- chat (spec 000; inventory T001–T030 verbatim, typos included) ----------------------------------------------
  'chat.audience.only_paid': 'Paid subscribers only', // T001
  'chat.audience.only_paid_replies': 'Paid subscriber replies', // T002
  'chat.audience.only_founding': 'Founding members only', // T003
  'chat.audience.only_founding_replies': 'Founding member replies', // T004
  'chat.composer.placeholder.founding': 'FOUNDING MEMBERS ONLY', // T005
  'chat.composer.placeholder.paid': 'PAID SUBSCRIBERS ONLY', // T006
  'chat.composer.placeholder.subscribers': 'SUBSCRIBERS ONLY', // T007
  'chat.blocked.blockedYou': 'This person blocked you', // T008
  'chat.blocked.youBlocked': 'This person is blocked', // T009
  'chat.notice.reportedThread': 'You reported this thread', // T010
  'chat.notice.reportedReply': 'You reported this reply', // T011
  'chat.notice.threadUnavailable': 'This thread is not available', // T012
  'chat.notice.replyUnavailable': 'This reply is not available', // T013
  'chat.notice.notDelivered': 'Not delivered', // T014
  'chat.body.seeMore': 'See more', // T015
  'chat.permalink.openInApp': 'Open in app', // T016
  'chat.permalink.joinOnWeb': 'Or join the conversation on web', // T017
  'chat.landing.heading': "Join {name}'s subscriber chat", // T018
  'chat.landing.openOnWeb': 'Or open on web', // T019
  'chat.confirm.ban': 'Are you sure you want to ban this user?', // T020
  'chat.confirm.deleteThread': 'Are you sure you want to delete this thread?', // T021
  'chat.confirm.deleteComment': 'Are you sure you want to delete this comment?', // T022
  'chat.error.reaction': 'We failed post your reaction. Please try again later.', // T023 (sic)
  'chat.error.publicationBan': 'You are not allowed to post or react to this chat.', // T024, followed by the server's text
  'chat.error.lockPost': 'There was an error locking replies to this post. Please try again later.', // T025
  'chat.error.unlockPost': 'There was an error unlocking replies to this post. Please try again later.', // T026
  'chat.error.lockComment': 'There was an error locking replies to this comment. Please try again later.', // T027
  'chat.error.unlockComment': 'There was an error unlocking replies to this comment. Please try again later.', // T028
  'chat.error.ban': 'There was an error banning this user. Please try again later.', // T029
  'chat.error.unban': 'There was an error unbanning this user. Please try again later.', // T030
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
