import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChatCommentPermalinkPage } from '../features/chat/permalink/ChatCommentPermalinkPage';
import { ChatPostPermalinkPage } from '../features/chat/permalink/ChatPostPermalinkPage';
import { ChatLandingPage } from '../features/chat/landing/ChatLandingPage';
import { ChatList } from '../features/chat/list/ChatList';
import { ChatThreadPage } from '../features/chat/thread/ChatThreadPage';
import { CrossPostPage } from '../features/post/extras/crossPost/CrossPostPage';
import { FilePage } from '../features/post/extras/file/FilePage';
import { GiftAcceptPage } from '../features/post/extras/gift/GiftAcceptPage';
import { PostPage } from '../features/post/page/PostPage';
import { useLocation, useNavigation, usePublication, useT } from '../platform/context';
import { EmptyState } from '../ui/EmptyState/EmptyState';
import { type RouteMatch, matchRoute } from './routes';

export interface ProductAppProps {
  /** Shown for paths no screen claims. Default: "Page not found" with a link home. */
  notFound?: ReactNode;
}

/**
 * The whole product on one element: reads the platform's location, finds the screen in the route table (`routes.ts`)
 * and mounts it. Screens read their ids from the location themselves, so links inside them (chat list → thread →
 * back) navigate through the platform's navigation adapter and `ProductApp` follows. Put it inside a
 * `PlatformProvider`; on the mock API (`@masthead/ui/mocks/browser`) the whole product runs without a backend.
 */
export function ProductApp({ notFound }: ProductAppProps) {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  if (!match) return <>{notFound ?? <NotFound />}</>;
  return <Screen key={`${match.screen}:${JSON.stringify(match.params)}`} match={match} />;
}

function Screen({ match }: { match: RouteMatch }) {
  const publication = usePublication();
  const t = useT();
  switch (match.screen) {
    case 'chatLanding':
      return <ChatLandingPage />;
    case 'chatList':
      return publication ? <ChatList publicationId={publication.id} /> : <EmptyState title={t('app.publicationRequired')} headingLevel={1} />;
    case 'chatThread':
      return <ChatThreadPage postId={Number(match.params.postId)} />;
    case 'chatPostPermalink':
      return <ChatPostPermalinkPage postId={Number(match.params.postId)} />;
    case 'chatCommentPermalink':
      return <ChatCommentPermalinkPage commentId={Number(match.params.commentId)} />;
    case 'post':
      return <PostPage route={{ by: 'slug', slug: match.params.slug ?? '' }} />;
    case 'postById':
      return <PostPage route={{ by: 'id', id: Number(match.params.postId) }} />;
    case 'crossPost':
      return <CrossPostPage postId={Number(match.params.postId)} />;
    case 'file':
      return <FilePage name={match.params.name ?? ''} />;
    case 'giftAccept':
      return <GiftAcceptPage token={match.params.token ?? ''} />;
    default:
      return match.screen satisfies never;
  }
}

function NotFound() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <main data-state="not-found">
      <EmptyState
        icon={Compass}
        headingLevel={1}
        title={t('app.notFound.title')}
        description={t('app.notFound.description')}
        actionLabel={t('app.notFound.home')}
        onAction={() => navigation.navigate('/')}
      />
    </main>
  );
}
