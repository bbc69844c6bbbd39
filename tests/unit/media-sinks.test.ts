/**
 * Every media sink scheme-checks its `src`/`poster` through the kit's `safeMediaUrl` (issue 13, defect 6): React 19
 * blocks `javascript:` in `src`, React 18 (in our peer range) does not, and neither blocks `data:image/svg+xml`.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMediaAttachment, ChatMediaUpload } from '../../src/api/schemas/community';
import { chatMediaFromAttachments, chatMediaFromUploads } from '../../src/features/chat/views/ChatMediaCarousel';
import { Avatar } from '../../src/ui/Avatar';

const HOSTILE = [
  'javascript:window.__pwned=1',
  'java\tscript:1',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:text/html,<script>1</script>',
  'ftp://evil.example/a.png',
];

describe('media sinks', () => {
  it.each(HOSTILE)('Avatar renders its initials, no <img>, for %j', (src) => {
    const html = renderToStaticMarkup(createElement(Avatar, { name: 'Ada Admin', src }));
    expect(html).not.toContain('<img');
    expect(html).toContain('AA');
  });

  it('Avatar keeps a safe photo', () => {
    expect(renderToStaticMarkup(createElement(Avatar, { name: 'Ada Admin', src: 'https://cdn.example/a.png' }))).toContain('src="https://cdn.example/a.png"');
  });

  it('chat media leave out refused images and videos, and drop a refused poster', () => {
    const attachments = [
      ChatMediaAttachment.parse({ id: 'a', type: 'image', url: 'javascript:1' }),
      ChatMediaAttachment.parse({ id: 'b', type: 'video', url: 'https://cdn.example/v.mp4', thumb_url: 'data:image/svg+xml,<svg/>' }),
      ChatMediaAttachment.parse({ id: 'c', type: 'image', url: 'https://cdn.example/c.png' }),
    ];
    expect(chatMediaFromAttachments(attachments).map((m) => [m.id, m.url, m.posterUrl])).toEqual([
      ['b', 'https://cdn.example/v.mp4', undefined],
      ['c', 'https://cdn.example/c.png', undefined],
    ]);
    const uploads = [ChatMediaUpload.parse({ media_upload_id: 'u', url: 'data:text/html,x' })];
    expect(chatMediaFromUploads(uploads)).toEqual([]);
  });
});
