import { defineScreen } from '../../kit/Screen';
import { useAboutPage } from './useAboutPage';
import { AboutPageView } from './views/AboutPageView';

export interface AboutPageProps {
  /** The publication (default: the API's). */
  publicationId?: number;
}

function ConnectedAboutPage({ publicationId }: AboutPageProps) {
  const about = useAboutPage(publicationId);
  return (
    <AboutPageView
      publicationName={about.publicationName}
      content={about.content}
      people={about.people}
      cta={about.cta}
      edit={about.edit}
      onRetry={about.retry}
    />
  );
}

/** The about page (`/about`): `useAboutPage` joined to `AboutPageView`. */
export const AboutPage = defineScreen({
  name: 'AboutPage',
  resolve: (props: AboutPageProps) => props,
  Body: ConnectedAboutPage,
  identity: ({ publicationId }) => publicationId ?? '',
});
