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
  matchChatRoute,
  parseChatPermalinkPath,
  parseChatThreadQuery,
} from './links';
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

  it('parses permalink paths and nothing else', () => {
    expect(parseChatPermalinkPath('/chat/p/3001')).toEqual({ kind: 'post', id: 3001 });
    expect(parseChatPermalinkPath('/chat/c/4001/')).toEqual({ kind: 'comment', id: 4001 });
    expect(parseChatPermalinkPath('/chat/p/')).toBeNull();
    expect(parseChatPermalinkPath('/chat/p/abc')).toBeNull();
    expect(parseChatPermalinkPath('/chat/x/1')).toBeNull();
    expect(parseChatPermalinkPath('/chat/posts/3001')).toBeNull();
    expect(parseChatPermalinkPath('/chat/p/1/extra')).toBeNull();
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

  it('matches chat routes', () => {
    expect(matchChatRoute('/chat')).toEqual({ name: 'landing' });
    expect(matchChatRoute('/chat/')).toEqual({ name: 'landing' });
    expect(matchChatRoute('/chat/posts/3001')).toEqual({ name: 'thread', postId: 3001 });
    expect(matchChatRoute('/chat/p/3001')).toEqual({ name: 'postPermalink', postId: 3001 });
    expect(matchChatRoute('/chat/c/4044/')).toEqual({ name: 'commentPermalink', commentId: 4044 });
    expect(matchChatRoute('/chat/posts/abc')).toBeNull();
    expect(matchChatRoute('/chat/x/1')).toBeNull();
    expect(matchChatRoute('/p/some-post')).toBeNull();
    expect(matchChatRoute('/')).toBeNull();
  });

  it('property: a reply link reads back to the reply it was built for', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e9 }),
        fc.nat({ max: 1e9 }),
        fc.option(fc.nat({ max: 1e9 }), { nil: null }),
        fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }),
        (postId, id, parentId, utmSource) => {
          const url = new URL(chatReplyLink(base, { id, post_id: postId, parent_id: parentId }, { utmSource }));
          expect(matchChatRoute(url.pathname)).toEqual({ name: 'thread', postId });
          const q = parseChatThreadQuery(url.search);
          expect(q).toEqual({ comment: parentId ?? id, targetReply: id, showTarget: true, back: null, utmSource: utmSource || null });
          expect(highlightedReplyId(q)).toBe(id);
        },
      ),
    );
  });
});
