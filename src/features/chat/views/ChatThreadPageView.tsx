import { ArrowLeft, EyeOff } from 'lucide-react';
import { memo, type ReactNode, type Ref, useId, useMemo, useRef } from 'react';
import type { ChatComment, ChatPost, ChatReaction } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { WindowedList, type WindowedListHandle } from '../../../ui/WindowedList';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';
import { ChatReplyItemView } from './ChatReplyItemView';
import { ChatThreadCardView, type ChatThreadCardViewProps } from './ChatThreadCardView';
import * as styles from './ChatThreadPageView.css';
import type { ChatActionId, ChatSendStatus } from './types';

/** One reply as the page lists it, with what the data layer knows about it for this reader. */
export interface ChatReplyEntry {
  comment: ChatComment;
  actions?: readonly ChatActionId[];
  pendingReaction?: ChatReaction | null;
  sendStatus?: ChatSendStatus;
  /** Key of an unsent reply (optimistic or failed); passed to `onRetryReply`. */
  localId?: string;
  bodyExpanded?: boolean;
}

/** `unavailable`: not found or not readable; a thread whose status is `deleted` shows the same text. */
export const chatThreadPageStatuses = ['loading', 'ready', 'unavailable', 'error'] as const;
export type ChatThreadPageStatus = (typeof chatThreadPageStatuses)[number];

export interface ChatThreadPageViewProps {
  status: ChatThreadPageStatus;
  /** The thread (required when `ready`). */
  post?: ChatPost | null;
  postActions?: readonly ChatActionId[];
  onPostAction?: (action: ChatActionId, postId: number) => void;
  onPostReact?: (reaction: ChatReaction, postId: number) => void;
  postPendingReaction?: ChatReaction | null;
  postBodyExpanded?: boolean;
  onTogglePostBody?: (expanded: boolean, postId: number) => void;
  /** The inline editor of the reader's own thread while it is open (Edit, P05); see `ChatThreadCardView`. */
  postEditor?: ChatThreadCardViewProps['editor'];
  /** The replies in reading order; a reply with `parent_id` follows its parent and is indented. */
  replies?: readonly ChatReplyEntry[];
  /** `loading` shows reply skeletons under the thread. Default `ready`. */
  repliesStatus?: 'loading' | 'ready';
  /** "Show more replies" when given. */
  onLoadMoreReplies?: () => void;
  loadingMoreReplies?: boolean;
  onReplyReact?: (reaction: ChatReaction, commentId: number) => void;
  onReplyAction?: (action: ChatActionId, commentId: number) => void;
  onRetryReply?: (localId: string) => void;
  onToggleReplyBody?: (expanded: boolean, commentId: number) => void;
  /** The reply a comment link targets (with the show-target flag): highlighted, and `targetRef` is attached to it. */
  targetReplyId?: number | null;
  targetRef?: Ref<HTMLElement>;
  /** Read-only mode: every action hidden (menus, reacting, the composer). */
  readOnly?: boolean;
  /** Reacting not allowed (counts only). */
  reactionsDisabled?: boolean;
  /** The composer's props; without them (or in read-only mode) there is no composer. */
  composer?: ChatComposerProps | null;
  /** The back action (the link's `back` parameter, or the chat list). No button without it. */
  onBack?: () => void;
  backLabel?: string;
  /** `error` only: "Try again". */
  onReload?: () => void;
  /** `error` only: what went wrong, in words (the server's message when it has one). */
  errorMessage?: string;
  /** Replies rendered on the server and in the first commit, before the list knows the viewport. Default 20. */
  firstRenderReplies?: number;
}

