import { defineScreen } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { useNavigation } from '../../platform/context';
import { AuthorFollowButton } from '../follow';
import { useAuthorPage } from './useAuthorPage';
import { AuthorPageView } from './views/AuthorPageView';

export interface AuthorPageProps {
  /** The author's user id or handle; read from the route (`/authors/{author}`) when omitted. */
  author?: string | number;
}

function ConnectedAuthorPage({ author }: { author: string }) {
  const page = useAuthorPage(author);
  const navigation = useNavigation();
  const { status } = page;
  return (
    <AuthorPageView
      status={status}
      follow={
        status.name === 'ready' && status.author.primary_section_id ? (
          <AuthorFollowButton author={{ name: status.author.name, primary_section_id: status.author.primary_section_id }} />
        ) : null
      }
      onLoadMore={page.loadMore}
      onRetry={page.retry}
      onGoHome={() => navigation.navigate(paths.home())}
    />
  );
}

/** An author's page (`/authors/{id or handle}`): `useAuthorPage` joined to `AuthorPageView`, with the follow toggle. */
export const AuthorPage = defineScreen({
  name: 'AuthorPage',
  resolve: (props: AuthorPageProps, route) => {
    const author = props.author ?? (route?.screen === 'author' ? route.params.author : undefined);
    return author !== undefined && String(author).length > 0 ? { author: String(author).slice(0, 100) } : null;
  },
  Body: ConnectedAuthorPage,
  identity: ({ author }) => author,
});
