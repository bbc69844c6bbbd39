/**
 * Comments: prefix `comments.*` (spec 002 "comments page", "comment item", "composer gate"; 003 comments section).
 * Spec texts verbatim with their inventory id (T…) in a comment; the rest are ours.
 */
/**
 * One comment item's own texts (its label, marks, like, reply, restacks, collapse, the paid-only notice): all another
 * area's card that shows a comment needs (the feed's note card), so it carries no other comments text.
 */
export const commentItemMessages = {
  // T127, T128
  'comments.hiddenPaid': 'This comment is only visible to paid subscribers',
  'comments.hiddenPaid.subscribe': 'Subscribe to view',
  'comments.deleted': 'Comment deleted',
  'comments.removed': 'This comment was removed',
  'comments.unavailable': 'This comment is not available',
  'comments.item.label': 'Comment by {name}',
  'comments.item.someone': 'A reader',
  'comments.item.edited': 'Edited',
  'comments.item.new': 'New',
  'comments.item.awaitingReview': 'Awaiting review',
  'comments.badge.admin': 'Author',
  'comments.badge.contributor': 'Contributor',
  'comments.like': 'Like',
  'comments.likeCount': { zero: 'No likes', one: '{count} like', other: '{count} likes' },
  'comments.reply': 'Reply',
  'comments.restacks': { one: '{count} restack', other: '{count} restacks' },
  'comments.collapse': 'Collapse replies',
  'comments.expand': { one: 'Show {count} reply', other: 'Show {count} replies' },
  'comments.continueThread': 'Continue this thread',
} as const;

/** Every comments text. */
// A marked-pure call, not an object spread: a bundler keeps a spread (it might run getters), and with it every comments text in the item.
export const commentsMessages = /* @__PURE__ */ Object.assign({}, commentItemMessages, {
  'comments.title': 'Comments',
  'comments.count': { zero: 'No comments', one: '{count} comment', other: '{count} comments' },
  'comments.loading': 'Loading comments',
  'comments.empty.title': 'No comments yet',
  'comments.empty.body': 'Start the conversation: your comment will be the first.',
  'comments.error.title': 'We could not load the comments',
  'comments.retry': 'Try again',
  'comments.backToPost': 'Back to the post',
  // T137
  'comments.reauth.title': 'To see the comments, please re-authenticate.',
  'comments.reauth.body': 'The link you followed has expired. Sign in again to read and join the conversation.',
  'comments.reauth.action': 'Sign in again',
  // T136
  'comments.locked': 'Commenting has been turned off for this post, or this email.',
  'comments.notAllowed.title': 'Comments are not available here',
  'comments.notAllowed.body': 'This post does not take comments, or they are not open yet.',
  // G26: the comments paywall title (the spec gives none).
  'comments.paywall.paid': 'Comments on this post are for paid subscribers',
  'comments.paywall.founding': 'Comments on this post are for founding members',
  'comments.paywall.paidEpisode': 'Comments on this episode are for paid subscribers',
  'comments.paywall.foundingEpisode': 'Comments on this episode are for founding members',
  'comments.paywall.body': 'Subscribe to read the conversation and take part in it.',
  'comments.paywall.subscribe': 'Subscribe',
  'comments.paywall.upgrade': 'Become a founding member',
  'comments.paywall.signIn': 'Already a subscriber? Sign in',
  // T160 and the other sorts (labels ours).
  'comments.sort.label': 'Sort comments',
  'comments.sort.best_first': 'Top first',
  'comments.sort.most_recent_first': 'Newest first',
  'comments.sort.oldest_first': 'Oldest first',
  // T103
  'comments.returnToThread': 'Return to thread',
  'comments.single.heading': 'A comment on {title}',
  'comments.single.notFound': 'This comment is not available',
  'comments.single.notFoundBody': 'It may have been removed. The rest of the conversation is still there.',
  'comments.newComments': { one: '{count} new comment', other: '{count} new comments' },
  // The paged thread's control after the loaded threads (the spec has none: comments arrive in pages, designed).
  'comments.more.load': 'Load more comments',
  'comments.more.progress': 'Showing {shown} of {total} threads',
  'comments.more.failed': 'We could not load more comments.',
  'comments.replies': { one: '{count} reply', other: '{count} replies' },
  'comments.attachment.image': 'Image shared in the comment',
  'comments.attachment.video': 'Video',
  'comments.attachment.quote': 'Quoting {name}',
  'comments.attachment.live.active': 'Live now',
  'comments.attachment.live.scheduled': 'Live stream, scheduled',
  'comments.attachment.live.ended': 'Live stream, ended',
  // The composer and its gate (M48). "Only paid subscribers can reply." / "Only subscribers can reply." are 002 §5.
  'comments.composer.label': 'Write a comment',
  'comments.composer.replyLabel': 'Write a reply to {name}',
  'comments.composer.placeholder': 'Write a comment…',
  'comments.composer.replyPlaceholder': 'Write a reply…',
  'comments.composer.open': 'Leave a comment',
  'comments.composer.post': 'Post',
  'comments.composer.reply': 'Reply',
  'comments.composer.cancel': 'Cancel',
  'comments.composer.sending': 'Posting…',
  'comments.composer.failed': 'Your comment was not posted. It is still here: try again.',
  'comments.gate.paid': 'Only paid subscribers can reply.',
  'comments.gate.subscribers': 'Only subscribers can reply.',
  'comments.gate.subscribe': 'See subscription options',
  'comments.gate.close': 'Not now',
  'comments.signIn.title': 'Sign in to join the conversation',
  'comments.signIn.likeTitle': 'Sign in to like this comment',
  'comments.signIn.body': 'Sign in or subscribe for free to like comments and reply.',
  'comments.signIn.action': 'Sign in',
  'comments.signIn.cancel': 'Not now',
  // The post page's comments section (003).
  'comments.section.viewAll': { zero: 'Go to the comments', one: 'See {count} comment', other: 'See all {count} comments' },
  'comments.section.backToNote': 'Back to the note you came from',
} as const);
