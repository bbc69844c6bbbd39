import { Radio } from 'lucide-react';
import type { LiveStreamStatus } from '../../../api/schemas/livestream';
import { Link } from '../../../platform/Link';
import { Icon } from '../../../ui/Icon/Icon';
import { useT } from '../i18n';
import { liveStreamLinkOf } from '../links';
import * as styles from './postLiveStreamLink.css';

export interface PostLiveStreamLinkProps {
  /** The post's `liveStream` (002: posts carry it): the stream it announces or records. */
  liveStream: { title: string; status?: LiveStreamStatus | null } | null | undefined;
}

/**
 * The link from a post to its live stream (issue: "a post with a live stream links to it"): "Live now" with the
 * stream's title and "Watch live" while it streams, "Upcoming livestream" and "See the livestream" before it starts;
 * nothing once it ended (the post is then the recording). Goes to the livestream page (`/livestream`).
 */
export function PostLiveStreamLink({ liveStream }: PostLiveStreamLinkProps) {
  const t = useT();
  const to = liveStream ? liveStreamLinkOf({ liveStream }) : null;
  if (!liveStream || !to) return null;
  const live = liveStream.status === 'active';
  return (
    <Link to={to} className={styles.card} data-part="post-live-stream" data-state={live ? 'live' : 'upcoming'}>
      <span className={live ? styles.live : styles.upcoming}>
        <Icon icon={Radio} size="compressed" />
        {t(live ? 'livestream.post.live' : 'livestream.post.upcoming')}
      </span>
      <bdi className={styles.title}>{liveStream.title}</bdi>
      <span className={styles.action}>{t(live ? 'livestream.post.watch' : 'livestream.post.see')}</span>
    </Link>
  );
}
