/**
 * The notes area (spec 002: composer-bar, composer-modal, composer-requirement-modal, app-install-modal,
 * first-note-share-modal; M47, M48). Spec texts verbatim with their inventory id; the rest are the product's own.
 */
export const notesMessages = {
  // composer-bar / composer-modal
  'notes.composer.placeholder': "What's on your mind?", // T109
  'notes.composer.title': 'New note',
  'notes.composer.label': 'Your note',
  'notes.composer.post': 'Post',
  'notes.composer.posting': 'Posting…',
  'notes.composer.close': 'Close',
  'notes.composer.discard': 'Discard',
  'notes.composer.discardConfirm': 'Discard this note? Its text will be lost.',
  'notes.composer.keep': 'Keep writing',
  'notes.composer.failed': 'Your note was not posted. It is still here: try again.',
  'notes.composer.draftKept': 'Your draft is kept.',
  'notes.composer.toolbar': 'Note tools',
  'notes.composer.attachImage': 'Add an image',
  'notes.composer.attachLink': 'Add a link',
  'notes.composer.attachImageUrl': 'Add an image: Address',
  'notes.composer.attachLinkUrl': 'Add a link: Address',
  'notes.composer.attachAdd': 'Attach',
  'notes.composer.attachRefused': 'This address cannot be attached.',
  'notes.composer.attachFull': 'A note holds at most {max} attachments.',
  'notes.composer.remove': 'Remove attachment',
  'notes.composer.attachments': 'Attachments',
  'notes.composer.signInTitle': 'Sign in to post a note',
  'notes.composer.signInBody': 'Sign in or create a free account to share notes with the people who follow you.',
  'notes.composer.notImplemented': 'Not implemented', // T145
  'notes.composer.posted': 'Note posted',
  // app-install-modal (T112–T114)
  'notes.appInstall.titleFriends': 'Join {name} and others in the app', // T112
  'notes.appInstall.title': 'Notes is better in the app', // T113
  'notes.appInstall.cta': 'Get the app', // T114
  'notes.appInstall.body': 'Get notified when people reply to your notes, and keep up with the writers you follow.',
  'notes.appInstall.later': 'Not now',
  // first-note-share-modal (T139, T140)
  'notes.share.title': 'You posted your first note',
  'notes.share.body': 'Share it so people know you are on Notes.',
  'notes.share.share': 'Share',
  'notes.share.close': 'Not now',
  'notes.share.toast': 'Note Shared.', // T139
  'notes.share.viewNow': 'View Now', // T140
  // The note page (designed: one note and its replies)
  'notes.page.title': 'Note by {name}',
  'notes.page.someone': 'someone',
  'notes.page.replies': { one: '{count} reply', other: '{count} replies' },
  'notes.page.noReplies': 'No replies yet.',
  'notes.page.notFound': 'Note not found',
  'notes.page.notFoundBody': 'It may have been deleted, or the link is wrong.',
  'notes.page.loading': 'Loading the note',
} as const;