function ThreadSkeleton({ label, replies = 3, withThread = true }: { label: string; replies?: number; withThread?: boolean }) {
  return (
    <SkeletonGroup label={label}>
      {withThread ? (
        <>
          <div className={styles.skeletonHeader}>
            <Skeleton width={40} height={40} radius="round" />
            <div className={styles.skeletonLines}>
              <Skeleton width="40%" height={14} radius="sm" />
              <Skeleton width="22%" height={12} radius="sm" />
            </div>
          </div>
          <div className={styles.skeletonBody}>
            <SkeletonText lines={4} />
          </div>
          <div className={styles.skeletonPills}>
            <Skeleton width={56} height={36} radius="pill" />
            <Skeleton width={56} height={36} radius="pill" />
            <Skeleton width={36} height={36} radius="pill" />
          </div>
        </>
      ) : null}
      {Array.from({ length: replies }, (_, index) => (
        <div key={index} className={styles.skeletonReply}>
          <Skeleton width={32} height={32} radius="round" />
          <div className={styles.skeletonLines}>
            <Skeleton width="30%" height={12} radius="sm" />
            <SkeletonText lines={index % 2 === 0 ? 2 : 1} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * Replies in the first (server and hydrating) render; after that the windowed list mounts the replies near the
 * viewport only, so a thread of 1,000 replies keeps a few dozen in the DOM whatever the reader does.
 */
export const CHAT_REPLIES_FIRST_RENDER = 20;
/** A reply's height before it is measured (one or two lines of text). */
const REPLY_ESTIMATE = 96;

function sameActions(a: readonly ChatActionId[] | undefined, b: readonly ChatActionId[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((action, index) => action === b[index]);
}

/** Two entries render the same reply (the data layer may rebuild entry objects on every render). */
function sameEntry(a: ChatReplyEntry, b: ChatReplyEntry): boolean {
  return (
    a === b ||
    (a.comment === b.comment &&
      a.pendingReaction === b.pendingReaction &&
      a.sendStatus === b.sendStatus &&
      a.localId === b.localId &&
      a.bodyExpanded === b.bodyExpanded &&
      sameActions(a.actions, b.actions))
  );
}

interface ReplyRowProps
  extends Pick<
    ChatThreadPageViewProps,
    'targetRef' | 'readOnly' | 'reactionsDisabled' | 'onReplyAction' | 'onReplyReact' | 'onRetryReply' | 'onToggleReplyBody'
  > {
  entry: ChatReplyEntry;
  target: boolean;
}

/** One reply of the list; an update to another reply (a reaction, say) leaves it alone. */
const ReplyRow = memo(
  function ReplyRow({ entry, target, targetRef, readOnly, reactionsDisabled, onReplyAction, onReplyReact, onRetryReply, onToggleReplyBody }: ReplyRowProps) {
    return (
      <ChatReplyItemView
        comment={entry.comment}
        actions={entry.actions}
        pendingReaction={entry.pendingReaction}
        sendStatus={entry.sendStatus}
        localId={entry.localId}
        bodyExpanded={entry.bodyExpanded}
        onAction={onReplyAction}
        onReact={onReplyReact}
        onRetry={onRetryReply}
        onToggleBody={onToggleReplyBody}
        readOnly={readOnly}
        reactionsDisabled={reactionsDisabled}
        highlighted={target}
        itemRef={target ? targetRef : undefined}
      />
    );
  },
  (prev, next) =>
    prev.target === next.target &&
    prev.targetRef === next.targetRef &&
    prev.readOnly === next.readOnly &&
    prev.reactionsDisabled === next.reactionsDisabled &&
    prev.onReplyAction === next.onReplyAction &&
    prev.onReplyReact === next.onReplyReact &&
    prev.onRetryReply === next.onRetryReply &&
    prev.onToggleReplyBody === next.onToggleReplyBody &&
    sameEntry(prev.entry, next.entry),
);

const replyKey = (entry: ChatReplyEntry): string => entry.localId ?? String(entry.comment.id);

type ReplyListProps = Omit<ReplyRowProps, 'entry' | 'target'> & {
  replies: readonly ChatReplyEntry[];
  targetReplyId: number | null;
  firstRender: number;
  label: string;
};

/**
 * The replies in the one windowed list: only those near the viewport are mounted; the target reply of a comment
 * link stays mounted, so `targetRef` can bring it into view, and the list holds it there while the replies around it
 * are measured.
 */
function ReplyList({ replies, targetReplyId, firstRender, label, ...rest }: ReplyListProps) {
  const list = useRef<WindowedListHandle<string>>(null);
  const byKey = useMemo(() => new Map(replies.map((entry) => [replyKey(entry), entry])), [replies]);
  const keys = useMemo(() => [...byKey.keys()], [byKey]);
  const targetKey = targetReplyId != null ? replies.find((entry) => entry.comment.id === targetReplyId) : undefined;
  // Always mounted: the reply the address points at, and the reader's own unsent replies (sending or failed), so a
  // failure's text and its Retry stay in the page wherever the window is.
  const keep = useMemo(() => {
    const kept = replies.filter((entry) => entry.localId !== undefined).map(replyKey);
    if (targetKey) kept.push(replyKey(targetKey));
    return kept.length > 0 ? kept : undefined;
  }, [replies, targetKey]);
  return (
    <WindowedList
      keys={keys}
      handle={list}
      className={styles.replies}
      part="reply-list"
      aria-label={label}
      estimateSize={REPLY_ESTIMATE}
      initialCount={firstRender}
      keepMounted={keep}
      renderItem={(key) => {
        const entry = byKey.get(key)!;
        return <ReplyRow entry={entry} target={targetReplyId != null && entry.comment.id === targetReplyId} {...rest} />;
      }}
    />
  );
}

/**
 * The thread page (`/chat/posts/{postId}`): a back action, the thread, its replies and the composer docked at the
 * bottom of the screen. Loading shows skeletons shaped like the thread; a thread that is gone or not readable
 * says "This thread is not available" (T012) with a way back; an error says so with "Try again". Read-only mode
 * hides every action. The target reply of a comment link is highlighted and gets `targetRef` for scrolling.
 * `data-state` is the status (`deleted` for a deleted thread); `data-read-only` marks read-only mode.
 */
export function ChatThreadPageView({
  status,
  post,
  postActions,
  onPostAction,
  onPostReact,
  postPendingReaction,
  postBodyExpanded,
  onTogglePostBody,
  postEditor,
  replies = [],
  repliesStatus = 'ready',
  onLoadMoreReplies,
  loadingMoreReplies = false,
  onReplyReact,
  onReplyAction,
  onRetryReply,
  onToggleReplyBody,
  targetReplyId,
  targetRef,
  readOnly = false,
  reactionsDisabled = false,
  composer,
  onBack,
  backLabel,
  onReload,
  errorMessage,
  firstRenderReplies = CHAT_REPLIES_FIRST_RENDER,
}: ChatThreadPageViewProps) {
  const t = useT();
  const repliesHeadingId = useId();
  const deleted = status === 'ready' && post?.status === 'deleted';
  const state = deleted ? 'deleted' : status === 'ready' && !post ? 'unavailable' : status;

  let body: ReactNode;
  if (state === 'loading') {
    body = <ThreadSkeleton label={t('chat.thread.loading')} />;
  } else if (state === 'error') {
    body = (
      <div className={styles.state}>
        <ErrorState description={errorMessage} onRetry={onReload} headingLevel={2} />
      </div>
    );
  } else if (state === 'unavailable' || state === 'deleted' || !post) {
    body = (
      <div className={styles.state}>
        <EmptyState
          icon={EyeOff}
          title={t('chat.notice.threadUnavailable')}
          description={t('chat.thread.unavailableHint')}
          actionLabel={onBack ? (backLabel ?? t('chat.thread.back')) : undefined}
          onAction={onBack}
          headingLevel={2}
        />
      </div>
    );
  } else {
    const count = post.comment_count;
    body = (
      <>
        <ChatThreadCardView
          post={post}
          variant="flat"
          headingLevel={1}
          hideReplyCount
          actions={postActions}
          onAction={onPostAction}
          onReact={onPostReact}
          pendingReaction={postPendingReaction}
          reactionsDisabled={reactionsDisabled}
          readOnly={readOnly}
          bodyExpanded={postBodyExpanded}
          onToggleBody={onTogglePostBody}
          editor={readOnly ? null : postEditor}
        />
        <section className={styles.repliesSection} aria-labelledby={repliesHeadingId} data-part="replies">
          <h2 id={repliesHeadingId} className={styles.repliesHeading}>
            {t('chat.replies.heading')}
            {count > 0 ? <span className={styles.repliesCount}>{count}</span> : null}
          </h2>
          {repliesStatus === 'loading' ? (
            <ThreadSkeleton label={t('ui.skeleton.loading')} withThread={false} />
          ) : replies.length === 0 ? (
            <p className={styles.emptyReplies}>{t('chat.replies.empty')}</p>
          ) : (
            <ReplyList
              replies={replies}
              targetReplyId={targetReplyId ?? null}
              firstRender={firstRenderReplies}
              label={t('chat.replies.heading')}
              targetRef={targetRef}
              readOnly={readOnly}
              reactionsDisabled={reactionsDisabled}
              onReplyAction={onReplyAction}
              onReplyReact={onReplyReact}
              onRetryReply={onRetryReply}
              onToggleReplyBody={onToggleReplyBody}
            />
          )}
          {onLoadMoreReplies && repliesStatus === 'ready' ? (
            <Button variant="secondary" size="sm" className={styles.more} loading={loadingMoreReplies} onClick={onLoadMoreReplies}>
              {t('chat.replies.loadMore')}
            </Button>
          ) : null}
        </section>
      </>
    );
  }

  const showComposer = state === 'ready' && composer && !readOnly;
  return (
    <div className={styles.page} data-part="thread-page" data-state={state} data-read-only={readOnly ? '' : undefined}>
      {onBack ? (
        <div className={styles.topBar}>
          <div className={`${styles.column} ${styles.topBarInner}`}>
            <Button variant="ghost" className={styles.back} leadingIcon={<Icon icon={ArrowLeft} />} onClick={onBack}>
              {backLabel ?? t('chat.thread.back')}
            </Button>
          </div>
        </div>
      ) : null}
      <main className={`${styles.column} ${styles.main}`}>{body}</main>
      {showComposer ? (
        <div className={styles.dock}>
          <div className={styles.column}>
            <ChatComposer {...composer} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
