/** Per-viewer state of posts: likes and saves (seeded so each role sees some of each). */
import { VIEWER_IDS } from './core';
import { defineStore } from './store';

export interface UserPostRow {
  post_id: number;
  user_id: number;
}

export const postsStore = defineStore('posts', () => ({
  likes: [
    { post_id: 1001, user_id: VIEWER_IDS.paid },
    { post_id: 1001, user_id: VIEWER_IDS.founding },
    { post_id: 1005, user_id: VIEWER_IDS.free },
  ] as UserPostRow[],
  saved: [
    { post_id: 1002, user_id: VIEWER_IDS.paid },
    { post_id: 1005, user_id: VIEWER_IDS.free },
  ] as UserPostRow[],
}));
