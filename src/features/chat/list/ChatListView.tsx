import { CircleCheck, Flag, Lock, MessagesSquare, Paperclip, UserX } from 'lucide-react';
import { memo, useContext, useDeferredValue, useId } from 'react';
import type { ChatPost } from '../../../api/schemas/community';
import { Link } from '../../../platform/Link';
import { PlatformContext } from '../../../platform/context';
import { useChatListT as useT } from '../i18n';
import { Avatar, Facepile } from '../../../ui/Avatar';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { RelativeTime } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { visuallyHidden } from '../../../ui/focus.css';
import { CHAT_SUBSCRIBE_PATH, chatThreadPath } from '../links';
import { ChatAudienceLabel } from '../views/ChatAudienceLabel';
import * as styles from './ChatList.css';
import { type ChatAccessLevel, type ChatListMore, type ChatListState, isThreadUnread, lastActivityAt, threadPreview } from './chatListModel';

/**
 * From this many threads on, rows off screen skip layout and paint (`content-visibility: auto`): a page or two of
 * threads renders in full, a long scroll stays cheap.
 */
export const CHAT_LIST_LONG_FROM = 60;

/**
 * Rows in the first pass when a long list mounts (more than a screenful on any device); the rest follow in a
 * background render that input can interrupt (`useDeferredValue`), so the first rows paint without waiting for all.
 */
export const CHAT_LIST_FIRST_PASS = 30;

/** Skeleton rows while the first page loads. */
export const CHAT_LIST_SKELETON_ROWS = 5;

export interface ChatListViewProps {
  /** What to show: see `ChatListState` (from `useChatList`, or a host's own data layer). */
  state: ChatListState;
  /** Load the next page; also the retry after a page failed. Without it there is no Load more button. */
  onLoadMore?: () => void;
  /** Load the list again after it failed. Without it the error has no "Try again". */
  onRetry?: () => void;
  /** The empty state's next step (open the chat landing page to get the app). Without it the empty state has no button. */
  onGetApp?: () => void;
  /** Where the paid-chat teaser's button leads. Default `/subscribe`. */
  subscribePath?: string;
  /** The path a row links to. Default `/chat/posts/{id}`. */
  threadPath?: (postId: number) => string;
  /** Level of the list's heading. Default 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A publication's chat: its threads, newest activity first, each a link to the thread with the author, the time of
 * the last activity, the audience label, two lines of the body, the reply count and the latest repliers, and an
 * unread dot. Props in, markup out; the state is on the root as `data-state`.
 */
export function ChatListView({
  state,
  onLoadMore,
  onRetry,
  onGetApp,
  subscribePath = CHAT_SUBSCRIBE_PATH,
  threadPath = chatThreadPath,
  headingLevel = 2,
  className,
}: ChatListViewProps) {
  const t = useT();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
      data-state={state.status}
      data-part="chat-list"
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {t('chat.list.title')}
        </Heading>
      </header>
      <ChatListBody
        state={state}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        onGetApp={onGetApp}
        subscribePath={subscribePath}
        threadPath={threadPath}
        subheadingLevel={(headingLevel + 1) as 2 | 3 | 4}
      />
    </section>
  );
}

function ChatListBody({
  state,
  onLoadMore,
  onRetry,
  onGetApp,
  subscribePath,
  threadPath,
  subheadingLevel,
}: Required<Pick<ChatListViewProps, 'state' | 'subscribePath' | 'threadPath'>> &
  Pick<ChatListViewProps, 'onLoadMore' | 'onRetry' | 'onGetApp'> & { subheadingLevel: 2 | 3 | 4 }) {
  const t = useT();
  switch (state.status) {
    case 'loading':
      return <ChatListSkeleton />;
    case 'error':
      return (
        <ErrorState
          title={t('chat.list.error.title')}
          description={state.message ?? (state.offline ? t('common.error.network') : t('ui.error.screen'))}
          onRetry={onRetry}
          headingLevel={subheadingLevel}
        />
      );
    case 'locked':
      return <ChatListTeaser level={state.level} subscribePath={subscribePath} headingLevel={subheadingLevel} />;
    case 'empty':
      return (
        <EmptyState
          icon={MessagesSquare}
          title={t('chat.list.empty.title')}
          description={t('chat.list.empty.description')}
          actionLabel={t('chat.list.empty.action')}
          onAction={onGetApp}
          headingLevel={subheadingLevel}
        />
      );
    case 'ready':
      return <ChatListThreads threads={state.threads} more={state.more} onLoadMore={onLoadMore} threadPath={threadPath} />;
    default:
      return state satisfies never;
  }
}

