/**
 * The app prompt (`app-prompt`) and the post card list (`post-card-list`): bare views, props in, markup out.
 */
import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import type { Post, Publication } from '../../../api/schemas/core';
import { formatDate, formatFullDate } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { POST_CARD_LIST_SKELETON_ROWS, type PostCardListState } from '../postCardList';
import { useFeedPartsT as useT } from '../i18n';
import * as styles from './feed.css';
import { useDateSettings } from '../../../platform/context';

export interface AppPromptViewProps {
  /** The app's link (a host passes its store link); refused by the URL policy, the prompt has no Switch link. */
  appHref: string;
  /** "Maybe later". */
  onDismiss: () => void;
}

/**
 * "Switch to the app" / "Maybe later" (T107, T108): a band at the top of the feed on phone-sized screens (the style
 * hides it above the 768 px breakpoint, so the view never reads the viewport). The link opens the app's page.
 */
export function AppPromptView({ appHref, onDismiss }: AppPromptViewProps) {
  const t = useT();
  const titleId = useId();
  const href = safeLinkHref(appHref);
  return (
    <section className={styles.appPrompt} data-part="app-prompt" aria-labelledby={titleId}>
      <span className={styles.discoveryIcon} aria-hidden>
        <Icon icon={Smartphone} />
      </span>
      <p id={titleId} className={styles.appPromptText}>
        {t('feed.app.body')}
      </p>
      <div className={styles.discoveryActions}>
        {href ? (
          <a className={styles.loginPrimary} href={href} rel="noopener noreferrer" data-part="app-prompt-switch">
            {t('feed.app.switch')}
          </a>
        ) : null}
        <Button variant="ghost" onClick={onDismiss} data-part="app-prompt-later">
          {t('feed.app.later')}
        </Button>
      </div>
    </section>
  );
}

export type PostCardListPost = Pick<Post, 'id' | 'slug' | 'title' | 'subtitle' | 'description' | 'cover_image' | 'post_date'> & {
  publication?: Pick<Publication, 'name'> | null;
};

export interface PostCardListViewProps {
  state: PostCardListState;
  posts: readonly PostCardListPost[];
  /** "Now" for dates: the platform clock. */
  now: Date;
  /** The list's name (a heading above it), if it has one. */
  title?: string;
}

/** A list of post cards (post-card-list): six skeleton rows while loading, then the posts, or an empty state. */
export function PostCardListView({ state, posts, now, title }: PostCardListViewProps) {
  const { locale, timeZone } = useDateSettings();
  const t = useT();
  const titleId = useId();
  return (
    <section
      className={styles.postList}
      data-part="post-card-list"
      data-state={state}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={state === 'loading'}
    >
      {title ? (
        <h2 id={titleId} className={styles.discoveryTitle}>
          {title}
        </h2>
      ) : null}
      {state === 'loading' ? (
        <SkeletonGroup label={t('feed.postList.loading')}>
          {Array.from({ length: POST_CARD_LIST_SKELETON_ROWS }, (_, i) => (
            <div key={i} className={styles.postRow} data-part="post-card-skeleton">
              <div className={styles.postText}>
                <Skeleton width="70%" height="18px" />
                <Skeleton width="45%" height="14px" />
              </div>
              <Skeleton width="64px" height="64px" />
            </div>
          ))}
        </SkeletonGroup>
      ) : state === 'empty' ? (
        <p className={styles.muted}>{t('feed.postList.empty')}</p>
      ) : (
        <ul className={styles.postRows}>
          {posts.map((post) => {
            const cover = safeMediaUrl(post.cover_image);
            const line = post.subtitle ?? post.description;
            return (
              <li key={post.id} className={styles.postRow} data-part="post-card-row">
                <div className={styles.postText}>
                  {post.publication ? <bdi className={styles.publicationName}>{post.publication.name}</bdi> : null}
                  <Link to={paths.post(post.slug)} className={`${styles.postLink} ${styles.postRowTitle}`} dir="auto">
                    {post.title}
                  </Link>
                  {line ? (
                    <span className={styles.muted} dir="auto">
                      {line}
                    </span>
                  ) : null}
                  {post.post_date ? (
                    <time className={styles.muted} dateTime={post.post_date} title={formatFullDate(post.post_date, locale, timeZone)}>
                      {formatDate(post.post_date, now, locale, timeZone)}
                    </time>
                  ) : null}
                </div>
                {cover ? <img className={styles.postRowCover} src={cover} alt="" loading="lazy" /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
