/** The anniversary microsite and its events: prefix `microsite.*`. Spec texts verbatim with their inventory id (T…). */
export const micrositeMessages = {
  'microsite.title': 'America at 250',
  'microsite.eyebrow': 'An anniversary series',
  'microsite.tabs': 'America at 250 sections',
  /** T090 */
  'microsite.tab.overview': 'Overview',
  /** T091 */
  'microsite.tab.events': 'Events',
  /** T092 */
  'microsite.tab.stories': 'Stories',
  'microsite.manifesto.title': 'Why we are marking 250 years',
  'microsite.manifesto.lead':
    'In 1776 a handful of printers set the arguments of a new country in type, and readers passed the pages hand to hand. Two hundred and fifty years later we are doing the same thing with different tools.',
  'microsite.manifesto.more1':
    'All year we will host town halls, walking tours and livestreamed debates, and publish essays, videos and podcasts about the documents, places and people that shaped the republic.',
  'microsite.manifesto.more2': 'Come to an event, read along, argue with us. The next 250 years are being written now, and they are better written together.',
  /** T093 */
  'microsite.manifesto.more': 'Keep Reading',
  'microsite.manifesto.less': 'Show less',
  'microsite.overview.events': 'Upcoming events',
  'microsite.overview.stories': 'Latest stories',
  /** T094 */
  'microsite.viewAll': 'View All',
  'microsite.overview.noEvents': 'No upcoming events yet. New dates are announced here first.',
  /** T091 (sidebar header) */
  'microsite.events.title': 'Events',
  /** T095 */
  'microsite.events.add': 'Add Event',
  /** T096 */
  'microsite.events.filterBy': 'Filter By',
  /** T097 */
  'microsite.events.clearAll': 'Clear All',
  'microsite.events.filters': 'Filters',
  'microsite.events.date': 'Date',
  'microsite.events.location': 'Location',
  'microsite.events.type': 'Type',
  'microsite.events.any': 'Any',
  'microsite.events.past': 'Past events',
  'microsite.events.remote': 'Remote',
  'microsite.events.type.in-person': 'In person',
  'microsite.events.type.livestream': 'Livestream',
  'microsite.events.upcoming': 'Upcoming',
  /** T098 */
  'microsite.events.pastTitle': 'Past Events',
  'microsite.events.empty': 'No events match these filters',
  'microsite.events.emptyHint': 'Clear the filters to see every event.',
  'microsite.events.none': 'No events yet',
  'microsite.events.noneHint': 'New dates are announced here first.',
  'microsite.events.loading': 'Loading events',
  'microsite.events.error': 'The events could not be loaded.',
  'microsite.event.soldOut': 'Sold out',
  'microsite.event.tickets': 'Get tickets',
  /** T087 */
  'microsite.event.watchRecording': 'Watch Recording',
  'microsite.event.draft': 'Draft',
  'microsite.event.published': 'Published',
  'microsite.event.open': 'Details',
  'microsite.event.time': '{time} (event time, UTC)',
  /** T059 */
  'microsite.detail.loading': 'Loading...',
  /** T060 */
  'microsite.detail.notFound': 'Event Not Found',
  /** T061 */
  'microsite.detail.notFoundBody': 'The requested event could not be found.',
  'microsite.detail.back': 'Back to events',
  'microsite.detail.speakers': 'Speakers',
  'microsite.detail.sponsors': 'Sponsors',
  'microsite.detail.sponsorship': 'Interested in sponsoring an event? Write to {email}.',
  /** T088 */
  'microsite.detail.more': 'More in America 250',
  'microsite.detail.error': 'This event could not be loaded.',
  /** T099 */
  'microsite.stories.all': 'All',
  'microsite.stories.videos': 'Videos',
  /** T100 */
  'microsite.stories.podcasts': 'Podcasts',
  /** T101 */
  'microsite.stories.articles': 'Articles',
  'microsite.stories.filter': 'Show stories',
  /** T102 */
  'microsite.stories.more': 'Load More',
  'microsite.stories.loading': 'Loading stories',
  'microsite.stories.empty': 'No stories here yet',
  'microsite.stories.emptyHint': 'New stories in this series appear here as they are published.',
  'microsite.stories.error': 'The stories could not be loaded.',
  'microsite.stories.list': 'Stories',
  'microsite.sponsors.title': 'Sponsors',
  'microsite.sponsors.presenting': 'Presenting sponsors',
  'microsite.sponsors.associate': 'Associate sponsors',
  'microsite.sponsors.contact': 'For partnerships, write to {email}.',
} as const;
