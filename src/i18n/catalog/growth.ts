/** Growth: prefix `growth.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const growthMessages = {
  // ——— the subscribe widget (embed-subscribe-widget, M60) ———
  /** Designed: the meta line under the tagline. */
  'growth.embed.by': 'By {author}',
  'growth.embed.emailLabel': 'Email address',
  'growth.embed.emailPlaceholder': 'Type your email…',
  'growth.embed.subscribe': 'Subscribe',
  'growth.embed.request': 'Request to subscribe',
  /** T173 */
  'growth.embed.requested': 'Requested',
  /** T178 */
  'growth.embed.requestFailed': 'Failed to request a subscription',
  'growth.embed.inviteOnly': 'This publication is invite-only. Ask to join and the author will review your request.',
  'growth.embed.requestedNote': 'Your request is in. You will hear back at {email}.',
  'growth.embed.subscribedTitle': 'Check your email',
  'growth.embed.subscribedNote': 'We sent a confirmation to {email}.',
  'growth.embed.invalidEmail': 'Enter a valid email address.',
  'growth.embed.terms': 'Terms of Use',
  'growth.embed.customTerms': '{publication}’s Terms of Use',
  'growth.embed.privacy': 'Privacy Policy',
  'growth.embed.legal': 'By subscribing you agree to the',
  'growth.embed.and': 'and the',
  'growth.embed.signedInAs': 'Signed in as {name}.',
  'growth.embed.signOut': 'Sign out',
  'growth.embed.loading': 'Loading the subscribe form',
  'growth.embed.error.load': 'The subscribe form could not be loaded.',
  // ——— the embed test page (embed-test-page) ———
  'growth.embedTest.title': 'Subscribe widget',
  'growth.embedTest.lede': 'The widget as it shows on another site, in a 480 × 320 frame.',
  'growth.embedTest.frame': 'Subscribe widget preview',
  // ——— the publication home (publication-home-page, homepage-block, home-recommendations-block) ———
  'growth.home.loading': 'Loading the home page',
  'growth.home.error.load': 'The home page could not be loaded.',
  'growth.home.empty': 'No posts yet',
  'growth.home.emptyBody': 'New posts will show here once they are published.',
  'growth.home.preview': 'Preview: this is the layout you have not published yet.',
  'growth.home.blockPosts': 'Posts',
  'growth.home.recommendations': 'Recommendations',
  /** T168 */
  'growth.home.manage': 'Manage',
  /** T169 */
  'growth.home.viewAll': 'View all {n}',
  'growth.home.by': 'By {names}',
  'growth.home.listen': 'Listen',
} as const;
