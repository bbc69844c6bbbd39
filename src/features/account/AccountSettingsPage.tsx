import type { ReactNode } from 'react';
import { defineScreen, failureText, paths } from '../../kit';
import { useNow, usePublication, useViewer } from '../../platform/context';
import { useT } from './i18n';
import { summarise } from './machines/subscriptionStatus';
import {
  useAccountField,
  useAccountGuard,
  useAccountSubscription,
  useCancelSubscription,
  usePasswordReset,
  usePodcastFeeds,
  useSettingsTab,
} from './useAccountSettings';
import { AccountSettingsView, NewslettersTabDefault, RedirectingView } from './views/AccountSettingsView';
import { AccountTabView } from './views/AccountTabView';
import { PodcastFeedsTabView } from './views/PodcastFeedsTabView';
import { SubscriptionTabView, UpgradeBanner } from './views/SubscriptionTabView';

/** Where "Contact support" leads unless the host says otherwise. */
export const ACCOUNT_SUPPORT_HREF = 'mailto:support@masthead.example';

export interface AccountSettingsPageProps {
  /** The publication whose subscription the page shows; default: the platform's publication. */
  publicationId?: number;
  /**
   * The newsletters tab's content (the themed newsletters list). Default: a link to the newsletters page.
   */
  newslettersTab?: ReactNode;
  /** Where "Contact support" leads. Default `ACCOUNT_SUPPORT_HREF`. */
  supportHref?: string;
  /** Called after an email change: the reader is signed out and must sign in with `email`. */
  onSignedOut?: (email: string) => void;
}

interface Inputs extends AccountSettingsPageProps {
  supportHref: string;
}

function SettingsBody({ publicationId, newslettersTab, supportHref, onSignedOut }: Inputs) {
  const t = useT();
  const viewer = useViewer();
  const publication = usePublication();
  const now = useNow();
  const pubId = publicationId ?? publication?.id;
  const [tab, setTab] = useSettingsTab();
  const name = useAccountField('name', viewer.user?.name ?? '');
  const email = useAccountField('email', viewer.user?.email ?? '', onSignedOut);
  const reset = usePasswordReset();
  const sub = useAccountSubscription(pubId);
  const feeds = usePodcastFeeds(tab === 'podcastFeeds');
  const cancel = useCancelSubscription(pubId ?? sub.data?.publication_id);
  const summary = sub.data ? summarise(sub.data, now) : undefined;
  const fieldModel = (f: typeof name) => ({
    state: f.state,
    saved: f.saved,
    failure: f.failure,
    onEdit: () => f.send({ type: 'EDIT', current: f.saved }),
    onChange: (value: string) => f.send({ type: 'CHANGE', value }),
    onSave: () => f.send({ type: 'SAVE', current: f.saved }),
    onCancel: () => f.send({ type: 'CANCEL' }),
    onChangeConfirm: (value: string) => f.send({ type: 'CHANGE_CONFIRM', value }),
    onConfirm: () => f.send({ type: 'CONFIRM' }),
  });
  return (
    <AccountSettingsView
      tab={tab}
      onTabChange={setTab}
      emailTestHref={paths.accountEmailTest()}
      supportHref={supportHref}
      banner={summary?.upgradeBanner ? <UpgradeBanner href={paths.subscribe({ plan: 'paid' })} /> : null}
      panels={{
        account: (
          <AccountTabView
            name={fieldModel(name)}
            email={fieldModel(email)}
            reset={{ state: reset.state, failure: reset.failure, onRequest: reset.request }}
            signInHref={paths.signIn(paths.accountSettings())}
          />
        ),
        subscription: (
          <SubscriptionTabView
            status={sub.isError ? 'error' : summary ? 'ready' : 'loading'}
            summary={summary}
            publicationName={publication?.name ?? ''}
            errorMessage={sub.isError ? failureText(sub.error, t) : undefined}
            onRetry={() => void sub.refetch()}
            changePlanHref={paths.subscribe({ change_plan: true })}
            giftHref={paths.subscribe({ gift: true })}
            onCancel={() => void cancel.request()}
            cancelling={cancel.state.name === 'cancelling'}
          />
        ),
        newsletters: newslettersTab ?? <NewslettersTabDefault href={paths.newsletters()} />,
        podcastFeeds: (
          <PodcastFeedsTabView
            status={feeds.isError ? 'error' : feeds.data ? 'ready' : 'loading'}
            feeds={feeds.data}
            errorMessage={feeds.isError ? failureText(feeds.error, t) : undefined}
            onRetry={() => void feeds.refetch()}
          />
        ),
      }}
    />
  );
}

function ConnectedAccountSettingsPage(inputs: Inputs) {
  const redirect = useAccountGuard({ requireFlag: true });
  if (redirect) return <RedirectingView />;
  return <SettingsBody {...inputs} />;
}

/**
 * The account settings page (`/account/settings?tab=…`): signed out → `/login`; the revamp flag off → `/account`;
 * the tab follows the address.
 */
export const AccountSettingsPage = defineScreen({
  name: 'AccountSettingsPage',
  resolve: (props: AccountSettingsPageProps) => ({ ...props, supportHref: props.supportHref ?? ACCOUNT_SUPPORT_HREF }),
  Body: ConnectedAccountSettingsPage,
});
