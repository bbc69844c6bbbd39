import { useLocation } from '../../../../platform/context';
import { ScreenErrorBoundary } from '../../../../kit/ErrorBoundary';
import { GiftAcceptPageView } from './GiftAcceptPageView';
import { useGiftAccept } from './useGiftAccept';

export interface GiftAcceptPageProps {
  /** The gift link's token; read from the route `/gift/{token}` when omitted. */
  token?: string;
}

/** The token in a `/gift/{token}` path, or `null`. */
export function giftTokenFromPath(pathname: string): string | null {
  const match = /^\/gift\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

function ConnectedGiftAcceptPage({ token }: { token: string }) {
  const gift = useGiftAccept(token);
  return (
    <GiftAcceptPageView
      status={gift.status}
      gift={gift.gift}
      state={gift.state}
      errorMessage={gift.errorMessage}
      onRetry={gift.reload}
      onAccept={gift.accept}
    />
  );
}

function RoutedGiftAcceptPage() {
  const { pathname } = useLocation();
  const token = giftTokenFromPath(pathname);
  return token === null ? <GiftAcceptPageView status="not_found" /> : <ConnectedGiftAcceptPage key={token} token={token} />;
}

/**
 * The connected gift acceptance page `/gift/{token}` (spec 003 "Gift acceptance"; P16, E71, M62): `useGiftAccept`
 * joined with `GiftAcceptPageView`, inside a `ScreenErrorBoundary`. Without `token` it reads the route.
 */
export function GiftAcceptPage({ token }: GiftAcceptPageProps) {
  return <ScreenErrorBoundary>{token === undefined ? <RoutedGiftAcceptPage /> : <ConnectedGiftAcceptPage key={token} token={token} />}</ScreenErrorBoundary>;
}
