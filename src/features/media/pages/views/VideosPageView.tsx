import { ChevronLeft, ChevronRight, Clapperboard, Film } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Post, Section } from '../../../../api/schemas/core';
import { paths } from '../../../../kit/routes';
import { safeMediaUrl } from '../../../../kit/url';
import { Link } from '../../../../platform/Link';
import { Badge } from '../../../../ui/Badge';
import { Button, IconButton } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { visuallyHidden } from '../../../../ui/focus.css';
import { Icon } from '../../../../ui/Icon';
import { Skeleton } from '../../../../ui/Skeleton';
import { Tabs } from '../../../../ui/Tabs';
import type { HeroCarouselState } from '../../heroCarousel.machine';
import type { VideosListState, VideosTab } from '../../videosPage.machine';
import { useT } from '../i18n';
import { sectionPath } from '../sectionPath';
import * as styles from './MediaPages.css';

export type HeroVideo = Pick<Post, 'id' | 'slug' | 'title' | 'subtitle' | 'cover_image'>;

export interface HeroCarouselViewProps {
  /** The videos (the first 4 are shown). */
  videos: readonly HeroVideo[];
  /** M39's state. */
  state: HeroCarouselState;
  onNext(): void;
  onPrevious(): void;
  onGo(index: number): void;
  /** The slide finished moving (the track's `transitionend`). */
  onSettled(): void;
}

/**
 * The videos page's hero (M39): one video at a time, a 300 ms slide, wrapping at both ends; Previous/Next and a
 * button per video, ←/→ anywhere inside. Videos off screen are inert (their links are not in the tab order).
 */
