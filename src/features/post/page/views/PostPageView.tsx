import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PostWithPublication } from '../../../../api/schemas/posts';
import { useT } from '../i18n';
import type { ViewerRole } from '../../../../platform/viewer';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../ui/Skeleton';
import { type PaywallVariant, paywallDecision } from '../paywall';
import { audienceBadge } from '../postHeaderRules';
import { PageEditButton } from './PostAdminTools';
import { GeoblockedNotice, GuestBios, PostBody, type PostSelectionTarget } from './PostBody';
import { PostHeader } from './PostHeader';
import { PostPaywall } from './PostPaywall';
import * as styles from './postPage.css';

export const postPageViewStatuses = ['loading', 'loaded', 'not_found', 'error', 'redirecting'] as const;
export type PostPageViewStatus = (typeof postPageViewStatuses)[number];

export interface PostPageViewProps {
  /** `loading` (skeleton), `loaded`, `not_found` ("Post not found", T163), `error`, `redirecting` (thread, reload, deleted). */
  status: PostPageViewStatus;
  /** The post (E23 / P28 answer, with its publication) when `loaded`. */
  post?: PostWithPublication | null;
  /** Who reads: decides the paywall (`paywallDecision`) and the audience badge. */
  viewerRole: ViewerRole;
  /** The error's text (the server's message when it sent one) when `error`. */
  errorMessage?: string;
  /** "Try again" on the error state. */
  onRetry?: () => void;
  /** "Go to the home page" on the not-found state. */
  onGoHome?: () => void;
  /** A shared text/image selection to highlight (`selection` / `imgSelection`). */
  selection?: PostSelectionTarget | null;
  /** The paywall's call to action. */
  onPaywallAction?: (variant: PaywallVariant) => void;
  /** "Already a subscriber? Sign in" (signed-out readers). */
  onSignIn?: () => void;
  /** Shows Edit on a page-type post (contributors and admins), returning to this path. */
  editBack?: string | null;
  /** Admin tools above the header (featured tag editor, coming-soon explainer). */
  adminTools?: ReactNode;
  /** Between the header and the body: the post's media (a video or podcast post's player, the clip modal). */
  media?: ReactNode;
  /** After the body: the post footer bar (`PostFooter` of the footer area). */
  footer?: ReactNode;
  /** After the footer: the end of the post (`PostEnd` of the post end area). */
  end?: ReactNode;
  /** Receives the marker at the top of the post (scroll tracking, M13). */
  topRef?: (element: HTMLElement | null) => void;
  /** Receives the marker at the end of the body (scroll tracking, M13). */
  bottomRef?: (element: HTMLElement | null) => void;
}

function LoadingPost() {
  const t = useT();
  return (
    <SkeletonGroup label={t('post.page.loading')}>
      <div className={styles.stack}>
        <Skeleton width="85%" height={44} />
        <Skeleton width="60%" height={24} />
        <Skeleton width={220} height={40} radius="pill" />
        <Skeleton height={280} />
        <SkeletonText lines={6} />
      </div>
    </SkeletonGroup>
  );
}

/**
 * The bare post page (`post-page`): header, body (sanitised; cut at the preview and followed by the paywall for a
 * reader without access; replaced by the geoblock notice), guest bios, then the footer and end slots. Loading,
 * not found (T163) and error states. Props in, markup out: `PostPage` joins it to `usePostPage`.
 */
