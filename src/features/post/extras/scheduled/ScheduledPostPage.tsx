import { useLocation } from '../../../../platform/context';
import { ScreenErrorBoundary } from '../../../../kit/ErrorBoundary';
import { ScheduledPostPageView } from './ScheduledPostPageView';
import { useScheduledPost } from './useScheduledPost';

export interface ScheduledPostPageProps {
  /** The post's slug; read from the route `/p/{slug}` when omitted. */
  slug?: string;
}

/** The slug in a `/p/{slug}` path, or `null`. */
export function postSlugFromPath(pathname: string): string | null {
  const match = /^\/p\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

function ConnectedScheduledPostPage({ slug }: { slug: string }) {
  const page = useScheduledPost(slug);
  return (
    <ScheduledPostPageView
      status={page.status}
      post={page.post}
      countdown={page.countdown}
      access={page.access}
      canManage={page.canManage}
      errorMessage={page.errorMessage}
      onRetry={page.reload}
      onRefresh={page.refresh}
      onShare={page.share}
    />
  );
}

function RoutedScheduledPostPage() {
  const { pathname } = useLocation();
  const slug = postSlugFromPath(pathname);
  return slug === null ? <ScheduledPostPageView status="not_found" /> : <ConnectedScheduledPostPage key={slug} slug={slug} />;
}

/**
 * The connected scheduled-post page (spec 003 "Scheduled post"; M57, E23): what the post page shows for a post with
 * `is_scheduled` and `postSchedule.trigger_at`. `useScheduledPost` joined with `ScheduledPostPageView`, inside a
 * `ScreenErrorBoundary`. Without `slug` it reads the route `/p/{slug}`.
 */
export function ScheduledPostPage({ slug }: ScheduledPostPageProps) {
  return <ScreenErrorBoundary>{slug === undefined ? <RoutedScheduledPostPage /> : <ConnectedScheduledPostPage key={slug} slug={slug} />}</ScreenErrorBoundary>;
}
