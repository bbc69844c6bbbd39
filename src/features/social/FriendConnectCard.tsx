import { withScreenBoundary } from '../../kit/Screen';
import { useFriendConnect } from './useFriendConnect';
import { FriendConnectCardView } from './views/FriendConnectCardView';

export interface FriendConnectCardProps {
  /** "Find friends": the host's way to connect (left out: only "Not now"). */
  onConnect?: () => void;
}

/** The connected friend-connect card (M49): "Not now" hides it for 7 days on the platform storage and clock. */
function ConnectedFriendConnectCard({ onConnect }: FriendConnectCardProps) {
  const { state, dismiss } = useFriendConnect();
  return <FriendConnectCardView state={state.name} {...(onConnect ? { onConnect } : {})} onDismiss={dismiss} />;
}

export const FriendConnectCard = /* @__PURE__ */ withScreenBoundary('FriendConnectCard', ConnectedFriendConnectCard, { fallback: null });
