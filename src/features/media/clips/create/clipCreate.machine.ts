/**
 * The create-clip control (spec 000 clip creation; inventory `clip-create-control`). Pure.
 *
 * ```
 * idle ─CREATE(no block)→ creating ─SUCCEEDED→ idle (the hook opens the clip modal on the new clip)
 *                                  ─FAILED→ failed ("Oops! There was an error creating the clip.", T037) ─CREATE→ creating
 * idle | failed ─CREATE(blocked: too short T035 / not subscribed T036)→ unchanged (the control is disabled)
 * ```
 * Whether it is blocked is `clipCreateBlock` (M09's file): ≤ 5 s (K009) or a viewer who is not subscribed.
 */
import type { ClipCreateBlock } from '../../clipDisplay.machine';

export const clipCreateStateNames = ['idle', 'creating', 'failed'] as const;
export type ClipCreateState = { name: (typeof clipCreateStateNames)[number] };

export type ClipCreateEvent = { type: 'CREATE'; block: ClipCreateBlock | null } | { type: 'SUCCEEDED'; clipId: number } | { type: 'FAILED' };

export const clipCreateEventTypes = ['CREATE', 'SUCCEEDED', 'FAILED'] as const satisfies readonly ClipCreateEvent['type'][];

export const initialClipCreateState: ClipCreateState = { name: 'idle' };

export function transition(state: ClipCreateState, event: ClipCreateEvent): ClipCreateState {
  switch (event.type) {
    case 'CREATE':
      return state.name !== 'creating' && event.block === null ? { name: 'creating' } : state;
    case 'SUCCEEDED':
      return state.name === 'creating' ? { name: 'idle' } : state;
    case 'FAILED':
      return state.name === 'creating' ? { name: 'failed' } : state;
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const clipCreateTransition = transition;

/** A new clip's default length (seconds). */
export const CLIP_DEFAULT_LENGTH_S = 30;

/**
 * The range a new clip covers: `length` seconds from the whole second the viewer is at, inside the video; near the
 * end it ends at the end instead (so it keeps its length when the video allows). Whole seconds, `end > start`.
 */
export function clipRange(input: { duration: number; currentTime?: number | null; length?: number }): { start: number; end: number } {
  const duration = Math.max(0, Math.floor(input.duration));
  const length = Math.max(1, Math.floor(input.length ?? CLIP_DEFAULT_LENGTH_S));
  const at = Math.min(Math.max(0, Math.floor(input.currentTime ?? 0)), duration);
  if (duration - at >= length) return { start: at, end: at + length };
  const start = Math.max(0, duration - length);
  return { start, end: Math.max(start + 1, duration) };
}
