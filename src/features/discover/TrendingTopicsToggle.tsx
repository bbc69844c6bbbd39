import { withScreenBoundary } from '../../kit/Screen';
import { useViewer } from '../../platform/context';
import { isTrendingEnabled } from './trendingTopics.machine';
import { type UseTrendingTopicsToggleOptions, useTrendingTopicsToggle } from './useTrendingTopicsToggle';
import { TrendingTopicsToggleView } from './views/TrendingTopicsToggleView';

export type TrendingTopicsToggleProps = UseTrendingTopicsToggleOptions;

function Connected(props: TrendingTopicsToggleProps) {
  const { state, toggle } = useTrendingTopicsToggle(props);
  return <TrendingTopicsToggleView categoryName={props.categoryName} enabled={isTrendingEnabled(state)} state={state.name} onToggle={toggle} />;
}

function SignedInOnly(props: TrendingTopicsToggleProps) {
  // A signed-in reader's choice (M73): nothing to show to a reader who is not signed in.
  return useViewer().role === 'anonymous' ? null : <Connected {...props} />;
}

/**
 * The trending topics toggle of one category (M73): turns the category's trending topics in the search suggestions on
 * or off at once (optimistic), reverted with its text when the server refuses. Signed-in readers only.
 */
export const TrendingTopicsToggle = withScreenBoundary('TrendingTopicsToggle', SignedInOnly);
