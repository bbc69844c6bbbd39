import type { MessageValue } from '../messages';

/** The subscriber chat's texts (spec 000; inventory T001–T030 verbatim, typos included). */
/** The chat list's texts (and the audience labels, teasers and notices it shares with the thread). */
export const chatListMessages = {
  'chat.audience.only_paid': 'Paid subscribers only', // T001
  'chat.audience.only_paid_replies': 'Paid subscriber replies', // T002
  'chat.audience.only_founding': 'Founding members only', // T003
  'chat.audience.only_founding_replies': 'Founding member replies', // T004
  'chat.blocked.blockedYou': 'This person blocked you', // T008
  'chat.blocked.youBlocked': 'This person is blocked', // T009
  'chat.notice.reportedThread': 'You reported this thread', // T010
  'chat.notice.threadUnavailable': 'This thread is not available', // T012
  'chat.replies.count': { zero: 'No replies yet', one: '{count} reply', other: '{count} replies' },
  'chat.teaser.paid.title': 'This chat is for paid subscribers',
  'chat.teaser.paid.body': 'Become a paid subscriber to read this conversation and join in.',
  'chat.teaser.paid.action': 'Subscribe',
  'chat.teaser.founding.title': 'This chat is for founding members',
  'chat.teaser.founding.body': 'Become a founding member to read this conversation and join in.',
  'chat.teaser.founding.action': 'Become a founding member',
  'chat.teaser.subscribers.title': 'This chat is for subscribers',
  'chat.teaser.subscribers.body': 'Subscribe to read the threads and join the conversation.',
  'chat.teaser.subscribers.action': 'Subscribe',
  'chat.teaser.unavailable.title': 'This conversation is not available',
  'chat.teaser.unavailable.body': 'It may have been deleted, or it may be only for subscribers.',
  'chat.teaser.unavailable.action': 'Subscribe',
  'chat.list.title': 'Threads',
  'chat.list.loading': 'Loading threads',
  'chat.list.unread': 'Unread',
  'chat.list.recentRepliers': 'Latest replies from {names}',
  'chat.list.attachments': { one: '{count} attachment', other: '{count} attachments' },
  'chat.list.locked.paid': 'Paid subscribers can read this thread.',
  'chat.list.locked.founding': 'Founding members can read this thread.',
  'chat.list.locked.subscribers': 'Subscribers can read this thread.',
  'chat.list.empty.title': 'No threads yet',
  'chat.list.empty.description': 'When the writers or subscribers start a thread, it shows up here. Get the app to start one and hear about new replies.',
  'chat.list.empty.action': 'Get the app',
  'chat.list.error.title': 'The chat could not load',
  'chat.list.loadMore': 'Load more threads',
  'chat.list.loadMoreError': 'More threads could not load.',
  'chat.list.end': 'You’re all caught up',
} as const satisfies Record<string, MessageValue>;

