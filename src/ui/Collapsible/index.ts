export { Collapsible, type CollapsibleProps } from './Collapsible';
export { useCollapsible, type UseCollapsibleOptions, type UseCollapsibleResult } from './useCollapsible';
import {
  awaitsFrame,
  COLLAPSIBLE_DURATION_MS as DURATION_MS,
  collapsibleEventTypes,
  collapsibleStateNames,
  initialState,
  isAnimating,
  isContentHidden,
  isOpen,
  isResting,
  restingState,
  transition,
} from './collapsible.machine';

/**
 * The pure machine (`collapsibleMachine.transition`, `.initialState`, selectors) for hosts and tests.
 * A plain object rather than `export * as`, which bundlers cannot tree-shake.
 */
export const collapsibleMachine = {
  transition,
  initialState,
  restingState,
  isOpen,
  isResting,
  isContentHidden,
  awaitsFrame,
  isAnimating,
  collapsibleStateNames,
  collapsibleEventTypes,
  COLLAPSIBLE_DURATION_MS: DURATION_MS,
} as const;
export {
  COLLAPSIBLE_DURATION_MS,
  type CollapsibleState,
  type CollapsibleStateName,
  type CollapsibleEvent,
  type CollapsibleEventType,
} from './collapsible.machine';
