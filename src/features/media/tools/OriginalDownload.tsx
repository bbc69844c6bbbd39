import { withScreenBoundary } from '../../../kit/Screen';
import { type UseOriginalDownloadOptions, useOriginalDownload } from './useOriginalDownload';
import { OriginalDownloadView } from './views/OriginalDownloadView';

export interface OriginalDownloadProps extends UseOriginalDownloadOptions {
  /** The video upload whose original file is downloaded (E09 `type=original`). */
  videoUploadId: number;
}

function ConnectedOriginalDownload({ videoUploadId, saveFile }: OriginalDownloadProps) {
  const download = useOriginalDownload(videoUploadId, saveFile ? { saveFile } : {});
  return <OriginalDownloadView state={download.state} onStart={download.start} />;
}

/**
 * The original-download action for publication staff (M55): presigns the original, downloads it with the toast T144,
 * shows T142 / T143 with a retry on failure. `useOriginalDownload` + `OriginalDownloadView`, inside an error boundary.
 */
export const OriginalDownload = withScreenBoundary('OriginalDownload', ConnectedOriginalDownload);
