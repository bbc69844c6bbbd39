import type { HomepageSubpath } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { defineScreen } from '../../../kit/Screen';
import { useT } from '../i18n';
import { PublicationPeopleView } from './PublicationPeopleView';
import { usePublicationPeople } from './usePublicationPeople';

export interface PublicationPeoplePageProps {
  /** Which list; read from the route (`/subscribers`, `/followers`, `/following`) when omitted. */
  subpath?: HomepageSubpath;
}

const BY_SCREEN: Record<string, HomepageSubpath> = { homeSubscribers: 'subscribers', homeFollowers: 'followers', homeFollowing: 'following' };

function ConnectedPublicationPeoplePage({ subpath }: { subpath: HomepageSubpath }) {
  const t = useT();
  const { load, retry } = usePublicationPeople(subpath);
  if (load.name !== 'ready') {
    return (
      <PublicationPeopleView
        subpath={subpath}
        status={load.name === 'loading' ? 'loading' : 'error'}
        errorMessage={load.name === 'loading' ? undefined : failureText(load.failure, t, 'growth.home.people.error.load')}
        onRetry={retry}
      />
    );
  }
  const { data } = load;
  return (
    <PublicationPeopleView
      subpath={subpath}
      status="ready"
      publication={data.publication ?? null}
      users={data.people?.users ?? []}
      total={data.people?.total ?? 0}
    />
  );
}

/** The home's people lists (`/subscribers`, `/followers`, `/following`): `usePublicationPeople` joined to `PublicationPeopleView`. */
export const PublicationPeoplePage = defineScreen({
  name: 'PublicationPeoplePage',
  resolve: (props: PublicationPeoplePageProps, route) => {
    const subpath = props.subpath ?? (route ? BY_SCREEN[route.screen] : undefined);
    return subpath ? { subpath } : null;
  },
  Body: ConnectedPublicationPeoplePage,
  identity: ({ subpath }) => subpath,
});
