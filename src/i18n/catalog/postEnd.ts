import type { MessageValue } from '../messages';

/**
 * End of post and prompts: calls to action, prompts, related/more posts, restacks preview, comments section (issue 5):
 * prefix `postEnd.*`. Spec texts verbatim with their inventory id (T…) in a comment; every other text is designed
 * here (the spec names these surfaces without their copy, inventory §5.3).
 */
export const postEndMessages = {
  'postEnd.region': 'End of post',
  // Post-end call to action (M12; copy designed, texts n/s in 000).
  'postEnd.cta.paid.title': 'Upgrade to paid',
  'postEnd.cta.paid.body': 'Thanks for reading {publication}! Become a paid subscriber to get every post and support the work.',
  'postEnd.cta.paid.action': 'Upgrade to paid',
  'postEnd.cta.pledge.title': 'Pledge your support',
  'postEnd.cta.pledge.body':
    '{publication} is free to read. If it brightens your week, pledge what you like — you will only be charged if payments are turned on.',
  'postEnd.cta.pledge.action': 'Pledge your support',
  'postEnd.cta.free.title': 'Subscribe for free',
  'postEnd.cta.free.body': 'Thanks for reading {publication}! Subscribe for free to receive new posts and support the work.',
  'postEnd.cta.free.action': 'Subscribe',
  'postEnd.cta.share.title': 'Share this post',
  'postEnd.cta.share.body': 'Thanks for reading {publication}! Know someone who would enjoy this post? Share it with them.',
  'postEnd.cta.share.action': 'Share',
  // Recommend call to action (000 §7; copy designed).
  'postEnd.recommend.title': 'Recommend {publication} to your readers',
  'postEnd.recommend.body': 'You write {ownPublication}. A recommendation helps your readers find writing you trust.',
  'postEnd.recommend.action': 'Recommend',
  // Follow prompt (`follow=true`; copy designed).
  'postEnd.follow.title': 'Follow {publication}',
  'postEnd.follow.body': 'Get new posts from {publication} in your feed.',
  'postEnd.follow.action': 'Follow',
  'postEnd.follow.following': 'Following',
  'postEnd.follow.failed': 'We couldn’t follow {publication}. Please try again.',
  // Subscribe prompt (`subscribe_prompt=paid|other`, `just_subscribed`; copy designed).
  'postEnd.subscribePrompt.paid.title': 'Get the full experience',
  'postEnd.subscribePrompt.paid.body': 'Paid subscribers read every post of {publication} and join the conversation.',
  'postEnd.subscribePrompt.paid.action': 'See paid plans',
  'postEnd.subscribePrompt.other.title': 'Enjoyed this post?',
  'postEnd.subscribePrompt.other.body': 'Subscribe to {publication} for free and get the next one in your inbox.',
  'postEnd.subscribePrompt.other.action': 'Subscribe for free',
  'postEnd.subscribePrompt.justSubscribed.title': 'You’re subscribed',
  'postEnd.subscribePrompt.justSubscribed.body': 'Welcome to {publication}! New posts will arrive in your inbox.',
  'postEnd.subscribePrompt.dismiss': 'Dismiss',
  // Subscribe footer (K015).
  'postEnd.subscribeFooter.title': 'Subscribe to {publication}',
  'postEnd.subscribeFooter.body': 'Liked this post? New ones arrive in your inbox, free.',
  'postEnd.subscribeFooter.action': 'Subscribe',
  // Gift / teaser unlock (M24; variants' copy designed, G31).
  'postEnd.giftUnlock.control.title': 'Unlock this post',
  'postEnd.giftUnlock.control.body': 'You have a free pass: read this post in full without subscribing.',
  'postEnd.giftUnlock.moreGifty.title': 'A gift for you',
  'postEnd.giftUnlock.moreGifty.body': 'You’ve been given a free pass. Open it to read this whole post, on us.',
  'postEnd.giftUnlock.popover.teaser': 'A free pass to read this whole post is waiting for you.',
  'postEnd.giftUnlock.popover.trigger': 'You have a gift',
  'postEnd.giftUnlock.popover.title': 'Open your gift',
  'postEnd.giftUnlock.popover.body': 'Use your free pass to read this whole post.',
  'postEnd.giftUnlock.action': 'Unlock for free',
  'postEnd.giftUnlock.unlocking': 'Unlocking…',
  'postEnd.giftUnlock.unlocked': 'Unlocked — enjoy the full post.',
  /** T049 (verbatim). */
  'postEnd.giftUnlock.unavailable': 'Teaser posts are not currently available for this content.',
  'postEnd.giftUnlock.signIn': 'Sign in to use your free pass.',
  'postEnd.giftUnlock.failed': 'We couldn’t unlock this post. Please try again.',
  // Top posts (003).
  'postEnd.topPosts.title': 'Top posts from {publication}',
  'postEnd.topPosts.loading': 'Loading top posts',
  'postEnd.topPosts.empty': 'No other posts yet. New ones will show up here.',
  'postEnd.topPosts.error': 'Top posts could not be loaded.',
  'postEnd.retry': 'Try again',
  'postEnd.likes': { one: '{count} like', other: '{count} likes' },
  'postEnd.comments': { one: '{count} comment', other: '{count} comments' },
  // Restacks preview (003).
  'postEnd.restacks.title': 'Restacks',
  'postEnd.restacks.restacked': 'restacked',
  'postEnd.restacks.remaining': { one: 'and {count} other restacked this post', other: 'and {count} others restacked this post' },
  'postEnd.restacks.empty': 'No restacks yet.',
  'postEnd.restacks.loading': 'Loading restacks',
  // Comments section (002/003).
  'postEnd.comments.title': 'Discussion',
  'postEnd.comments.viewAll': { zero: 'Start the discussion', one: 'View {count} comment', other: 'View all {count} comments' },
  'postEnd.comments.empty': 'No comments yet. Be the first to share what you think.',
  /** T136 (verbatim). */
  'postEnd.comments.off': 'Commenting has been turned off for this post, or this email.',
  'postEnd.comments.notAllowed': 'Comments aren’t available on this post.',
  'postEnd.comments.error': 'Comments could not be loaded.',
  'postEnd.comments.loading': 'Loading comments',
  'postEnd.comments.hidden': 'This comment is only visible to paid subscribers',
  // More posts (002).
  'postEnd.morePosts.title': 'More from {publication}',
  'postEnd.morePosts.loading': 'Loading more posts',
  'postEnd.morePosts.viewArchive': 'See all posts',
  // App-install drawer (000; copy designed).
  'postEnd.appDrawer.title': 'Read in the app',
  'postEnd.appDrawer.body': 'Faster reading, audio and comments, and new posts the moment they’re out.',
  'postEnd.appDrawer.action': 'Get the app',
  'postEnd.appDrawer.dismiss': 'Not now',
  // Webview modal (000, M72; copy designed per app).
  'postEnd.webview.title': 'Open in your browser',
  'postEnd.webview.instagram': 'You’re reading inside Instagram. Tap ••• at the top right, then “Open in external browser” to subscribe and sign in.',
  'postEnd.webview.facebook': 'You’re reading inside Facebook. Tap ••• at the top right, then “Open in external browser” to subscribe and sign in.',
  'postEnd.webview.linkedin': 'You’re reading inside LinkedIn. Tap ••• at the top right, then “Open in browser” to subscribe and sign in.',
  'postEnd.webview.continue': 'Continue here',
  'postEnd.loadError': 'This part of the page could not be loaded.',
} as const satisfies Record<string, MessageValue>;
