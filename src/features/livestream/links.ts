/**
 * Where a post with a live stream links (002: posts carry `liveStream`): the livestream page while the stream is live
 * or about to start; `null` once it ended (the post itself is then the recording).
 */
import type { LiveStreamStatus } from '../../api/schemas/livestream';
import { paths } from '../../kit/routes';

export function liveStreamLinkOf(post: { liveStream?: { status?: LiveStreamStatus | null } | null }): string | null {
  const status = post.liveStream?.status;
  return status === 'active' || status === 'scheduled' ? paths.livestream() : null;
}
