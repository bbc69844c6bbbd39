import { WHO_WE_ARE_MAILBOXES } from '../../api/schemas/growth';
import { defineScreen } from '../../kit/Screen';
import { AuthorFollowButton } from '../follow';
import { useWhoWeArePage } from './useWhoWeArePage';
import type { WhoWeAreMailboxes } from './whoWeAre';
import { WhoWeArePageView } from './views/WhoWeArePageView';

export interface WhoWeArePageProps {
  /** The publication (default: the API's). */
  publicationId?: number;
  /** The letters and tips mailboxes (default: the publication's configured ones, G45). */
  mailboxes?: WhoWeAreMailboxes;
}

function ConnectedWhoWeArePage({ publicationId, mailboxes }: WhoWeArePageProps) {
  const page = useWhoWeArePage(publicationId);
  return (
    <WhoWeArePageView
      publicationName={page.publicationName}
      status={page.status}
      mailboxes={mailboxes ?? WHO_WE_ARE_MAILBOXES}
      renderFollow={(person) =>
        person.primarySectionId !== null ? (
          <AuthorFollowButton
            author={{ name: person.name, primary_section_id: person.primarySectionId }}
            publicationId={publicationId}
            followOnArrival={false}
          />
        ) : null
      }
      onRetry={page.retry}
    />
  );
}

/** Who We Are (`/who-we-are`, inventory (P)): `useWhoWeArePage` joined to `WhoWeArePageView`, each columnist's follow toggle connected. */
export const WhoWeArePage = defineScreen({
  name: 'WhoWeArePage',
  resolve: (props: WhoWeArePageProps) => props,
  Body: ConnectedWhoWeArePage,
  identity: ({ publicationId }) => publicationId ?? '',
});
