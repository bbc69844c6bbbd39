import { failureText } from '../../../kit/failure';
import { defineScreen } from '../../../kit/Screen';
import { useT } from '../i18n';
import { PublicationHomeView } from './PublicationHomeView';
import { usePublicationHome } from './usePublicationHome';

function ConnectedPublicationHomePage() {
  const t = useT();
  const { load, admin, retry } = usePublicationHome();
  if (load.name !== 'ready') {
    return (
      <PublicationHomeView
        status={load.name === 'loading' ? 'loading' : 'error'}
        errorMessage={load.name === 'loading' ? undefined : failureText(load.failure, t, 'growth.home.error.load')}
        onRetry={retry}
      />
    );
  }
  const { data } = load;
  return (
    <PublicationHomeView
      status="ready"
      publication={data.publication ?? null}
      blocks={data.blocks}
      recommendations={data.recommendations}
      recommendationCount={data.recommendation_count ?? data.recommendations.length}
      preview={data.preview === true}
      canManage={admin}
    />
  );
}

/**
 * The publication home page (`/`; `?preview` for admins): `usePublicationHome` joined with `PublicationHomeView`,
 * declared with the kit's `defineScreen`. The publication is the one the site serves.
 */
export const PublicationHomePage = defineScreen({
  name: 'PublicationHomePage',
  resolve: () => ({}),
  Body: ConnectedPublicationHomePage,
});
