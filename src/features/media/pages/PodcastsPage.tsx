import { defineScreen, failureText } from '../../../kit';
import { usePublication } from '../../../platform/context';
import { useT } from './i18n';
import { usePodcastsPage } from './useMediaPages';
import { PodcastsPageView } from './views/PodcastsPageView';

// biome-ignore lint/complexity/noBannedTypes: the page takes no inputs
export type PodcastsPageProps = {};

function ConnectedPodcastsPage() {
  const t = useT();
  const publication = usePublication();
  const query = usePodcastsPage();
  return (
    <PodcastsPageView
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      podcasts={query.data?.podcasts}
      publicationName={publication?.name}
      errorMessage={query.isError ? failureText(query.error, t) : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}

/** The podcasts page (`/podcasts`): `usePodcastsPage` (P40) joined to `PodcastsPageView`. */
export const PodcastsPage = defineScreen({
  name: 'PodcastsPage',
  resolve: (_props: PodcastsPageProps) => ({}),
  Body: ConnectedPodcastsPage,
});
