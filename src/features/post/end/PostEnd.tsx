/**
 * The end of a post (spec 000 "Post page" surfaces, 002 comments section and more posts, 003 top posts and restacks;
 * inventory §1.B). `PostEnd` is connected: it reads P27 (the publication and the reader's standing with it) and
 * composes, in product order:
 *
 * 1. the subscribe footer (K015: body ≥ 500 characters, reader not subscribed; "in body", so first);
 * 2. the post-end call to action (M12 `postEndCtaType`, `data-cta`);
 * 3. the recommend call to action (`showRecommendCta`);
 * 4. the prompts: gift unlock (M24, experiment G31 `gift_unlock`), subscribe prompt (`subscribe_prompt`,
 *    `just_subscribed`), follow prompt (`follow=true`);
 * 5. related ("top") posts (3 or 10, first load after 1000 ms on the platform clock);
 * 6. the restacks preview (its own section when the comments section shows comments);
 * 7. the comments section (preview, restacks, comments off T136, not allowed);
 * 8. more posts from the publication;
 * and, as overlays, the webview modal (in-app browsers) and the app-install drawer (phones).
 *
 * The page passes the post as E23 answered it and the query flags it read. After a gift unlock every query is
 * invalidated, so the page's E23 answers the full post.
 */
import { withScreenBoundary } from '../../../kit/Screen';
import type { JSX } from 'react';
import { useState } from 'react';
import type { Post } from '../../../api/schemas/core';
import type { PostReaderContext } from '../../../api/schemas/posts';
import { useT } from './i18n';
import { ScreenErrorBoundary } from '../../../kit/ErrorBoundary';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { onDemand } from '../../../kit/onDemand';
import { AppInstallDrawer } from './AppInstallDrawer';
import { useExperiment } from './experiment';
import { giftUnlockVariants } from './giftUnlock.machine';
import {
  commentsSectionMode,
  freeUpsellVariant,
  type PostEndCtaType,
  postEndCtaType,
  publicationHasPlans,
  showRecommendCta,
  showSubscribeFooter,
  subscribePromptKind,
  topPostsCount,
  topPostsReader,
} from './rules';
import { useCommentsPreview, useFollowPrompt, useGiftUnlock, useMorePosts, usePostReaderContext, useRestacksPreview, useTopPosts } from './usePostEnd';
import { CommentsSectionView, commentsPath, MorePostsFooterView, RelatedPostsListView, RestacksPreviewView } from './views/PostEndLists';
import { FollowPromptView, GiftUnlockPromptView, PostEndCtaView, RecommendCtaView, SubscribeFooterView, SubscribePromptView } from './views/PostEndPrompts';
import * as styles from './views/postEnd.css';
import { WebviewModal } from './WebviewModal';
import { paths } from '../../../kit/routes';

/** The author's notifications (M20): loaded only on arrival with `follow=true`, where it follows at once. */
const AuthorFollowButton = /* @__PURE__ */ onDemand(() => import('../../follow/AuthorFollowButton').then((m) => m.AuthorFollowButton));

/** Props of {@link PostEnd}. */
export interface PostEndProps {
  /** The post as returned by E23 (`GET /api/v1/posts/:slug`). */
  post: Post;
  /** From the page's query: `subscribe_prompt=paid|other`. */
  subscribePrompt?: 'paid' | 'other';
  /** From the page's query: `just_subscribed`. */
  justSubscribed?: boolean;
  /** From the page's query: `follow=true`. */
  follow?: boolean;
  /**
   * Shows the related ("top") posts (default). The cross-post page leaves them out: it lists at most 3 top posts of
   * the cross-posting publication itself (K106, G36).
   */
  relatedPosts?: boolean;
}

/** Where each call to action leads (designed paths; the spec names none). */
export const postEndPaths = {
  subscribe: paths.subscribe(),
  upgrade: paths.subscribe({ plan: 'paid' }),
  pledge: paths.subscribe({ pledge: true }),
  recommend: (publicationId: number) => paths.publishRecommendations(publicationId),
  share: (slug: string) => paths.post(slug, { action: 'share' }),
  archive: '/archive',
} as const;

function ctaHref(type: PostEndCtaType, variant: 'subscribe' | 'share', slug: string): string {
  if (type === 'paid_upsell') return postEndPaths.upgrade;
  if (type === 'pledge_upsell') return postEndPaths.pledge;
  return variant === 'share' ? postEndPaths.share(slug) : postEndPaths.subscribe;
}

/** The end of a post, connected to the mock or real API. See the module comment for what it composes. */
function ConnectedPostEnd(props: PostEndProps): JSX.Element {
  return (
    <ScreenErrorBoundary>
      {/* Keyed by post: a new post starts every machine (gift unlock, top-posts delay, dismissed prompt) afresh. */}
      <PostEndContent key={props.post.id} {...props} />
    </ScreenErrorBoundary>
  );
}

