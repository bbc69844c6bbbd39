import { defineScreen } from '../../../../kit/Screen';
import { matchRoute } from '../../../../kit/routes';
import { ScheduledPostPageView } from './ScheduledPostPageView';
import { useScheduledPost } from './useScheduledPost';

export interface ScheduledPostPageProps {
  /** The post's slug; read from the route `/p/{slug}` when omitted. */
  slug?: string;
}

/** The slug in a `/p/{slug}` path (the kit's routes table; a malformed escape is no match), or `null`. */
export function postSlugFromPath(pathname: string): string | null {
  const route = matchRoute(pathname);
  return route?.screen === 'post' ? route.params.slug! : null;
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

/**
 * The connected scheduled-post page (spec 003 "Scheduled post"; M57, E23): what the post page shows for a post with
 * `is_scheduled` and `postSchedule.trigger_at`. `useScheduledPost` joined with `ScheduledPostPageView`, declared with
 * the kit's `defineScreen` (error boundary, inputs from props or the route `/p/{slug}`).
 */
export const ScheduledPostPage = defineScreen({
  name: 'ScheduledPostPage',
  resolve: (props: ScheduledPostPageProps, route) => {
    const slug = props.slug ?? (route?.screen === 'post' ? route.params.slug : undefined);
    return slug === undefined ? null : { slug };
  },
  Body: ConnectedScheduledPostPage,
  identity: ({ slug }) => slug,
  notFound: <ScheduledPostPageView status="not_found" />,
});
