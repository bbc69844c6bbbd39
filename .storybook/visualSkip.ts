/**
 * A story may skip its screenshot only with a reason: `parameters: { visual: { disable: 'why' } }`. The story setup
 * prints the reason with the story's id on every run, and fails a story that skips without one (`disable: true`, an
 * empty string), so a skipped screenshot is always a decision someone wrote down.
 */

/** What a story may set in `parameters.visual`. */
export interface VisualParameters {
  /** Skip this story's screenshot, saying why (e.g. `'a playing video: the frame depends on the moment of the shot'`). */
  disable?: string;
  /** Pixels allowed to differ from the baseline (default: 12 per rendered image with rounded corners). */
  maxDiffPixels?: number;
}

export type VisualSkip = { skip: false } | { skip: true; reason: string } | { skip: 'refused'; problem: string };

/** Whether a story skips its screenshot, and why; `refused` when it tries to skip without a reason. */
export function visualSkip(storyId: string, visual: unknown): VisualSkip {
  if (visual === undefined || visual === null) return { skip: false };
  const disable = (visual as { disable?: unknown }).disable;
  if (disable === undefined || disable === false) return { skip: false };
  if (typeof disable === 'string' && disable.trim() !== '') return { skip: true, reason: disable.trim() };
  return {
    skip: 'refused',
    problem: `${storyId} skips its screenshot without a reason: write parameters.visual.disable as a string saying why (got ${JSON.stringify(disable)}).`,
  };
}
