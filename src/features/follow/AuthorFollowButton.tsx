import { getAuthorPageInfo } from '../../api/endpoints/growth';
import { useRead } from '../../kit/read';
import { withScreenBoundary } from '../../kit/Screen';
import { useLocation } from '../../platform/context';
import { isFollowing } from './authorFollow.machine';
import { useAuthorFollow } from './useAuthorFollow';
import { type AuthorFollowViewState, AuthorFollowButtonView } from './views/AuthorFollowButtonView';

export interface AuthorFollowButtonProps {
  /**
   * The author as the page has it (author page, Who We Are columnists): the name and the primary section. Without a
   * section there is no button (spec 001: "only if the author has a section").
   */
  author?: { name: string; primary_section_id?: number | null | undefined };
  /** Or only the author's user id or handle: the author's info is read (E63), e.g. on the post page. */
  authorId?: number | string;
  /** The author's publication; the current one when omitted. */
  publicationId?: number;
  /** Follow on arrival; read from the address (`follow=true`) when omitted. */
  followOnArrival?: boolean;
}

function Toggle({
  sectionId,
  authorName,
  publicationId,
  arriving,
}: {
  sectionId: number;
  authorName: string;
  publicationId: number | undefined;
  arriving: boolean;
}) {
  const follow = useAuthorFollow({ sectionId, publicationId, authorName, arriving });
  const { state } = follow;
  const viewState: AuthorFollowViewState =
    state.name === 'loading' || state.name === 'redirecting' ? 'loading' : state.name === 'not_subscribed' ? 'not_following' : state.name;
  return <AuthorFollowButtonView state={viewState} following={isFollowing(state)} authorName={authorName} onToggle={follow.toggle} />;
}

function ByAuthorId({ authorId, publicationId, arriving }: { authorId: number | string; publicationId: number | undefined; arriving: boolean }) {
  const info = useRead(getAuthorPageInfo, { params: { author: String(authorId) }, query: { limit: 1 } });
  const author = info.data?.author;
  if (!author?.primary_section_id) return null;
  return <Toggle sectionId={author.primary_section_id} authorName={author.name} publicationId={publicationId} arriving={arriving} />;
}

function ConnectedAuthorFollowButton({ author, authorId, publicationId, followOnArrival }: AuthorFollowButtonProps) {
  const location = useLocation();
  const arriving = followOnArrival ?? new URLSearchParams(location.search).get('follow') === 'true';
  if (author) {
    return author.primary_section_id ? (
      <Toggle sectionId={author.primary_section_id} authorName={author.name} publicationId={publicationId} arriving={arriving} />
    ) : null;
  }
  return authorId !== undefined ? <ByAuthorId authorId={authorId} publicationId={publicationId} arriving={arriving} /> : null;
}

/**
 * The connected author-follow toggle (M20; author pages, Who We Are columnists, the post page's `follow=true`):
 * `useAuthorFollow` joined with `AuthorFollowButtonView`, inside the screen error boundary. Renders nothing for an
 * author without a primary section.
 */
export const AuthorFollowButton = withScreenBoundary('AuthorFollowButton', ConnectedAuthorFollowButton);
