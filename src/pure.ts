/**
 * `@masthead/ui/pure`: the parts with no React and no browser, importable anywhere — a React Server Component, a
 * server's route handler, a worker: the route table and its builders, formatting, the API's endpoint declarations and
 * client, the read keys, and every screen's state machine (one namespace per machine: `postPageLoadMachine.transition`).
 * A test bundles this entry under the `react-server` condition and loads it, so nothing here may need a client.
 */
export {
  matchRoute,
  pathTo,
  paths,
  queryString,
  routes,
  safeDecode,
  type RouteDefinition,
  type RouteMatch,
  type RouteParams,
  type RouteQuery,
  type ScreenId,
} from './kit/routes';
export { pathSegments, normalisePathname, parsePath } from './platform/navigation';
export {
  formatCount,
  formatDate,
  formatFullDate,
  formatRelative,
  formatDuration,
  countdownParts,
  truncateText,
  numberFormat,
  dateTimeFormat,
  type CountdownParts,
} from './i18n/format';
export { ApiError, isApiError, apiErrorKinds, type ApiErrorKind, type ApiErrorInit } from './api/errors';
export {
  defineEndpoint,
  routeKey,
  httpMethods,
  type EndpointDef,
  type AnyEndpointDef,
  type EndpointInput,
  type EndpointOutput,
  type HttpMethod,
} from './api/endpoint';
export { callEndpoint, buildPath, buildQuery, serverMessageOf, DEFAULT_REQUEST_TIMEOUT_MS, type HttpConfig, type CallOptions } from './api/http';
export { createApi, type Api, type ApiConfig } from './api/client';
// Endpoint declarations, one namespace per API area (`postsApi.getPostBySlug`).
export * as accountApi from './api/endpoints/account';
export * as communityApi from './api/endpoints/community';
export * as eventsApi from './api/endpoints/events';
export * as feedApi from './api/endpoints/feed';
export * as growthApi from './api/endpoints/growth';
export * as livestreamApi from './api/endpoints/livestream';
export * as mediaApi from './api/endpoints/media';
export * as mediaExtrasApi from './api/endpoints/mediaExtras';
export * as mediaToolsApi from './api/endpoints/mediaTools';
export * as meetingsApi from './api/endpoints/meetings';
export * as podcastsApi from './api/endpoints/podcasts';
export * as postsApi from './api/endpoints/posts';
export { readKey, readOf, readAll, type ReadKey, type ReadSource } from './kit/readKey';
export { createManualClock, createFrozenClock, systemClock, pinClock, type Clock, type ManualClock } from './platform/clock';

