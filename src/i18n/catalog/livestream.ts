/** Livestream: prefix `livestream.*`. Spec texts verbatim with their inventory id (T…) in a comment; the rest authored here (gap: "texts n/s"). */
export const livestreamMessages = {
  'livestream.page.title': 'Livestream',
  'livestream.post.live': 'Live now',
  'livestream.post.upcoming': 'Upcoming livestream',
  'livestream.post.watch': 'Watch live',
  'livestream.post.see': 'See the livestream',
  'livestream.page.loading': 'Loading the livestream',
  'livestream.live': 'Live',
  'livestream.upcoming.heading': 'Upcoming livestreams', // T069
  'livestream.upcoming.empty': 'No upcoming livestreams', // T070
  /** An upcoming card's line: `{date}` is a `<time>` element, `{audience}` one of `livestream.audience.*` (a card without a date shows the audience alone). */
  'livestream.upcoming.meta': '{date} · {audience}',
  'livestream.past.heading': 'Past livestreams', // T071
  'livestream.past.watchMore': 'Watch more', // T072
  'livestream.past.empty': 'Recordings of past livestreams will appear here.',
  'livestream.audience.only_free': 'Subscribers',
  'livestream.audience.paid': 'Paid subscribers',
  'livestream.audience.only_founding': 'Founding members',
  'livestream.ended.title': 'Stream Ended', // T073
  'livestream.ended.thanks': 'Thanks for watching!', // T074
  'livestream.ended.watchMore': 'Watch More', // T075
  'livestream.ended.home': 'Back to Homepage', // T076
  'livestream.ended.invite.only_free': 'Subscribe for free to watch the next livestream as it happens.',
  'livestream.ended.invite.paid': 'Upgrade to a paid subscription to watch the next livestream as it happens.',
  'livestream.ended.invite.only_founding': 'Become a founding member to watch the next livestream as it happens.',
  'livestream.gate.only_free.title': 'This livestream is for subscribers',
  'livestream.gate.only_free.body': 'Subscribe for free to watch live and join the chat.',
  'livestream.gate.only_free.action': 'Subscribe for free',
  'livestream.gate.paid.title': 'This livestream is for paid subscribers',
  'livestream.gate.paid.body': 'Upgrade to a paid subscription to watch live and join the chat.',
  'livestream.gate.paid.action': 'Upgrade to paid',
  'livestream.gate.only_founding.title': 'This livestream is for founding members',
  'livestream.gate.only_founding.body': 'Become a founding member to watch live and join the chat.',
  'livestream.gate.only_founding.action': 'Become a founding member',
  'livestream.gate.signIn': 'Already subscribed? Sign in',
  'livestream.gate.notNow': 'Not now',
  'livestream.gate.reopen': 'How to watch',
  'livestream.gate.locked.only_free': 'This livestream is for subscribers.',
  'livestream.gate.locked.paid': 'This livestream is for paid subscribers.',
  'livestream.gate.locked.only_founding': 'This livestream is for founding members.',
  'livestream.details.watching': { one: '{count} watching', other: '{count} watching' },
  'livestream.details.total': { one: '{count} total', other: '{count} total' },
  'livestream.details.share': 'Share',
  'livestream.details.copied': 'Link copied',
  'livestream.fullscreen.enter': 'Fullscreen',
  'livestream.fullscreen.exit': 'Exit fullscreen',
  'livestream.chat.title': 'Live Chat', // T117
  'livestream.chat.minimize': 'Minimize chat',
  'livestream.chat.expand': 'Expand chat',
  'livestream.chat.messages': 'Chat messages',
  'livestream.chat.empty': 'No messages yet. Say hello!',
  'livestream.chat.reconnecting': 'Reconnecting…',
  'livestream.chat.connecting': 'Connecting…',
  'livestream.chat.joined': '{name} joined',
  'livestream.chat.joinedOthers': { one: '{name} and {count} other joined', other: '{name} and {count} others joined' },
  'livestream.chat.jumpToBottom': 'Jump to latest',
  'livestream.chat.jumpToBottomNew': { one: 'Jump to latest ({count} new)', other: 'Jump to latest ({count} new)' },
  'livestream.chat.placeholder': 'Say something…',
  'livestream.chat.placeholderLoading': 'Loading the chat…',
  'livestream.chat.label': 'Chat message',
  'livestream.chat.send': 'Send',
  'livestream.chat.failed': 'Not sent. Press Enter to try again.',
  'livestream.chat.block': 'Block {name}',
  'livestream.chat.blockShort': 'Block',
  'livestream.chat.blocked': 'Blocked',
} as const;
