import { describe, expect, it } from 'vitest';
import { downloadFailed, initialOriginalDownloadState as idle, originalDownloadEventTypes, originalDownloadTransition as t } from './originalDownload.machine';

describe('original download machine (M55)', () => {
  it('names its events', () => {
    expect(originalDownloadEventTypes).toEqual(['START', 'PRESIGNED', 'PRESIGN_FAILED', 'DOWNLOADED', 'DOWNLOAD_FAILED']);
  });

  it('idle → presigning → downloading → done', () => {
    const presigning = t(idle, { type: 'START' });
    expect(presigning).toEqual({ name: 'presigning' });
    const downloading = t(presigning, { type: 'PRESIGNED', src: 'https://media.example.com/o.mp4?sig=1' });
    expect(downloading).toEqual({ name: 'downloading', src: 'https://media.example.com/o.mp4?sig=1' });
    expect(t(downloading, { type: 'DOWNLOADED' })).toEqual({ name: 'done' });
  });

  it('a failed or empty presign is T142; a failed download is T143', () => {
    const presigning = t(idle, { type: 'START' });
    expect(t(presigning, { type: 'PRESIGN_FAILED' })).toEqual({ name: 'error', messageId: 'media.download.presignFailed' });
    expect(t(presigning, { type: 'PRESIGNED', src: ' ' })).toEqual({ name: 'error', messageId: 'media.download.presignFailed' });
    expect(t({ name: 'downloading', src: 'x' }, { type: 'DOWNLOAD_FAILED' })).toEqual({ name: 'error', messageId: 'media.download.downloadFailed' });
  });

  it('done and error start again; stray answers change nothing', () => {
    expect(t({ name: 'done' }, { type: 'START' })).toEqual({ name: 'presigning' });
    expect(t({ name: 'error', messageId: 'media.download.downloadFailed' }, { type: 'START' })).toEqual({ name: 'presigning' });
    expect(t(idle, { type: 'DOWNLOADED' })).toBe(idle);
    const presigning = { name: 'presigning' } as const;
    expect(t(presigning, { type: 'START' })).toBe(presigning);
    expect(t(presigning, { type: 'DOWNLOADED' })).toBe(presigning);
    const downloading = { name: 'downloading', src: 'x' } as const;
    expect(t(downloading, { type: 'PRESIGN_FAILED' })).toBe(downloading);
  });

  it('a download fails on status ≥ 400, no body, or no length', () => {
    expect(downloadFailed({ status: 200, hasBody: true, contentLength: '1024' })).toBe(false);
    expect(downloadFailed({ status: 403, hasBody: true, contentLength: '1024' })).toBe(true);
    expect(downloadFailed({ status: 200, hasBody: false, contentLength: '1024' })).toBe(true);
    expect(downloadFailed({ status: 200, hasBody: true, contentLength: null })).toBe(true);
    expect(downloadFailed({ status: 200, hasBody: true, contentLength: '0' })).toBe(true);
    expect(downloadFailed({ status: 200, hasBody: true, contentLength: 'lots' })).toBe(true);
  });
});
