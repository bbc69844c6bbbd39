import { useCallback } from 'react';
import { defineScreen, failureText } from '../../kit';
import { usePlatform, useViewer } from '../../platform/context';
import { VideoPlayer } from '../media';
import { useT } from './i18n';
import { type UseLivestreamPageOptions, useLivestreamPage } from './useLivestreamPage';
import { useEscapeKey, useLivestreamShare } from './useLivestreamPageControls';
import { type LivestreamPlayerSlot, LivestreamPageView } from './views/LivestreamPageView';

/** The stream's player: the package's video player on the HLS address, no resume point, kept on its last frame. */
function renderPlayer({ title, src, posterUrl, width, height }: LivestreamPlayerSlot) {
  return <VideoPlayer title={title} sources={[{ kind: 'hls', src }]} posterUrl={posterUrl} width={width} height={height} resumeKey={null} resetOnEnd={false} />;
}

export interface LivestreamPageProps extends UseLivestreamPageOptions {}

function ConnectedLivestreamPage(options: LivestreamPageProps) {
  const t = useT();
  const viewer = useViewer();
  const { locale } = usePlatform();
  const { state, send, retry, chat } = useLivestreamPage(options);
  const exitFullscreen = useCallback(() => void send({ type: 'EXIT_FULLSCREEN' }), [send]);
  useEscapeKey(state.name === 'active' && state.fullscreen, exitFullscreen);
  const share = useLivestreamShare();
  const sendChat = chat.send;
  const onScrolled = useCallback((distanceFromBottom: number) => void sendChat({ type: 'SCROLLED', distanceFromBottom }), [sendChat]);
  const onJumpToBottom = useCallback(() => void sendChat({ type: 'JUMPED_TO_BOTTOM' }), [sendChat]);
  const onToggle = useCallback(() => void sendChat({ type: 'TOGGLE_PANEL' }), [sendChat]);
  const onTextChange = useCallback((text: string) => void sendChat({ type: 'TEXT_CHANGED', text }), [sendChat]);
  return (
    <LivestreamPageView
      state={state}
      errorMessage={state.name === 'failed' ? failureText(state.failure, t) : undefined}
      onRetry={retry}
      onToggleFullscreen={() => send({ type: 'TOGGLE_FULLSCREEN' })}
      renderPlayer={renderPlayer}
      onShare={share.share}
      shareCopied={share.copied}
      locale={locale}
      onDismissGate={() => send({ type: 'DISMISS_GATE' })}
      onOpenGate={() => send({ type: 'OPEN_GATE' })}
      signedIn={viewer.role !== 'anonymous'}
      chat={{
        state: chat.state,
        narrow: chat.narrow,
        connection: chat.connection,
        availability: chat.availability,
        canBlock: chat.canBlock,
        ownUserId: chat.ownUserId,
        onToggle,
        onScrolled,
        onJumpToBottom,
        onTextChange,
        onSubmit: chat.submit,
        onBlock: chat.block,
      }}
    />
  );
}

/**
 * The livestream page (`/livestream`, M32 + M33): `useLivestreamPage` joined to `LivestreamPageView`, inside the
 * screen error boundary. One realtime socket per page, closed on unmount.
 */
export const LivestreamPage = defineScreen({
  name: 'LivestreamPage',
  resolve: (props: LivestreamPageProps) => props,
  Body: ConnectedLivestreamPage,
});
