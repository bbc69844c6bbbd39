/** Discover (reading lists, global search, trending topics): prefix `discover.*`. Spec texts verbatim with their inventory id (T…). */
export const discoverMessages = {
  // Reading list modal (M46)
  'discover.readingList.title.create': 'Create new list', // T110
  'discover.readingList.title.edit': 'Edit list', // T111
  'discover.readingList.defaultName': 'My list', // T122
  'discover.readingList.name': 'List name',
  'discover.readingList.search': 'Search publications',
  'discover.readingList.search.idle': 'Search publications to get started', // T148
  'discover.readingList.search.searching': 'Searching...', // T146
  'discover.readingList.search.empty': 'No publications found', // T147
  'discover.readingList.chosen': 'Publications in this list',
  'discover.readingList.chosen.none': 'No publications yet. Search above and add one.',
  'discover.readingList.add': 'Add {name}',
  'discover.readingList.addShort': 'Add',
  'discover.readingList.removeShort': 'Remove',
  'discover.readingList.remove': 'Remove {name}',
  'discover.readingList.save': 'Save',
  'discover.readingList.cancel': 'Cancel',
  'discover.readingList.toast.added': '{name} added', // T149
  'discover.readingList.toast.removed': '{name} removed', // T150
  'discover.readingList.toast.updated': '{name} updated', // T151
  'discover.readingList.toast.created': '{name} created', // T152
  'discover.readingList.error.save': 'Something went wrong. Please try again', // T141
  // Global search (M50)
  'discover.search.open': 'Search',
  'discover.search.label': 'Search posts, publications and people',
  'discover.search.placeholder': 'Search',
  'discover.search.suggested': 'Suggested searches',
  'discover.search.suggestions.loading': 'Loading suggestions',
  'discover.search.posts': 'Posts',
  'discover.search.publications': 'Publications',
  'discover.search.people': 'People',
  'discover.search.loading': 'Searching…',
  'discover.search.none': 'No results for “{query}”',
  'discover.search.count': { zero: 'No results', one: '{count} result', other: '{count} results' },
  'discover.search.hint': 'Use the arrow keys to move, Enter to open, Esc to close.',
  'discover.search.recent': 'Recent',
  'discover.search.trending': 'Trending',
  'discover.search.popular': 'Popular',
  // Trending topics (M73)
  'discover.trending.label': 'Trending topics in {category}',
  'discover.trending.hint': 'Show trending topics from this category in your search suggestions.',
  'discover.trending.error.enable': 'Trending topics in {category} could not be turned on. Please try again.',
  'discover.trending.error.disable': 'Trending topics in {category} could not be turned off. Please try again.',
} as const;
