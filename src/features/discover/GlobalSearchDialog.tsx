import { failureText } from '../../kit/failure';
import { withScreenBoundary } from '../../kit/Screen';
import type { ReturnFocus } from '../../ui/focusReturn';
import { useT } from './i18n';
import { useGlobalSearch } from './useGlobalSearch';
import { GlobalSearchView } from './views/GlobalSearchView';

export interface GlobalSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (default: what had focus when the search opened). */
  returnFocus?: ReturnFocus;
}

function Connected({ open, onOpenChange, returnFocus }: GlobalSearchDialogProps) {
  const t = useT();
  const { state, send } = useGlobalSearch({ open, onOpenChange });
  const openState = state.name === 'open' ? state : null;
  return (
    <GlobalSearchView
      open={open}
      onOpenChange={onOpenChange}
      state={openState}
      send={send}
      suggestionsFailureText={openState?.suggestions.name === 'failed' ? failureText(openState.suggestions.error, t) : undefined}
      resultsFailureText={openState?.results.name === 'failed' ? failureText(openState.results.error, t) : undefined}
      returnFocus={returnFocus}
    />
  );
}

/** The connected search overlay (M50): `useGlobalSearch` joined to `GlobalSearchView`. `GlobalSearch` loads it on demand. */
export const GlobalSearchDialog = withScreenBoundary('GlobalSearchDialog', Connected);
