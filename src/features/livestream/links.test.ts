import { describe, expect, it } from 'vitest';
import { liveStreamLinkOf } from './links';

describe('liveStreamLinkOf', () => {
  it('links a post to the livestream page while its stream is live or upcoming', () => {
    expect(liveStreamLinkOf({ liveStream: { status: 'active' } })).toBe('/livestream');
    expect(liveStreamLinkOf({ liveStream: { status: 'scheduled' } })).toBe('/livestream');
  });
  it('no link once it ended, or without a stream', () => {
    expect(liveStreamLinkOf({ liveStream: { status: 'ended' } })).toBeNull();
    expect(liveStreamLinkOf({ liveStream: null })).toBeNull();
    expect(liveStreamLinkOf({})).toBeNull();
  });
});
