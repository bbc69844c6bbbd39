import type { MessageValue } from '../messages';

/** The post page: loading, header, body, paywall, access, query parameters (issue 5): prefix `post.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const postMessages = {
  // ——— loading ———
  'post.page.loading': 'Loading post',
  'post.page.notFound': 'Post not found', // T163
  'post.page.notFoundHint': 'The link may be broken, or the post may have been removed.',
  'post.page.goHome': 'Go to the home page',
  'post.page.errorTitle': 'This post could not be loaded',
  'post.page.redirecting': 'Opening the post…',
  // ——— header ———
  'post.header.byline': 'By {names}',
  'post.header.guest': 'Guest',
  'post.readingTime.minutes': { one: '{count} min read', other: '{count} min read' },
  'post.readingTime.replies': { one: '{count} reply', other: '{count} replies' }, // T161 ("{n} replies"; one reply reads "1 reply")
  'post.readingTime.thread': 'Thread', // T162
  'post.badge.preview': 'Free preview',
  'post.badge.founding': 'Founding members',
  'post.badge.paid': 'Paid subscribers',
  'post.header.meta': 'Post details',
  'post.header.reactions': { one: '{count} like', other: '{count} likes' },
  // ——— body ———
  'post.geoblocked': 'This content has been withheld in your country in response to a legal requirement.', // T048
  'post.guestBios.title': 'About the guest authors',
  'post.guestBios.titleOne': 'About the guest author',
  'post.body.label': 'Post body',
  // ——— paywall ———
  'post.paywall.title.paid': 'This post is for paid subscribers',
  'post.paywall.title.founding': 'This post is for founding members',
  'post.paywall.title.free': 'This post is for subscribers',
  'post.paywall.title.invite': 'This publication is invite-only',
  'post.paywall.body.subscribe': 'Subscribe to {publication} to keep reading this post and get full access to the archive.',
  'post.paywall.body.founding': 'Become a founding member of {publication} to read this post and support the work from the start.',
  'post.paywall.body.upgrade': 'You’re a paid subscriber of {publication}. Upgrade to a founding membership to read this post.',
  'post.paywall.body.signup': 'Subscribe to {publication} for free to keep reading this post.',
  'post.paywall.body.pledge': '{publication} is free to read. Subscribe to keep reading, and pledge your support if you’d like to pay later.',
  'post.paywall.body.invite': '{publication} shares its posts with invited readers. Ask for an invitation to keep reading.',
  'post.paywall.cta.subscribe': 'Subscribe',
  'post.paywall.cta.founding': 'Become a founding member',
  'post.paywall.cta.upgrade': 'Upgrade to founding',
  'post.paywall.cta.signup': 'Subscribe for free',
  'post.paywall.cta.pledge': 'Pledge your support',
  'post.paywall.cta.invite': 'Request an invitation',
  'post.paywall.signIn': 'Already a subscriber? Sign in',
  // ——— query parameters ———
  'post.toast.saved': 'Post saved', // M17
  'post.toast.view': 'View',
  'post.toast.signInToSave': 'Sign in to save posts.',
  'post.toast.foundingConfirmation': 'You upgraded to a founding tier subscription. Thank you!', // T138
  'post.selection.loading': 'Finding the shared passage…',
  'post.selection.highlighted': 'Shared passage highlighted',
  'post.selection.imageHighlighted': 'Shared image highlighted',
  'post.selection.notFound': 'The shared passage could not be found in this post.',
  'post.selection.jump': 'Jump to it',
  // ——— admin ———
  'post.edit': 'Edit', // T083
  'post.featuredTag.title': 'Featured tag',
  'post.featuredTag.hint': 'Shown above the title on this post’s page.',
  'post.featuredTag.none': 'No featured tag',
  'post.featuredTag.save': 'Save',
  'post.featuredTag.saving': 'Saving…',
  'post.featuredTag.saved': 'Saved',
  'post.featuredTag.failed': 'The featured tag could not be saved: {message}',
  'post.comingSoon.title': 'Before your first post: the “Coming soon” page',
  'post.comingSoon.body':
    'Readers who open a post before it is published see a “Coming soon” page with its title, a countdown and a subscribe button. Share the link early: everyone who subscribes there gets the post the moment it goes out.',
  'post.comingSoon.dismiss': 'Got it',
  'post.comingSoon.failed': 'This could not be saved. Please try again.',
} as const satisfies Record<string, MessageValue>;
