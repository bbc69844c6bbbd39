/**
 * The clip modal, driven by the address (M10; spec 000 "Clip modal"). Pure: the address is read into a state and
 * the state written back into the address; the hook keeps them in step through the platform's navigation.
 *
 * ```
 * closed ─OPEN(clipId)→ view ─SHARE→ share          (title "Clip" T031 / "Share Clip" T032)
 * view | share ─WATCH_FULL_EPISODE | CLOSE→ closed   (both remove clipId and share from the address)
 * ```
 */

export type ClipModalState = { name: 'closed' } | { name: 'view'; clipId: number } | { name: 'share'; clipId: number };

export type ClipModalEvent = { type: 'OPEN'; clipId: number; share?: boolean } | { type: 'SHARE' } | { type: 'WATCH_FULL_EPISODE' } | { type: 'CLOSE' };

export const clipModalStateNames = ['closed', 'view', 'share'] as const;
export const clipModalEventTypes = ['OPEN', 'SHARE', 'WATCH_FULL_EPISODE', 'CLOSE'] as const satisfies readonly ClipModalEvent['type'][];

export function transition(state: ClipModalState, event: ClipModalEvent): ClipModalState {
  switch (event.type) {
    case 'OPEN':
      return Number.isSafeInteger(event.clipId) && event.clipId > 0 ? { name: event.share ? 'share' : 'view', clipId: event.clipId } : state;
    case 'SHARE':
      return state.name === 'view' ? { name: 'share', clipId: state.clipId } : state;
    case 'WATCH_FULL_EPISODE':
    case 'CLOSE':
      return state.name === 'closed' ? state : { name: 'closed' };
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const clipModalTransition = transition;

/** The modal's state from the address: `clipId` (a positive integer) opens it; `share` (any value but `false`/`0`) picks share mode. */
export function clipModalFromQuery(query: URLSearchParams): ClipModalState {
  const raw = query.get('clipId');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return { name: 'closed' };
  const clipId = Number(raw.trim());
  if (!(clipId > 0)) return { name: 'closed' };
  const share = query.get('share');
  return { name: share !== null && share !== 'false' && share !== '0' ? 'share' : 'view', clipId };
}

/** The address's query for a state: the other parameters kept, `clipId` and `share` written or removed. */
export function clipModalQuery(query: URLSearchParams, state: ClipModalState): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete('clipId');
  next.delete('share');
  if (state.name !== 'closed') next.set('clipId', String(state.clipId));
  if (state.name === 'share') next.set('share', 'true');
  return next;
}

/** The modal's title text id: "Share Clip" (T032) in share mode, else "Clip" (T031). */
export function clipModalTitleId(state: ClipModalState): 'media.clip.title' | 'media.clip.shareTitle' {
  return state.name === 'share' ? 'media.clip.shareTitle' : 'media.clip.title';
}
