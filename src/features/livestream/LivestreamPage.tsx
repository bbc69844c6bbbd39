import { useCallback } from 'react';
import { defineScreen, failureText } from '../../kit';
import { useViewer } from '../../platform/context';
import { useT } from './i18n';
import { type UseLivestreamPageOptions, useLivestreamPage } from './useLivestreamPage';
import { LivestreamPageView } from './views/LivestreamPageView';

export interface LivestreamPageProps extends UseLivestreamPageOptions {}

function ConnectedLivestreamPage(options: LivestreamPageProps) {
  const t = useT();
  const viewer = useViewer();
  const { state, send, retry, chat } = useLivestreamPage(options);
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
      onExitFullscreen={() => send({ type: 'EXIT_FULLSCREEN' })}
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
