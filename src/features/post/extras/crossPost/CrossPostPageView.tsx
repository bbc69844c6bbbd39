import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Post } from '../../../../api/schemas/core';
import type { CrossPost } from '../../../../api/schemas/posts';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Avatar } from '../../../../ui/Avatar';
import { isolate, isolatedText } from '../../../../ui/bidi';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { Icon } from '../../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../ui/Skeleton';
import { safeHref } from '../../../../ui/TruncatedText/truncate';
import { PostBody } from '../../page/views/PostBody';
import { PostHeader } from '../../page/views/PostHeader';
import * as layout from '../extras.css';
import type { ExtrasLoadStatus } from '../loadStatus';
import { originalPostUrl } from './crossPost';
import * as styles from './CrossPostPageView.css';
import { paths } from '../../../../kit/routes';

export interface CrossPostPageViewProps {
  /** `loading` skeleton, `not_found` "Post not found" (T163), `error` with the server's text. */
  status: ExtrasLoadStatus;
  /** E39's answer. */
  data?: CrossPost | null;
  /** Up to 3 top posts (K106) shown below; the list is left out when empty. */
  topPosts?: readonly Post[];
  /** Whose top posts they are. */
  topPostsPublicationName?: string | null;
  errorMessage?: string;
  onRetry?: () => void;
  /** After the body: the post footer in cross-post mode (`PostFooter` with `crossPost`). */
  footer?: ReactNode;
  /** After the footer: the end of the post (`PostEnd`, without its related posts: the top posts below are this page's). */
  end?: ReactNode;
}

/**
 * The cross-post embed page (spec 003 "Embedded post page (by post id, cross-post)"; E39): the post under its
 * original publication, the cross-poster's byline and intro text, then the post as any post reads — its header
 * (`PostHeader`: title, subtitle, bylines, date, reading time, cover), its body (sanitised by `PostBody`), the footer
 * and the end of the post (slots) — a link to it on its own publication, and a top-posts list of at most 3 below.
 * `data-state` is the status.
 */
export function CrossPostPageView({ status, data, topPosts = [], topPostsPublicationName, errorMessage, onRetry, footer, end }: CrossPostPageViewProps) {
  const t = useT();
  return (
    <main className={layout.page} data-part="cross-post-page" data-state={status}>
      <div className={layout.column}>
        {status === 'loading' ? (
          <SkeletonGroup label={t('crossPost.loading')}>
            <Skeleton width={200} height={24} />
            <Skeleton height={96} />
            <Skeleton height={40} />
            <SkeletonText lines={6} />
          </SkeletonGroup>
        ) : status === 'not_found' ? (
          <EmptyState title={t('crossPost.notFound')} headingLevel={2} />
        ) : status === 'error' || !data ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          <CrossPostContent data={data} topPosts={topPosts} topPostsPublicationName={topPostsPublicationName ?? null} footer={footer} end={end} />
        )}
      </div>
    </main>
  );
}

function CrossPostContent({
  data,
  topPosts,
  topPostsPublicationName,
  footer,
  end,
}: {
  data: CrossPost;
  topPosts: readonly Post[];
  topPostsPublicationName: string | null;
  footer: ReactNode;
  end: ReactNode;
}) {
  const t = useT();
  const { post, crossPostedPub: original, crossPostingByLine: by } = data;
  const originalUrl = originalPostUrl(original.base_url, post.slug);
  const safeOriginal = originalUrl ? safeHref(originalUrl) : null;
  return (
    <>
      <div className={styles.masthead} data-part="cross-post-publication">
        <Avatar name={original.name} src={original.logo_url} size={32} decorative />
        <span>{isolatedText(([publication]) => t('crossPost.fromPublication', { publication }), [original.name])}</span>
      </div>
      <aside className={styles.intro} data-part="cross-post-intro" aria-label={t('crossPost.crossPostedBy', { name: isolate(by.name) })}>
        <div className={styles.introBy}>
          <Avatar name={by.name} src={by.photo_url} size={40} decorative />
          <span className={styles.introByText}>
            <strong>{isolatedText(([name]) => t('crossPost.crossPostedBy', { name }), [by.name])}</strong>
            {by.publication ? (
              <span className={layout.muted}>
                <bdi>{by.publication.name}</bdi>
              </span>
            ) : null}
          </span>
        </div>
        {data.intro_text ? (
          <p className={styles.introText} dir="auto">
            {data.intro_text}
          </p>
        ) : null}
      </aside>
      <article className={styles.post} data-part="cross-post-post" data-post-id={post.id}>
        <PostHeader post={post} bylinesEnabled={original.bylines_enabled ?? true} bylineImages={original.byline_images_enabled ?? true} />
        <PostBody html={post.body_html} />
        {footer ? <div data-part="cross-post-footer">{footer}</div> : null}
      </article>
      {safeOriginal ? (
        <a className={layout.textLink} href={safeOriginal} target="_blank" rel="noopener noreferrer" data-part="cross-post-original">
          {isolatedText(([publication]) => t('crossPost.readMore', { publication }), [original.name])} <Icon icon={ExternalLink} size="compressed" />
        </a>
      ) : null}
      {end ? <div data-part="cross-post-end">{end}</div> : null}
      {topPosts.length > 0 ? (
        <section className={styles.topPosts} aria-labelledby="cross-post-top" data-part="cross-post-top-posts">
          <h2 id="cross-post-top" className={styles.topTitle}>
            {isolatedText(([publication]) => t('crossPost.topPosts', { publication }), [topPostsPublicationName ?? original.name])}
          </h2>
          <ul className={styles.topList}>
            {topPosts.map((p) => {
              const cover = p.cover_image ? safeHref(p.cover_image) : null;
              return (
                <li key={p.id} className={styles.topItem}>
                  <Link to={paths.post(p.slug)} className={styles.topLink}>
                    <span className={styles.topText}>
                      <span className={styles.topPostTitle}>{p.title}</span>
                      {p.subtitle ? <span className={styles.topSubtitle}>{p.subtitle}</span> : null}
                    </span>
                    {cover ? <img className={styles.topThumb} src={cover} alt="" /> : <span />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
