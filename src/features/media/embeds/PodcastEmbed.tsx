import { defineScreen } from '../../../kit/Screen';
import { embedAutoplay } from './embed';
import { embedPostUrl, embedSubscribeUrl } from './embedLinks';
import { PodcastEmbedPlayer } from './PodcastEmbedPlayer';
import { useEmbedPost } from './useEmbedPost';
import { EmbedFrameView } from './views/EmbedFrameView';

export interface PodcastEmbedProps {
  /** The podcast post's slug; read from the route `/embed/podcast/:slug` when omitted. */
  slug?: string;
  /** Start playing once loaded; read from `autoplay=1` in the address when omitted. */
  autoPlay?: boolean;
}

function ConnectedPodcastEmbed({ slug, autoPlay }: { slug: string; autoPlay: boolean }) {
  const embed = useEmbedPost(slug, 'podcast');
  const { post, media } = embed;
  return (
    <EmbedFrameView
      kind="podcast"
      status={embed.status}
      postUrl={post ? embedPostUrl(post) : null}
      errorMessage={embed.errorMessage}
      onRetry={embed.retry}
      player={
        post && media?.kind === 'podcast' ? (
          <PodcastEmbedPlayer
            audioId={media.audioId}
            title={post.title}
            subtitle={post.section_name ?? post.publication?.name ?? undefined}
            artworkUrl={post.cover_image}
            paidAudience={post.audience === 'only_paid' || post.audience === 'founding'}
            autoPlay={autoPlay}
            subscribeUrl={embedSubscribeUrl(post)}
            sectionId={post.section_id}
          />
        ) : null
      }
    />
  );
}

/**
 * The podcast embed player `/embed/podcast/:slug` (spec 003): the post by slug (E23), a placeholder while it loads,
 * "Post not found" for a 404, then the episode player (free preview and paywall included); `autoplay=1` starts it.
 */
export const PodcastEmbed = defineScreen({
  name: 'PodcastEmbed',
  resolve: (props: PodcastEmbedProps, route, location) => {
    const slug = props.slug ?? (route?.screen === 'embedPodcast' ? route.params.slug : undefined);
    return slug ? { slug, autoPlay: props.autoPlay ?? embedAutoplay(location.search) } : null;
  },
  Body: ConnectedPodcastEmbed,
  identity: ({ slug }) => slug,
  notFound: <EmbedFrameView kind="podcast" status="not_found" />,
});
