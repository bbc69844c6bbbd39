import type { PostWithPublication } from '../../api/schemas/posts';
import { shareSubjectFromPost } from '../sharing';
import { ClipModal } from './clips/ClipModal';
import { ClipCreateControl } from './clips/create/ClipCreateControl';
import { VideoPlayer } from './player/VideoPlayer';
import { PodcastPlayer } from './podcast/PodcastPlayer';

export interface PostMediaProps {
  post: PostWithPublication;
  /** `autoPlay=true` from the post page's address: the video starts (muted when the browser asks for it). */
  autoPlay?: boolean;
  /** `t` / `timestamp` from the address: the video starts there (whole seconds). */
  startAt?: number | null;
}

/**
 * The post page's media: a video post's player (E11 sources; resumes where the reader left it) with the create-clip
 * control under it (disabled, with its reason, for short videos and readers who are not subscribed), a podcast post's
 * episode player (E12: the whole episode, or the free preview and the paywall), and the clip modal
 * that `clipId` / `share` in the address open. The post page loads this part only for video posts or when the
 * address names a clip, so other posts never pay for the player.
 */
export function PostMedia({ post, autoPlay = false, startAt = null }: PostMediaProps) {
  const videoId = post.type === 'video' ? (post.video_upload_id ?? post.videoUpload?.id ?? null) : null;
  const audioId = post.type === 'podcast' ? (post.podcastUpload?.src_media_upload_id ?? null) : null;
  return (
    <>
      {videoId !== null ? (
        <VideoPlayer
          videoId={videoId}
          title={post.title}
          posterUrl={post.cover_image}
          autoPlay={autoPlay}
          startAt={startAt}
          resumeKey={`video-position:${videoId}`}
          actions={({ currentTime }) => <ClipCreateControl videoId={videoId} duration={post.videoUpload?.duration} currentTime={currentTime} />}
        />
      ) : null}
      {audioId !== null ? (
        <PodcastPlayer
          audioId={audioId}
          title={post.title}
          subtitle={post.section_name ?? post.publication?.name ?? undefined}
          artworkUrl={post.cover_image}
          paidAudience={post.audience === 'only_paid' || post.audience === 'founding'}
          sectionId={post.section_id}
        />
      ) : null}
      <ClipModal
        clipTitle={post.title}
        shareSubject={(clipId) => shareSubjectFromPost(post, { clipId: String(clipId), baseUrl: post.publication?.base_url })}
      />
    </>
  );
}
