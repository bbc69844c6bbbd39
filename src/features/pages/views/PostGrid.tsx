import type { Post } from '../../../api/schemas/core';
import { paths } from '../../../kit/routes';
import { safeMediaUrl } from '../../../kit/url';
import { Link } from '../../../platform/Link';
import { truncateText } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { isolatedText } from '../../../ui/bidi';
import { FormattedDate } from '../../../ui/Formatted';
import { useT } from '../i18n';
import * as styles from './pages.css';

/** What a post card shows. */
export type PostCardPost = Pick<Post, 'id' | 'slug' | 'title' | 'subtitle' | 'description' | 'cover_image' | 'post_date' | 'audience' | 'publishedBylines'>;

export interface PostGridProps {
  posts: readonly PostCardPost[];
  /** The list's accessible name. */
  label: string;
  /** The heading level of each post's title (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** Posts in two columns (one on phones): title, subtitle, date and bylines, cover thumbnail (archive, author page, stories). */
export function PostGrid({ posts, label, headingLevel = 2 }: PostGridProps) {
  return (
    <ul className={styles.postGrid} aria-label={label} data-part="post-grid">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

function PostCard({ post, headingLevel }: { post: PostCardPost; headingLevel: 2 | 3 | 4 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const image = safeMediaUrl(post.cover_image);
  const summary = post.subtitle || post.description;
  const bylines = (post.publishedBylines ?? []).map((b) => b.name).filter(Boolean);
  return (
    <li className={styles.postCard} data-part="post-card" data-id={post.id}>
      <div className={styles.postText}>
        <Heading className={styles.postTitle} dir="auto">
          <Link to={paths.post(post.slug)} className={styles.postLink}>
            {post.title}
          </Link>
        </Heading>
        {summary ? (
          <p className={styles.postSubtitle} dir="auto">
            {summary}
          </p>
        ) : null}
        <div className={styles.postMeta}>
          {post.post_date ? <FormattedDate date={post.post_date} /> : null}
          {bylines.length > 0 ? (
            <span>{isolatedText(([names]) => t('pages.post.by', { names }), [truncateText(bylines.join(', '), 120)] as const)}</span>
          ) : null}
          {post.audience === 'only_paid' || post.audience === 'founding' ? (
            <Badge variant="paid" size="sm">
              {t('pages.post.paid')}
            </Badge>
          ) : null}
        </div>
      </div>
      {image ? <img className={styles.thumb} src={image} alt="" loading="lazy" width={112} height={76} /> : null}
    </li>
  );
}
