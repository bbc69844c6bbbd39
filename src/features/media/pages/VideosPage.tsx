import type { Post } from '../../../api/schemas/core';
import { defineScreen, failureText, withScreenBoundary } from '../../../kit';
import { useViewer } from '../../../platform/context';
import { HERO_CAROUSEL_ITEMS } from '../heroCarousel.machine';
import { useT } from './i18n';
import { isNonSubscriber, useHeroCarousel, useVideosPage } from './useMediaPages';
import { HeroCarouselView } from './views/VideosPageView';
import { VideosPageView } from './views/VideosPageView';

/** The hero over the first 4 videos: `useHeroCarousel` (M39) joined to `HeroCarouselView`. */
function ConnectedVideoHeroCarousel({ videos }: { videos: readonly Post[] }) {
  const carousel = useHeroCarousel(Math.min(videos.length, HERO_CAROUSEL_ITEMS));
  return (
    <HeroCarouselView
      videos={videos}
      state={carousel.state}
      onNext={carousel.next}
      onPrevious={carousel.previous}
      onGo={carousel.go}
      onSettled={carousel.settled}
    />
  );
}

/** The hero carousel inside the screen error boundary (hosts may mount it on its own). */
export const VideoHeroCarousel = withScreenBoundary('VideoHeroCarousel', ConnectedVideoHeroCarousel);

// biome-ignore lint/complexity/noBannedTypes: the page takes no inputs
export type VideosPageProps = {};

function ConnectedVideosPage() {
  const t = useT();
  const viewer = useViewer();
  const page = useVideosPage();
  const { state } = page;
  const items = state.name === 'ready' || state.name === 'loadingMore' ? state.items : [];
  const heroVideos = items.slice(0, HERO_CAROUSEL_ITEMS);
  return (
    <VideosPageView
      state={state}
      series={page.series}
      errorMessage={state.name === 'error' && page.failure ? failureText(page.failure, t) : undefined}
      loadMoreError={state.name === 'ready' && state.failed && page.failure ? failureText(page.failure, t) : undefined}
      nonSubscriber={isNonSubscriber(viewer.role)}
      hero={heroVideos.length > 0 ? <VideoHeroCarousel key={heroVideos.map((v) => v.id).join('-')} videos={heroVideos} /> : null}
      onSelectTab={page.selectTab}
      onLoadMore={page.loadMore}
      onRetry={page.retry}
    />
  );
}

/** The videos page (`/videos`): `useVideosPage` (M40 on E69) + the hero (M39) joined to `VideosPageView`. */
export const VideosPage = defineScreen({
  name: 'VideosPage',
  resolve: (_props: VideosPageProps) => ({}),
  Body: ConnectedVideosPage,
});
