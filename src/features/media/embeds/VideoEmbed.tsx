import { defineScreen } from '../../../kit/Screen';
import { VideoPlayer } from '../player/VideoPlayer';
import { embedAutoplay } from './embed';
import { embedPostUrl } from './embedLinks';
import { useEmbedPost } from './useEmbedPost';
import { EmbedFrameView } from './views/EmbedFrameView';

export interface VideoEmbedProps {
  /** The video post's slug; read from the route `/embed/video/:slug` when omitted. */
  slug?: string;
  /** Start playing once loaded; read from `autoplay=1` in the address when omitted. */
  autoPlay?: boolean;
}

function ConnectedVideoEmbed({ slug, autoPlay }: { slug: string; autoPlay: boolean }) {
  const embed = useEmbedPost(slug, 'video');
  const { post, media } = embed;
  return (
    <EmbedFrameView
      kind="video"
      status={embed.status}
      postUrl={post ? embedPostUrl(post) : null}
      errorMessage={embed.errorMessage}
      onRetry={embed.retry}
      player={
        post && media?.kind === 'video' ? (
          <VideoPlayer videoId={media.videoId} title={post.title} posterUrl={post.cover_image} autoPlay={autoPlay} resumeKey={null} />
        ) : null
      }
    />
  );
}

/**
 * The video embed player `/embed/video/:slug` (spec 003): the post by slug (E23), a placeholder while it loads,
 * "Post not found" for a 404, then the video player (M52: HLS → MP4, the preview for readers without access);
 * `autoplay=1` starts it (with sound, else muted, else the preview stays, as the player's autoplay rule says).
 */
export const VideoEmbed = defineScreen({
  name: 'VideoEmbed',
  resolve: (props: VideoEmbedProps, route, location) => {
    const slug = props.slug ?? (route?.screen === 'embedVideo' ? route.params.slug : undefined);
    return slug ? { slug, autoPlay: props.autoPlay ?? embedAutoplay(location.search) } : null;
  },
  Body: ConnectedVideoEmbed,
  identity: ({ slug }) => slug,
  notFound: <EmbedFrameView kind="video" status="not_found" />,
});
