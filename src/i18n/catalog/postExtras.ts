import type { MessageValue } from '../messages';

/** Scheduled post, cross-post embed, takeovers, gift modal and gift page, file page (issue 5): prefixes `scheduled.*`, `crossPost.*`, `takeover.*`, `gift.*`, `file.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const postExtrasMessages = {
  // --- scheduled post page (003; M57) ---------------------------------------------------------------------------
  'scheduled.eyebrow': 'Scheduled post',
  'scheduled.publishesAt': 'Goes out',
  'scheduled.countdownLabel': 'Time until this post goes out',
  // T172 "Available now!" is the shared Countdown's `ui.countdown.done` (one key: override that one to change it).
  'scheduled.refresh': 'Refresh', // "Refresh" link next to T172
  'scheduled.audience.everyone': 'Sent to everyone',
  'scheduled.audience.only_paid': 'Sent to paid subscribers',
  'scheduled.audience.founding': 'Sent to founding members',
  'scheduled.foundingRequired.title': 'For founding members',
  'scheduled.foundingRequired.body': 'This post goes to founding members first. Become a founding member to read it as soon as it is out.',
  'scheduled.foundingRequired.action': 'Become a founding member',
  'scheduled.share': 'Share',
  'scheduled.edit': 'Edit post',
  'scheduled.shareCopied': 'Link copied',
  'scheduled.notFound': 'Post not found', // T163
  'scheduled.loading': 'Loading the scheduled post',
  // --- cross-post embed page (003; E39) -------------------------------------------------------------------------
  'crossPost.notFound': 'Post not found', // T163
  'crossPost.loading': 'Loading the post',
  'crossPost.crossPostedBy': 'Cross-posted by {name}',
  'crossPost.fromPublication': 'From {publication}',
  'crossPost.topPosts': 'Top posts from {publication}',
  'crossPost.readMore': 'Read the full post on {publication}',
  // --- takeovers (003; M65) -------------------------------------------------------------------------------------
  'takeover.welcome.title': 'Welcome to {publication}',
  'takeover.welcome.popular': 'Popular posts',
  'takeover.welcome.recommended': 'Recommended by {publication}',
  'takeover.welcome.continue': 'Continue reading',
  'takeover.subscribe.title': 'Enjoying {publication}?',
  'takeover.subscribe.body': 'Subscribe to get every new post in your inbox and support the work.',
  'takeover.subscribe.action': 'Subscribe',
  'takeover.subscribe.later': 'Maybe later',
  'takeover.close': 'Close',
  // --- gift modal (003; M61) ------------------------------------------------------------------------------------
  'gift.modal.title.duration_focused': { one: 'Claim {count} free month of {publication}', other: 'Claim {count} free months of {publication}' },
  'gift.modal.title.value_focused': 'A gift for you: every paid post of {publication}, on us',
  'gift.modal.body.duration_focused': {
    one: 'Read every paid post for {count} month. No card needed.',
    other: 'Read every paid post for {count} months. No card needed.',
  },
  'gift.modal.body.value_focused': {
    one: 'Paid posts, the archive and the community, free for {count} month. No card needed.',
    other: 'Paid posts, the archive and the community, free for {count} months. No card needed.',
  },
  'gift.modal.claim': 'Claim gift',
  'gift.modal.email': 'Email',
  'gift.modal.emailHint': 'Where we send your gift subscription.',
  'gift.modal.submit': 'Start my gift',
  'gift.modal.subscribed': 'You’re subscribed!',
  'gift.modal.subscribedBody': 'Your gift is active. Taking you back to the post…',
  'gift.modal.error': 'Something went wrong', // T181
  // --- gift acceptance page (003; M62) --------------------------------------------------------------------------
  'gift.accept.title': '{sender} sent you a gift',
  'gift.accept.body': { one: 'A free {count}-month subscription to {publication}.', other: 'A free {count}-month subscription to {publication}.' },
  'gift.accept.remaining': { one: '{count} gift left', other: '{count} gifts left' },
  'gift.accept.name': 'Name',
  'gift.accept.email': 'Email',
  'gift.accept.submit': 'Accept gift',
  'gift.accept.accepted': 'Your gift subscription is active',
  'gift.accept.acceptedBody': 'Welcome to {publication}. New posts will arrive at {email}.',
  'gift.accept.allGone': 'All gone', // T183
  'gift.accept.allGoneBody': 'Every gift from this link has been claimed. You can still subscribe to {publication}.',
  'gift.accept.subscribe': 'Subscribe',
  'gift.accept.error': 'Something went wrong', // T181
  'gift.accept.notFound': 'This gift link does not exist',
  'gift.accept.loading': 'Loading the gift',
  // --- file page (003; E64) -------------------------------------------------------------------------------------
  'file.readNow': 'Read Now', // T164
  'file.openInPanels': 'Open in Panels', // T165
  'file.download': 'Download file', // T166
  'file.backToPost': 'Back to “{title}”',
  'file.meta': '{size} · {type}',
  'file.notFound': 'File not found',
  'file.notFoundBody': 'The file may have been removed, or the link is wrong.',
  'file.loading': 'Loading the file',
  'file.size.B': '{value} B',
  'file.size.KB': '{value} KB',
  'file.size.MB': '{value} MB',
  'file.size.GB': '{value} GB',
} as const satisfies Record<string, MessageValue>;
