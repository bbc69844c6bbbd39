import { defineScreen } from '../../kit/Screen';
import { useArchive } from './useArchive';
import { ArchivePageView } from './views/ArchivePageView';

export interface ArchivePageProps {
  /** The publication (default: the API's). */
  publicationId?: number;
  /** A section's slug; read from the address (`/archive?section=…`) when omitted. */
  section?: string;
}

function ConnectedArchivePage({ publicationId, section }: ArchivePageProps) {
  const archive = useArchive({ publicationId, section });
  const first = archive.status.name === 'ready' ? archive.status.posts[0] : undefined;
  return (
    <ArchivePageView
      status={archive.status}
      sectionName={section ? (first?.section_name ?? undefined) : undefined}
      onLoadMore={archive.loadMore}
      onRetry={archive.retry}
    />
  );
}

/** The archive page (`/archive`, optional `?section=`): `useArchive` joined to `ArchivePageView`. */
export const ArchivePage = defineScreen({
  name: 'ArchivePage',
  resolve: (props: ArchivePageProps, route, location) => {
    if (props.section !== undefined || props.publicationId !== undefined) return props;
    if (route?.screen !== 'archive') return {};
    const section = new URLSearchParams(location.search).get('section');
    return section ? { section: section.slice(0, 100) } : {};
  },
  Body: ConnectedArchivePage,
  identity: ({ publicationId, section }) => `${publicationId ?? ''}/${section ?? ''}`,
});
