import { defineScreen } from '../../../../kit/Screen';
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

/**
 * The connected cross-post embed page `/cross-post/{postId}` (spec 003; E39, E42): `useCrossPost` joined with
 * `CrossPostPageView`, declared with the kit's `defineScreen`. Without `postId` it reads the route.
 */
export const CrossPostPage = defineScreen({
  name: 'CrossPostPage',
  resolve: (props: CrossPostPageProps, route) => {
    const postId = props.postId ?? (route?.screen === 'crossPost' ? Number(route.params.postId) : undefined);
    return postId === undefined ? null : { postId };
  },
  Body: ConnectedCrossPostPage,
  identity: ({ postId }) => postId,
  notFound: <CrossPostPageView status="not_found" />,
});
