/**
 * See more / See less on a long chat body (M08; spec 000 §2, §9; K001). Pure. The cut itself is the design
 * system's `truncateForDisplay` (grapheme-aware, at a word break where it can), so a chat body is cut exactly as
 * `TruncatedText` cuts it; this machine names the states a chat item puts into `data-state`.
 *
 * ```
 * full                         (600 characters or fewer: no toggle)
 * collapsed ─TOGGLE / EXPAND→ expanded ─TOGGLE / COLLAPSE→ collapsed
 * ```
 *
 * `BODY_CHANGED` (an edited thread) brings the new body's cut and keeps the reader's choice when it is still long.
 * The cut arrives in the input (`cutBody` in `bodyCut.ts` makes it), so the machine stays pure.
 */
import type { MessageId } from '../../i18n/messages';
import type { BodyCut } from './bodyCut';

export type { BodyCut } from './bodyCut';

export const bodyTruncationStateNames = ['full', 'collapsed', 'expanded'] as const;
export type BodyTruncationStateName = (typeof bodyTruncationStateNames)[number];

export type BodyTruncationState =
  /** Short enough to show whole. */
  | { name: 'full'; body: string; max: number }
  /** Cut: `preview` (ending in "…") shows, with "See more". */
  | { name: 'collapsed'; body: string; max: number; preview: string }
  /** The whole body shows, with "See less". */
  | { name: 'expanded'; body: string; max: number; preview: string };

export type BodyTruncationEvent = { type: 'TOGGLE' } | { type: 'EXPAND' } | { type: 'COLLAPSE' } | { type: 'BODY_CHANGED'; cut: BodyCut };

export type BodyTruncationEventType = BodyTruncationEvent['type'];
export const bodyTruncationEventTypes = ['TOGGLE', 'EXPAND', 'COLLAPSE', 'BODY_CHANGED'] as const satisfies readonly BodyTruncationEventType[];

/** A body that was cut (longer than `max` characters, 600 by K001) starts collapsed. */
export function init({ body, max, preview }: BodyCut, expanded = false): BodyTruncationState {
  if (preview === null) return { name: 'full', body, max };
  return { name: expanded ? 'expanded' : 'collapsed', body, max, preview };
}

export function transition(state: BodyTruncationState, event: BodyTruncationEvent): BodyTruncationState {
  switch (event.type) {
    case 'TOGGLE':
      if (state.name === 'full') return state;
      return { ...state, name: state.name === 'collapsed' ? 'expanded' : 'collapsed' };
    case 'EXPAND':
      return state.name === 'collapsed' ? { ...state, name: 'expanded' } : state;
    case 'COLLAPSE':
      return state.name === 'expanded' ? { ...state, name: 'collapsed' } : state;
    case 'BODY_CHANGED':
      return event.cut.body === state.body && event.cut.max === state.max ? state : init(event.cut, state.name === 'expanded');
    default:
      return event satisfies never;
  }
}

// ——— selectors ———

/** The text to show. */
export function shownBody(state: BodyTruncationState): string {
  return state.name === 'collapsed' ? state.preview : state.body;
}

/** Whether the body is long enough to need the toggle. */
export function isTruncatable(state: BodyTruncationState): boolean {
  return state.name !== 'full';
}

/** `aria-expanded` of the toggle; `null` when there is no toggle. */
export function isExpanded(state: BodyTruncationState): boolean | null {
  return state.name === 'full' ? null : state.name === 'expanded';
}

/** The toggle's label: T015 "See more", then "See less"; `null` when there is no toggle. */
export function toggleLabelId(state: BodyTruncationState): Extract<MessageId, 'chat.body.seeMore' | 'ui.truncated.seeLess'> | null {
  if (state.name === 'collapsed') return 'chat.body.seeMore';
  if (state.name === 'expanded') return 'ui.truncated.seeLess';
  return null;
}
