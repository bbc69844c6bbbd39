import { Lock, MessageCircle, MessagesSquare } from 'lucide-react';
import { type ChatPost, chatPermalinkView } from '../../../api/schemas/community';
import { Link } from '../../../platform/Link';
import { useT } from '../i18n';
import { Avatar, Facepile } from '../../../ui/Avatar';
import { RelativeTime } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { ChatAudienceLabel } from '../views/ChatAudienceLabel';
import { chatThreadPath } from '../links';
import * as styles from './snippet.css';
import { chatSnippet } from '../snippet';

export interface ChatPreviewSnippetProps {
  /** The thread, as a feed item or the thread list carries it (P04b `communityPosts[]`). */
  post: ChatPost;
  /** Where the snippet leads; default the thread page `/chat/posts/{id}`. */
  href?: string;
  className?: string;
}

/**
 * A chat thread in a feed (feed item type `chat`, spec 002; 128-character snippet, K003): "Subscriber chat", the
 * audience label (T001–T004), author and time of the latest activity, the text cut to 128 characters, and the
 * reply count with the latest repliers. The whole card is one link (the snippet's, stretched over the card). A
 * thread the reader may not read shows the audience-named teaser line instead of text. `data-state`: `visible`,
 * `paid`, `founding` or `unavailable`.
 */
export function ChatPreviewSnippet({ post, href, className }: ChatPreviewSnippetProps) {
  const t = useT();
  const view = chatPermalinkView(post.status);
  const author = post.user?.name ?? '';
  const text = view === 'visible' ? chatSnippet(post.body) : '';
  const activity = post.most_recent_comment_created_at ?? post.created_at;
  return (
    <article className={className ? `${styles.root} ${className}` : styles.root} data-part="chat-preview-snippet" data-state={view}>
      <div className={styles.top}>
        <span className={styles.kind}>
          <Icon icon={MessagesSquare} size="compressed" />
          {t('chat.subscriberChat')}
        </span>
        <ChatAudienceLabel appearance="badge" audience={post.audience} className={styles.badge} />
      </div>
      <div className={styles.byline}>
        <Avatar name={author} src={post.user?.photo_url} size={24} decorative />
        <span className={styles.author}>
          <bdi>{author}</bdi>
        </span>
        <span aria-hidden>·</span>
        <RelativeTime date={activity} />
      </div>
      <p className={styles.text} dir="auto">
        <Link to={href ?? chatThreadPath(post.id)} className={styles.link} data-part="snippet-link">
          {view === 'visible' ? (
            text || t('chat.snippet.open')
          ) : (
            <span className={styles.locked}>
              <Icon icon={Lock} size="compressed" />
              {t(`chat.teaser.${view}.title`)}
            </span>
          )}
        </Link>
      </p>
      <div className={styles.footer}>
        <Icon icon={MessageCircle} size="compressed" />
        <span>{t('chat.replies.count', { count: post.comment_count })}</span>
        {post.recent_commenters.length > 0 ? (
          <Facepile people={post.recent_commenters.map((u) => ({ id: String(u.id), name: u.name, src: u.photo_url }))} size={24} />
        ) : null}
      </div>
    </article>
  );
}
