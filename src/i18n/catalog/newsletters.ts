/**
 * Newsletters page and panel (M25, spec 000/001): prefix `newsletters.*`. Spec texts verbatim with their inventory id
 * (T…) in a comment; the rest are ours (the spec shows none), the confirmations as gap G13 proposes.
 */
export const newslettersMessages = {
  /** T040 */
  'newsletters.title': 'Newsletters',
  'newsletters.lede': 'Choose what arrives in your inbox. Changes save as soon as you make them.',
  'newsletters.loading': 'Loading newsletters',
  /** T041 — followed by the publication's primary column. */
  'newsletters.group.from': 'From {publication}',
  /** T042 */
  'newsletters.group.featured': 'Featured',
  /** T043 */
  'newsletters.group.topic': 'Topic Alerts',
  /** T044 */
  'newsletters.selectAll': 'Select All',
  /** T045 */
  'newsletters.deselectAll': 'Deselect All',
  /**
   * The group actions' accessible names. `{action}` is the visible text (T044/T045, passed in), so the name contains
   * what the reader sees in every locale (WCAG 2.5.3 label in name): a translator moves it, never rewrites it.
   */
  'newsletters.selectAllLabel': '{action} in {group}',
  'newsletters.deselectAllLabel': '{action} in {group}',
  /** T046 */
  'newsletters.subscribe': 'Subscribe',
  /** `{action}` is `newsletters.subscribe`, the button's visible text (label in name). */
  'newsletters.subscribeLabel': '{action} to {newsletter}',
  'newsletters.podcast': 'Podcast',
  /** The link to a newsletter's page (`newsletter-row` linkUrl; text n/s). */
  'newsletters.pageLink': 'View newsletter',
  /** `{action}` is `newsletters.pageLink`, the link's visible text (label in name, as the group actions). */
  'newsletters.pageLinkLabel': '{action}: {newsletter}',
  /** T047 */
  'newsletters.updated': 'Subscription updated!',
  /** G13's proposal for `subscribed_to` / `unsubscribed_from`. */
  'newsletters.confirm.subscribed': 'Subscribed to {section}',
  'newsletters.confirm.unsubscribed': 'Unsubscribed from {section}',
  'newsletters.accountSettings': 'Manage your subscription in account settings',
  'newsletters.manageSections': 'Manage sections',
  'newsletters.token': 'You’re managing the newsletters of the address this link was sent to.',
  'newsletters.signup.title': 'Sign up to get this by email',
  'newsletters.signup.body': 'Enter your email to subscribe to {publication} for free. You can choose your newsletters right after.',
  'newsletters.signup.submit': 'Sign up',
  'newsletters.signup.cancel': 'Cancel',
  'newsletters.signup.signIn': 'Already subscribed? Sign in',
  'newsletters.join.title': 'Subscribe to {publication}',
  'newsletters.join.body': 'You’ll get these newsletters at {email}.',
  'newsletters.join.submit': 'Subscribe',
  /** A toggle failed: the change is undone (M25 failure, inventory: "revert + Something went wrong"). */
  'newsletters.error.save': 'Something went wrong, so your newsletters were not changed. Please try again.',
  'newsletters.error.link': 'This link is invalid or has expired. Sign in to manage your newsletters.',
  'newsletters.error.linkAction': 'Sign in',
} as const;
