import { withScreenBoundary } from '../../kit/Screen';
import { type UseSuggestionCardOptions, useSuggestionCard } from './useSuggestionCard';
import { SuggestionCardView } from './views/SuggestionCardView';

export type SuggestionCardProps = UseSuggestionCardOptions;

/**
 * The connected suggestion card (M45): follow / follow back / following on the platform's API (P10), dismiss (E47,
 * fire-and-forget). The suggestion comes from the read that lists it (a feed item `userSuggestions`).
 */
function ConnectedSuggestionCard(props: SuggestionCardProps) {
  const { stateName, buttonLabel, pending, follow, dismiss } = useSuggestionCard(props);
  return (
    <SuggestionCardView suggestion={props.suggestion} state={stateName} buttonLabel={buttonLabel} pending={pending} onFollow={follow} onDismiss={dismiss} />
  );
}

export const SuggestionCard = /* @__PURE__ */ withScreenBoundary('SuggestionCard', ConnectedSuggestionCard, { fallback: null });
