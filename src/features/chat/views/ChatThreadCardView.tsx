import { Lock } from 'lucide-react';
import { memo, type Ref, useId, useLayoutEffect, useRef } from 'react';
import type { ChatPost, ChatReaction } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { Avatar, Facepile } from '../../../ui/Avatar';
import { RelativeTime } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { ChatActionsMenu } from './ChatActionsMenu';
import { ChatAudienceLabel } from './ChatAudienceLabel';
import { ChatBlockedNotice } from './ChatBlockedNotice';
import { ChatBody } from './ChatBody';
import { ChatItemNotice } from './ChatItemNotice';
import { ChatLinkPreview } from './ChatLinkPreview';
import { ChatMediaCarousel } from './ChatMediaCarousel';
import { ChatReactionBar } from './ChatReactionBar';
import { ChatThreadEditor, type ChatThreadEditorProps } from './ChatThreadEditor';
import { ChatUserBadge } from './ChatUserBadge';
import * as itemStyles from './item.css';
import * as styles from './ChatThreadCardView.css';
import type { ChatActionId, ChatItemState, ChatSendStatus } from './types';

const NO_ACTIONS: readonly ChatActionId[] = [];

/** Which finite state a thread shows (its `data-state`), from the thread and the reader's own send. */
export function chatThreadState(post: Pick<ChatPost, 'status' | 'blocked_relation' | 'reported_by_user'>, sendStatus: ChatSendStatus = 'idle'): ChatItemState {
  if (post.status === 'deleted') return 'deleted';
  if (post.blocked_relation) return 'blocked';
  if (post.reported_by_user) return 'reported';
  if (sendStatus === 'failed') return 'notDelivered';
  if (sendStatus === 'sending') return 'sending';
  return post.status === 'open' ? 'open' : 'limited';
}

export interface ChatThreadCardViewProps {
  post: ChatPost;
  /** `card`: bordered, for the chat list. `flat`: no frame, for the top of the thread page. Default `card`. */
  variant?: 'card' | 'flat';
  /** The actions the reader may take (from the permission rules); none hides the "…" menu. */
  actions?: readonly ChatActionId[];
  /** Called with the chosen action and the thread's id. */
  onAction?: (action: ChatActionId, postId: number) => void;
  /** Called with the pressed reaction and the thread's id. */
  onReact?: (reaction: ChatReaction, postId: number) => void;
  /** The reaction whose change is being saved. */
  pendingReaction?: ChatReaction | null;
  /** Counts only, no reacting (recommended-feed context, banned readers). */
  reactionsDisabled?: boolean;
  /** Read-only mode: every action hidden (menu, reacting, opening replies stays). */
  readOnly?: boolean;
  /** Controlled "See more" state of the body; `onToggleBody` reports changes. */
  bodyExpanded?: boolean;
  onToggleBody?: (expanded: boolean, postId: number) => void;
  /** New replies since the reader's last visit: shows "New replies" with a dot (`data-unread`). */
  unread?: boolean;
  /** The reader’s own new thread: `sending` shows "Sending…", `failed` shows "Not delivered" with "Retry". */
  sendStatus?: ChatSendStatus;
  onRetry?: (postId: number) => void;
  /** Makes "N replies" a button (in the chat list, it opens the thread). */
  onOpenReplies?: (postId: number) => void;
  /** Leave out "N replies" and the faces (the thread page lists the replies under their own heading). */
  hideReplyCount?: boolean;
  /** Heading level of the author's name, for the page outline. Default: not a heading. */
  headingLevel?: 1 | 2 | 3;
  /** The `<article>`, e.g. to scroll it into view. */
  itemRef?: Ref<HTMLElement>;
  /**
   * The inline editor of the reader's own thread (Edit, P05), in place of the body while it is open; `null` or
   * absent shows the body. When it closes, focus goes back to the "…" menu button.
   */
  editor?: Omit<ChatThreadEditorProps, 'className'> | null;
  className?: string;
}

/**
 * A chat thread (community post): audience label (T001–T004), author with avatar, badge, relative time and
 * "Edited", the body (See more past 600, links cut at 64) or, while the author edits it, the inline editor, link preview, media carousel, reactions, reply count
 * with the recent repliers' faces, "New replies" marker and the "…" menu. Deleted threads show "This thread is
 * not available", reported ones "You reported this thread", blocked authors "This person blocked you" / "This
 * person is blocked". `data-state`: `open`, `limited`, `deleted`, `reported`, `blocked`, `notDelivered`,
 * `sending`. Memoised: callbacks receive the thread's id, so a list can pass the same functions to every card.
 */
