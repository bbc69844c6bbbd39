/**
 * Growth: the subscribe widget other sites embed (`/embed`, M60) and its test page (`/embed/test`); the publication
 * home (`/`) with its blocks and their settings (M71).
 */
export { EmbedSubscribeWidget } from './embed/EmbedSubscribeWidget';
export {
  EmbedSubscribeWidgetView,
  type EmbedSubscribeWidgetViewProps,
  type EmbedPublication,
  type EmbedFormState,
  embedFormStates,
} from './embed/EmbedSubscribeWidgetView';
export { EmbedTestPage, EMBED_TEST_FRAME } from './embed/EmbedTestPage';
export { useEmbedSubscribe, embedPublication, type EmbedSubscribeController } from './embed/useEmbedSubscribe';
export {
  initialEmbedRequestState,
  embedRequestEmail,
  embedRequestFailure,
  embedRequestStateNames,
  embedRequestEventTypes,
  transition as embedRequestTransition,
  type EmbedRequestState,
  type EmbedRequestEvent,
  type EmbedRequestFailureMessageId,
} from './embed/embedRequest.machine';
export {
  initialHomepageBlockState,
  transition as homepageBlockTransition,
  blockPostCount,
  clampNumPosts,
  clampNumRows,
  gridColumns,
  homepageBreakpoints,
  homepageBlockStateNames,
  homepageBlockEventTypes,
  GRID_MOBILE_MAX,
  HALF_FEATURE_TABLET,
  type BlockConfig,
  type HomepageBlockState,
  type HomepageBlockEvent,
  type HomepageBreakpoint,
} from './home/homepageBlock.machine';
export { PublicationHomePage } from './home/PublicationHomePage';
export { PublicationHomeView, type PublicationHomeViewProps, type HomeBlock, type HomePost } from './home/PublicationHomeView';
export { usePublicationHome, wantsPreview } from './home/usePublicationHome';
