import { defineScreen } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { useNavigation } from '../../platform/context';
import { useTagArchive } from './useTagArchive';
import { TagArchivePageView } from './views/TagArchivePageView';

export interface TagArchivePageProps {
  /** The tag's slug; read from the route (`/t/{slug}`) when omitted. */
  slug?: string;
  /** The publication (default: the API's). */
  publicationId?: number;
}

function ConnectedTagArchivePage({ slug, publicationId }: { slug: string; publicationId?: number | undefined }) {
  const page = useTagArchive(slug, publicationId);
  const navigation = useNavigation();
  return <TagArchivePageView status={page.status} onLoadMore={page.loadMore} onRetry={page.retry} onGoHome={() => navigation.navigate(paths.home())} />;
}

/** A tag's archive (`/t/{slug}`): `useTagArchive` joined to `TagArchivePageView`. */
export const TagArchivePage = defineScreen({
  name: 'TagArchivePage',
  resolve: (props: TagArchivePageProps, route) => {
    const slug = props.slug ?? (route?.screen === 'tagArchive' ? route.params.slug : undefined);
    return slug ? { slug: slug.slice(0, 200), publicationId: props.publicationId } : null;
  },
  Body: ConnectedTagArchivePage,
  identity: ({ slug, publicationId }) => `${publicationId ?? ''}/${slug}`,
});
