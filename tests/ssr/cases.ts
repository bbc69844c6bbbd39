/**
 * The paths the hydration test renders: one per route of the route table (the type makes a new route a compile error
 * here until it has a path), on the mock's seeded world, plus a few states of the post page that render differently.
 */
import type { ScreenId } from '../../src/app/routes';

export const pathByScreen: Record<ScreenId, string> = {
  home: '/',
  chatLanding: '/chat',
  chatList: '/chat/posts',
  chatThread: '/chat/posts/3102',
  chatPostPermalink: '/chat/p/3002',
  chatCommentPermalink: '/chat/c/4121',
  post: '/p/the-city-that-reads',
  postComments: '/p/the-city-that-reads/comments',
  postComment: '/p/three-voices/comment/30010',
  postById: '/home/post/p-1001',
  crossPost: '/cross-post/1013',
  file: '/file/reading-guide-2026.pdf',
  giftAccept: '/gift/vg_fiona_margin',
  signIn: '/login?next=%2Fnewsletters',
  signup: '/signup',
  newsletters: '/newsletters',
  account: '/account',
  accountSettings: '/account/settings',
  accountBilling: '/account/billing',
  accountEmailTest: '/account/email-test',
  subscribe: '/subscribe',
  saved: '/saved',
  notes: '/notes',
  profile: '/@carmen',
  publishPost: '/publish/post/1001',
  publishRecommendations: '/publish/recommendations?publication_id=1',
  section: '/s/news',
  videos: '/videos',
  podcasts: '/podcasts',
  allPodcasts: '/podcasts/all',
  livestream: '/livestream',
  embedPodcast: '/embed/podcast/margin-radio-12',
  embedVideo: '/embed/video/video-walk-through',
  archive: '/archive',
  microsite: '/america250',
  embedSubscribe: '/embed',
  embedTest: '/embed/test',
  terms: '/tos',
  privacy: '/privacy',
  signOut: '/sign-out',
  recommendations: '/recommendations',
};

/** Post pages whose state renders other parts: scheduled, paywalled, video, voice-over, podcast; a path no route claims. */
export const extraPaths = [
  '/p/coming-sunday',
  '/p/founding-preview',
  '/p/paid-the-long-shelf',
  '/p/video-walk-through',
  '/p/with-voiceover',
  '/p/margin-radio-12',
  '/no/such/page',
  '/archive?section=marginalia',
];
