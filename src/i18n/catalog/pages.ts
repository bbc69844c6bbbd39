/** The publication's pages (archive, author, about, who we are, static pages): prefix `pages.*`. Spec texts verbatim with their inventory id (T…). */
export const pagesMessages = {
  'pages.archive.title': 'Archive',
  'pages.archive.lede': 'Every post, newest first.',
  'pages.archive.sectionLede': 'Every post in {section}, newest first.',
  'pages.archive.list': 'Posts',
  'pages.archive.loading': 'Loading posts',
  'pages.archive.more': 'Older posts',
  'pages.archive.loadingMore': 'Loading older posts',
  'pages.archive.empty': 'No posts yet',
  'pages.archive.emptyHint': 'Posts show up here as soon as they are published.',
  'pages.archive.error': 'The archive could not be loaded.',
  'pages.archive.moreError': 'Older posts could not be loaded.',
  'pages.archive.notFound': 'There is no section at this address.',
  'pages.archive.end': 'You have reached the first post.',
  'pages.post.by': 'By {names}',
  'pages.post.paid': 'Paid',
} as const;
