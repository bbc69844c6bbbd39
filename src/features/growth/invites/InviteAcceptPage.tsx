import { defineScreen } from '../../../kit/Screen';
import { InviteAcceptPageView } from './InviteAcceptPageView';
import { useInviteAccept } from './useInviteAccept';

export interface InviteAcceptPageProps {
  /** The invite's id; read from the route `/invite/{id}` when omitted. */
  inviteId?: number;
}

function ConnectedInviteAcceptPage({ inviteId }: { inviteId: number }) {
  const invite = useInviteAccept(inviteId);
  const { load } = invite;
  return (
    <InviteAcceptPageView
      status={load.name}
      invite={load.name === 'ready' ? load.data : null}
      state={invite.state}
      signedOut={invite.signedOut}
      acceptError={invite.errorText}
      errorMessage={invite.loadErrorText}
      onRetry={invite.retry}
      onProfileDone={invite.finishProfile}
      onEditProfile={invite.editProfile}
      onAccept={invite.accept}
      onSignIn={invite.signIn}
    />
  );
}

/**
 * The invite acceptance page `/invite/{id}` (spec 003 "Invites"; P17, E61, M58): `useInviteAccept` joined with
 * `InviteAcceptPageView`, declared with the kit's `defineScreen`. Without `inviteId` it reads the route.
 */
export const InviteAcceptPage = defineScreen({
  name: 'InviteAcceptPage',
  resolve: (props: InviteAcceptPageProps, route) => {
    const inviteId = props.inviteId ?? (route?.screen === 'inviteAccept' ? Number(route.params.inviteId) : undefined);
    return inviteId === undefined || !Number.isInteger(inviteId) || inviteId <= 0 ? null : { inviteId };
  },
  Body: ConnectedInviteAcceptPage,
  identity: ({ inviteId }) => String(inviteId),
});
