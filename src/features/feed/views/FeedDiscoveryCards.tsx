/**
 * The feed's discovery items (spec 002 feed item types `inviteFriends`, `featuredPublication`, `featuredCollection`,
 * `chat`, `profileSearchResults`): bare views, props in, markup out. Most readers meet few of them, so the feed loads
 * this module on demand, with the first page that lists one.
 */
import { UserPlus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Post, Publication, User } from '../../../api/schemas/core';
import type { ChatAudience, ChatPost } from '../../../api/schemas/community';
import type { ChatPreview, ReadingList } from '../../../api/schemas/feed';
import { chatAudiences } from '../../../api/constants/community';
import { formatDate } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { isolate } from '../../../ui/bidi';
import { Icon } from '../../../ui/Icon';
import { ChatPreviewSnippet } from '../../chat';
import { useFeedPartsT as useT } from '../i18n';
import { SubscribeLink } from './FeedCards';
import * as styles from './feed.css';
import { useDateSettings } from '../../../platform/context';

/** How many of a featured publication's posts and a collection's publications the card lists. */
export const FEATURED_POSTS_SHOWN = 3;
export const COLLECTION_PUBLICATIONS_SHOWN = 4;
/** A profile's bio is cut to this many characters in the search results. */
export const PROFILE_BIO_CHARS = 140;

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

export interface InviteFriendsViewProps {
  /** Friends who joined through the reader's link. */
  invitedCount: number;
  /** The copy-the-link action (the sharing area's copy button, connected), or a host's own. */
  action?: ReactNode;
}

/** Invite friends (feed-item-invite-friends): why, how many joined through the reader's link, and the link to copy. */
export function InviteFriendsView({ invitedCount, action }: InviteFriendsViewProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.discovery} data-part="feed-invite-friends" aria-labelledby={titleId}>
      <div className={styles.discoveryHead}>
        <span className={styles.discoveryIcon} aria-hidden>
          <Icon icon={UserPlus} />
        </span>
        <div className={styles.bylineText}>
          <h2 id={titleId} className={styles.discoveryTitle}>
            {t('feed.invite.title')}
          </h2>
          <p className={styles.muted}>{t('feed.invite.body')}</p>
        </div>
      </div>
      {invitedCount > 0 ? <p className={styles.muted}>{t('feed.invite.joined', { count: invitedCount })}</p> : null}
      {action ? <div className={styles.discoveryActions}>{action}</div> : null}
    </section>
  );
}

export interface FeaturedPublicationViewProps {
  publication: Pick<Publication, 'name' | 'logo_url' | 'base_url' | 'hero_text' | 'author_name'>;
  posts: readonly Pick<Post, 'id' | 'slug' | 'title' | 'post_date'>[];
  now: Date;
}

