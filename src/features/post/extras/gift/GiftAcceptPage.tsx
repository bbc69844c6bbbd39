import { defineScreen } from '../../../../kit/Screen';
import { matchRoute } from '../../../../kit/routes';
import { GiftAcceptPageView } from './GiftAcceptPageView';
import { useGiftAccept } from './useGiftAccept';

export interface GiftAcceptPageProps {
  /** The gift link's token; read from the route `/gift/{token}` when omitted. */
  token?: string;
}

/** The token in a `/gift/{token}` path (the kit's routes table; a malformed escape is no match), or `null`. */
export function giftTokenFromPath(pathname: string): string | null {
  const route = matchRoute(pathname);
  return route?.screen === 'giftAccept' ? route.params.token! : null;
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

/**
 * The connected gift acceptance page `/gift/{token}` (spec 003 "Gift acceptance"; P16, E71, M62): `useGiftAccept`
 * joined with `GiftAcceptPageView`, declared with the kit's `defineScreen`. Without `token` it reads the route.
 */
export const GiftAcceptPage = defineScreen({
  name: 'GiftAcceptPage',
  resolve: (props: GiftAcceptPageProps, route) => {
    const token = props.token ?? (route?.screen === 'giftAccept' ? route.params.token : undefined);
    return token === undefined ? null : { token };
  },
  Body: ConnectedGiftAcceptPage,
  identity: ({ token }) => token,
  notFound: <GiftAcceptPageView status="not_found" />,
});
