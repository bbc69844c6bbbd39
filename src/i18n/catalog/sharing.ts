import type { MessageValue } from '../messages';

/** Sharing: share dialog, copy link, native share, email footer (issue 6): prefix `sharing.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const sharingMessages = {
  // Dialog titles (the spec shows none; "Share Clip" T032 is the clip modal's own title).
  'sharing.dialog.title.post': 'Share post',
  'sharing.dialog.title.note': 'Share note',
  'sharing.dialog.title.comment': 'Share comment',
  'sharing.dialog.title.clip': 'Share clip',
  'sharing.dialog.linkLabel': 'Link to share',
  'sharing.dialog.targetsLabel': 'Share to',
  'sharing.dialog.noLink': 'This can’t be shared: it has no valid link.',
  // Target names (inventory §5 share targets, 000 ∪ 001).
  'sharing.target.copy': 'Copy link',
  'sharing.target.notes': 'Notes',
  'sharing.target.direct_message': 'Direct message',
  'sharing.target.embed': 'Embed',
  'sharing.target.facebook': 'Facebook',
  'sharing.target.linkedin': 'LinkedIn',
  'sharing.target.bluesky': 'Bluesky',
  'sharing.target.twitter': 'X (Twitter)',
  'sharing.target.instagram': 'Instagram',
  'sharing.target.email': 'Email',
  'sharing.target.reddit': 'Reddit',
  'sharing.target.hackernews': 'Hacker News',
  'sharing.target.pinterest': 'Pinterest',
  'sharing.target.newTab': '(opens in a new tab)',
  // Copy link (M14) and embed code.
  'sharing.copy.copied': 'Copied!',
  'sharing.copy.copiedStatus': 'Link copied to the clipboard',
  'sharing.copy.failed': 'Couldn’t copy the link. Select it and copy it by hand.',
  'sharing.embed.copy': 'Copy embed code',
  'sharing.embed.copied': 'Embed code copied',
  'sharing.embed.label': 'Embed code',
  // Start-at (M11).
  'sharing.startAt.label': 'Start at',
  'sharing.startAt.placeholder': '0:00', // T034
  'sharing.startAt.hint': 'Optional: m:ss or h:mm:ss',
  'sharing.startAt.invalidFormat': 'Start at must be a time like 1:30 or 1:02:03',
  'sharing.startAt.tooLate': 'Start at must be at most {max}, the length of the {media}',
  'sharing.startAt.media.video': 'video',
  'sharing.startAt.media.podcast': 'episode',
  // Native share (M15).
  'sharing.native.button': 'Share via…',
  'sharing.native.failed': 'Sharing didn’t work. Copy the link instead.',
  // Email footer (inventory `email-post-footer`).
  'sharing.email.like': 'Like',
  'sharing.email.comment': 'Comment',
  'sharing.email.restack': 'Restack',
  'sharing.email.share': 'Share',
  /** The e-mail footer buttons' accessible names: the action and the post's title, one message each. */
  'sharing.email.likeLabel': 'Like: {title}',
  'sharing.email.commentLabel': 'Comment: {title}',
  'sharing.email.restackLabel': 'Restack: {title}',
  'sharing.email.shareLabel': 'Share: {title}',
  'sharing.email.previewTitle': 'Email footer of “{title}”',
} as const satisfies Record<string, MessageValue>;