/** A featured publication (feed-item-featured-publication): its name, who writes it, its line, its latest posts, Subscribe. */
export function FeaturedPublicationView({ publication, posts, now }: FeaturedPublicationViewProps) {
  const { locale, timeZone } = useDateSettings();
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.discovery} data-part="feed-featured-publication" aria-labelledby={titleId}>
      <p className={styles.eyebrow}>{t('feed.featured.eyebrow')}</p>
      <div className={styles.discoveryHead}>
        <Avatar name={publication.name} src={publication.logo_url} size={40} decorative />
        <div className={styles.bylineText}>
          <h2 id={titleId} className={styles.discoveryTitle}>
            <bdi>{publication.name}</bdi>
          </h2>
          {publication.author_name ? <p className={styles.muted}>{t('feed.featured.by', { name: isolate(publication.author_name) })}</p> : null}
        </div>
        <SubscribeLink publication={publication} name={publication.name} />
      </div>
      {publication.hero_text ? (
        <p className={styles.subtitle} dir="auto">
          {cut(publication.hero_text, 280)}
        </p>
      ) : null}
      {posts.length > 0 ? (
        <ul className={styles.discoveryList} aria-label={t('feed.featured.posts', { name: isolate(publication.name) })}>
          {posts.slice(0, FEATURED_POSTS_SHOWN).map((post) => (
            <li key={post.id} className={styles.discoveryRow}>
              <Link to={paths.post(post.slug)} className={styles.postLink} dir="auto">
                {post.title}
              </Link>
              {post.post_date ? (
                <time className={styles.muted} dateTime={post.post_date}>
                  {formatDate(post.post_date, now, locale, timeZone)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export interface FeaturedCollectionViewProps {
  collection: Pick<ReadingList, 'name' | 'description'> & {
    publications: readonly Pick<Publication, 'id' | 'name' | 'logo_url' | 'base_url' | 'author_name'>[];
    user?: Pick<User, 'name'> | null;
  };
  /** An action at the card's end (the feed puts the discover area's "Edit list" / "Create new list" here): a connected part. */
  action?: ReactNode;
}

/** A featured collection (feed-item-featured-collection): a reader's list of publications, who made it, the first few. */
export function FeaturedCollectionView({ collection, action }: FeaturedCollectionViewProps) {
  const t = useT();
  const titleId = useId();
  const { publications } = collection;
  const more = publications.length - COLLECTION_PUBLICATIONS_SHOWN;
  return (
    <section className={styles.discovery} data-part="feed-featured-collection" aria-labelledby={titleId}>
      <p className={styles.eyebrow}>{t('feed.collection.eyebrow')}</p>
      <div className={styles.bylineText}>
        <h2 id={titleId} className={styles.discoveryTitle}>
          <bdi>{collection.name}</bdi>
        </h2>
        <p className={styles.muted}>
          {collection.user
            ? t('feed.collection.by', { name: isolate(collection.user.name), count: publications.length })
            : t('feed.collection.count', { count: publications.length })}
        </p>
      </div>
      {collection.description ? (
        <p className={styles.subtitle} dir="auto">
          {cut(collection.description, 280)}
        </p>
      ) : null}
      <ul className={styles.discoveryList}>
        {publications.slice(0, COLLECTION_PUBLICATIONS_SHOWN).map((publication) => {
          return (
            <li key={publication.id} className={styles.rankedRow}>
              <Avatar name={publication.name} src={publication.logo_url} size={32} decorative />
              <span className={styles.bylineText}>
                <bdi className={styles.publicationName}>{publication.name}</bdi>
                {publication.author_name ? <bdi className={styles.muted}>{publication.author_name}</bdi> : null}
              </span>
              <SubscribeLink publication={publication} name={publication.name} />
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className={styles.muted}>{t('feed.collection.more', { count: more })}</p> : null}
      {action ? <div>{action}</div> : null}
    </section>
  );
}

export interface ProfileSearchResultsViewProps {
  /** What the reader searched for. */
  query: string;
  profiles: readonly Pick<User, 'id' | 'name' | 'handle' | 'photo_url' | 'bio'>[];
}

/** Profile search results (feed-item-profile-search-results): who matches the reader's words, or that no one does. */
export function ProfileSearchResultsView({ query, profiles }: ProfileSearchResultsViewProps) {
  const t = useT();
  const titleId = useId();
  const words = isolate(cut(query, 80));
  return (
    <section className={styles.discovery} data-part="feed-profile-search-results" data-state={profiles.length > 0 ? 'list' : 'empty'} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.discoveryTitle}>
        {t('feed.profiles.title', { query: words })}
      </h2>
      {profiles.length === 0 ? (
        <p className={styles.muted}>{t('feed.profiles.empty', { query: words })}</p>
      ) : (
        <ul className={styles.discoveryList}>
          {profiles.map((profile) => (
            <li key={profile.id} className={styles.rankedRow} data-part="feed-profile">
              <Avatar name={profile.name} src={profile.photo_url} size={40} decorative />
              <span className={styles.bylineText}>
                {profile.handle ? (
                  <Link to={paths.profile(profile.handle)} className={`${styles.postLink} ${styles.publicationName}`}>
                    <bdi>{profile.name}</bdi>
                  </Link>
                ) : (
                  <bdi className={styles.publicationName}>{profile.name}</bdi>
                )}
                {profile.handle ? <bdi className={styles.muted}>@{profile.handle}</bdi> : null}
                {profile.bio ? (
                  <span className={styles.muted} dir="auto">
                    {cut(profile.bio, PROFILE_BIO_CHARS)}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The chat area's thread of a feed's chat preview (the snippet reads a thread; the preview carries its first words). */
export function chatPostOfPreview(chat: ChatPreview): ChatPost {
  const audience: ChatAudience = (chatAudiences as readonly string[]).includes(chat.audience ?? '') ? (chat.audience as ChatAudience) : 'all_subscribers';
  return {
    id: chat.id,
    publication_id: chat.publication_id,
    user_id: chat.user.id,
    user: { id: chat.user.id, name: chat.user.name, handle: chat.user.handle ?? null, photo_url: chat.user.photo_url ?? null },
    body: chat.body,
    mediaAttachments: [],
    audience,
    is_locked: false,
    is_edited: false,
    status: 'open',
    reactions: {},
    comment_count: chat.comment_count,
    recent_commenters: [],
    created_at: chat.created_at,
  };
}

export interface ChatFeedItemViewProps {
  chat: ChatPreview;
  publication: Pick<Publication, 'name' | 'logo_url'>;
}

/** A subscriber-chat thread in the feed (feed-item-chat): the publication, then the chat area's snippet (128 characters). */
export function ChatFeedItemView({ chat, publication }: ChatFeedItemViewProps) {
  return (
    <div className={styles.discovery} data-part="feed-chat" data-id={chat.id}>
      <div className={styles.byline}>
        <Avatar name={publication.name} src={publication.logo_url} size={24} decorative />
        <bdi className={styles.publicationName}>{publication.name}</bdi>
      </div>
      <ChatPreviewSnippet post={chatPostOfPreview(chat)} />
    </div>
  );
}
