import { Compass } from 'lucide-react';
import { useNavigation, useT } from '../platform/context';
import { EmptyState } from '../ui/EmptyState/EmptyState';
import { paths } from './routes';

/** "Page not found" with a way home: what a screen shows when neither its props nor the address name what to show. */
export function NotFoundPage() {
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
        onAction={() => navigation.navigate(paths.home())}
      />
    </main>
  );
}
