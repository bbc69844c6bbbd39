/** Author follow (M20, spec 001/002): prefix `follow.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const followMessages = {
  /** T055 */
  'follow.follow': 'Get Notified',
  /** T056 */
  'follow.following': 'Notified',
  /** T057 — the follow toast for the setting `individual` (002: the toast shows the email setting value). */
  'follow.toast.followed': 'You’ll be notified by email whenever this author publishes.',
  /** T058 — the follow toast for the setting `disabled`. */
  'follow.toast.unfollowed': 'You’ll no longer be notified when this author publishes.',
  /** The button's description for assistive technology (ours). */
  'follow.hint': 'Email notifications when {author} publishes',
  /** Failure texts (ours; the spec shows none): the change is reverted. */
  'follow.error.follow': 'We couldn’t turn on notifications for {author}. Please try again.',
  'follow.error.unfollow': 'We couldn’t turn off notifications for {author}. Please try again.',
} as const;
