import { withScreenBoundary } from '../../../kit/Screen';
import { paths } from '../../../kit/routes';
import { usePostAudio } from './usePostAudio';
import { PostAudioPlayerView } from './views/PostAudioPlayerView';

export interface PostAudioPlayerProps {
  /** The post whose audio version plays (its voiceover, else its text-to-speech reading; P50). */
  postId: number;
  /** The post's title (names the player). */
  title: string;
  /** `play_audio=true` from the post page's address: starts it once ready (with sound; a refusing browser leaves it paused). */
  autoPlay?: boolean;
  /** Where "Subscribe to listen" goes when the audio version is paywalled. Default: the subscribe page. */
  subscribeTo?: string;
}

/**
 * The post's audio player (spec 000 post audio): `usePostAudio` (P50 + E12 and the `<audio>` element) joined with
 * `PostAudioPlayerView`. Renders nothing for a post without an audio version.
 */
function ConnectedPostAudioPlayer({ postId, title, autoPlay = false, subscribeTo = paths.subscribe() }: PostAudioPlayerProps) {
  const audio = usePostAudio({ postId, autoPlay });
  return (
    <PostAudioPlayerView
      state={audio.state}
      title={title}
      kind={audio.kind}
      src={audio.src}
      currentTime={audio.currentTime}
      duration={audio.duration}
      rate={audio.rate}
      subscribeTo={subscribeTo}
      audioRef={audio.audioRef}
      playButtonRef={audio.playButtonRef}
      onToggle={audio.toggle}
      onSeek={audio.seek}
      onCycleRate={audio.cycleRate}
      onRetry={audio.retry}
    />
  );
}

/** PostAudioPlayer inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const PostAudioPlayer = withScreenBoundary('PostAudioPlayer', ConnectedPostAudioPlayer);
