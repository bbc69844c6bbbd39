import type { MessageValue } from '../messages';

/** Post footer, likes, saves, restacks, like-upsell (issue 6): prefix `footer.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const footerMessages = {
  // Footer bar buttons (labels "Like, Comment, Restack, Share, Save, More, Reader guide" — 001, named in the
  // inventory's label list; their exact wording is ours).
  'footer.bar.label': 'Post actions',
  'footer.like': 'Like',
  'footer.comment': 'Comment',
  'footer.restack': 'Restack',
  'footer.restack.off': 'Restacks are turned off for this publication',
  'footer.share': 'Share',
  'footer.save': 'Save',
  'footer.more': 'More',
  'footer.moreMenu.label': 'Post options',
  'footer.readerGuide': 'Reader guide',
  /** T086 */
  'footer.pdf': 'Open as PDF',
  /** T083 */
  'footer.edit': 'Edit',
  'footer.count.likes': { one: '{count} like', other: '{count} likes' },
  'footer.count.comments': { one: '{count} comment', other: '{count} comments' },
  'footer.count.restacks': { one: '{count} restack', other: '{count} restacks' },

  // Toasts (T050–T054, T154–T156).
  /** T050 */
  'footer.toast.liked': 'Post liked',
  /** T051 */
  'footer.toast.unliked': 'Post unliked',
  /** T052 */
  'footer.toast.saved': 'Post saved',
  /** T053 */
  'footer.toast.view': 'View',
  /** T054 */
  'footer.toast.unsaved': 'Post unsaved',
  /** T154 */
  'footer.toast.noteRestacked': 'Note restacked',
  /** T155 */
  'footer.toast.postRestacked': 'Post restacked',
  /** T156 */
  'footer.toast.restackUndone': 'Restack undone',

  // Failures. The spec gives no generic like error text ("generic like error alert [001]" in the inventory's gap
  // list); we follow the inventory's proposal "Something went wrong" and add the way out.
  'footer.like.error': 'Something went wrong. Please try again.',
  /** Save failures are not specified (M17 "n/s"): revert + this toast. */
  'footer.save.error': 'We couldn’t update your saved posts. Please try again.',
  /** Restack failures show the server's message (002 §8); this text when it sent none. */
  'footer.restack.error': 'Something went wrong. Please try again.',

  // Sign-in prompt (sign-in-modal, for save and restack by a signed-out reader).
  'footer.signIn.saveTitle': 'Sign in to save this post',
  'footer.signIn.restackTitle': 'Sign in to restack this post',
  'footer.signIn.body': 'Sign in to keep a reading list and share posts with your followers.',
  'footer.signIn.action': 'Sign in',
  'footer.signIn.cancel': 'Not now',

  // free-subscribe-to-like-modal (copy not shown by the spec: ours).
  'footer.freeLike.title': 'Subscribe to like this post',
  'footer.freeLike.body': 'Subscribe to {publication} for free to like posts and join the conversation.',
  'footer.freeLike.email': 'Email',
  'footer.freeLike.submit': 'Subscribe',
  'footer.freeLike.signIn': 'Already subscribed? Sign in',
  'footer.freeLike.done': 'Check your inbox to finish subscribing, then like away.',
  'footer.freeLike.error': 'Something went wrong. Please try again.',

  // restack-nudge-modal (variants post / note / comment; T115, T116).
  'footer.nudge.title.post': 'You restacked this post',
  'footer.nudge.title.note': 'You restacked this note',
  'footer.nudge.title.comment': 'You restacked this comment',
  'footer.nudge.body': 'Restacks show up in your followers’ feeds and on your profile. You can undo a restack at any time.',
  /** T115 */
  'footer.nudge.viewNow': 'View now',
  /** T116 */
  'footer.nudge.ok': 'OK',

  // like-upsell-modal (copy not shown by the spec, G09: ours).
  'footer.upsell.plansTitle': 'Thanks for the like!',
  'footer.upsell.plansBody': 'Support {publication} and get every post in your inbox.',
  'footer.upsell.plans': 'Choose a plan',
  'footer.upsell.month': '{amount} a month',
  'footer.upsell.year': '{amount} a year',
  'footer.upsell.email': 'Email',
  'footer.upsell.subscribe': 'Subscribe',
  'footer.upsell.free': 'Subscribe for free',
  'footer.upsell.notNow': 'Not now',
  'footer.upsell.shareTitle': 'Thanks for the like!',
  'footer.upsell.shareBody': 'Know someone who would enjoy this post? Share it with them.',
  'footer.upsell.shareAction': 'Share this post',
  'footer.upsell.subscribed': 'You’re subscribed. Check your inbox.',

  // reader-guide-summary-panel (error copy not specified, M22: ours).
  'footer.guide.title': 'Reader guide',
  'footer.guide.loading': 'Writing the reader guide…',
  'footer.guide.error': 'We couldn’t load the reader guide.',
  'footer.guide.retry': 'Try again',
  'footer.guide.close': 'Close reader guide',

  // pdf-generating-modal.
  'footer.pdf.title': 'Generating PDF…',
  'footer.pdf.body': 'Your PDF is on its way. This window closes by itself.',

  // post-facepile.
  'footer.facepile.label': 'Liked and restacked by',
  'footer.facepile.loading': 'Loading who liked this post',
  'footer.facepile.likedBy': 'Liked by {names}',
  'footer.facepile.restackedBy': 'Restacked by {names}',

  // post-footer-mobile-toolbar.
  'footer.toolbar.label': 'Post actions toolbar',
} as const satisfies Record<string, MessageValue>;
