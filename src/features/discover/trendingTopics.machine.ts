/**
 * M73 `trending-topics` (spec 002): trending topics of one category `enabled` ↔ `disabled` for the reader
 * (POST /api/v1/trending-topics/toggle `{enable, categoryID}`). The choice is the kit's optimistic toggle: the server's
 * value is the state, the change shows at once, one call at a time, a failure returns exactly to the server's value
 * with its text. Pure.
 */
import type { ApiError } from '../../api/errors';
import { type CommonFailureId, commonFailureId } from '../../kit/failure';
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

export type TrendingFailureMessageId = 'discover.trending.error.enable' | 'discover.trending.error.disable' | CommonFailureId;

export const trendingToggle = optimisticToggle<'enabled', 'disabled', boolean, ApiError>({
  on: 'enabled',
  off: 'disabled',
  isOn: (enabled) => enabled,
  apply: (_server, on) => on,
  failureOf: (error) => error,
});

export type TrendingState = ToggleState<'enabled', 'disabled', boolean, ApiError>;
export type TrendingEvent = ToggleEvent<boolean>;

export const trendingStateNames = ['enabled', 'disabled', 'pending'] as const satisfies readonly TrendingState['name'][];

export function initialTrendingState(enabled: boolean): TrendingState {
  return trendingToggle.initial(enabled);
}

export function trendingTransition(state: TrendingState, event: TrendingEvent): TrendingState {
  return trendingToggle.transition(state, event);
}

/** What the switch shows (the pending call's outcome while one is under way). */
export function isTrendingEnabled(state: TrendingState): boolean {
  return trendingToggle.shown(state);
}

/** The `enable` a pending state asks the server for, or `null`. */
export function trendingRequest(state: TrendingState): boolean | null {
  return trendingToggle.request(state);
}

/**
 * The text of the change that just failed (it is reverted), or `null`: the shared text when the reader can act on it
 * (network, timeout, sign in), else the toggle's own text for what was asked.
 */
export function trendingFailure(state: TrendingState): TrendingFailureMessageId | null {
  const error = trendingToggle.failure(state);
  if (!error) return null;
  // The failed call wanted the opposite of the value it reverted to.
  const wanted = !trendingToggle.shown(state);
  return commonFailureId(error, wanted ? 'discover.trending.error.enable' : 'discover.trending.error.disable');
}

/** The machine's transition under the name every machine exports. */
export { trendingTransition as transition };