export function PostPageView({
  status,
  post,
  viewerRole,
  errorMessage,
  onRetry,
  onGoHome,
  selection,
  onPaywallAction,
  onSignIn,
  editBack,
  adminTools,
  media,
  footer,
  end,
  topRef,
  bottomRef,
}: PostPageViewProps) {
  const t = useT();
  const shown: PostPageViewStatus = status === 'loaded' && !post ? 'loading' : status;
  return (
    <article className={styles.page} data-part="post-page" data-state={shown} aria-busy={shown === 'loading' || shown === 'redirecting'}>
      <div className={styles.column}>
        {shown === 'loading' || shown === 'redirecting' ? <LoadingPost /> : null}
        {shown === 'not_found' ? (
          <div className={styles.centered}>
            <EmptyState
              icon={FileQuestion}
              title={t('post.page.notFound')}
              description={t('post.page.notFoundHint')}
              actionLabel={onGoHome ? t('post.page.goHome') : undefined}
              onAction={onGoHome}
              headingLevel={2}
            />
          </div>
        ) : null}
        {shown === 'error' ? (
          <div className={styles.centered}>
            <ErrorState title={t('post.page.errorTitle')} description={errorMessage} onRetry={onRetry} headingLevel={2} />
          </div>
        ) : null}
        {shown === 'loaded' && post ? (
          <LoadedPost
            post={post}
            viewerRole={viewerRole}
            selection={selection}
            onPaywallAction={onPaywallAction}
            onSignIn={onSignIn}
            editBack={editBack}
            adminTools={adminTools}
            media={media}
            footer={footer}
            end={end}
            topRef={topRef}
            bottomRef={bottomRef}
          />
        ) : null}
      </div>
    </article>
  );
}

function LoadedPost({
  post,
  viewerRole,
  selection,
  onPaywallAction,
  onSignIn,
  editBack,
  adminTools,
  media,
  footer,
  end,
  topRef,
  bottomRef,
}: Required<Pick<PostPageViewProps, 'viewerRole'>> & Omit<PostPageViewProps, 'status' | 'viewerRole' | 'post'> & { post: PostWithPublication }) {
  const publication = post.publication ?? null;
  const decision = paywallDecision({ role: viewerRole, audience: post.audience, publication, serverTruncated: post.truncated_body_text });
  const behindPaywall = decision.kind === 'paywall';
  const badge = audienceBadge(post.audience, viewerRole, behindPaywall);
  const featured = post.postTheme?.featured_post_tag_id != null ? post.postTags?.find((tag) => tag.id === post.postTheme?.featured_post_tag_id) : undefined;
  const imgSrc = selection?.status === 'ready' ? selection.imgSrc : null;
  const coverHighlighted = Boolean(imgSrc && post.cover_image && imgSrc === post.cover_image);
  return (
    <div className={styles.stack} data-post-id={post.id} data-type={post.type} data-access={behindPaywall ? 'preview' : 'full'}>
      {editBack != null && post.type === 'page' ? (
        <div className={styles.adminBar}>
          <PageEditButton postId={post.id} back={editBack} />
        </div>
      ) : null}
      {adminTools}
      <span ref={topRef} className={styles.marker} aria-hidden="true" data-part="post-top-marker" />
      <PostHeader
        post={post}
        badge={badge}
        bylinesEnabled={publication?.bylines_enabled ?? true}
        bylineImages={publication?.byline_images_enabled ?? true}
        featuredTagName={featured?.name ?? null}
        coverHighlighted={coverHighlighted}
        hideCover={Boolean(media) && (post.type === 'video' || post.type === 'podcast') && !post.is_geoblocked}
      />
      {media && !post.is_geoblocked ? <div className={styles.slot}>{media}</div> : null}
      {post.is_geoblocked ? (
        <GeoblockedNotice />
      ) : (
        <PostBody
          html={post.body_html}
          previewLimit={behindPaywall ? decision.previewLimit : undefined}
          selection={selection}
          selectionInCover={coverHighlighted}
        />
      )}
      <span ref={bottomRef} className={styles.marker} aria-hidden="true" data-part="post-bottom-marker" />
      {decision.kind === 'paywall' && !post.is_geoblocked ? (
        <PostPaywall
          variant={decision.variant}
          needed={decision.needed}
          publicationName={publication?.name ?? ''}
          onAction={onPaywallAction ? () => onPaywallAction(decision.variant) : undefined}
          onSignIn={viewerRole === 'anonymous' ? onSignIn : undefined}
        />
      ) : null}
      {post.show_guest_bios && post.publishedBylines ? <GuestBios bylines={post.publishedBylines} /> : null}
      {footer ? <div className={styles.slot}>{footer}</div> : null}
      {end ? <div>{end}</div> : null}
    </div>
  );
}
