import type { MessageValue } from '../messages';

/**
 * The videos, podcasts and all-podcasts pages (spec 001, 002, 003): prefix `mediaPages.*`. Spec texts verbatim with
 * their inventory id; the rest authored here.
 */
export const mediaPagesMessages = {
  'mediaPages.videos.titleMobile': 'Video Series', // T064
  'mediaPages.videos.titleDesktop': 'Videos', // T065
  'mediaPages.videos.tabsLabel': 'Video lists',
  'mediaPages.videos.latest': 'Latest Videos', // T066
  'mediaPages.videos.series': 'All Series', // T067
  'mediaPages.videos.listenAdFree': 'Listen Ad-Free', // T068
  'mediaPages.videos.freeWithAds': 'Free to watch with ads.',
  'mediaPages.videos.loadMore': 'Load more',
  'mediaPages.videos.end': 'You’ve reached the end.',
  'mediaPages.videos.loadMoreFailed': 'More videos could not be loaded.',
  'mediaPages.videos.empty': 'No videos yet',
  'mediaPages.videos.emptyHint': 'New videos will show up here as soon as they are published.',
  'mediaPages.videos.seriesEmpty': 'No series yet',
  'mediaPages.videos.seriesEmptyHint': 'Video series will be listed here once the publication starts one.',
  'mediaPages.videos.seriesLink': 'Watch the series',
  'mediaPages.videos.paid': 'Paid',
  'mediaPages.hero.label': 'Latest videos',
  'mediaPages.hero.role': 'carousel',
  'mediaPages.hero.slideRole': 'slide',
  'mediaPages.hero.slide': 'Video {index} of {count}',
  'mediaPages.hero.previous': 'Previous video',
  'mediaPages.hero.next': 'Next video',
  'mediaPages.hero.go': 'Show video {index}',
  'mediaPages.hero.watch': 'Watch',
  'mediaPages.podcasts.title': 'Podcasts', // T100
  'mediaPages.podcasts.lede': 'Every show from {name}, in one place.',
  'mediaPages.podcasts.seeEpisodes': 'See episodes', // T118
  'mediaPages.podcasts.episodes': { zero: 'No episodes yet', one: '{count} episode', other: '{count} episodes' },
  /** The count with the latest episode's title, one message per plural form. */
  'mediaPages.podcasts.episodesLatest': { one: '{count} episode · Latest: {title}', other: '{count} episodes · Latest: {title}' },
  'mediaPages.podcasts.empty': 'No podcasts yet',
  'mediaPages.podcasts.emptyHint': 'When the publication starts a podcast, it will be listed here.',
  'mediaPages.allPodcasts.title': 'All podcasts',
  'mediaPages.allPodcasts.privateFeeds': 'Your private feeds',
  'mediaPages.allPodcasts.privateFeedsHint': 'Paste a feed’s address into your podcast app to listen to every episode, ad-free.',
  'mediaPages.allPodcasts.rssLabel': 'RSS feed URL of {name}',
  'mediaPages.allPodcasts.copy': 'Copy',
  'mediaPages.allPodcasts.copied': 'Copied',
  'mediaPages.allPodcasts.copiedToast': 'RSS feed URL copied', // T153
  'mediaPages.allPodcasts.noFeeds': 'No private feeds yet',
  'mediaPages.allPodcasts.noFeedsHint': 'Paid subscribers get a private feed of every podcast to listen to in their favourite app.',
  'mediaPages.allPodcasts.noFeedsNoPodcasts': 'This publication has no podcasts yet, so there is no feed to add.',
  'mediaPages.allPodcasts.subscribe': 'Subscribe',
  'mediaPages.allPodcasts.podcasts': 'Podcasts',
  'mediaPages.allPodcasts.setUpTitle': 'Set up a podcast',
  'mediaPages.allPodcasts.setUpHint': 'Any section can carry a podcast. Its episodes get their own page and feed.',
  'mediaPages.allPodcasts.setUp': 'Set up podcast',
  'mediaPages.allPodcasts.setUpFor': 'for {name}',
  'mediaPages.allPodcasts.hasPodcast': 'Podcast',
  'mediaPages.allPodcasts.setUpDone': 'Podcast set up for {name}',
} as const satisfies Record<string, MessageValue>;
