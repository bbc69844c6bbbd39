import { defineScreen } from '../../../../kit/Screen';
import { PostFooter } from '../../../footer';
import { PostEnd } from '../../end';
import { crossPostFooterPublication, crossPostedPost } from './crossPost';
import { CrossPostPageView } from './CrossPostPageView';
import { useCrossPost } from './useCrossPost';

export interface CrossPostPageProps {
  /** The cross-posted post's id; read from the route `/cross-post/{postId}` when omitted. */
  postId?: number;
}

function ConnectedCrossPostPage({ postId }: { postId: number }) {
  const page = useCrossPost(postId);
  const data = page.data;
  return (
    <CrossPostPageView
      status={page.status}
      data={data}
      topPosts={page.topPosts}
      topPostsPublicationName={page.topPostsPublicationName}
      errorMessage={page.errorMessage}
      onRetry={page.reload}
      // The footer in cross-post mode: likes through E27/E28, no Edit; acting for the original publication.
      footer={data ? <PostFooter post={data.post} publication={crossPostFooterPublication(data)} crossPost /> : null}
      end={data ? <PostEnd post={crossPostedPost(data)} relatedPosts={false} /> : null}
    />
  );
}

/**
 * The connected cross-post embed page `/cross-post/{postId}` (spec 003; E39, E42): `useCrossPost` joined with
 * `CrossPostPageView`, declared with the kit's `defineScreen`. Without `postId` it reads the route. The post reads
 * like any post under its original publication: the footer area's `PostFooter` in cross-post mode and the post end
 * area's `PostEnd` (its related posts left to this page's top posts, K106).
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
