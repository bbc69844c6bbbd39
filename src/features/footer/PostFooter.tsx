import type { Post } from '../../api/schemas/core';
import { paths } from '../../kit/routes';
import { withScreenBoundary } from '../../kit/Screen';
import { usePublication } from '../../platform/context';
import { onDemand, whenOpen } from '../../kit/onDemand';
import { shareSubjectFromPost } from '../sharing';
import { readerGuideOpen } from './readerGuide.machine';
import { type PostFooterPublication, type UsePostFooterOptions, usePostFooter } from './usePostFooter';
import { useMobileToolbar } from './useMobileToolbar';
import { MobileFooterToolbar } from './views/MobileFooterToolbar';
import { PostFacepile } from './views/PostFacepile';

// Overlays most readers never open: loaded on demand (kit/onDemand), not part of the footer's first render.
const ReaderGuidePanel = /* @__PURE__ */ onDemand(() => import('./views/ReaderGuidePanel').then((m) => m.ReaderGuidePanel));
const PdfGeneratingModal = /* @__PURE__ */ onDemand(() => import('./views/PdfGeneratingModal').then((m) => m.PdfGeneratingModal), { when: whenOpen });
const FreeSubscribeToLikeModal = /* @__PURE__ */ onDemand(() => import('./views/FreeSubscribeToLikeModal').then((m) => m.FreeSubscribeToLikeModal), {
  when: whenOpen,
});
const SignInPromptModal = /* @__PURE__ */ onDemand(() => import('./views/SignInPromptModal').then((m) => m.SignInPromptModal), { when: whenOpen });
const RestackNudgeModal = /* @__PURE__ */ onDemand(() => import('./views/RestackNudgeModal').then((m) => m.RestackNudgeModal), { when: whenOpen });
const LikeUpsellModal = /* @__PURE__ */ onDemand(() => import('./views/LikeUpsellModal').then((m) => m.LikeUpsellModal));
const ShareDialog = /* @__PURE__ */ onDemand(() => import('../sharing/ShareDialog').then((m) => m.ShareDialog));
import { PostFooterBarView } from './views/PostFooterBarView';

export const postFooterPlacements = ['bar', 'compact', 'toolbar'] as const;
export type PostFooterPlacement = (typeof postFooterPlacements)[number];

export interface PostFooterProps extends Omit<UsePostFooterOptions, 'publication'> {
  /** The post as the API sent it (E23 or a feed item). */
  post: Post;
  /** The post's publication (restack rules, name, author, plans). Default: the platform's publication. */
  publication?: PostFooterPublication | null;
  /**
   * `bar` (default): under a post, with the facepile and the reader guide panel. `compact`: feeds and comments.
   * `toolbar`: the mobile sticky toolbar that hides on fast scroll down (M21).
   */
  variant?: PostFooterPlacement;
  /** Where Comment goes. Default `paths.comments(slug)` (`/p/{slug}/comments`). */
  commentHref?: string;
  /** Hide the facepile (bar variant). */
  hideFacepile?: boolean;
}

function PostFooterInner({ post, publication, variant = 'bar', commentHref, hideFacepile = false, ...options }: PostFooterProps) {
  const platformPublication = usePublication();
  const pub: PostFooterPublication | null =
    publication !== undefined ? publication : platformPublication ? { id: platformPublication.id, name: platformPublication.name } : null;
  const footer = usePostFooter(post, { ...options, publication: pub });
  const visibility = useMobileToolbar(variant === 'toolbar');
  const publicationName = pub?.name ?? platformPublication?.name ?? '';
  const guide = footer.readerGuide;

  const bar = (
    <PostFooterBarView
      permissions={footer.permissions}
      variant={variant === 'bar' ? 'bar' : 'compact'}
      liked={footer.like.liked}
      likeCount={footer.like.count}
      likePending={footer.like.pending}
      commentCount={post.comment_count}
      commentHref={commentHref ?? paths.comments(post.slug)}
      restacked={footer.restack.restacked}
      restackCount={footer.restack.count}
      restackPending={footer.restack.pending}
      saved={footer.saved}
      savePending={footer.savePending}
      readerGuideOpen={readerGuideOpen(guide)}
      onLike={footer.toggleLike}
      onRestack={footer.toggleRestack}
      onShare={footer.openShare}
      onSave={footer.toggleSave}
      onReaderGuide={footer.toggleReaderGuide}
      onOpenAsPdf={footer.openAsPdf}
      onEdit={footer.edit}
    />
  );

  return (
    <div data-part="post-footer-root" data-placement={variant}>
      {variant === 'bar' && !hideFacepile ? (
        <PostFacepile
          status={footer.facepile.status}
          reactors={footer.facepile.data?.reactors ?? []}
          restackers={footer.facepile.data?.restackers ?? []}
          reactorNames={footer.like.reactorNames}
        />
      ) : null}
      {variant === 'toolbar' ? <MobileFooterToolbar visibility={visibility}>{bar}</MobileFooterToolbar> : bar}
      {readerGuideOpen(guide) ? (
        <ReaderGuidePanel
          status={guide.name}
          html={guide.name === 'shown' ? guide.html : null}
          errorMessage={guide.name === 'error' ? guide.message : null}
          onRetry={footer.retryReaderGuide}
          onClose={footer.toggleReaderGuide}
        />
      ) : null}
      <PdfGeneratingModal open={footer.pdfOpen} onOpenChange={(open) => (open ? undefined : footer.closePdf())} />
      <FreeSubscribeToLikeModal
        open={footer.dialog === 'freeSubscribeToLike'}
        onOpenChange={(open) => (open ? undefined : footer.closeDialog())}
        publicationName={publicationName}
        onSubmit={(email) => footer.subscribeFree(email, 'free_subscribe_to_like')}
        submitting={footer.signup === 'submitting'}
        done={footer.signup === 'done'}
        signInHref={footer.signInHref}
      />
      <SignInPromptModal
        open={footer.dialog === 'signInToSave' || footer.dialog === 'signInToRestack'}
        onOpenChange={(open) => (open ? undefined : footer.closeDialog())}
        action={footer.dialog === 'signInToRestack' ? 'restack' : 'save'}
        signInHref={footer.signInHref}
      />
      <RestackNudgeModal open={footer.restack.nudge} variant={options.subject ?? 'post'} onViewNow={footer.viewRestack} onDismiss={footer.closeNudge} />
      {footer.upsell.name === 'shown' ? (
        <LikeUpsellModal
          open
          onOpenChange={(open) => (open ? undefined : footer.closeUpsell())}
          view={footer.upsell.view}
          publicationName={publicationName}
          plans={pub?.plans ?? []}
          userEmail={footer.userEmail}
          onChoosePlan={(planId) => footer.choosePlan(planId)}
          onSubscribeFree={(email) => footer.subscribeFree(email, 'like_upsell')}
          submitting={footer.signup === 'submitting'}
          subscribed={footer.signup === 'done'}
          onShare={footer.shareFromUpsell}
        />
      ) : null}
      {footer.dialog === 'share' ? (
        <ShareDialog
          open
          onOpenChange={(open) => (open ? undefined : footer.closeDialog())}
          subject={shareSubjectFromPost(post, pub?.base_url ? { baseUrl: pub.base_url } : {})}
        />
      ) : null}
    </div>
  );
}

/**
 * The connected post footer for the post page, feeds and comments: the bar (or compact row, or mobile toolbar),
 * the facepile, the reader guide panel and every dialog the actions open. Inside a `ScreenErrorBoundary`.
 */
export const PostFooter = withScreenBoundary('PostFooter', PostFooterInner);
