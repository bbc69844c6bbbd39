import { useLocation } from '../../../../platform/context';
import { ScreenErrorBoundary } from '../../../../kit/ErrorBoundary';
import { crossPostIdFromPath } from './crossPost';
import { CrossPostPageView } from './CrossPostPageView';
import { useCrossPost } from './useCrossPost';

export interface CrossPostPageProps {
  /** The cross-posted post's id; read from the route `/cross-post/{postId}` when omitted. */
  postId?: number;
}

function ConnectedCrossPostPage({ postId }: { postId: number }) {
  const page = useCrossPost(postId);
  return (
    <CrossPostPageView
      status={page.status}
      data={page.data}
      topPosts={page.topPosts}
      topPostsPublicationName={page.topPostsPublicationName}
      errorMessage={page.errorMessage}
      onRetry={page.reload}
    />
  );
}

function RoutedCrossPostPage() {
  const { pathname } = useLocation();
  const postId = crossPostIdFromPath(pathname);
  return postId === null ? <CrossPostPageView status="not_found" /> : <ConnectedCrossPostPage key={postId} postId={postId} />;
}

/**
 * The connected cross-post embed page `/cross-post/{postId}` (spec 003; E39, E42): `useCrossPost` joined with
 * `CrossPostPageView`, inside a `ScreenErrorBoundary`. Without `postId` it reads the route.
 */
export function CrossPostPage({ postId }: CrossPostPageProps) {
  return <ScreenErrorBoundary>{postId === undefined ? <RoutedCrossPostPage /> : <ConnectedCrossPostPage key={postId} postId={postId} />}</ScreenErrorBoundary>;
}