function ChatListThreads({
  threads,
  more,
  onLoadMore,
  threadPath,
}: {
  threads: readonly ChatPost[];
  more: ChatListMore;
  onLoadMore?: () => void;
  threadPath: (postId: number) => string;
}) {
  const shown = useDeferredValue(threads, threads.length > CHAT_LIST_FIRST_PASS ? threads.slice(0, CHAT_LIST_FIRST_PASS) : threads);
  const complete = shown === threads;
  return (
    <>
      <ul
        className={styles.list}
        data-part="chat-list-threads"
        data-long={threads.length >= CHAT_LIST_LONG_FROM || undefined}
        aria-busy={complete ? undefined : true}
      >
        {shown.map((thread) => (
          <ChatListRow key={thread.id} thread={thread} href={threadPath(thread.id)} />
        ))}
      </ul>
      {complete || more.status !== 'end' ? <ChatListFoot more={more} onLoadMore={onLoadMore} /> : null}
    </>
  );
}

function ChatListSkeleton() {
  const t = useT();
  return (
    <SkeletonGroup label={t('chat.list.loading')}>
      {Array.from({ length: CHAT_LIST_SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} data-part="chat-list-skeleton-row">
          <Skeleton width={40} height={40} radius="round" />
          <div className={styles.skeletonLines}>
            <Skeleton width={index % 2 ? '38%' : '46%'} height={14} radius="sm" />
            <Skeleton width="100%" height={16} radius="sm" />
            <Skeleton width={index % 2 ? '72%' : '84%'} height={16} radius="sm" />
            <Skeleton width="28%" height={14} radius="sm" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A paid (or founding, or subscriber) chat the reader cannot read: who it is for and the way in (G56). */
function ChatListTeaser({ level, subscribePath, headingLevel }: { level: ChatAccessLevel; subscribePath: string; headingLevel: 2 | 3 | 4 }) {
  const t = useT();
  const Title = `h${headingLevel}` as const;
  return (
    <div className={styles.teaser} data-part="chat-list-teaser" data-level={level}>
      <span className={styles.teaserIcon}>
        <Icon icon={Lock} size="tab" />
      </span>
      <Title className={styles.teaserTitle}>{t(`chat.teaser.${level}.title`)}</Title>
      <p className={styles.teaserText}>{t(`chat.teaser.${level}.body`)}</p>
      <Link to={subscribePath} className={`${buttonStyle({ variant: 'primary' })} ${styles.teaserAction}`}>
        {t(`chat.teaser.${level}.action`)}
      </Link>
    </div>
  );
}

function ChatListFoot({ more, onLoadMore }: { more: ChatListMore; onLoadMore?: () => void }) {
  const t = useT();
  switch (more.status) {
    case 'end':
      return (
        <div className={styles.foot} data-part="chat-list-foot" data-state="end">
          <p className={styles.end}>
            <Icon icon={CircleCheck} size="compressed" />
            {t('chat.list.end')}
          </p>
        </div>
      );
    case 'error':
      return (
        <div className={styles.foot} data-part="chat-list-foot" data-state="error">
          <p role="alert" className={styles.moreError}>
            {more.message ? (
              <>
                {t('chat.list.loadMoreError')} <bdi>{more.message}</bdi>
              </>
            ) : (
              t('chat.list.loadMoreError')
            )}
          </p>
          {onLoadMore ? (
            <Button variant="secondary" onClick={onLoadMore}>
              {t('ui.error.retry')}
            </Button>
          ) : null}
        </div>
      );
    case 'idle':
    case 'loading':
      return onLoadMore ? (
        <div className={styles.foot} data-part="chat-list-foot" data-state={more.status}>
          <Button variant="secondary" loading={more.status === 'loading'} onClick={onLoadMore}>
            {t('chat.list.loadMore')}
          </Button>
        </div>
      ) : null;
    default:
      return more satisfies never;
  }
}

/**
 * The audience label of a thread (T001–T004; nothing for `all_subscribers`). Local to the list until the shared
 * `ChatAudienceLabel` lands; paid audiences in the accent, founding ones in the premium fill, reply-only ones quiet.
 */

function ThreadPreviewText({ thread }: { thread: ChatPost }) {
  const t = useT();
  const preview = threadPreview(thread);
  switch (preview.kind) {
    case 'text':
      return (
        <p className={styles.preview} dir="auto">
          {preview.text}
        </p>
      );
    case 'attachments':
      return (
        <p className={styles.notice}>
          <Icon icon={Paperclip} size="compressed" />
          {t('chat.list.attachments', { count: preview.count })}
        </p>
      );
    case 'locked':
      return (
        <p className={styles.notice}>
          <Icon icon={Lock} size="compressed" />
          {t(`chat.list.locked.${preview.level}`)}
        </p>
      );
    case 'reported':
      return (
        <p className={styles.notice}>
          <Icon icon={Flag} size="compressed" />
          {t('chat.notice.reportedThread')}
        </p>
      );
    case 'blocked':
      return (
        <p className={styles.notice}>
          <Icon icon={UserX} size="compressed" />
          {t(preview.relation === 'blocked_you' ? 'chat.blocked.blockedYou' : 'chat.blocked.youBlocked')}
        </p>
      );
    case 'unavailable':
      return <p className={styles.notice}>{t('chat.notice.threadUnavailable')}</p>;
    default:
      return preview satisfies never;
  }
}

export interface ChatListRowProps {
  thread: ChatPost;
  /** The thread page's path. */
  href: string;
}

/**
 * One thread of the list, memoised: a page load or refetch re-renders only rows whose thread changed (TanStack
 * Query keeps unchanged threads identical).
 */
export const ChatListRow = memo(function ChatListRow({ thread, href }: ChatListRowProps) {
  const t = useT();
  const locale = useContext(PlatformContext)?.locale ?? 'en';
  const unread = isThreadUnread(thread);
  const author = thread.user?.name ?? '';
  const commenters = thread.recent_commenters;
  return (
    <li className={styles.item} data-thread-id={thread.id}>
      <Link to={href} className={styles.row} data-state={unread ? 'unread' : 'read'}>
        <Avatar name={author} src={thread.user?.photo_url} size={40} decorative />
        <div className={styles.main}>
          <div className={styles.top}>
            <span className={styles.byline}>
              <span className={styles.name}>
                <bdi>{author}</bdi>
              </span>
              <span className={styles.separator} aria-hidden>
                ·
              </span>
              <RelativeTime date={lastActivityAt(thread)} className={styles.time} />
            </span>
            {unread ? (
              <span className={styles.unread} data-part="chat-list-unread">
                <span className={visuallyHidden}>{t('chat.list.unread')}</span>
              </span>
            ) : null}
            {thread.audience !== 'all_subscribers' ? <ChatAudienceLabel appearance="badge" audience={thread.audience} /> : null}
          </div>
          <ThreadPreviewText thread={thread} />
          <div className={styles.meta}>
            {commenters.length > 0 ? (
              <div aria-hidden>
                <Facepile people={commenters.map((u) => ({ id: String(u.id), name: u.name, src: u.photo_url }))} size={24} />
              </div>
            ) : null}
            <span className={styles.replies}>{t('chat.replies.count', { count: thread.comment_count })}</span>
            {commenters.length > 0 ? (
              <span className={visuallyHidden}>
                {isolatedText(
                  (names) => t('chat.list.recentRepliers', { names: new Intl.ListFormat(locale).format(names) }),
                  commenters.map((u) => u.name),
                )}
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
});
