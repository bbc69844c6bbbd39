import { addPostReaction, getPostBySlug, removePostReaction, savePost, unsavePost } from '../../src/api/endpoints/posts';
import { type Sample, sample } from './sample';

export const postsSamples: Sample[] = [
  sample(getPostBySlug, { params: { slug: 'the-city-that-reads' } }),
  sample(addPostReaction, { params: { id: 1001 }, body: { reaction: '❤' } }, 'free'),
  sample(removePostReaction, { params: { id: 1001 }, body: {} }, 'paid'),
  sample(savePost, { body: { post_id: 1001 } }),
  sample(unsavePost, { body: { post_id: 1002 } }),
];
