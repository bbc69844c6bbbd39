/**
 * Feed: prefix `feed.*` (spec 002 "Feed", feed items, login and app prompts, missing items). Spec texts verbatim with
 * their inventory id (T…) in a comment; the rest are ours.
 */
/** The texts of the feed's first render: its states, the login prompt, the cards it shows at once, the item menu. */
export const feedScreenMessages = {
  'feed.label': 'Feed',
  'feed.title': 'Home',
  'feed.loading': 'Loading your feed',
  'feed.loadingMore': 'Loading more',
  'feed.empty.title': 'Nothing here yet',
  'feed.empty.body': 'Follow writers and subscribe to publications, and their posts and notes will show up here.',
  'feed.error.title': 'We could not load your feed',
  'feed.error.more': 'We could not load more of your feed.',
  'feed.retry': 'Try again',
  'feed.end': 'You’re all caught up',
  // "N new": new items that arrived above wait behind it.
  'feed.new': { one: '{count} new', other: '{count} new' },
  // login-prompt (T104–T106).
  'feed.login.title': 'Log in for more', // T104
  'feed.login.login': 'Login', // T105
  'feed.login.create': 'Create account', // T106
  'feed.login.body': 'Log in to read your whole feed, and to like, restack and save.',
  // Item actions. The spec gives no text for a failed like or restack ("generic like error alert", inventory gaps):
  // the footer's words, so the reader reads one text for one failure wherever the button is.
  'feed.like.error': 'Something went wrong. Please try again.',
  'feed.restack.error': 'Something went wrong. Please try again.',
  'feed.save.error': 'We couldn’t update your saved posts. Please try again.',
  'feed.share': 'Share',
  'feed.share.copied': 'Link copied',
  'feed.readingTime': { one: '{count} min read', other: '{count} min read' },
  'feed.audience.paid': 'Paid',
  'feed.audience.founding': 'Founding',
  'feed.context.restacked': '{names} restacked',
  'feed.context.liked': '{names} liked',
  'feed.context.reply': 'Replying to {name}',
  'feed.someone': 'Someone',
  // feed-missing-item (M42 reasons; the spec names the reasons, not the words).
  'feed.missing.removed': 'This post was removed',
  'feed.missing.unavailable': 'This post is unavailable',
  'feed.missing.blocked-you': 'This author has blocked you',
  'feed.missing.you-blocked': 'You blocked this author',
  'feed.missing.you-muted': 'You muted this author',
  'feed.missing.show': 'Show anyway',
  // feed-item-user-suggestions (the spec names the carousel, not its heading).
  'feed.suggestions.title': 'People you may know',
  // ranked-publication-list (the category leaderboard).
  'feed.leaderboard.title': 'Top in {category}',
  'feed.leaderboard.subscribe': 'Subscribe',
  'feed.leaderboard.subscribeTo': 'to {name} (opens in a new tab)',
  // feed-item-actions-menu (M41's actions; the spec names the actions, not the words).
  'feed.menu.note': 'More options for {name}’s note',
  'feed.menu.post': 'More options for “{title}”',
  'feed.menu.hidePost': 'Hide this post',
  'feed.menu.hideNote': 'Hide this note',
  'feed.menu.pause': 'Pause notifications',
  'feed.menu.unpause': 'Resume notifications',
  'feed.menu.delete': 'Delete',
  'feed.hidden.post': 'You hid this post',
  'feed.hidden.note': 'You hid this note',
  'feed.hidden.undo': 'Undo',
  'feed.menu.archive': 'Archive',
  'feed.archived.post': 'You archived this post',
  'feed.archived.note': 'You archived this note',
  'feed.paused': 'Notifications paused for this thread',
  'feed.unpaused': 'Notifications resumed for this thread',
  'feed.delete.confirm': 'Delete this note? This can’t be undone.',
  'feed.delete.done': 'Note deleted',
  'feed.invite.copy': 'Copy invite link',
} as const;

/**
 * The texts of the feed's parts loaded on demand (the app prompt, the post card list, the discovery cards): they come
 * with those parts' code (`useFeedPartsT`), not in the first render.
 */
export const feedPartsMessages = {
  // app-prompt (T107, T108; the line above them is ours).
  'feed.app.switch': 'Switch to the app', // T107
  'feed.app.later': 'Maybe later', // T108
  'feed.app.body': 'Reading, listening and replying are quicker in the app.',
  // post-card-list (six skeleton rows while loading, spec 002).
  'feed.postList.loading': 'Loading posts',
  'feed.postList.empty': 'No posts here yet.',
  // feed-item-invite-friends, feed-item-featured-publication, feed-item-featured-collection,
  // feed-item-profile-search-results (the spec names the item types, not their words: "n/s").
  'feed.invite.title': 'Invite your friends',
  'feed.invite.body': 'Reading is better together. Send friends your link and see what they’re reading.',
  'feed.invite.joined': { one: '{count} friend joined through your link', other: '{count} friends joined through your link' },
  'feed.featured.eyebrow': 'Featured publication',
  'feed.featured.by': 'By {name}',
  'feed.featured.posts': 'Latest from {name}',
  'feed.collection.eyebrow': 'Featured collection',
  'feed.collection.by': { one: 'A list by {name} · {count} publication', other: 'A list by {name} · {count} publications' },
  'feed.collection.count': { one: '{count} publication', other: '{count} publications' },
  'feed.collection.more': { one: 'and {count} more', other: 'and {count} more' },
  'feed.profiles.title': 'People matching “{query}”',
  'feed.profiles.empty': 'No one matches “{query}” yet.',
} as const;

/** Every feed text. */
// A marked-pure call, not an object spread: a bundler keeps a spread (it might run getters), and with it the parts' texts in the first render.
export const feedMessages = /* @__PURE__ */ Object.assign({}, feedScreenMessages, feedPartsMessages);
