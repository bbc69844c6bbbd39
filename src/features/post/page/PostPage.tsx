import type { ReactNode } from 'react';
import { defineScreen } from '../../../kit/Screen';
import { PostFooter } from '../../footer';
import { onDemand, whenOpen } from '../../../kit/onDemand';
import { shareSubjectFromPost } from '../../sharing';
import { PostEnd } from '../end';
import { addressWantsComments, type PostCommentsSectionProps } from '../../comments';
import type { PostQuery, PostRoute } from './postQuery';
import { usePostPage } from './usePostPage';
import { useLocation, useViewer } from '../../../platform/context';
import type { TakeoversProps } from '../extras/takeovers/Takeovers';
import { takeoverFor } from '../extras/takeovers/takeover.machine';
import type { GiftModalProps } from '../extras/gift/GiftModal';
import type { PostAudioPlayerProps, PostMediaProps } from '../../media';
import type { PostLiveStreamLinkProps } from '../../livestream';
import { ComingSoonExplainer, FeaturedTagEditor } from './views/PostAdminTools';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { PostPageView } from './views/PostPageView';

// Loaded on demand: the share dialog opens on `action=share` or a reader's click; a scheduled post is another screen.
const ShareDialog = /* @__PURE__ */ onDemand(() => import('../../sharing/ShareDialog').then((m) => m.ShareDialog), { when: whenOpen });
const ScheduledPostPage = /* @__PURE__ */ onDemand(() => import('../extras/scheduled/ScheduledPostPage').then((m) => m.ScheduledPostPage));
/** The comments section (the comments page's thread parts): loaded only when the address asks for the comments. */
const PostCommentsSection = /* @__PURE__ */ onDemand<PostCommentsSectionProps>(
  () => import('../../comments/section/PostCommentsSection').then((m) => m.PostCommentsSection),
  { when: addressWantsComments },
);
/** A video or podcast post's player and the clip modal: loaded for those posts and addresses with a `clipId` only. */
const PostMedia = /* @__PURE__ */ onDemand<PostMediaProps>(() => import('../../media/PostMedia').then((m) => m.PostMedia), {
  fallback: (props) => (props.post.type === 'video' ? <div style={{ paddingBottom: '56.25%' }} aria-hidden="true" /> : null),
});

/** A post's audio version (voiceover or text-to-speech): loaded only for posts that have one. */
/** The welcome and subscribe takeovers (M65): mounted for the readers who can get one, loaded on demand. */
const Takeovers = /* @__PURE__ */ onDemand<TakeoversProps>(() => import('../extras/takeovers/Takeovers').then((m) => m.Takeovers));
/** The gift modal (M61): mounted for signed-in readers (its guards need their e-mail), loaded on demand. */
const GiftModal = /* @__PURE__ */ onDemand<GiftModalProps>(() => import('../extras/gift/GiftModal').then((m) => m.GiftModal));
const PostAudioPlayer = /* @__PURE__ */ onDemand<PostAudioPlayerProps>(() => import('../../media/audio/PostAudioPlayer').then((m) => m.PostAudioPlayer));

/** The link to the livestream page from a post whose stream is live or upcoming: loaded only for those posts. */
const PostLiveStreamLink = /* @__PURE__ */ onDemand<PostLiveStreamLinkProps>(() =>
  import('../../livestream/views/PostLiveStreamLink').then((m) => m.PostLiveStreamLink),
);

export interface PostPageProps {
  /** The post to show; read from the route (`/p/{slug}` or `/home/post/p-{id}`) when omitted. */
  route?: PostRoute;
  /** Renders the footer bar after the body. Default: the footer area's `PostFooter` (like, comment, restack, share, save). */
  renderFooter?: (post: PostWithPublication) => ReactNode;
  /**
   * Renders the end of the post after the footer. Default: the post end area's `PostEnd` with the page's
   * `subscribe_prompt`, `just_subscribed` and `follow` parameters.
   */
  renderEnd?: (post: PostWithPublication, query: PostQuery) => ReactNode;
}

const defaultFooter = (post: PostWithPublication) => <PostFooter post={post} publication={post.publication ?? null} />;
const defaultEnd = (post: PostWithPublication, query: PostQuery) => (
  <PostEnd post={post} subscribePrompt={query.subscribePrompt ?? undefined} justSubscribed={query.justSubscribed} follow={query.follow} />
);

