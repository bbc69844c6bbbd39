/** Livestream: the page (M32) with its live chat (M33) over one realtime socket, bare views, data hook and machines. */
export { LivestreamPage, type LivestreamPageProps } from './LivestreamPage';
export { LivestreamPageView, type LivestreamPageViewProps } from './views/LivestreamPageView';
export { LiveChatPanelView, type LiveChatPanelViewProps } from './views/LiveChatPanelView';
export { useLivestreamPage, LIVE_STREAM_POLL_MS, LIVE_CHAT_KICKING_FLAG, type UseLivestreamPageOptions } from './useLivestreamPage';
export {
  initialState as livestreamInitialState,
  transition as livestreamTransition,
  type State as LivestreamState,
  type Event as LivestreamEvent,
} from './livestream.machine';
export {
  initialState as liveChatInitialState,
  transition as liveChatTransition,
  mergeMessages as mergeLiveChatMessages,
  LIVE_CHAT_KEEP,
  type State as LiveChatState,
  type Event as LiveChatEvent,
} from './liveChat.machine';
export { RealtimeConnection, type RealtimeConnectionOptions, type RealtimeFrame, type SocketLike } from './realtime/RealtimeConnection';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './realtime/backoff';
export { liveStreamLinkOf } from './links';
export { PostLiveStreamLink, type PostLiveStreamLinkProps } from './views/PostLiveStreamLink';
