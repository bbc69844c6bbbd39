import type { Post, Publication } from '../../../api/schemas/core';
import type { HomepageBlock, Recommendation } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { FormattedDate } from '../../../ui/Formatted';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { safeLinkHref, safeMediaUrl } from '../../../ui/url';
import { useT } from '../i18n';
import { blockSettingField } from './blockSettingsForm';
import { blockPostCount, gridColumns } from './homepageBlock.machine';
import * as styles from './PublicationHomeView.css';

/** What a block's post shows. */
export type HomePost = Pick<Post, 'id' | 'slug' | 'title' | 'subtitle' | 'cover_image' | 'post_date' | 'type' | 'publishedBylines'>;
/** A block with the posts the server filled it with (pins in place). */
export type HomeBlock = HomepageBlock & { posts: readonly HomePost[] };

export interface PublicationHomeViewProps {
  status: 'loading' | 'ready' | 'error';
  publication?: Pick<Publication, 'id' | 'name' | 'hero_text'> | null;
  blocks?: readonly HomeBlock[];
  recommendations?: readonly Recommendation[];
  /** "View all {n}" (T169). */
  recommendationCount?: number;
  /** An admin sees the unpublished layout (`?preview`). */
  preview?: boolean;
  /** An admin: "Manage" (T168) on the recommendations block. */
  canManage?: boolean;
  /** Publications the reader subscribes to: "Subscribed" by their name in the recommendations block. */
  subscribedIds?: ReadonlySet<number>;
  /** An admin: "Block settings" on each block that has settings (a list's posts, a grid's rows), opening them. */
  onBlockSettings?: (blockId: number) => void;
  errorMessage?: string;
  onRetry?: () => void;
}

const LEAD_TYPES = new Set(['feature', 'podcast_plus_three', 'single_post', 'half_feature']);

/**
 * The publication home page (`/`, spec 003 "Publication pages", 002 homepage blocks; inventory
 * `publication-home-page`, `homepage-block`, `home-recommendations-block`): the publication's name and tagline, its
 * blocks in order (list, grid, feature, podcast plus three, single post, half feature), each showing as many posts
 * as its settings give at each breakpoint (the extra ones are hidden by CSS, so the page holds no client state beyond
 * its links), the recommendations block ("Manage" for admins, "View all {n}"), and the preview notice an admin sees
 * with `?preview`. The bare view: props in, markup out, the state in `data-state`.
 */