function ConnectedPostPage({ route, renderFooter = defaultFooter, renderEnd = defaultEnd }: Omit<PostPageProps, 'route'> & { route: PostRoute }) {
  const page = usePostPage(route);
  const location = useLocation();
  const viewer = useViewer();
  const { post, featuredTag, comingSoon, query, share } = page;
  // After the footer: the comments section when the address asks for it (comments, commentId, #comment-{n}, #input),
  // then the post end; nothing at all when neither renders.
  const endContent = post ? renderEnd(post, query) : null;
  const comments = post !== null && post !== undefined && addressWantsComments(location);
  const postEnd =
    post && (comments || (endContent !== null && endContent !== undefined && endContent !== false)) ? (
      <>
        {comments ? <PostCommentsSection post={post} search={location.search} hash={location.hash} /> : null}
        {endContent}
      </>
    ) : null;
  // Between the header and the body: the link to the livestream page while the post's stream is live or upcoming, a
  // video or podcast post's player (and the clip modal a `clipId` opens), and the audio version of a post that has one
  // (`play_audio=true` starts it). Each loads on demand.
  const hasMedia = post ? post.type === 'video' || post.type === 'podcast' || new URLSearchParams(location.search).has('clipId') : false;
  const hasAudio = Boolean(post?.audio_items?.length);
  const hasLiveStream = post?.liveStream?.status === 'active' || post?.liveStream?.status === 'scheduled';
  // A post that is scheduled, not yet published, is the scheduled-post page (spec 003): its countdown, not its body.
  if (post?.is_scheduled && post.postSchedule) return <ScheduledPostPage slug={post.slug} />;
  const adminTools =
    featuredTag || comingSoon ? (
      <>
        {comingSoon ? <ComingSoonExplainer onDismiss={comingSoon.dismiss} dismissing={comingSoon.dismissing} /> : null}
        {featuredTag && post ? (
          <FeaturedTagEditor tags={post.postTags ?? []} state={featuredTag.state} onSelect={featuredTag.select} onSave={featuredTag.save} />
        ) : null}
      </>
    ) : null;
  return (
    <>
      <PostPageView
        status={page.status}
        post={post}
        viewerRole={page.viewerRole}
        errorMessage={page.errorMessage}
        onRetry={page.retry}
        onGoHome={page.goHome}
        selection={page.selection}
        onPaywallAction={page.paywallAction}
        onSignIn={page.signIn}
        editBack={page.editBack}
        adminTools={adminTools}
        media={
          post && (hasMedia || hasAudio || hasLiveStream) ? (
            <>
              {hasLiveStream ? <PostLiveStreamLink liveStream={post.liveStream} /> : null}
              {hasMedia ? <PostMedia post={post} autoPlay={query.autoPlay} startAt={query.timestamp} /> : null}
              {hasAudio ? <PostAudioPlayer postId={post.id} title={post.title} autoPlay={query.playAudio} /> : null}
            </>
          ) : null
        }
        footer={post && renderFooter ? renderFooter(post) : null}
        end={postEnd}
        topRef={page.topRef}
        bottomRef={page.bottomRef}
      />
      {post ? (
        <ShareDialog open={share.open} onOpenChange={share.setOpen} subject={shareSubjectFromPost(post, { baseUrl: post.publication?.base_url })} />
      ) : null}
      {/* Spec 003 §2: the post page shows a welcome popup (the takeovers, after 120 s) and a gift modal. */}
      {post && takeoverFor(viewer.role) ? <Takeovers publicationName={post.publication?.name} /> : null}
      {post && viewer.user?.email ? <GiftModal publicationName={post.publication?.name} /> : null}
    </>
  );
}

/**
 * The connected post page (`post-page`): `usePostPage` (loading by slug or id, redirects, metered reload, query
 * parameters, selection, admin tools) joined with `PostPageView`, declared with the kit's `defineScreen` (error
 * boundary; the route `/p/{slug}` or `/home/post/p-{id}` when `route` is omitted). After the body it renders the
 * footer bar (`PostFooter`) and `PostEnd` (the post end area) with the page's `subscribe_prompt`, `just_subscribed`
 * and `follow` parameters; `action=share` opens the share dialog (`ShareDialog`). On another screen's path (e.g.
 * after the thread redirect to the comments page) it renders nothing: the host's router mounts that screen.
 */
export const PostPage = defineScreen({
  name: 'PostPage',
  resolve: ({ route, ...slots }: PostPageProps, match) => {
    const resolved: PostRoute | null =
      route ??
      (match?.screen === 'post'
        ? { by: 'slug', slug: match.params.slug! }
        : match?.screen === 'postById'
          ? { by: 'id', id: Number(match.params.postId) }
          : null);
    return resolved ? { ...slots, route: resolved } : null;
  },
  Body: ConnectedPostPage,
  identity: ({ route }) => (route.by === 'slug' ? `s:${route.slug}` : `i:${route.id}`),
  notFound: <></>,
});
