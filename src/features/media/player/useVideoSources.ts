import { useMemo } from 'react';
import { VIDEO_UPLOAD_SRC_PATH } from '../../../api/endpoints/media';
import { buildPath, buildQuery } from '../../../api/http';
import { safeMediaUrl } from '../../../kit/url';
import { usePlatform } from '../../../platform/context';
import { type VideoSource, videoSources } from '../videoPlayer.machine';

/**
 * A video upload's sources, in the order the player tries them: E11's HLS, then its MP4 (the media element follows
 * the API's redirect to the file, so access, previews and tokens stay the server's), then `original` when the host
 * has one; `preview` asks for the preview rendition. Every address passes the media URL policy.
 */
export function useVideoSources(videoId: number | null, options: { token?: string; original?: string | null; preview?: boolean } = {}): VideoSource[] {
  const { apiBaseUrl } = usePlatform();
  const { token, original, preview } = options;
  return useMemo(() => {
    const of = (type: 'hls' | 'mp4') =>
      videoId === null
        ? null
        : `${apiBaseUrl}${buildPath(VIDEO_UPLOAD_SRC_PATH, { id: videoId })}${buildQuery({ type, token, preview: preview || undefined })}`;
    return videoSources({ hls: safeMediaUrl(of('hls')), mp4: safeMediaUrl(of('mp4')), native: safeMediaUrl(original) });
  }, [apiBaseUrl, videoId, token, original, preview]);
}
