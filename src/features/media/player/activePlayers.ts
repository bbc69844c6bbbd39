/**
 * "Only one video plays at a time" (M52): a player that starts claims the page, and the one playing before it is
 * paused. Module state on purpose: every player on the page shares it, whichever provider mounted it.
 */
type Pause = () => void;

let active: { id: symbol; pause: Pause } | null = null;

/** Marks `id` as the playing video, pausing the one that played before. */
export function claimActivePlayer(id: symbol, pause: Pause): void {
  if (active && active.id !== id) {
    const previous = active;
    active = null;
    previous.pause();
  }
  active = { id, pause };
}

/** Gives the page up (the player paused, ended or unmounted). */
export function releaseActivePlayer(id: symbol): void {
  if (active?.id === id) active = null;
}
