import { MessageSquareOff } from 'lucide-react';
import { useId } from 'react';
import type { FeedComment } from '../../../api/schemas/feed';
import * as layout from '../../../theme/layout.css';
import { isolate } from '../../../ui/bidi';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton, SkeletonText } from '../../../ui/Skeleton';
import { CommentItemView, type CommentPresentation, commentItemOf } from '../../comments';
import { useT } from '../i18n';
import * as styles from './notes.css';

export type NotePageViewStatus = 'loading' | 'ready' | 'not-found' | 'error';
export const notePageViewStatuses = ['loading', 'ready', 'not-found', 'error'] as const satisfies readonly NotePageViewStatus[];

export interface NotePageViewProps {
  status: NotePageViewStatus;
  /** The note and its direct replies, newest first (ready). */
  note?: FeedComment | undefined;
  replies?: readonly FeedComment[] | undefined;
  /** "Now" for relative dates. */
  now: Date;
  /** The reader's words for a failed load (error). */
  errorMessage?: string | undefined;
  onRetry?: () => void;
}

/** What a note or reply shows: itself, or the placeholder of one the reader may not see or that was deleted. */
function presentation(comment: FeedComment): CommentPresentation {
  if (comment.unavailable_reason && comment.unavailable_reason !== 'you-muted') return comment.unavailable_reason === 'removed' ? 'removed' : 'unavailable';
  return comment.deleted || comment.status === 'deleted' ? 'deleted' : 'comment';
}

function Item({ comment, depth, now }: { comment: FeedComment; depth: number; now: Date }) {
  return (
    <CommentItemView
      comment={commentItemOf(comment)}
      presentation={presentation(comment)}
      depth={depth}
      now={now}
      liked={comment.reaction === true}
      likeCount={comment.reaction_count}
      replyCount={comment.children_count}
    />
  );
}

/**
 * The note page (designed): one note as the feed's card shows it, then its direct replies, newest first. Bare view:
 * props in, markup out; the state in `data-state`.
 */
export function NotePageView({ status, note, replies = [], now, errorMessage, onRetry }: NotePageViewProps) {
  const t = useT();
  const titleId = useId();
  const repliesId = useId();
  return (
    <main className={layout.page} data-part="note-page" data-state={status} aria-busy={status === 'loading' || undefined}>
      <div className={layout.column({ width: 'reading' })}>
        {status === 'loading' ? (
          <div className={styles.notePageSkeleton} role="status" aria-label={t('notes.page.loading')}>
            <Skeleton width={40} height={40} radius="round" />
            <SkeletonText lines={3} />
          </div>
        ) : status === 'not-found' ? (
          <EmptyState icon={MessageSquareOff} headingLevel={1} title={t('notes.page.notFound')} description={t('notes.page.notFoundBody')} />
        ) : status === 'error' || !note ? (
          <ErrorState description={errorMessage} {...(onRetry ? { onRetry } : {})} />
        ) : (
          <>
            <h1 id={titleId} className={styles.notePageTitle}>
              {t('notes.page.title', { name: isolate(note.name ?? t('notes.page.someone')) })}
            </h1>
            <article className={styles.notePageNote} aria-labelledby={titleId}>
              <Item comment={note} depth={0} now={now} />
            </article>
            <section aria-labelledby={repliesId} className={styles.notePageReplies}>
              <h2 id={repliesId} className={styles.notePageRepliesTitle}>
                {t('notes.page.replies', { count: replies.length })}
              </h2>
              {replies.length === 0 ? (
                <p className={layout.muted}>{t('notes.page.noReplies')}</p>
              ) : (
                replies.map((reply) => <Item key={reply.id} comment={reply} depth={1} now={now} />)
              )}
            </section>
          </>
        )}
      </div>
    </main>
  );
}