export function HeroCarouselView({ videos, state, onNext, onPrevious, onGo, onSettled }: HeroCarouselViewProps) {
  const t = useT();
  const shown = videos.slice(0, Math.max(state.count, 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    }
  };
  const multiple = state.count > 1;
  return (
    <section
      className={styles.hero}
      aria-roledescription={t('mediaPages.hero.role')}
      aria-label={t('mediaPages.hero.label')}
      data-part="hero-carousel"
      data-state={state.name}
      data-index={state.index}
      onKeyDown={multiple ? onKeyDown : undefined}
    >
      <div className={styles.heroViewport}>
        <div
          className={styles.heroTrack}
          style={{ transform: `translateX(${-100 * state.index}%)` }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) onSettled();
          }}
          aria-live={state.name === 'idle' ? 'polite' : 'off'}
        >
          {shown.map((video, i) => {
            const current = i === state.index;
            const image = safeMediaUrl(video.cover_image);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls.
              <div
                key={video.id}
                className={styles.heroSlide}
                role="group"
                aria-roledescription={t('mediaPages.hero.slideRole')}
                aria-label={t('mediaPages.hero.slide', { index: i + 1, count: shown.length })}
                aria-hidden={current ? undefined : true}
                inert={current ? undefined : true}
                data-current={current ? '' : undefined}
              >
                {image ? <img className={styles.heroImage} src={image} alt="" /> : null}
                <div className={styles.heroCaption}>
                  <h2 className={styles.heroTitle}>
                    <Link to={paths.post(video.slug)} className={styles.heroLink}>
                      {video.title}
                    </Link>
                  </h2>
                  {video.subtitle ? <p className={styles.heroSubtitle}>{video.subtitle}</p> : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {multiple ? (
        <div className={styles.heroControls}>
          <div className={styles.heroDots}>
            {shown.map((video, i) => (
              <button
                key={video.id}
                type="button"
                className={styles.heroDot}
                aria-label={t('mediaPages.hero.go', { index: i + 1 })}
                aria-current={i === state.index ? 'true' : undefined}
                onClick={() => onGo(i)}
              />
            ))}
          </div>
          <div className={styles.heroArrows}>
            <IconButton label={t('mediaPages.hero.previous')} icon={<Icon icon={ChevronLeft} />} outlined onClick={onPrevious} />
            <IconButton label={t('mediaPages.hero.next')} icon={<Icon icon={ChevronRight} />} outlined onClick={onNext} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function VideoCard({ post }: { post: Post }) {
  const t = useT();
  const image = safeMediaUrl(post.cover_image);
  return (
    <li className={styles.card} data-part="video-card">
      <Link to={paths.post(post.slug)} className={styles.thumb} tabIndex={-1} aria-hidden>
        {image ? <img className={styles.thumbImage} src={image} alt="" loading="lazy" /> : null}
      </Link>
      <h3 className={styles.cardTitle}>
        <Link to={paths.post(post.slug)} className={styles.cardLink}>
          {post.title}
        </Link>
      </h3>
      {post.audience === 'only_paid' || post.audience === 'founding' ? (
        <div className={styles.cardMeta}>
          <Badge variant="paid" size="sm">
            {t('mediaPages.videos.paid')}
          </Badge>
        </div>
      ) : null}
    </li>
  );
}

export interface VideoSeriesListProps {
  series: readonly Section[];
  /** Shows the free-with-ads note and "Listen Ad-Free". */
  nonSubscriber: boolean;
}

/** The All Series tab: each series (a section) links to its page; non-subscribers see the free-with-ads note. */
export function VideoSeriesList({ series, nonSubscriber }: VideoSeriesListProps) {
  const t = useT();
  return (
    <div className={styles.stack} data-part="video-series" data-state={series.length === 0 ? 'empty' : 'list'}>
      {nonSubscriber ? (
        <p className={styles.note} data-part="free-with-ads">
          <span>{t('mediaPages.videos.freeWithAds')}</span>
          <Link to={paths.subscribe()} className={styles.accentLink}>
            {t('mediaPages.videos.listenAdFree')}
          </Link>
        </p>
      ) : null}
      {series.length === 0 ? (
        <EmptyState icon={Clapperboard} title={t('mediaPages.videos.seriesEmpty')} description={t('mediaPages.videos.seriesEmptyHint')} headingLevel={3} />
      ) : (
        <ul className={styles.list}>
          {series.map((section) => (
            <li key={section.id} className={styles.row} data-part="series">
              <div className={styles.logo} aria-hidden>
                {safeMediaUrl(section.logo_url) ? (
                  <img className={styles.logoImage} src={safeMediaUrl(section.logo_url)!} alt="" />
                ) : (
                  <Icon icon={Film} size="tab" />
                )}
              </div>
              <div className={styles.rowBody}>
                <h3 className={styles.rowTitle} id={`series-${section.id}`} dir="auto">
                  {section.name}
                </h3>
                {section.description ? <p className={styles.muted}>{section.description}</p> : null}
              </div>
              <Link to={sectionPath(section)} className={styles.accentLink} aria-describedby={`series-${section.id}`}>
                {t('mediaPages.videos.seriesLink')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface VideosPageViewProps {
  /** M40's state. */
  state: VideosListState<Post>;
  series: readonly Section[];
  /** The reader's words for a failed first load. */
  errorMessage?: string | undefined;
  /** The reader's words for a failed "Load more" (the list is kept). */
  loadMoreError?: string | undefined;
  nonSubscriber: boolean;
  /** The hero carousel (the connected `HeroCarouselView`), shown above the tabs when there are videos. */
  hero?: ReactNode;
  onSelectTab(tab: VideosTab): void;
  onLoadMore(): void;
  onRetry(): void;
}

function LoadingList() {
  return (
    <div className={styles.stack} aria-hidden>
      <Skeleton height="auto" width="100%" className={styles.heroSlide} />
      <ul className={styles.grid}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton className={styles.thumb} height="auto" />
            <Skeleton height={18} width="80%" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The videos page (`/videos`, spec 001): "Video Series" on phones / "Videos" wider; the hero of the 4 latest; tabs
 * Latest Videos (7 at a time, "Load more" until a page brings fewer) and All Series. The list state goes into
 * `data-state` (`loading`, `error`, `ready`, `loadingMore`), the list's end into `data-end`.
 */
export function VideosPageView({ state, series, errorMessage, loadMoreError, nonSubscriber, hero, onSelectTab, onLoadMore, onRetry }: VideosPageViewProps) {
  const t = useT();
  const items = state.name === 'ready' || state.name === 'loadingMore' ? state.items : [];
  const end = state.name === 'ready' && !state.more;
  const latest =
    items.length === 0 ? (
      <EmptyState icon={Film} title={t('mediaPages.videos.empty')} description={t('mediaPages.videos.emptyHint')} headingLevel={3} />
    ) : (
      <div className={styles.stack}>
        <ul className={styles.grid} data-part="video-list">
          {items.map((post) => (
            <VideoCard key={post.id} post={post} />
          ))}
        </ul>
        <div className={styles.more}>
          {state.name === 'ready' && state.failed && loadMoreError ? (
            <p className={styles.inlineError} role="alert">
              {t('mediaPages.videos.loadMoreFailed')} {loadMoreError}
            </p>
          ) : null}
          {end ? (
            <p className={styles.muted} data-part="videos-end">
              {t('mediaPages.videos.end')}
            </p>
          ) : (
            <Button variant="secondary" loading={state.name === 'loadingMore'} onClick={onLoadMore}>
              {t('mediaPages.videos.loadMore')}
            </Button>
          )}
        </div>
      </div>
    );
  return (
    <main className={styles.page} data-part="videos-page" data-state={state.name} data-end={end ? '' : undefined}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <span className={styles.mobileOnly}>{t('mediaPages.videos.titleMobile')}</span>
            <span className={styles.desktopOnly}>{t('mediaPages.videos.titleDesktop')}</span>
          </h1>
        </header>
        {state.name === 'loading' ? <LoadingList /> : null}
        {state.name === 'error' ? <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {state.name === 'ready' || state.name === 'loadingMore' ? (
          <>
            {items.length > 0 ? hero : null}
            <Tabs
              label={t('mediaPages.videos.tabsLabel')}
              value={state.tab}
              onValueChange={(value) => onSelectTab(value === 'series' ? 'series' : 'latest')}
              items={[
                {
                  value: 'latest',
                  label: t('mediaPages.videos.latest'),
                  content: (
                    <>
                      <h2 className={visuallyHidden}>{t('mediaPages.videos.latest')}</h2>
                      {latest}
                    </>
                  ),
                },
                {
                  value: 'series',
                  label: t('mediaPages.videos.series'),
                  content: (
                    <>
                      <h2 className={visuallyHidden}>{t('mediaPages.videos.series')}</h2>
                      <VideoSeriesList series={series} nonSubscriber={nonSubscriber} />
                    </>
                  ),
                },
              ]}
            />
          </>
        ) : null}
      </div>
    </main>
  );
}
