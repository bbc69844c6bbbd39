export { Collapsible, type CollapsibleProps } from './Collapsible';
export { useCollapsible, type UseCollapsibleOptions, type UseCollapsibleResult } from './useCollapsible';
/** The pure machine (`collapsibleMachine.transition`, `.initialState`, selectors) for hosts and tests. */
export * as collapsibleMachine from './collapsible.machine';
export {
  COLLAPSIBLE_DURATION_MS,
  type CollapsibleState,
  type CollapsibleStateName,
  type CollapsibleEvent,
  type CollapsibleEventType,
} from './collapsible.machine';
