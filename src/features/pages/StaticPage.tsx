import { defineScreen } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { useNavigation } from '../../platform/context';
import { type StaticPageType, staticPageTypeOf } from './staticPages';
import { useStaticPage } from './useStaticPage';
import { type StaticPageStatus, StaticPageView } from './views/StaticPageView';

export interface StaticPageProps {
  /** The page's type; read from the route (`/careers`, `/faq`, `/p/the-free-press-book-club`…) when omitted. */
  type?: StaticPageType;
}

function ConnectedStaticPage({ type }: { type: StaticPageType }) {
  const page = useStaticPage(type);
  const navigation = useNavigation();
  const { load } = page;
  const status: StaticPageStatus =
    load.name === 'ready' ? { name: 'ready', post: load.data } : load.name === 'error' ? { name: 'error', message: page.errorMessage } : { name: load.name };
  return <StaticPageView type={type} status={status} editBack={page.editBack} onRetry={page.retry} onGoHome={() => navigation.navigate(paths.home())} />;
}

/** A static page by type: `useStaticPage` joined to `StaticPageView`. */
export const StaticPage = defineScreen({
  name: 'StaticPage',
  resolve: (props: StaticPageProps, route) => {
    const type = props.type ?? staticPageTypeOf(route?.screen);
    return type ? { type } : null;
  },
  Body: ConnectedStaticPage,
  identity: ({ type }) => type,
});