/** The rest of the chat: threads, replies, composer, permalinks, landing. */
export const chatThreadMessages = {
  // --- chat (spec 000; inventory T001–T030 verbatim, typos included) ----------------------------------------------
  'chat.composer.placeholder.founding': 'FOUNDING MEMBERS ONLY', // T005
  'chat.composer.placeholder.paid': 'PAID SUBSCRIBERS ONLY', // T006
  'chat.composer.placeholder.subscribers': 'SUBSCRIBERS ONLY', // T007
  'chat.notice.reportedReply': 'You reported this reply', // T011
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
  'chat.error.publicationBan': 'You are not allowed to post or react to this chat.', // T024
  /** T024 followed by the server's own text (`reason`), one message so a translator can place it. */
  'chat.error.publicationBanWith': 'You are not allowed to post or react to this chat. {reason}',
  'chat.error.lockPost': 'There was an error locking replies to this post. Please try again later.', // T025
  'chat.error.unlockPost': 'There was an error unlocking replies to this post. Please try again later.', // T026
  'chat.error.lockComment': 'There was an error locking replies to this comment. Please try again later.', // T027
  'chat.error.unlockComment': 'There was an error unlocking replies to this comment. Please try again later.', // T028
  'chat.error.ban': 'There was an error banning this user. Please try again later.', // T029
  'chat.error.unban': 'There was an error unbanning this user. Please try again later.', // T030
  // chat views (designed: the spec names these parts but not their words)
  'chat.action.copyLink': 'Copy link',
  'chat.action.copyText': 'Copy text',
  'chat.action.edit': 'Edit', // T083
  'chat.action.delete': 'Delete',
  'chat.action.lock': 'Lock replies',
  'chat.action.unlock': 'Unlock replies',
  'chat.action.ban': 'Ban user',
  'chat.action.unban': 'Unban user',
  'chat.action.report': 'Report',
  'chat.badge.author': 'Author',
  'chat.badge.founding': 'Founding',
  'chat.badge.paid': 'Paid',
  'chat.reaction.heart': 'Heart',
  'chat.reaction.thumbsUp': 'Thumbs up',
  'chat.reaction.laugh': 'Laughing',
  'chat.reaction.wow': 'Surprised',
  'chat.reaction.sad': 'Sad',
  'chat.reactions.label': 'Reactions',
  'chat.reactions.add': 'Add reaction',
  'chat.reactions.react': 'React with {name}',
  'chat.composer.label': 'Write a reply',
  'chat.composer.send': 'Send',
  'chat.composer.shortcut': 'Ctrl + Enter to send',
  'chat.composer.shortcutApple': '⌘ + Enter to send',
  'chat.composer.disabled.locked': 'Replies to this thread are locked.',
  'chat.composer.disabled.paid': 'Only paid subscribers can reply to this thread.',
  'chat.composer.disabled.founding': 'Only founding members can reply to this thread.',
  'chat.composer.disabled.subscribers': 'Only subscribers can reply to this thread.',
  'chat.composer.disabled.replyLocked': 'Replies to this reply are locked.',
  'chat.composer.disabled.signedOut': 'Sign in to reply.',
  'chat.composer.disabled.readOnly': 'Replies are turned off here.',
  'chat.error.report': 'We could not send your report. Please try again later.',
  'chat.error.edit': 'We could not save your changes. Please try again later.',
  // Issue 13 (ours, G06): a failed delete shows the item again and says so; a 401 on a chat action asks to sign in.
  'chat.delete.failed': 'Couldn’t delete this. It’s back where it was — try again.',
  'chat.signIn.prompt': 'Sign in to take part in this chat.',
  'chat.signIn.action': 'Sign in',
  'chat.edit.label': 'Edit your thread',
  'chat.edit.save': 'Save',
  'chat.edit.cancel': 'Cancel',
  'chat.edit.hint': 'Esc to cancel',
  'chat.notice.retry': 'Retry',
  'chat.notice.sending': 'Sending…',
  'chat.item.edited': 'Edited',
  'chat.item.someone': 'Someone',
  'chat.item.locked': 'Replies locked',
  'chat.item.unread': 'New replies',
  'chat.item.quote': 'Quoting {name}',
  'chat.media.label': 'Attached media',
  'chat.media.image': 'Image {index} of {total}',
  'chat.media.video': 'Video',
  'chat.replies.heading': 'Replies',
  'chat.replies.empty': 'No replies yet',
  'chat.replies.loadMore': 'Show more replies',
  'chat.thread.back': 'Back',
  'chat.thread.loading': 'Loading thread',
  'chat.thread.unavailableHint': 'It may have been deleted, or it may be for other members.',
  // chat public pages: permalinks, landing, feed snippet (designed texts; T016–T019 above)
  'chat.subscriberChat': 'Subscriber chat',
  'chat.permalink.loading': 'Loading the conversation',
  'chat.permalink.errorTitle': 'This conversation could not be loaded',
  'chat.permalink.replyTo': 'Reply in a chat thread',
  'chat.permalink.imageAlt': 'Image shared by {name}',
  'chat.landing.headingNoName': 'Join the subscriber chat',
  'chat.landing.intro': 'Talk with the writers and other subscribers in the app: threads, replies and notifications in one place.',
  'chat.landing.scan': 'Scan with your phone’s camera',
  'chat.landing.qrLabel': 'QR code that opens the chat: {url}',
  'chat.landing.getApp': 'Get the app',
  'chat.landing.appStorePrefix': 'Download on the',
  'chat.landing.appStoreName': 'App Store',
  'chat.landing.googlePlayPrefix': 'Get it on',
  'chat.landing.googlePlayName': 'Google Play',
  'chat.snippet.open': 'Open thread',
  'chat.toast.linkCopied': 'Link copied',
  'chat.toast.textCopied': 'Text copied',
  // chat list (designed texts; T001–T004 label the audiences)
} as const satisfies Record<string, MessageValue>;

/** Every chat text. */
// A marked-pure call, not an object spread: a bundler keeps a spread (it might run getters), and with it the thread's texts in the list.
export const chatMessages = /* @__PURE__ */ Object.assign({}, chatListMessages, chatThreadMessages);