function PostEndContent({ post, subscribePrompt, justSubscribed, follow, relatedPosts = true }: PostEndProps): JSX.Element {
  const t = useT();
  const context = usePostReaderContext(post.id);
  const ctx = context.data;
  const pub = ctx?.publication;
  const user = ctx?.user ?? null;
  const count = ctx && relatedPosts ? topPostsCount(topPostsReader(user), publicationHasPlans(ctx.publication)) : undefined;
  const topPosts = useTopPosts(post, pub?.id, count);
  const mode = commentsSectionMode(post);
  const restacks = useRestacksPreview(post.id);
  const comments = useCommentsPreview(post.id, mode === 'comments');
  const morePosts = useMorePosts(post, pub?.id);
  const [promptDismissed, setPromptDismissed] = useState(false);

  const restacksView = <RestacksPreviewView state={restacks.state} onRetry={restacks.retry} withHeading={mode === 'comments'} />;
  const name = pub?.name ?? '';

  return (
    <div className={styles.root} data-part="post-end" data-post-id={post.id} data-state={ctx ? 'ready' : context.isError ? 'error' : 'loading'}>
      {ctx && showSubscribeFooter(post.body_html, user) ? <SubscribeFooterView publicationName={name} href={postEndPaths.subscribe} /> : null}
      {ctx ? (
        <ContextPrompts
          ctx={ctx}
          post={post}
          subscribePrompt={subscribePrompt}
          justSubscribed={justSubscribed}
          follow={follow}
          promptDismissed={promptDismissed}
          onDismissPrompt={() => setPromptDismissed(true)}
        />
      ) : null}
      {context.isError ? <ErrorState description={t('postEnd.loadError')} onRetry={() => void context.refetch()} retryLabel={t('postEnd.retry')} /> : null}
      {!ctx && !context.isError ? <Skeleton height={180} radius="md" /> : null}
      {relatedPosts ? <RelatedPostsListView state={topPosts.state} publicationName={name} count={count ?? 3} onRetry={topPosts.retry} /> : null}
      {mode === 'comments' ? restacksView : null}
      <CommentsSectionView
        mode={mode}
        comments={comments.state}
        commentCount={post.comment_count ?? 0}
        commentsHref={commentsPath(post.slug)}
        restacks={restacksView}
        onRetry={comments.retry}
      />
      <MorePostsFooterView state={morePosts.state} publicationName={name} archiveHref={postEndPaths.archive} onRetry={morePosts.retry} />
      <WebviewModal />
      <AppInstallDrawer />
    </div>
  );
}

interface ContextPromptsProps extends Omit<PostEndProps, 'post'> {
  ctx: PostReaderContext;
  post: Post;
  promptDismissed: boolean;
  onDismissPrompt: () => void;
}

/** Everything that needs P27: the CTA, the recommend CTA and the prompts (mounted once P27 answered). */
function ContextPrompts({ ctx, post, subscribePrompt, justSubscribed, follow, promptDismissed, onDismissPrompt }: ContextPromptsProps) {
  const { publication, user } = ctx;
  const type = postEndCtaType(publication, user);
  const variant = freeUpsellVariant(user);
  const promptKind = promptDismissed ? null : subscribePromptKind({ subscribePrompt, justSubscribed }, user);
  const giftVariant = useExperiment('gift_unlock', giftUnlockVariants);
  const giftUnlock = useGiftUnlock(post, user);
  const followPrompt = useFollowPrompt(publication.author_id, publication.name, follow === true);
  return (
    <>
      <GiftUnlockPromptView state={giftUnlock.state} variant={giftVariant} onUnlock={giftUnlock.unlock} />
      {promptKind ? (
        <SubscribePromptView
          kind={promptKind}
          publicationName={publication.name}
          href={promptKind === 'paid' ? postEndPaths.upgrade : postEndPaths.subscribe}
          onDismiss={onDismissPrompt}
        />
      ) : null}
      <PostEndCtaView type={type} variant={variant} publicationName={publication.name} href={ctaHref(type, variant, post.slug)} />
      {showRecommendCta(publication, user) && user?.primaryPublication ? (
        <RecommendCtaView publicationName={publication.name} ownPublicationName={user.primaryPublication.name} href={postEndPaths.recommend(publication.id)} />
      ) : null}
      {follow && publication.author_id != null && user?.id !== publication.author_id ? (
        <>
          <FollowPromptView publicationName={publication.name} state={followPrompt.state} onFollow={followPrompt.follow} />
          {/* Back from the subscribe page with `follow=true`: the author's section notifications follow on arrival (M20). */}
          <AuthorFollowButton authorId={publication.author_id} publicationId={publication.id} followOnArrival />
        </>
      ) : null}
    </>
  );
}

/** PostEnd inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const PostEnd = withScreenBoundary('PostEnd', ConnectedPostEnd);
