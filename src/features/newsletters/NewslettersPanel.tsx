import { failureText } from '../../kit/failure';
import { withScreenBoundary } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { usePublication } from '../../platform/context';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonRows } from '../../ui/Skeleton';
import { useT } from './i18n';
import { newslettersPageStatus, newslettersListProps } from './NewslettersPage';
import { useNewsletters } from './useNewsletters';
import { NewslettersListView } from './views/NewslettersListView';
import { NewslettersSignupDialog } from './views/NewslettersSignupDialog';
import * as styles from './views/NewslettersView.css';
import { useBrowserValue } from '../../platform/browserValue';

export interface NewslettersPanelProps {
  /** The publication; the platform's publication (or the API's default) when omitted. */
  publicationId?: number;
  /** A newsletter e-mail's token, for a panel shown without signing in. */
  token?: string;
  /** The group headings' level: 3 under a tab's own heading (default), 2 on a page of its own. */
  headingLevel?: 2 | 3;
}

function Panel({ publicationId, token, headingLevel = 3 }: NewslettersPanelProps) {
  const t = useT();
  const publication = usePublication();
  const newsletters = useNewsletters({ publicationId, token });
  const { state, page, access } = newsletters;
  const status = newslettersPageStatus(state);
  const publicationName = page?.publication_name ?? publication?.name ?? '';
  const listProps = newslettersListProps(newsletters, publicationName, headingLevel);
  // This site's origin, known only in the browser: read after hydration, so the server's and the first client render agree.
  const origin = useBrowserValue<string | undefined>(() => window.location.origin, undefined);
  const list = listProps ? { ...listProps, origin } : undefined;
  return (
    <div className={styles.list} data-part="newsletters-panel" data-state={status}>
      {status === 'loading' || status === 'redirecting' ? <SkeletonRows count={4} label={t('newsletters.loading')} /> : null}
      {status === 'error' || status === 'link_expired' ? (
        <ErrorState
          description={newsletters.loadError ? failureText(newsletters.loadError, t) : undefined}
          onRetry={newsletters.retry}
          headingLevel={headingLevel}
        />
      ) : null}
      {status === 'redirecting' ? null : list ? <NewslettersListView {...list} /> : null}
      <NewslettersSignupDialog
        open={state.name === 'signup'}
        publicationName={publicationName}
        viewerEmail={access === 'signed_in' ? newsletters.viewerEmail : null}
        submitting={newsletters.signup.state.name === 'submitting'}
        onSubmit={(email) => newsletters.signup.submit(email, 'newsletters')}
        onCancel={newsletters.cancelSignup}
        signInHref={paths.signIn(paths.newsletters())}
      />
    </div>
  );
}

/**
 * The themed newsletters list as a part of its own (M25, spec 001 "account-newsletters-tab: same as the newsletters
 * page's themed variant"): what the account settings' Newsletters tab renders. Groups with Select All / Deselect
 * All, a switch per newsletter that saves at once ("Subscription updated!", reverted with its text on failure). No
 * page heading and no redirect: a publication without newsletters shows nothing.
 */
export const NewslettersPanel = withScreenBoundary('NewslettersPanel', Panel);
