/** The media element events the players follow. */
export type MediaEventHandlers = Partial<Record<keyof HTMLMediaElementEventMap, () => void>>;

/**
 * Listens to a `<video>` / `<audio>` element's events (the video player, the podcast player, post audio); returns
 * the cleanup, for an effect: `useEffect(() => listenToMedia(element, { play, pause, ended }), [element])`.
 */
export function listenToMedia(element: HTMLMediaElement, handlers: MediaEventHandlers): () => void {
  const entries = Object.entries(handlers).filter((entry): entry is [string, () => void] => typeof entry[1] === 'function');
  for (const [type, listener] of entries) element.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) element.removeEventListener(type, listener);
  };
}
