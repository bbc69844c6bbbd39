import { withScreenBoundary } from '../../../kit/Screen';
import { useState } from 'react';
import { ShareDialog, type ShareSubject } from '../../sharing';
import { useT } from '../i18n';
import { VideoPlayer } from '../player/VideoPlayer';
import { useClipDisplay } from './useClipDisplay';
import { useClipModalAddress } from './useClipModalAddress';
import { ClipModalView } from './views/ClipModalView';

export interface ClipModalProps {
  /** Names the clip's player. Default "Clip". */
  clipTitle?: string;
  /** What share mode shares (a clip subject: `shareSubjectFromPost(post, { clipId })`); without it share mode shows no share action. */
  shareSubject?: (clipId: number) => ShareSubject;
  /** Runs after "Watch full episode" closed the modal (the host may scroll to the full video or start it). */
  onWatchFullEpisode?: () => void;
}

/**
 * The clip modal, driven by the address (M10): `clipId` opens it, `share` switches it to share mode ("Share Clip"),
 * "Watch full episode" and closing remove both. The clip shows by its processing state (M09), polled every 5 s on
 * the platform's clock until it is ready or failed. Mount it once on a page (the post page does).
 */
function ConnectedClipModal(props: ClipModalProps) {
  const address = useClipModalAddress();
  if (address.state.name === 'closed') return null;
  return <OpenClipModal key={address.state.clipId} clipId={address.state.clipId} mode={address.state.name} address={address} {...props} />;
}

function OpenClipModal({
  clipId,
  mode,
  address,
  clipTitle,
  shareSubject,
  onWatchFullEpisode,
}: ClipModalProps & { clipId: number; mode: 'view' | 'share'; address: ReturnType<typeof useClipModalAddress> }) {
  const t = useT();
  const clip = useClipDisplay(clipId);
  const [sharing, setSharing] = useState(false);
  const title = clipTitle ?? t('media.clip.title');
  const name = clip.state.name;
  const player =
    name === 'transcoded' ? (
      <VideoPlayer videoId={clipId} title={title} />
    ) : name === 'preview' ? (
      <VideoPlayer videoId={clipId} preview title={title} />
    ) : name === 'uploaded' && clip.originalUrl ? (
      <VideoPlayer sources={[{ kind: 'native', src: clip.originalUrl }]} title={title} />
    ) : null;
  const subject = shareSubject?.(clipId);
  return (
    <>
      <ClipModalView
        open
        mode={mode}
        display={name}
        polls={clip.state.polls}
        player={player}
        onShare={subject ? () => setSharing(true) : undefined}
        shareLabel={t('media.clip.share')}
        onWatchFullEpisode={() => {
          address.watchFullEpisode();
          onWatchFullEpisode?.();
        }}
        onClose={address.close}
      />
      {subject ? <ShareDialog open={sharing} onOpenChange={setSharing} subject={subject} /> : null}
    </>
  );
}

/** ClipModal inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const ClipModal = withScreenBoundary('ClipModal', ConnectedClipModal);