export function PublicationHomeView({
  status,
  publication,
  blocks = [],
  recommendations = [],
  recommendationCount,
  preview = false,
  canManage = false,
  onBlockSettings,
  subscribedIds,
  errorMessage,
  onRetry,
}: PublicationHomeViewProps) {
  const t = useT();
  const dataState = status === 'ready' ? (preview ? 'preview' : 'ready') : status;
  return (
    <main className={styles.page} data-part="publication-home" data-state={dataState}>
      <div className={styles.column}>
        {status === 'loading' ? (
          <SkeletonGroup label={t('growth.home.loading')}>
            <Skeleton width="40%" height={40} />
            <SkeletonText lines={2} />
            <Skeleton height={280} radius="md" />
          </SkeletonGroup>
        ) : status === 'error' ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          <>
            <header className={styles.header}>
              <h1 className={styles.title} dir="auto">
                {publication?.name}
              </h1>
              {publication?.hero_text ? (
                <p className={styles.lede} dir="auto">
                  {publication.hero_text}
                </p>
              ) : null}
            </header>
            {preview ? (
              <p className={styles.previewNotice} role="status">
                {t('growth.home.preview')}
              </p>
            ) : null}
            {blocks.every((b) => b.posts.length === 0) ? (
              <EmptyState title={t('growth.home.empty')} description={t('growth.home.emptyBody')} headingLevel={2} />
            ) : (
              blocks.map((block) => (block.posts.length > 0 ? <HomeBlockView key={block.id} block={block} onSettings={onBlockSettings} /> : null))
            )}
            {recommendations.length > 0 && publication ? (
              <RecommendationsBlock
                publicationId={publication.id}
                recommendations={recommendations}
                count={recommendationCount ?? recommendations.length}
                canManage={canManage}
                subscribedIds={subscribedIds}
              />
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}

function HomeBlockView({ block, onSettings }: { block: HomeBlock; onSettings?: (blockId: number) => void }) {
  const t = useT();
  const titleId = `home-block-${block.id}`;
  const desktop = blockPostCount(block, 'desktop');
  const posts = block.posts.slice(0, desktop);
  const sidebars = block.sidebar_modules?.length ?? 0;
  const classes = [styles.posts[block.block_type], styles.limitTablet[blockPostCount(block, 'tablet')], styles.limitPhone[blockPostCount(block, 'mobile')]];
  if (block.block_type === 'grid') {
    classes.push(
      styles.gridColumns[gridColumns('desktop', sidebars) as 1 | 2 | 3 | 4],
      styles.gridColumnsTablet[gridColumns('tablet', sidebars) as 1 | 2 | 3 | 4],
      styles.gridPhone,
    );
  }
  return (
    <section
      className={styles.block}
      data-part="homepage-block"
      data-type={block.block_type}
      data-id={block.id}
      aria-labelledby={block.title ? titleId : undefined}
    >
      {onSettings && blockSettingField(block.block_type) ? (
        <div className={styles.blockHeader}>
          {block.title ? (
            <h2 id={titleId} className={`${styles.blockTitle} ${styles.blockHeaderTitle}`} dir="auto">
              {block.title}
            </h2>
          ) : null}
          <button
            type="button"
            className={styles.settingsButton}
            aria-haspopup="dialog"
            aria-describedby={block.title ? titleId : undefined}
            data-part="block-settings-button"
            onClick={() => onSettings(block.id)}
          >
            {t('growth.home.settings.open')}
          </button>
        </div>
      ) : block.title ? (
        <h2 id={titleId} className={styles.blockTitle} dir="auto">
          {block.title}
        </h2>
      ) : null}
      <ul className={classes.join(' ')} aria-label={block.title ? undefined : t('growth.home.blockPosts')}>
        {posts.map((post, index) => (
          <HomePostCard
            key={post.id}
            post={post}
            lead={index === 0 && LEAD_TYPES.has(block.block_type)}
            row={block.block_type === 'list'}
            headingLevel={block.title ? 3 : 2}
          />
        ))}
      </ul>
    </section>
  );
}

function HomePostCard({ post, lead, row, headingLevel }: { post: HomePost; lead: boolean; row: boolean; headingLevel: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const image = safeMediaUrl(post.cover_image);
  const bylines = (post.publishedBylines ?? []).map((b) => b.name).filter(Boolean);
  const text = (
    <div className={styles.card}>
      <Heading className={lead ? `${styles.postTitle} ${styles.leadTitle}` : styles.postTitle} dir="auto">
        <Link to={paths.post(post.slug)} className={styles.postLink}>
          {post.title}
        </Link>
      </Heading>
      {post.subtitle ? (
        <p className={styles.subtitle} dir="auto">
          {post.subtitle}
        </p>
      ) : null}
      <div className={styles.meta}>
        {post.post_date ? <FormattedDate date={post.post_date} /> : null}
        {bylines.length > 0 ? <span>{isolatedText(([names]) => t('growth.home.by', { names }), [truncateText(bylines.join(', '), 120)] as const)}</span> : null}
        {lead && post.type === 'podcast' ? <span>{t('growth.home.listen')}</span> : null}
      </div>
    </div>
  );
  if (row) {
    return (
      <li className={styles.row} data-part="home-post" data-id={post.id}>
        {text}
        {image ? <img className={styles.thumb} src={image} alt="" width={112} height={76} /> : null}
      </li>
    );
  }
  return (
    <li className={lead ? `${styles.card} ${styles.lead}` : styles.card} data-part="home-post" data-id={post.id} data-lead={lead || undefined}>
      {image ? <img className={styles.cover} src={image} alt="" /> : null}
      {text}
    </li>
  );
}

function RecommendationsBlock({
  publicationId,
  recommendations,
  count,
  canManage,
  subscribedIds,
}: {
  publicationId: number;
  recommendations: readonly Recommendation[];
  count: number;
  canManage: boolean;
  subscribedIds: ReadonlySet<number> | undefined;
}) {
  const t = useT();
  return (
    <section className={styles.recommendations} data-part="home-recommendations" aria-labelledby="home-recommendations-title">
      <div className={styles.recommendationsHeader}>
        <h2 id="home-recommendations-title" className={styles.blockTitle}>
          {t('growth.home.recommendations')}
        </h2>
        {canManage ? (
          <Link to={paths.publishRecommendations(publicationId)} className={styles.textLink}>
            {t('growth.home.manage')}
          </Link>
        ) : null}
      </div>
      <ul className={styles.plainList}>
        {recommendations.map((r, index) => {
          const pub = r.recommendedPublication;
          const logo = safeMediaUrl(pub.logo_url ?? undefined);
          const href = safeLinkHref(pub.base_url);
          return (
            <li key={r.id ?? index} className={styles.recommendation} data-part="home-recommendation" data-id={pub.id}>
              {logo ? <img className={styles.recommendationLogo} src={logo} alt="" width={40} height={40} /> : null}
              <div>
                <p className={styles.recommendationName}>
                  {href ? (
                    <a href={href} className={styles.postLink}>
                      <bdi>{pub.name}</bdi>
                    </a>
                  ) : (
                    <bdi>{pub.name}</bdi>
                  )}
                </p>
                {r.description ? (
                  <p className={styles.subtitle} dir="auto">
                    {truncateText(r.description, 280)}
                  </p>
                ) : null}
              </div>
              {subscribedIds?.has(pub.id) ? (
                <span className={styles.subscribedLabel} data-part="home-recommendation-subscribed">
                  {t('growth.recommendations.subscribed')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link to={paths.recommendations()} className={styles.textLink}>
        {t('growth.home.viewAll', { n: count })}
      </Link>
    </section>
  );
}
