/**
 * Social (spec 002: mute and block M44, suggestion card M45, friend connect M49): prefix `social.*`. Spec texts verbatim
 * with their inventory id (T…) in a comment; the others are ours (the spec shows none).
 */
export const socialMessages = {
  /** T131 */
  'social.toast.muted': '{name} muted',
  /** T132 */
  'social.toast.unmuted': '{name} unmuted',
  /** T133 */
  'social.toast.blocked': '{name} blocked',
  /** T134 */
  'social.toast.unblocked': '{name} unblocked',
  /** T135 — the name in the toasts when the person's name is unknown. */
  'social.user': 'User',
  /** Menu items (inventory §UI copy: "Mute for 1 hour / 8 hours / 24 hours / Indefinitely; Mute / Unmute / Block / Unblock"). */
  'social.mute.1hour': 'Mute for 1 hour',
  'social.mute.8hours': 'Mute for 8 hours',
  'social.mute.24hours': 'Mute for 24 hours',
  'social.mute.indefinitely': 'Mute indefinitely',
  'social.mute.label': 'Mute',
  'social.unmute': 'Unmute',
  'social.block': 'Block',
  'social.unblock': 'Unblock',
  /** The menu button's name (ours). */
  'social.menu.trigger': 'Mute or block {name}',
  /** T157 */
  'social.suggestion.follow': 'Follow',
  /** T158 */
  'social.suggestion.followBack': 'Follow Back',
  /** T159 */
  'social.suggestion.following': 'Following',
  /** Ours: the dismiss button's name, the facepile's caption, the failure texts. */
  'social.suggestion.dismiss': 'Dismiss suggestion: {name}',
  'social.suggestion.mutuals': { one: 'Followed by 1 person you follow', other: 'Followed by {count} people you follow' },
  'social.suggestion.you': 'You',
  'social.suggestion.error.follow': 'We couldn’t follow {name}. Please try again.',
  'social.suggestion.error.unfollow': 'We couldn’t unfollow {name}. Please try again.',
  /** Friend connect card (ours: the spec names the card and its 7-day dismissal only). */
  'social.friendConnect.title': 'Find people you know',
  'social.friendConnect.body': 'See what your friends are reading and writing.',
  'social.friendConnect.connect': 'Find friends',
  'social.friendConnect.dismiss': 'Not now',
} as const;
