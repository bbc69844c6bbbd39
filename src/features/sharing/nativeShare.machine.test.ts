import { describe, expect, it } from 'vitest';
import { initialNativeShareState, type NativeShareEvent, type NativeShareState, nativeShareOutcome, nativeShareTransition } from './nativeShare.machine';

const idle: NativeShareState = initialNativeShareState;
const sharing: NativeShareState = { name: 'sharing' };
const done: NativeShareState = { name: 'done' };
const failed: NativeShareState = { name: 'failed', errorName: 'NotAllowedError', reason: 'denied' };

describe('native-share machine (M15)', () => {
  it.each<[string, NativeShareState, NativeShareEvent, NativeShareState]>([
    ['idle ─SHARE→ sharing', idle, { type: 'SHARE' }, sharing],
    ['done ─SHARE→ sharing', done, { type: 'SHARE' }, sharing],
    ['failed ─SHARE→ sharing (retry)', failed, { type: 'SHARE' }, sharing],
    ['sharing ─SHARE→ ignored (one at a time)', sharing, { type: 'SHARE' }, sharing],
    ['sharing ─SUCCEEDED→ done', sharing, { type: 'SUCCEEDED' }, done],
    ['sharing ─FAILED(AbortError)→ idle (ignored)', sharing, { type: 'FAILED', error: new DOMException('Share canceled', 'AbortError') }, idle],
    [
      'sharing ─FAILED(NotAllowedError)→ failed',
      sharing,
      { type: 'FAILED', error: new DOMException('denied', 'NotAllowedError') },
      { name: 'failed', errorName: 'NotAllowedError', reason: 'denied' },
    ],
    [
      'sharing ─FAILED(no name)→ failed as Error',
      sharing,
      { type: 'FAILED', error: new DOMException('boom') },
      { name: 'failed', errorName: 'Error', reason: 'boom' },
    ],
    ['sharing ─FAILED(empty)→ failed', sharing, { type: 'FAILED', error: new DOMException() }, { name: 'failed', errorName: 'Error', reason: '' }],
    ['sharing ─RESET→ idle', sharing, { type: 'RESET' }, idle],
    ['done ─RESET→ idle', done, { type: 'RESET' }, idle],
    ['failed ─RESET→ idle', failed, { type: 'RESET' }, idle],
    ['idle ─RESET→ idle', idle, { type: 'RESET' }, idle],
    ['idle ─SUCCEEDED→ ignored', idle, { type: 'SUCCEEDED' }, idle],
    ['idle ─FAILED→ ignored', idle, { type: 'FAILED', error: new DOMException('', 'TypeError') }, idle],
    ['done ─SUCCEEDED→ ignored', done, { type: 'SUCCEEDED' }, done],
    ['done ─FAILED→ ignored', done, { type: 'FAILED', error: new DOMException('', 'TypeError') }, done],
    ['failed ─SUCCEEDED→ ignored', failed, { type: 'SUCCEEDED' }, failed],
    ['failed ─FAILED→ ignored', failed, { type: 'FAILED', error: new DOMException('', 'TypeError') }, failed],
  ])('%s', (_name, state, event, expected) => {
    expect(nativeShareTransition(state, event)).toEqual(expected);
  });

  it.each<[Pick<DOMException, 'name'> | null | undefined, 'aborted' | 'failed']>([
    [{ name: 'AbortError' }, 'aborted'],
    [{ name: 'NotAllowedError' }, 'failed'],
    [{ name: 'TypeError' }, 'failed'],
    [{ name: 'DataError' }, 'failed'],
    [{ name: 'aborterror' }, 'failed'],
    [new DOMException('boom'), 'failed'],
    [null, 'failed'],
    [undefined, 'failed'],
  ])('outcome of %o is %s', (error, outcome) => {
    expect(nativeShareOutcome(error)).toBe(outcome);
  });
});
