/**
 * A collapsible panel (M54; spec 002 "Collapsible panel", K065): Who We Are groups, the manifesto. Pure: the next
 * frame and the end of the 250 ms animation arrive as events, so the view can measure the panel between them.
 *
 * ```
 * collapsed ─TOGGLE→ startExpanding ─FRAME→ expanding ─ANIMATION_END→ expanded
 * expanded  ─TOGGLE→ startCollapsing ─FRAME→ collapsing ─ANIMATION_END→ collapsed
 * expanding ─TOGGLE→ collapsing;  collapsing ─TOGGLE→ expanding   (a change of mind mid-way turns back)
 * ```
 */

/** K065: the panel opens and closes in 250 ms. */
export const COLLAPSIBLE_ANIMATION_MS = 250;

export const collapsiblePanelStateNames = ['collapsed', 'startExpanding', 'expanding', 'expanded', 'startCollapsing', 'collapsing'] as const;
export type CollapsiblePanelState = { name: (typeof collapsiblePanelStateNames)[number] };

export type CollapsiblePanelEvent = { type: 'TOGGLE' } | { type: 'FRAME' } | { type: 'ANIMATION_END' };

export const collapsiblePanelEventTypes = ['TOGGLE', 'FRAME', 'ANIMATION_END'] as const satisfies readonly CollapsiblePanelEvent['type'][];

const next: Record<CollapsiblePanelState['name'], Partial<Record<CollapsiblePanelEvent['type'], CollapsiblePanelState['name']>>> = {
  collapsed: { TOGGLE: 'startExpanding' },
  startExpanding: { FRAME: 'expanding', TOGGLE: 'collapsed' },
  expanding: { ANIMATION_END: 'expanded', TOGGLE: 'collapsing' },
  expanded: { TOGGLE: 'startCollapsing' },
  startCollapsing: { FRAME: 'collapsing', TOGGLE: 'expanded' },
  collapsing: { ANIMATION_END: 'collapsed', TOGGLE: 'expanding' },
};

export function transition(state: CollapsiblePanelState, event: CollapsiblePanelEvent): CollapsiblePanelState {
  const to = next[state.name][event.type];
  return to ? { name: to } : state;
}

/** The machine's transition under the name the package exports. */
export const collapsiblePanelTransition = transition;

/** Whether the panel's content is (becoming) open: `aria-expanded` and the content's presence. */
export function isCollapsiblePanelOpen(state: CollapsiblePanelState): boolean {
  return state.name === 'startExpanding' || state.name === 'expanding' || state.name === 'expanded';
}