export const ChatThreadCardView = memo(function ChatThreadCardView({
  post,
  variant = 'card',
  actions = NO_ACTIONS,
  onAction,
  onReact,
  pendingReaction,
  reactionsDisabled = false,
  readOnly = false,
  bodyExpanded,
  onToggleBody,
  unread = false,
  sendStatus = 'idle',
  onRetry,
  onOpenReplies,
  hideReplyCount = false,
  headingLevel,
  itemRef,
  editor,
  className,
}: ChatThreadCardViewProps) {
  const t = useT();
  const nameId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const editing = Boolean(editor);
  const wasEditing = useRef(editing);
  useLayoutEffect(() => {
    // The editor closed (saved or cancelled) and took focus with it: give it to the menu button it opened from.
    if (wasEditing.current && !editing && (document.activeElement === null || document.activeElement === document.body)) {
      contentRef.current?.closest('article')?.querySelector<HTMLElement>('[data-part="menu-trigger"]')?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  const state = chatThreadState(post, sendStatus);
  const name = post.user?.name ?? t('chat.item.someone');
  const NameTag = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const classes = className ? `${styles.card} ${className}` : styles.card;
  const frame = {
    ref: itemRef,
    className: classes,
    'data-part': 'thread-card',
    'data-variant': variant,
    'data-state': state,
    'data-id': post.id,
    'data-editing': editing ? '' : undefined,
  };

  if (state === 'deleted' || state === 'reported' || state === 'blocked') {
    return (
      <article {...frame} aria-label={state === 'blocked' ? undefined : name}>
        {state === 'blocked' && post.blocked_relation ? (
          <ChatBlockedNotice relation={post.blocked_relation} />
        ) : (
          <ChatItemNotice kind={state === 'deleted' ? 'unavailable' : 'reported'} item="thread" />
        )}
      </article>
    );
  }

  const menuActions = readOnly ? NO_ACTIONS : actions;
  const replyCount = post.comment_count;
  const repliesContent =
    replyCount > 0 && !hideReplyCount ? (
      <>
        {post.recent_commenters.length > 0 ? (
          <span aria-hidden className={itemStyles.faces}>
            <Facepile people={post.recent_commenters.map((u) => ({ id: String(u.id), name: u.name, src: u.photo_url }))} size={24} />
          </span>
        ) : null}
        <span>{t('chat.replies.count', { count: replyCount })}</span>
      </>
    ) : null;

  return (
    <article {...frame} aria-labelledby={nameId} data-unread={unread ? '' : undefined}>
      {post.audience !== 'all_subscribers' ? <ChatAudienceLabel audience={post.audience} className={styles.kicker} /> : null}
      <header className={itemStyles.authorRow}>
        <Avatar name={name} src={post.user?.photo_url} size={40} decorative />
        <div className={itemStyles.authorText}>
          <div className={itemStyles.nameLine}>
            <NameTag id={nameId} className={itemStyles.name}>
              <bdi>{name}</bdi>
            </NameTag>
            <ChatUserBadge pubRole={post.user_pub_role} />
          </div>
          <div className={itemStyles.metaLine}>
            <span className={itemStyles.metaItem}>
              {state === 'sending' ? <span data-part="sending">{t('chat.notice.sending')}</span> : <RelativeTime date={post.created_at} />}
            </span>
            {post.is_edited ? <span className={itemStyles.metaItem}>{t('chat.item.edited')}</span> : null}
            {post.is_locked ? (
              <span className={itemStyles.metaItem} data-part="locked-marker">
                <Icon icon={Lock} size="compressed" />
                {t('chat.item.locked')}
              </span>
            ) : null}
          </div>
        </div>
        {menuActions.length > 0 ? (
          <div className={itemStyles.menu}>
            <ChatActionsMenu actions={menuActions} onAction={onAction ? (action) => onAction(action, post.id) : undefined} />
          </div>
        ) : null}
      </header>
      <div className={styles.content} ref={contentRef}>
        {editor ? (
          <ChatThreadEditor {...editor} />
        ) : (
          <ChatBody
            body={post.body}
            rawBody={post.raw_body}
            size="thread"
            expanded={bodyExpanded}
            onExpandedChange={onToggleBody ? (expanded) => onToggleBody(expanded, post.id) : undefined}
          />
        )}
        {post.link_metadata ? <ChatLinkPreview metadata={post.link_metadata} /> : null}
        {post.mediaAttachments.length > 0 ? <ChatMediaCarousel attachments={post.mediaAttachments} /> : null}
        {state === 'notDelivered' ? <ChatItemNotice kind="notDelivered" onRetry={onRetry ? () => onRetry(post.id) : undefined} /> : null}
      </div>
      {state === 'open' || state === 'limited' || repliesContent || Object.keys(post.reactions).length > 0 ? (
        <footer className={itemStyles.footer}>
          <ChatReactionBar
            reactions={post.reactions}
            reaction={post.reaction}
            pendingReaction={pendingReaction}
            onReact={onReact && state === 'open' ? (reaction) => onReact(reaction, post.id) : undefined}
            disabled={readOnly || reactionsDisabled || state !== 'open'}
          />
          <span className={itemStyles.repliesGroup}>
            {unread ? <span className={itemStyles.unread}>{t('chat.item.unread')}</span> : null}
            {repliesContent && onOpenReplies ? (
              <button type="button" className={itemStyles.replies} onClick={() => onOpenReplies(post.id)}>
                {repliesContent}
              </button>
            ) : repliesContent ? (
              <span className={itemStyles.replies}>{repliesContent}</span>
            ) : null}
          </span>
        </footer>
      ) : null}
    </article>
  );
});
