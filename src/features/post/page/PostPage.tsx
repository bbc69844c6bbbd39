import type { ReactNode } from 'react';
import { useLocation } from '../../../platform/context';
import { ScreenErrorBoundary } from '../../../kit/ErrorBoundary';
import { PostFooter } from '../../footer';
import { ShareDialog, shareSubjectFromPost } from '../../sharing';
import { PostEnd } from '../end';
import { ScheduledPostPage } from '../extras/scheduled/ScheduledPostPage';
import { matchPostRoute, type PostQuery, type PostRoute } from './postQuery';
import { usePostPage } from './usePostPage';
import { ComingSoonExplainer, FeaturedTagEditor } from './views/PostAdminTools';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { PostPageView } from './views/PostPageView';

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
  const { post, featuredTag, comingSoon, query, share } = page;
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
        footer={post && renderFooter ? renderFooter(post) : null}
        end={post ? renderEnd(post, query) : null}
        topRef={page.topRef}
        bottomRef={page.bottomRef}
      />
      {post ? (
        <ShareDialog open={share.open} onOpenChange={share.setOpen} subject={shareSubjectFromPost(post, { baseUrl: post.publication?.base_url })} />
      ) : null}
    </>
  );
}

function RoutedPostPage(props: Omit<PostPageProps, 'route'>) {
  const { pathname } = useLocation();
  const route = matchPostRoute(pathname);
  // Another screen's path (e.g. after the thread redirect): the host's router mounts that screen.
  if (!route) return null;
  return <ConnectedPostPage key={route.by === 'slug' ? `s:${route.slug}` : `i:${route.id}`} route={route} {...props} />;
}

/**
 * The connected post page (`post-page`): `usePostPage` (loading by slug or id, redirects, metered reload, query
 * parameters, selection, admin tools) joined with `PostPageView`, inside a `ScreenErrorBoundary`. After the body
 * it renders the footer bar (`PostFooter`) and `PostEnd` (the post end area) with the page's `subscribe_prompt`,
 * `just_subscribed` and `follow` parameters; `action=share` opens the share dialog (`ShareDialog`).
 */
export function PostPage({ route, ...slots }: PostPageProps) {
  return (
    <ScreenErrorBoundary>
      {route ? <ConnectedPostPage key={route.by === 'slug' ? `s:${route.slug}` : `i:${route.id}`} route={route} {...slots} /> : <RoutedPostPage {...slots} />}
    </ScreenErrorBoundary>
  );
}
