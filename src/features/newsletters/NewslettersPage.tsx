import { defineScreen } from '../../kit/Screen';
import { failureText } from '../../kit/failure';
import { paths } from '../../kit/routes';
import { safeLinkHref } from '../../kit/url';
import { usePublication } from '../../platform/context';
import { useT } from './i18n';
import type { NewslettersState } from './newsletterSelection.machine';
import type { useNewsletters } from './useNewsletters';
import { useNewslettersPage } from './useNewslettersPage';
import type { NewslettersListViewProps } from './views/NewslettersListView';
import { type NewslettersPageStatus, NewslettersPageView } from './views/NewslettersPageView';
import { NewslettersSignupDialog } from './views/NewslettersSignupDialog';
import { useBrowserValue } from '../../platform/browserValue';

export interface NewslettersPageProps {
  /** The publication; the platform's publication (or the API's default) when omitted. */
  publicationId?: number;
  /** A newsletter e-mail's token; read from `?token=` when omitted. */
  token?: string;
  /** A section the reader just subscribed to (`?subscribed_to=`): a confirmation toast. */
  subscribedTo?: number;
  /** A section the reader just unsubscribed from (`?unsubscribed_from=`): a confirmation toast. */
  unsubscribedFrom?: number;
}

interface Inputs {
  publicationId: number | undefined;
  token: string | undefined;
  subscribedTo: number | undefined;
  unsubscribedFrom: number | undefined;
}

/** The page's status from M25's state. */
export function newslettersPageStatus(state: NewslettersState): NewslettersPageStatus {
  switch (state.name) {
    case 'loading':
      return 'loading';
    case 'redirect_home':
      return 'redirecting';
    case 'load_failed':
      return state.reason === 'link_expired' ? 'link_expired' : 'error';
    default:
      return 'ready';
  }
}

/** What the list needs from the hook (shared by the page and the panel). */
export function newslettersListProps(
  newsletters: ReturnType<typeof useNewsletters>,
  publicationName: string,
  headingLevel: 2 | 3,
): NewslettersListViewProps | undefined {
  const { state, page, access } = newsletters;
  if (!page || (state.name !== 'ready' && state.name !== 'signup')) return undefined;
  return {
    variant: page.variant,
    groups: page.groups,
    newsletters: page.newsletters,
    publicationName,
    selected: state.selected,
    pending: state.pending,
    mode: page.variant === 'default' && !state.subscribed && access !== 'token' ? 'subscribe' : 'toggle',
    onToggle: newsletters.toggle,
    onSetGroup: newsletters.setGroup,
    headingLevel,
  };
}

function ConnectedNewslettersPage({ publicationId, token, subscribedTo, unsubscribedFrom }: Inputs) {
  const t = useT();
  const publication = usePublication();
  const newsletters = useNewslettersPage({ publicationId, token, subscribedTo, unsubscribedFrom });
  const { state, page, access } = newsletters;
  const publicationName = page?.publication_name ?? publication?.name ?? '';

  const listProps = newslettersListProps(newsletters, publicationName, 2);
  // This site's origin, known only in the browser: read after hydration, so the server's and the first client render agree.
  const origin = useBrowserValue<string | undefined>(() => window.location.origin, undefined);
  const list = listProps ? { ...listProps, origin } : undefined;
  const subscribed = state.name === 'ready' || state.name === 'signup' ? state.subscribed : false;
  return (
    <NewslettersPageView
      status={newslettersPageStatus(state)}
      publicationName={publicationName || undefined}
      list={list}
      errorMessage={newsletters.loadError ? failureText(newsletters.loadError, t) : undefined}
      onRetry={newsletters.retry}
      signInHref={paths.signIn(paths.newsletters())}
      manageSectionsHref={page?.can_manage_sections ? safeLinkHref(page.manage_sections_url) : null}
      accountSettingsHref={page?.variant === 'default' && subscribed && access === 'signed_in' ? paths.accountSettings('newsletters') : null}
      viaToken={access === 'token'}
      signupDialog={
        <NewslettersSignupDialog
          open={state.name === 'signup'}
          publicationName={publicationName}
          viewerEmail={access === 'signed_in' ? newsletters.viewerEmail : null}
          submitting={newsletters.signup.state.name === 'submitting'}
          onSubmit={(email) => newsletters.signup.submit(email, 'newsletters')}
          onCancel={newsletters.cancelSignup}
          signInHref={paths.signIn(paths.newsletters())}
        />
      }
    />
  );
}

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/**
 * The newsletters page (`newsletters-page`, `/newsletters`, M25): `useNewsletters` joined with `NewslettersPageView`.
 * Reads `token`, `subscribed_to` and `unsubscribed_from` from the address when the props leave them out.
 */
export const NewslettersPage = defineScreen({
  name: 'NewslettersPage',
  resolve: (props: NewslettersPageProps, _route, location): Inputs => {
    const query = new URLSearchParams(location.search);
    return {
      publicationId: props.publicationId,
      token: props.token ?? (query.get('token') || undefined),
      subscribedTo: props.subscribedTo ?? positiveInt(query.get('subscribed_to')),
      unsubscribedFrom: props.unsubscribedFrom ?? positiveInt(query.get('unsubscribed_from')),
    };
  },
  Body: ConnectedNewslettersPage,
  identity: ({ publicationId, token }) => `${publicationId ?? 'home'}:${token ?? ''}`,
});
