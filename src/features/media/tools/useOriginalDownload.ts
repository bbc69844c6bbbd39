/**
 * The original download's data hook (M55; spec 002 §8, T142–T144): E09 `src.json?type=original` presigns the
 * original file, the browser downloads it (the toast T144 says so as it starts), the file is handed to `saveFile`.
 * The two steps run as one kit write; the step that failed picks the machine's event (and so T142 or T143).
 */
import { useCallback, useRef } from 'react';
import { getVideoUploadSrcJson } from '../../../api/endpoints/media';
import { ApiError } from '../../../api/errors';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { usePlatform } from '../../../platform/context';
import { useToast } from '../../../ui/Toast';
import { safeMediaUrl } from '../../../ui/url';
import { downloadFailed, initialOriginalDownloadState, type OriginalDownloadState, transition } from '../originalDownload.machine';
import { useT } from './i18n';

/** The route an `ApiError` of the download step names (the presign step's errors name E09's). */
export const ORIGINAL_DOWNLOAD_ROUTE = 'GET presigned original';

/** Hands a downloaded file to the reader's browser: a temporary `blob:` link with `download`, clicked once. */
export function saveFileInBrowser(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export interface UseOriginalDownloadOptions {
  /** Where the downloaded file goes. Default: the browser's download (`saveFileInBrowser`). */
  saveFile?: (file: Blob, name: string) => void;
}

export interface OriginalDownload {
  state: OriginalDownloadState;
  /** Starts (or restarts, after done or a failure) the download. */
  start: () => void;
}

export function useOriginalDownload(videoUploadId: number, { saveFile = saveFileInBrowser }: UseOriginalDownloadOptions = {}): OriginalDownload {
  const t = useT();
  const toast = useToast();
  const { fetch: platformFetch } = usePlatform();
  const [state, send] = useMachine(transition, initialOriginalDownloadState);
  const saveRef = useRef(saveFile);
  saveRef.current = saveFile;
  const write = useOptimisticWrite({
    mutationFn: async (id: number, api) => {
      const { src } = await api.call(getVideoUploadSrcJson, { params: { id }, query: { type: 'original' } });
      const safe = safeMediaUrl(src) ?? '';
      if (send({ type: 'PRESIGNED', src: safe }).name !== 'downloading') return;
      toast.show({ message: t('media.download.started') });
      const response = await platformFetch(safe, { credentials: 'omit' }).catch((cause: unknown) => {
        throw new ApiError({ kind: 'network', route: ORIGINAL_DOWNLOAD_ROUTE, cause });
      });
      const answer = { status: response.status, hasBody: response.body !== null, contentLength: response.headers.get('content-length') };
      if (downloadFailed(answer)) throw new ApiError({ kind: 'http', route: ORIGINAL_DOWNLOAD_ROUTE, status: response.status });
      const file = await response.blob().catch((cause: unknown) => {
        throw new ApiError({ kind: 'network', route: ORIGINAL_DOWNLOAD_ROUTE, cause });
      });
      if (file.size === 0) throw new ApiError({ kind: 'http', route: ORIGINAL_DOWNLOAD_ROUTE, status: response.status });
      saveRef.current(file, `video-${id}-original.mp4`);
    },
    onSucceeded: () => void send({ type: 'DOWNLOADED' }),
    // The view shows T142/T143 in place with a retry, so the kit shows nothing more.
    onFailed: (failure) => {
      send({ type: failure.route === ORIGINAL_DOWNLOAD_ROUTE ? 'DOWNLOAD_FAILED' : 'PRESIGN_FAILED' });
      return null;
    },
  });
  const start = useCallback(() => {
    if (send({ type: 'START' }).name === 'presigning') void write.send(videoUploadId);
  }, [send, write.send, videoUploadId]);
  return { state, start };
}
