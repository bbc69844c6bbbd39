import { defineScreen } from '../../../kit/Screen';
import { RecommendationsPageView } from './RecommendationsPageView';
import { useRecommendations } from './useRecommendations';

function ConnectedRecommendationsPage() {
  const page = useRecommendations();
  const { load } = page;
  return (
    <RecommendationsPageView
      status={page.publication ? load.name : 'not-found'}
      publication={page.publication}
      recommendations={load.name === 'ready' ? load.data : []}
      subscriptions={page.subscriptions}
      canManage={page.admin}
      errorMessage={page.loadErrorText}
      onRetry={page.retry}
      onSubscribe={page.subscribe}
    />
  );
}

/**
 * The recommendations page `/recommendations` (spec 003; P18, E21, M67): `useRecommendations` joined with
 * `RecommendationsPageView`, declared with the kit's `defineScreen`. The publication is the platform's; the home
 * page's recommendations block links here with "View all {n}".
 */
export const RecommendationsPage = defineScreen({
  name: 'RecommendationsPage',
  resolve: () => ({}),
  Body: ConnectedRecommendationsPage,
});
