import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import {
  CHAT_LANDING_PATH,
  chatCommentPermalinkPath,
  chatCopyLink,
  chatLandingLink,
  chatPermalink,
  chatPostPermalinkPath,
  chatReplyLink,
  chatReplyPath,
  chatReplyQuery,
  chatThreadLink,
  chatThreadPath,
  highlightedReplyId,
  joinBaseUrl,
  parseChatThreadQuery,
} from './links';
import { matchRoute } from '../../kit/routes';
import { chatCommentItem, chatPostItem } from './permissions';

const base = 'https://margin.example.com';
const thread = ChatPost.parse({ id: 3001, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z' });
const topReply = ChatComment.parse({ id: 4002, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z' });
const nestedReply = ChatComment.parse({ id: 4044, post_id: 3001, parent_id: 4002, user_id: 200, created_at: '2025-01-01T00:00:00Z' });

describe('thread and reply links (G03)', () => {
  it('thread link', () => {
    expect(chatThreadLink(base, 3001)).toBe('https://margin.example.com/chat/posts/3001');
    expect(chatThreadLink(`${base}/`, 3001)).toBe('https://margin.example.com/chat/posts/3001');
    expect(chatThreadLink(base, 3001, { utmSource: 'chat-share' })).toBe('https://margin.example.com/chat/posts/3001?utm_source=chat-share');
    expect(chatThreadLink(base, 3001, { utmSource: null })).toBe('https://margin.example.com/chat/posts/3001');
    expect(chatThreadLink('', 3001)).toBe('/chat/posts/3001');
  });

  it('reply link: comment, targetReply, showTarget=true, optional utm_source', () => {
    expect(chatReplyLink(base, topReply)).toBe('https://margin.example.com/chat/posts/3001?comment=4002&targetReply=4002&showTarget=true');
    expect(chatReplyLink(base, nestedReply)).toBe('https://margin.example.com/chat/posts/3001?comment=4002&targetReply=4044&showTarget=true');
    expect(chatReplyLink(base, nestedReply, { utmSource: 'copy link' })).toBe(
      'https://margin.example.com/chat/posts/3001?comment=4002&targetReply=4044&showTarget=true&utm_source=copy+link',
    );
  });

  it('copy link: the thread link for a thread, the reply link for a reply', () => {
    expect(chatCopyLink(base, chatPostItem(thread))).toBe('https://margin.example.com/chat/posts/3001');
    expect(chatCopyLink(base, chatCommentItem(nestedReply))).toBe('https://margin.example.com/chat/posts/3001?comment=4002&targetReply=4044&showTarget=true');
    expect(chatCopyLink(base, chatPostItem(thread), { utmSource: 'web' })).toBe('https://margin.example.com/chat/posts/3001?utm_source=web');
  });

  it('in-app paths with a back action', () => {
    expect(chatThreadPath(3001)).toBe('/chat/posts/3001');
    expect(chatThreadPath(3001, { back: 'chat' })).toBe('/chat/posts/3001?back=chat');
    expect(chatReplyPath(nestedReply, { back: 'inbox' })).toBe('/chat/posts/3001?comment=4002&targetReply=4044&showTarget=true&back=inbox');
    expect(chatThreadPath(3001, { comment: 4002, showTarget: false })).toBe('/chat/posts/3001?comment=4002');
    expect(chatReplyQuery(topReply)).toEqual({ comment: 4002, targetReply: 4002, showTarget: true });
  });

  it('the permalink pages’ web link: the thread, with the target reply for a reply permalink', () => {
    expect(chatReplyPath(ChatComment.parse({ id: 4002, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z' }))).toBe(
      '/chat/posts/3001?comment=4002&targetReply=4002&showTarget=true',
    );
    expect(chatReplyPath(ChatComment.parse({ id: 4048, post_id: 3001, parent_id: 4002, user_id: 200, created_at: '2025-01-01T00:00:00Z' }))).toBe(
      '/chat/posts/3001?comment=4002&targetReply=4048&showTarget=true',
    );
  });
});

describe('permalinks and landing', () => {
  it('builds them', () => {
    expect(chatPostPermalinkPath(3001)).toBe('/chat/p/3001');
    expect(chatCommentPermalinkPath(4044)).toBe('/chat/c/4044');
    expect(chatPermalink(base, chatPostItem(thread))).toBe('https://margin.example.com/chat/p/3001');
    expect(chatPermalink(base, chatCommentItem(nestedReply))).toBe('https://margin.example.com/chat/c/4044');
    expect(CHAT_LANDING_PATH).toBe('/chat');
    expect(chatLandingLink(`${base}//`)).toBe('https://margin.example.com/chat');
    expect(joinBaseUrl('', '/chat')).toBe('/chat');
  });

  it('the permalink paths read back through the kit’s routes table', () => {
    expect(matchRoute(chatPostPermalinkPath(3001))).toEqual({ screen: 'chatPostPermalink', params: { postId: '3001' } });
    expect(matchRoute(`${chatCommentPermalinkPath(4001)}/`)).toEqual({ screen: 'chatCommentPermalink', params: { commentId: '4001' } });
    expect(matchRoute('/chat/p/abc')).toBeNull();
    expect(matchRoute('/chat/p/1/extra')).toBeNull();
  });
});

describe('reading addresses', () => {
  it('parses a thread query', () => {
    expect(parseChatThreadQuery('?comment=4002&targetReply=4044&showTarget=true&back=chat&utm_source=web')).toEqual({
      comment: 4002,
      targetReply: 4044,
      showTarget: true,
      back: 'chat',
      utmSource: 'web',
    });
    expect(parseChatThreadQuery('')).toEqual({ comment: null, targetReply: null, showTarget: false, back: null, utmSource: null });
    expect(parseChatThreadQuery(new URLSearchParams('comment=abc&targetReply=-1&showTarget=1&back='))).toEqual({
      comment: null,
      targetReply: null,
      showTarget: false,
      back: null,
      utmSource: null,
    });
  });

  it('highlights the target reply only with the show-target flag', () => {
    expect(highlightedReplyId(parseChatThreadQuery('targetReply=4044&showTarget=true'))).toBe(4044);
    expect(highlightedReplyId(parseChatThreadQuery('targetReply=4044'))).toBeNull();
    expect(highlightedReplyId(parseChatThreadQuery('showTarget=true'))).toBeNull();
  });

  it('the chat paths are the kit’s routes', () => {
    expect(matchRoute(CHAT_LANDING_PATH)).toEqual({ screen: 'chatLanding', params: {} });
    expect(matchRoute(chatThreadPath(3001))).toEqual({ screen: 'chatThread', params: { postId: '3001' } });
    expect(matchRoute('/chat/posts/abc')).toBeNull();
  });

  it('property: a reply link reads back to the reply it was built for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.nat({ max: 1e9 }),
        fc.option(fc.nat({ max: 1e9 }), { nil: null }),
        fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }),
        (postId, id, parentId, utmSource) => {
          const url = new URL(chatReplyLink(base, { id, post_id: postId, parent_id: parentId }, { utmSource }));
          expect(matchRoute(url.pathname)).toEqual({ screen: 'chatThread', params: { postId: String(postId) } });
          const q = parseChatThreadQuery(url.search);
          expect(q).toEqual({ comment: parentId ?? id, targetReply: id, showTarget: true, back: null, utmSource: utmSource || null });
          expect(highlightedReplyId(q)).toBe(id);
        },
      ),
    );
  });
});
