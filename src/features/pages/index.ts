/** The publication's pages: the archive (connected screen, bare view, data hook, list status), the shared post grid. */
export { ArchivePage, type ArchivePageProps } from './ArchivePage';
export { ArchivePageView, type ArchivePageViewProps } from './views/ArchivePageView';
export { PostGrid, type PostCardPost, type PostGridProps } from './views/PostGrid';
export { type Archive, type ArchiveInput, useArchive } from './useArchive';
export { type ArchiveMore, type ArchiveStatus, archiveStatus, archiveStatusNames, nextArchiveOffset } from './archive';
