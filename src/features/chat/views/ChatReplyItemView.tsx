import { Lock, Quote } from 'lucide-react';
import { memo, type Ref, useId } from 'react';
import type { ChatComment, ChatReaction } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { Avatar, Facepile } from '../../../ui/Avatar';
import { RelativeTime } from '../../../ui/Formatted';
import { isolate } from '../../../ui/bidi';
import { Icon } from '../../../ui/Icon';
import { ChatActionsMenu } from './ChatActionsMenu';
import { ChatBlockedNotice } from './ChatBlockedNotice';
import { ChatBody } from './ChatBody';
import { ChatItemNotice } from './ChatItemNotice';
import { ChatMediaCarousel } from './ChatMediaCarousel';
import { ChatReactionBar } from './ChatReactionBar';
import { ChatUserBadge } from './ChatUserBadge';
import * as itemStyles from './item.css';
import * as styles from './ChatReplyItemView.css';
import type { ChatActionId, ChatItemState, ChatSendStatus } from './types';

const NO_ACTIONS: readonly ChatActionId[] = [];

/** Which finite state a reply shows (its `data-state`). */
export function chatReplyState(
  comment: Pick<ChatComment, 'status' | 'blocked_relation' | 'reported_by_user'>,
  sendStatus: ChatSendStatus = 'idle',
): ChatItemState {
  if (comment.status !== 'VISIBLE' && comment.status !== 'open') return 'deleted';
  if (comment.blocked_relation) return 'blocked';
  if (comment.reported_by_user) return 'reported';
  if (sendStatus === 'failed') return 'notDelivered';
  if (sendStatus === 'sending') return 'sending';
  return 'open';
}

export interface ChatReplyItemViewProps {
  comment: ChatComment;
  /** The actions the reader may take (from the permission rules); none hides the "…" menu. */
  actions?: readonly ChatActionId[];
  /** Called with the chosen action and the reply's id. */
  onAction?: (action: ChatActionId, commentId: number) => void;
  /** Called with the pressed reaction and the reply's id. */
  onReact?: (reaction: ChatReaction, commentId: number) => void;
  pendingReaction?: ChatReaction | null;
  /** Counts only, no reacting. */
  reactionsDisabled?: boolean;
  /** Read-only mode: the menu and reacting are hidden. */
  readOnly?: boolean;
  /** The reply a comment link points at (`targetReply` with `showTarget`): tinted, `data-highlighted`, focusable. */
  highlighted?: boolean;
  /** Controlled "See more" state; `onToggleBody` reports changes with the reply's id. */
  bodyExpanded?: boolean;
  onToggleBody?: (expanded: boolean, commentId: number) => void;
  /** The reader’s own reply not yet saved: `sending` shows "Sending…", `failed` shows "Not delivered" with "Retry". */
  sendStatus?: ChatSendStatus;
  /** The id the data layer keeps an unsent reply under; `onRetry` receives it. */
  localId?: string;
  onRetry?: (localId: string) => void;
  /** Shows "N replies" with faces as a button (when nested replies are not listed below). */
  onOpenReplies?: (commentId: number) => void;
  /** The `<article>`, so the page can scroll the target reply into view. */
  itemRef?: Ref<HTMLElement>;
}

