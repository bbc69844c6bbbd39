/**
 * Discover: reading lists (M46), the global search (M50) and trending topics (M73) — connected parts, bare views,
 * data hooks and machines.
 */
export { ReadingListModal, type ReadingListModalProps } from './ReadingListModal';
export { ReadingListButton, type ReadingListButtonProps } from './ReadingListButton';
export { ReadingListModalView, type ReadingListModalViewProps } from './views/ReadingListModalView';
export { useReadingListModal, usePublicationSearch, type UseReadingListModalOptions } from './useReadingListModal';
export {
  canSave as readingListCanSave,
  hasPublication as readingListHasPublication,
  initialReadingListState,
  isDirty as readingListIsDirty,
  readingListEventTypes,
  readingListStateNames,
  readingListTransition,
  saveRequest as readingListSaveRequest,
  type ListPublication,
  type PublicationSearch,
  type ReadingListDraft,
  type ReadingListEvent,
  type ReadingListLike,
  type ReadingListOpening,
  type ReadingListState,
  type ReadingListStateName,
} from './readingList.machine';
export { GlobalSearch, type GlobalSearchProps } from './GlobalSearch';
export { GlobalSearchView, type GlobalSearchViewProps } from './views/GlobalSearchView';
export { useGlobalSearch, searchOptionHref, type UseGlobalSearchOptions } from './useGlobalSearch';
export {
  activeOption as globalSearchActiveOption,
  globalSearchEventTypes,
  globalSearchTransition,
  initialGlobalSearchState,
  searchOptions as globalSearchOptions,
  searchResultKinds,
  SUGGESTION_LIMIT,
  type GlobalSearchEvent,
  type GlobalSearchState,
  type SearchOption,
} from './globalSearch.machine';
export { filterSuggestions, foldText, indexSuggestions, type SuggestionIndex } from './searchFilter';
export { isSearchShortcut, isTypingTarget, type ShortcutKeyEvent } from './searchShortcut';
export { TrendingTopicsToggle, type TrendingTopicsToggleProps } from './TrendingTopicsToggle';
export { TrendingTopicsToggleView, type TrendingTopicsToggleViewProps } from './views/TrendingTopicsToggleView';
export { useTrendingTopicsToggle, type UseTrendingTopicsToggleOptions } from './useTrendingTopicsToggle';
export {
  initialTrendingState,
  isTrendingEnabled,
  trendingFailure,
  trendingRequest,
  trendingStateNames,
  trendingToggle,
  trendingTransition,
  type TrendingEvent,
  type TrendingFailureMessageId,
  type TrendingState,
} from './trendingTopics.machine';
