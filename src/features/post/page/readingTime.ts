/**
 * The reading-time slot of a post (`post-reading-time`, spec 002 §1): minutes rounded, minimum 1; a video post
 * uses its video's duration / 60, a podcast `podcast_duration` / 60; a thread shows its reply count
 * ("{n} replies", T161) or "Thread" (T162) when it has none. Pure.
 */
import type { Post } from '../../../api/schemas/core';

/**
 * Words a reader reads per minute. The spec does not give the value ("words-per-minute constant value not shown",
 * 002): 265 is the common editorial figure (an adult's silent reading speed for non-fiction, ~238–265 wpm), so a
 * 1,200-word post reads in 5 minutes.
 */
export const WORDS_PER_MINUTE = 265;

export type ReadingTime = { kind: 'minutes'; minutes: number } | { kind: 'replies'; count: number } | { kind: 'thread' };

export type ReadingTimePost = Pick<Post, 'type' | 'wordcount' | 'videoUpload' | 'podcast_duration' | 'comment_count'>;

/** Whole minutes, rounded, at least 1 (also for 0, missing or invalid inputs). */
export function roundMinutes(minutes: number): number {
  return Number.isFinite(minutes) ? Math.max(1, Math.round(minutes)) : 1;
}

/** The reading time of a post (decision table in `readingTime.test.ts`). */
export function readingTime(post: ReadingTimePost): ReadingTime {
  if (post.type === 'thread') return post.comment_count > 0 ? { kind: 'replies', count: post.comment_count } : { kind: 'thread' };
  if (post.type === 'video' && post.videoUpload) return { kind: 'minutes', minutes: roundMinutes(post.videoUpload.duration / 60) };
  if (post.type === 'podcast' && post.podcast_duration != null) return { kind: 'minutes', minutes: roundMinutes(post.podcast_duration / 60) };
  return { kind: 'minutes', minutes: roundMinutes((post.wordcount ?? 0) / WORDS_PER_MINUTE) };
}

/** Counts the words of a text (the bench and a post without `wordcount` use it). */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}