function sameActions(a: readonly ChatActionId[] | undefined, b: readonly ChatActionId[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((action, index) => action === b[index]);
}

/** Shallow prop comparison, with `actions` compared by content (permission rules may build a new list each time). */
function propsAreEqual(prev: ChatReplyItemViewProps, next: ChatReplyItemViewProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof ChatReplyItemViewProps>;
  for (const key of keys) {
    if (key === 'actions') {
      if (!sameActions(prev.actions, next.actions)) return false;
    } else if (prev[key] !== next[key]) return false;
  }
  return true;
}

function ChatReplyItemViewImpl({
  comment,
  actions = NO_ACTIONS,
  onAction,
  onReact,
  pendingReaction,
  reactionsDisabled = false,
  readOnly = false,
  highlighted = false,
  bodyExpanded,
  onToggleBody,
  sendStatus = 'idle',
  localId,
  onRetry,
  onOpenReplies,
  itemRef,
}: ChatReplyItemViewProps) {
  const t = useT();
  const nameId = useId();
  const state = chatReplyState(comment, sendStatus);
  const name = comment.user?.name ?? t('chat.item.someone');
  const depth = comment.parent_id ? 1 : 0;
  const frame = {
    ref: itemRef,
    className: styles.item,
    'data-part': 'reply-item',
    'data-state': state,
    'data-id': comment.id,
    'data-depth': depth,
    'data-highlighted': highlighted ? '' : undefined,
    tabIndex: highlighted ? -1 : undefined,
  };

  if (state === 'deleted' || state === 'reported' || state === 'blocked') {
    return (
      <article {...frame} aria-label={state === 'blocked' ? undefined : name}>
        <span aria-hidden />
        {state === 'blocked' && comment.blocked_relation ? (
          <ChatBlockedNotice relation={comment.blocked_relation} />
        ) : (
          <ChatItemNotice kind={state === 'deleted' ? 'unavailable' : 'reported'} item="reply" />
        )}
      </article>
    );
  }

  const menuActions = readOnly ? NO_ACTIONS : actions;
  const quoted = comment.quoted_comment;
  const quotedName = quoted?.user?.name ?? t('chat.item.someone');
  const quotedVisible = quoted && quoted.status === 'VISIBLE' && quoted.body.trim() !== '';
  const hasReactions = Object.values(comment.reactions).some((count) => count > 0);
  const interactive = !readOnly && !reactionsDisabled && state === 'open' && onReact !== undefined;

  return (
    <article {...frame} aria-labelledby={nameId}>
      <span className={styles.avatarCell}>
        <Avatar name={name} src={comment.user?.photo_url} size={32} decorative />
      </span>
      <div className={styles.main}>
        <div className={styles.head}>
          <div className={styles.headText}>
            <span id={nameId} className={styles.name}>
              <bdi>{name}</bdi>
            </span>
            <ChatUserBadge pubRole={comment.user_pub_role} className={styles.badge} />
            <span className={itemStyles.metaLine}>
              <span className={itemStyles.metaItem}>
                {state === 'sending' ? <span data-part="sending">{t('chat.notice.sending')}</span> : <RelativeTime date={comment.created_at} />}
              </span>
              {comment.is_locked ? (
                <span className={itemStyles.metaItem} data-part="locked-marker">
                  <Icon icon={Lock} size="compressed" />
                  {t('chat.item.locked')}
                </span>
              ) : null}
            </span>
          </div>
          {menuActions.length > 0 ? (
            <div className={styles.menu}>
              <ChatActionsMenu actions={menuActions} onAction={onAction ? (action) => onAction(action, comment.id) : undefined} />
            </div>
          ) : null}
        </div>
        {quoted ? (
          <blockquote className={styles.quote} aria-label={t('chat.item.quote', { name: isolate(quotedName) })} data-part="quote" data-quote-id={quoted.id}>
            <span className={styles.quoteAuthor}>
              <Icon icon={Quote} size="compressed" />
              <bdi>{quotedName}</bdi>
            </span>
            {quotedVisible ? (
              <p className={styles.quoteText} dir="auto">
                {quoted.body}
              </p>
            ) : (
              <p className={styles.quoteText} data-unavailable="">
                {t('chat.notice.replyUnavailable')}
              </p>
            )}
          </blockquote>
        ) : null}
        <ChatBody
          body={comment.body}
          rawBody={comment.raw_body}
          size="reply"
          expanded={bodyExpanded}
          onExpandedChange={onToggleBody ? (expanded) => onToggleBody(expanded, comment.id) : undefined}
        />
        {comment.media_uploads.length > 0 ? <ChatMediaCarousel uploads={comment.media_uploads} /> : null}
        {state === 'notDelivered' ? (
          <ChatItemNotice kind="notDelivered" onRetry={onRetry && localId !== undefined ? () => onRetry(localId) : undefined} />
        ) : null}
        {interactive || hasReactions || (onOpenReplies && comment.reply_count > 0) ? (
          <div className={styles.footer}>
            {interactive || hasReactions ? (
              <ChatReactionBar
                reactions={comment.reactions}
                reaction={comment.reaction}
                pendingReaction={pendingReaction}
                onReact={interactive ? (reaction) => onReact?.(reaction, comment.id) : undefined}
                disabled={!interactive}
              />
            ) : null}
            {onOpenReplies && comment.reply_count > 0 ? (
              <button type="button" className={itemStyles.replies} onClick={() => onOpenReplies(comment.id)}>
                {comment.recent_commenters.length > 0 ? (
                  <span aria-hidden className={itemStyles.faces}>
                    <Facepile people={comment.recent_commenters.map((u) => ({ id: String(u.id), name: u.name, src: u.photo_url }))} size={24} />
                  </span>
                ) : null}
                <span>{t('chat.replies.count', { count: comment.reply_count })}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A chat reply (community comment): avatar, name, badge, relative time, "Replies locked" marker, the quoted reply
 * (`quoted_comment`, or "This reply is not available" when it is gone), the body, media, reactions and the "…"
 * menu. Replies to replies (`parent_id`) are indented one level (`data-depth="1"`). The target of a comment link
 * is tinted (`data-highlighted`) and focusable; `itemRef` lets the page scroll it into view. Deleted, reported and
 * blocked replies show their notice instead (T008–T013); a failed own reply shows "Not delivered" with "Retry".
 *
 * Memoised with a shallow comparison (actions by content) and id-carrying callbacks: in a thread of 1,000 replies
 * a reaction on one re-renders only that one, provided the page passes the same callbacks and unchanged
 * `comment` objects to the others.
 */
export const ChatReplyItemView = memo(ChatReplyItemViewImpl, propsAreEqual);
