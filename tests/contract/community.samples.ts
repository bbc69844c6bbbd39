import {
  addChatReaction,
  banChatCommentAuthor,
  deleteChatComment,
  deleteChatPost,
  editChatPost,
  getChatComment,
  getChatPost,
  listChatComments,
  listChatPosts,
  lockChatComment,
  lockChatPost,
  removeChatReaction,
  reportChatItem,
  sendChatComment,
} from '../../src/api/endpoints/community';
import { type Sample, sample } from './sample';

export const communitySamples: Sample[] = [
  sample(getChatPost, { params: { id: 3001 } }, 'paid'),
  sample(lockChatPost, { params: { id: 3001 }, body: { is_locked: true } }, 'admin'),
  sample(deleteChatPost, { params: { id: 3008 }, body: { postId: 3008 } }, 'paid'),
  sample(getChatComment, { params: { id: 4004 } }, 'paid'),
  sample(lockChatComment, { params: { id: 4002 }, body: { is_locked: true } }, 'admin'),
  sample(deleteChatComment, { params: { id: 4004 }, body: { commentId: 4004 } }, 'paid'),
  sample(banChatCommentAuthor, { params: { id: 4005 }, query: { ban: true } }, 'admin'),
  sample(addChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '👍' } }, 'paid'),
  sample(removeChatReaction, { params: { kind: 'posts', id: 3001 }, body: { reaction: '❤' } }, 'paid'),
  sample(reportChatItem, { params: { kind: 'comments', id: 4007 }, body: { is_non_admin: true } }, 'paid'),
  sample(sendChatComment, { params: { id: 3001 }, body: { body: 'Reading the night-library piece tonight.' } }, 'paid'),
  sample(listChatComments, { params: { id: 3001 }, query: { limit: 20 } }, 'paid'),
  sample(listChatPosts, { params: { publicationId: 1 } }, 'paid'),
  sample(editChatPost, { params: { id: 3008 }, body: { body: 'Thanks [@Ada Admin](user:105) — starting with the long shelf.' } }, 'paid'),
];
