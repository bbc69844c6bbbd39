/**
 * Downloading a video's original file (M55; spec 002, T142–T144). Pure: the answers arrive as events.
 *
 * ```
 * idle ─START→ presigning (GET src.json?type=original)
 *   ─PRESIGNED(src)→ downloading (toast T144) ─DOWNLOADED→ done
 *   ─PRESIGN_FAILED→ error(T142: "there was an error generating the pre-signed url of the original source")
 * downloading ─DOWNLOAD_FAILED→ error(T143: "there was an error downloading the original source")  (status ≥ 400, no body, no length)
 * done | error ─START→ presigning (again)
 * ```
 */

export type OriginalDownloadMessageId = 'media.download.presignFailed' | 'media.download.downloadFailed';

export type OriginalDownloadState =
  | { name: 'idle' }
  | { name: 'presigning' }
  | { name: 'downloading'; src: string }
  | { name: 'done' }
  | { name: 'error'; messageId: OriginalDownloadMessageId };

export type OriginalDownloadEvent =
  | { type: 'START' }
  | { type: 'PRESIGNED'; src: string }
  | { type: 'PRESIGN_FAILED' }
  | { type: 'DOWNLOADED' }
  | { type: 'DOWNLOAD_FAILED' };

export const originalDownloadStateNames = ['idle', 'presigning', 'downloading', 'done', 'error'] as const;
export const originalDownloadEventTypes = [
  'START',
  'PRESIGNED',
  'PRESIGN_FAILED',
  'DOWNLOADED',
  'DOWNLOAD_FAILED',
] as const satisfies readonly OriginalDownloadEvent['type'][];

export const initialOriginalDownloadState: OriginalDownloadState = { name: 'idle' };

export function transition(state: OriginalDownloadState, event: OriginalDownloadEvent): OriginalDownloadState {
  switch (state.name) {
    case 'idle':
    case 'done':
    case 'error':
      return event.type === 'START' ? { name: 'presigning' } : state;
    case 'presigning':
      if (event.type === 'PRESIGNED')
        return event.src.trim() ? { name: 'downloading', src: event.src } : { name: 'error', messageId: 'media.download.presignFailed' };
      if (event.type === 'PRESIGN_FAILED') return { name: 'error', messageId: 'media.download.presignFailed' };
      return state;
    case 'downloading':
      if (event.type === 'DOWNLOADED') return { name: 'done' };
      if (event.type === 'DOWNLOAD_FAILED') return { name: 'error', messageId: 'media.download.downloadFailed' };
      return state;
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const originalDownloadTransition = transition;

/** Whether a download answer counts as a failure: status ≥ 400, no body, or no (or a zero) content length. */
export function downloadFailed(answer: { status: number; hasBody: boolean; contentLength: string | null }): boolean {
  const length = answer.contentLength === null ? Number.NaN : Number(answer.contentLength);
  return answer.status >= 400 || !answer.hasBody || !(Number.isFinite(length) && length > 0);
}
