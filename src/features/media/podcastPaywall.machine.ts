/**
 * The podcast player's paywall (M53; spec 002 "Podcast paywall"). Pure.
 *
 * ```
 * hidden  (subscribed, free audience, or a free preview available)
 * shown   (paid audience ∧ not subscribed ∧ no preview)
 * hidden ─PREVIEW_ENDED→ shown(restart) ─RESTART→ hidden (the preview plays again)
 * any ─ACCESS(access)→ the state the access gives (the source's answer, which may arrive late)
 * ```
 */

export type PodcastPaywallState = { name: 'hidden' } | { name: 'shown'; restart: boolean };

export type PodcastPaywallEvent =
  /** The source's answer says who may hear what (it may arrive after the player mounted). */
  { type: 'ACCESS'; access: PodcastAccess } | { type: 'PREVIEW_ENDED' } | { type: 'RESTART' } | { type: 'SUBSCRIBED' };

export const podcastPaywallEventTypes = ['ACCESS', 'PREVIEW_ENDED', 'RESTART', 'SUBSCRIBED'] as const satisfies readonly PodcastPaywallEvent['type'][];

export interface PodcastAccess {
  /** The episode is for paid subscribers. */
  paidAudience: boolean;
  /** The reader may listen to the whole episode. */
  subscribed: boolean;
  /** A free preview can play (`is_free_preview` / `free_podcast_url`). */
  hasPreview: boolean;
}

export function initialPodcastPaywallState(access: PodcastAccess): PodcastPaywallState {
  return access.paidAudience && !access.subscribed && !access.hasPreview ? { name: 'shown', restart: false } : { name: 'hidden' };
}

export function transition(state: PodcastPaywallState, event: PodcastPaywallEvent): PodcastPaywallState {
  switch (event.type) {
    case 'ACCESS': {
      const next = initialPodcastPaywallState(event.access);
      return next.name === state.name && (next.name === 'hidden' || (state.name === 'shown' && state.restart === next.restart)) ? state : next;
    }
    case 'PREVIEW_ENDED':
      return state.name === 'hidden' ? { name: 'shown', restart: true } : state;
    case 'RESTART':
      return state.name === 'shown' && state.restart ? { name: 'hidden' } : state;
    case 'SUBSCRIBED':
      return state.name === 'hidden' ? state : { name: 'hidden' };
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const podcastPaywallTransition = transition;
