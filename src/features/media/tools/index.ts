/** The authors' media tools: original download (M55), transcript search, podcast platform links form (M69), file drop zone (M70). */
export { OriginalDownload, type OriginalDownloadProps } from './OriginalDownload';
export { OriginalDownloadView, type OriginalDownloadViewProps } from './views/OriginalDownloadView';
export { ORIGINAL_DOWNLOAD_ROUTE, saveFileInBrowser, useOriginalDownload, type UseOriginalDownloadOptions } from './useOriginalDownload';
export { TranscriptSearch, type TranscriptSearchProps } from './TranscriptSearch';
export { TRANSCRIPT_EXCERPT_MAX_LENGTH, TRANSCRIPT_RESULTS_SHOWN, TranscriptSearchView, type TranscriptSearchViewProps } from './views/TranscriptSearchView';
export { useTranscriptSearch } from './useTranscriptSearch';
export {
  formatTimestamp as formatTranscriptTimestamp,
  highlightPieces as transcriptHighlightPieces,
  initialTranscriptSearchState,
  TRANSCRIPT_SEARCH_DEBOUNCE_MS,
  type TranscriptSearchEvent,
  type TranscriptSearchState,
  transcriptSearchTransition,
} from './transcriptSearch.machine';
export { PodcastLinksForm, type PodcastLinksFormProps } from './PodcastLinksForm';
export { PodcastLinksFormView, type PodcastLinksFormStatus, type PodcastLinksFormViewProps } from './views/PodcastLinksFormView';
export { usePodcastLinksForm, usePodcastShowLinks } from './usePodcastLinks';
export {
  initialPodcastLinksFormState,
  type PodcastLinkError,
  type PodcastLinksFormEvent,
  type PodcastLinksFormState,
  podcastLinksFormTransition,
} from './podcastLinksForm.machine';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { FileDropZoneView, type FileDropZoneViewProps } from './views/FileDropZoneView';
export { readFirstByte, type FileDrop, type UseFileDropOptions, useFileDrop } from './useFileDrop';
