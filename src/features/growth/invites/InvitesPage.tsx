import { defineScreen } from '../../../kit/Screen';
import { InvitesPageView } from './InvitesPageView';
import { useInvites } from './useInvites';

function ConnectedInvitesPage() {
  const invites = useInvites();
  const { load } = invites;
  const status = load.name === 'ready' ? 'ready' : load.name === 'loading' ? 'loading' : invites.loadErrorText ? 'error' : 'redirect';
  return (
    <InvitesPageView
      status={status}
      state={invites.state}
      left={invites.left}
      formShown={invites.formShown}
      invites={load.name === 'ready' ? load.data.invites : []}
      formKey={invites.sentCount}
      sendError={invites.errorText}
      errorMessage={invites.loadErrorText}
      onRetry={invites.retry}
      onSend={invites.send}
    />
  );
}

/**
 * The invites page `/invites` (spec 003 "Invites"; E59, E60, M59): `useInvites` joined with `InvitesPageView`,
 * declared with the kit's `defineScreen`. The publication is the one the site serves.
 */
export const InvitesPage = defineScreen({
  name: 'InvitesPage',
  resolve: () => ({}),
  Body: ConnectedInvitesPage,
});
