/**
 * Shared by the comments stories: where the comments live in the mock world, and what a play waits for.
 * Post 1005 `three-voices` (35 comments: every status and attachment type; 30001 the photo comment with a reply chain
 * 30002 → 30003 → 30004, 30010 deleted with replies, 30014 replies for paid subscribers, 30017 links, 30018 paid only;
 * a comment 20 s and a reply to 30001 25 s after `MOCK_NOW`), 1009 `weekend-thread` (1,200 comments, a chain 14 deep),
 * 1103 `archive-4` (comments off), 1120 (no comments), 1012 (geoblocked: 400), 1017 (paid-only comments), 1003 (founding).
 */
import { expect, waitFor } from 'storybook/test';
import { STORY_WAIT_MS } from '../../support';

export const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };

export const at = (path: string) => ({ path, publication: MARGIN });

export const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="comments-page"], [data-part="comment-permalink"]');
export const comment = (root: ParentNode, id: number) => root.querySelector<HTMLElement>(`[data-part="comment"][data-id="${id}"]`);
/** The comment's own like button (not one of its replies'). */
export const likeOf = (item: HTMLElement) =>
  [...item.querySelectorAll<HTMLButtonElement>('[data-part="comment-like"]')].find((button) => button.closest('[data-part="comment"]') === item)!;
export const likeCount = (item: HTMLElement) => Number(likeOf(item).querySelector('[data-part="comment-like-count"]')?.getAttribute('data-value') ?? 0);

/**
 * The thread's list has painted its first frame and mounted what it holds (it shows the threads in view first and is
 * busy until the rest of the loaded ones near the view are mounted).
 */
export async function threadFilled(root: ParentNode) {
  await waitFor(() => expect(root.querySelector('[data-part="comment-list"][aria-busy="true"]')).toBeNull(), { timeout: STORY_WAIT_MS });
}

/** Waits until the page shows `state` and, for a list, until the thread's list has mounted what it holds. */
export async function pageIs(root: HTMLElement, state: string) {
  await waitFor(() => expect(page(root)).toHaveAttribute('data-state', state), { timeout: STORY_WAIT_MS });
  await threadFilled(root.ownerDocument);
}

/** A comment, once it is there. */
export async function commentEl(root: HTMLElement, id: number): Promise<HTMLElement> {
  await waitFor(() => expect(comment(root, id)).not.toBeNull(), { timeout: STORY_WAIT_MS });
  return comment(root, id)!;
}

/** Two frames: layout and paint have happened. */
export const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
