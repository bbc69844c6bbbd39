import { defineScreen, failureText } from '../../../kit';
import { paths } from '../../../kit/routes';
import { useNavigation } from '../../../platform/context';
import type { ClipboardLike } from '../../sharing';
import { useT } from './i18n';
import { useAllPodcastsPage } from './useMediaPages';
import { AllPodcastsPageView } from './views/AllPodcastsPageView';

export interface AllPodcastsPageProps {
  /** Where RSS addresses are copied. Default `navigator.clipboard`. */
  clipboard?: ClipboardLike | null;
}

function ConnectedAllPodcastsPage({ clipboard }: AllPodcastsPageProps) {
  const t = useT();
  const navigation = useNavigation();
  const page = useAllPodcastsPage({ clipboard });
  const { query } = page;
  return (
    <AllPodcastsPageView
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      data={query.data}
      errorMessage={query.isError ? failureText(query.error, t) : undefined}
      onRetry={() => void query.refetch()}
      copyState={page.copyState}
      onCopyFeed={(sectionId, rssUrl) => void page.copyFeed(sectionId, rssUrl)}
      settingUp={page.settingUp}
      onSetUpPodcast={page.setUpPodcast}
      onSubscribe={page.nonSubscriber ? () => navigation.navigate(paths.subscribe()) : undefined}
    />
  );
}

/** The all-podcasts page (`/podcasts/all`): `useAllPodcastsPage` (P41, P42, copy) joined to `AllPodcastsPageView`. */
export const AllPodcastsPage = defineScreen({
  name: 'AllPodcastsPage',
  resolve: (props: AllPodcastsPageProps) => props,
  Body: ConnectedAllPodcastsPage,
});
