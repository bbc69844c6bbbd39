/**
 * "Set up podcast" on the all-podcasts page (spec 003; P42). Pure: one section at a time; the answer arrives as an
 * event. Not optimistic: the section shows as a podcast once the server agrees (the page's next P41 answer).
 *
 * ```
 * idle ─SET_UP(id)→ pending(id) ─SUCCEEDED→ idle
 *                   pending(id) ─FAILED→ failed(id) ─DISMISS_FAILURE→ idle
 * ```
 */

export type SetUpPodcastState = { name: 'idle' } | { name: 'pending'; sectionId: number } | { name: 'failed'; sectionId: number };

export type SetUpPodcastEvent = { type: 'SET_UP'; sectionId: number } | { type: 'SUCCEEDED' } | { type: 'FAILED' } | { type: 'DISMISS_FAILURE' };

export const setUpPodcastEventTypes = ['SET_UP', 'SUCCEEDED', 'FAILED', 'DISMISS_FAILURE'] as const satisfies readonly SetUpPodcastEvent['type'][];

export const initialSetUpPodcastState: SetUpPodcastState = { name: 'idle' };

export function transition(state: SetUpPodcastState, event: SetUpPodcastEvent): SetUpPodcastState {
  switch (event.type) {
    case 'SET_UP':
      return state.name === 'idle' && Number.isInteger(event.sectionId) && event.sectionId >= 0 ? { name: 'pending', sectionId: event.sectionId } : state;
    case 'SUCCEEDED':
      return state.name === 'pending' ? { name: 'idle' } : state;
    case 'FAILED':
      return state.name === 'pending' ? { name: 'failed', sectionId: state.sectionId } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'failed' ? { name: 'idle' } : state;
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const setUpPodcastTransition = transition;

/** The section whose request a state wants sent, or `null`. */
export function setUpPodcastRequest(state: SetUpPodcastState): number | null {
  return state.name === 'pending' ? state.sectionId : null;
}

/** The section whose button shows as busy, or `null`. */
export function settingUpSection(state: SetUpPodcastState): number | null {
  return state.name === 'idle' ? null : state.sectionId;
}
