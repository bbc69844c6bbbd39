/**
 * A feed comment (a note, a reply, a comment shown in the feed: the API's `FeedComment`) as the comment item shows it
 * (`CommentItemView`'s `comment`). Pure: the one mapping the feed's note card and the note page share.
 */
import type { FeedComment } from '../../api/schemas/feed';
import type { CommentItemFields } from './views/CommentItemView';

/** The fields of a feed comment the mapping reads (a reply in `children` has them too). */
export type FeedCommentItemSource = Pick<FeedComment, 'id' | 'name' | 'photo_url' | 'date' | 'edited_at' | 'body' | 'attachments' | 'restacks' | 'status'>;

/** What `CommentItemView` shows of a feed comment: missing names, photos, edits and bodies are `null`. */
export function commentItemOf(comment: FeedCommentItemSource): CommentItemFields {
  return {
    id: comment.id,
    name: comment.name ?? null,
    photo_url: comment.photo_url ?? null,
    date: comment.date,
    edited_at: comment.edited_at ?? null,
    body: comment.body ?? null,
    attachments: comment.attachments,
    restacks: comment.restacks,
    status: comment.status,
  };
}