// State machines, one namespace each.
export * as accountEditMachine from './features/account/machines/accountEdit.machine';
export * as cancelSubscriptionMachine from './features/account/machines/cancelSubscription.machine';
export * as cardExpiryToastMachine from './features/account/machines/cardExpiryToast.machine';
export * as passwordResetMachine from './features/account/machines/passwordReset.machine';
export * as banMachine from './features/chat/ban.machine';
export * as bodyTruncationMachine from './features/chat/bodyTruncation.machine';
export * as deleteMachine from './features/chat/delete.machine';
export * as editMachine from './features/chat/edit.machine';
export * as lockRepliesMachine from './features/chat/lockReplies.machine';
export * as reactionMachine from './features/chat/reaction.machine';
export * as reportMachine from './features/chat/report.machine';
export * as sendMachine from './features/chat/send.machine';
export * as commentReactionMachine from './features/comments/commentReaction.machine';
export * as commentVisibilityMachine from './features/comments/commentVisibility.machine';
export * as commentsPageMachine from './features/comments/commentsPage.machine';
export * as composerGateMachine from './features/comments/composerGate.machine';
export * as couponMachine from './features/coupons/coupon.machine';
export * as authorFollowMachine from './features/follow/authorFollow.machine';
export * as likeMachine from './features/footer/like.machine';
export * as likeUpsellMachine from './features/footer/likeUpsell.machine';
export * as pdfMachine from './features/footer/pdf.machine';
export * as readerGuideMachine from './features/footer/readerGuide.machine';
export * as restackMachine from './features/footer/restack.machine';
export * as saveMachine from './features/footer/save.machine';
export * as toolbarVisibilityMachine from './features/footer/toolbarVisibility.machine';
export * as embedRequestMachine from './features/growth/embed/embedRequest.machine';
export * as homepageBlockMachine from './features/growth/home/homepageBlock.machine';
export * as surveyMachine from './features/growth/survey/survey.machine';
export * as inviteAcceptMachine from './features/growth/invites/inviteAccept.machine';
export * as invitesFormMachine from './features/growth/invites/invitesForm.machine';
export * as referralTierMachine from './features/growth/referrals/referralTier.machine';
export * as recommendationSubscribeMachine from './features/growth/recommendations/recommendationSubscribe.machine';
export * as meetingBookingMachine from './features/growth/meetings/meetingBooking.machine';
export * as meetingSlots from './features/growth/meetings/meetingSlots';
export * as liveChatMachine from './features/livestream/liveChat.machine';
export * as livestreamMachine from './features/livestream/livestream.machine';
export * as connectionMachine from './features/livestream/realtime/connection.machine';
export * as postAudioMachine from './features/media/audio/postAudio.machine';
export * as clipDisplayMachine from './features/media/clipDisplay.machine';
export * as clipModalMachine from './features/media/clipModal.machine';
export * as clipCreateMachine from './features/media/clips/create/clipCreate.machine';
export * as collapsiblePanelMachine from './features/media/collapsiblePanel.machine';
export * as fileDropMachine from './features/media/fileDrop.machine';
export * as heroCarouselMachine from './features/media/heroCarousel.machine';
export * as originalDownloadMachine from './features/media/originalDownload.machine';
export * as setUpPodcastMachine from './features/media/pages/setUpPodcast.machine';
export * as podcastPaywallMachine from './features/media/podcastPaywall.machine';
export * as podcastLinksFormMachine from './features/media/tools/podcastLinksForm.machine';
export * as transcriptSearchMachine from './features/media/tools/transcriptSearch.machine';
export * as videoPlayerMachine from './features/media/videoPlayer.machine';
export * as videosPageMachine from './features/media/videosPage.machine';
export * as eventFiltersMachine from './features/microsite/eventFilters.machine';
export * as eventLifecycleMachine from './features/microsite/eventLifecycle.machine';
export * as micrositeTabsMachine from './features/microsite/micrositeTabs.machine';
export * as storiesPagerMachine from './features/microsite/storiesPager.machine';
export * as feedMachine from './features/feed/feed.machine';
export * as readingListMachine from './features/discover/readingList.machine';
export * as globalSearchMachine from './features/discover/globalSearch.machine';
export * as trendingTopicsMachine from './features/discover/trendingTopics.machine';
export * as newsletterSelectionMachine from './features/newsletters/newsletterSelection.machine';
export * as noteComposerMachine from './features/notes/noteComposer.machine';
export * as afterNotePostMachine from './features/notes/afterNotePost.machine';
export * as restackNudgeMachine from './features/notes/restackNudge.machine';
export * as friendConnectMachine from './features/social/friendConnect.machine';
export * as muteBlockMachine from './features/social/muteBlock.machine';
export * as suggestionCardMachine from './features/social/suggestionCard.machine';
export * as giftUnlockMachine from './features/post/end/giftUnlock.machine';
export * as topPostsMachine from './features/post/end/topPosts.machine';
export * as giftAcceptMachine from './features/post/extras/gift/giftAccept.machine';
export * as giftModalMachine from './features/post/extras/gift/giftModal.machine';
export * as scheduledCountdownMachine from './features/post/extras/scheduled/scheduledCountdown.machine';
export * as takeoverMachine from './features/post/extras/takeovers/takeover.machine';
export * as featuredTagMachine from './features/post/page/featuredTag.machine';
export * as postPageLoadMachine from './features/post/page/postPageLoad.machine';
export * as scrollTrackingMachine from './features/post/page/scrollTracking.machine';
export * as copyLinkMachine from './features/sharing/copyLink.machine';
export * as nativeShareMachine from './features/sharing/nativeShare.machine';
export * as shareStartAtMachine from './features/sharing/shareStartAt.machine';
export * as freeSignupMachine from './features/signup/freeSignup.machine';
export * as loginMachine from './features/signup/login.machine';
export * as revealMachine from './ui/Carousel/reveal.machine';
export * as collapsibleMachine from './ui/Collapsible/collapsible.machine';
export * as toastMachine from './ui/Toast/toast.machine';
