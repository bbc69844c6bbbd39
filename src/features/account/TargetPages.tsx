import { defineScreen, failureText, paths } from '../../kit';
import { useNow, usePublication, useViewer } from '../../platform/context';
import { ACCOUNT_SUPPORT_HREF } from './AccountSettingsPage';
import { useT } from './i18n';
import { useAccountGuard, useAccountSubscription, useSavedCard, useSubscriptionList } from './useAccountSettings';
import { RedirectingView } from './views/AccountSettingsView';
import { BillingPageView, EmailTestPageView, LegacyAccountPageView } from './views/TargetPagesViews';

export interface AccountTargetPageProps {
  /** Where "Contact support" leads. Default `ACCOUNT_SUPPORT_HREF`. */
  supportHref?: string;
  /** The publication whose subscription billing shows; default: the platform's publication. */
  publicationId?: number;
}

function BillingBody({ supportHref, publicationId }: AccountTargetPageProps) {
  const t = useT();
  const publication = usePublication();
  const now = useNow();
  const card = useSavedCard();
  const sub = useAccountSubscription(publicationId ?? publication?.id);
  const error = card.error ?? sub.error;
  const s = sub.data;
  const next =
    s?.is_subscribed && s.totalAmount && s.currency && s.expiry && !s.isLifetime && !s.isComped && !s.subscription?.cancel_at_period_end
      ? { amount: s.totalAmount, currency: s.currency, date: s.expiry }
      : null;
  return (
    <BillingPageView
      status={error ? 'error' : card.data && s ? 'ready' : 'loading'}
      card={card.data}
      next={next}
      now={now}
      errorMessage={error ? failureText(error, t) : undefined}
      onRetry={() => {
        void card.refetch();
        void sub.refetch();
      }}
      settingsHref={paths.accountSettings('subscription')}
      supportHref={supportHref ?? ACCOUNT_SUPPORT_HREF}
    />
  );
}

function EmailTestBody({ supportHref }: AccountTargetPageProps) {
  const viewer = useViewer();
  return (
    <EmailTestPageView
      email={viewer.user?.email}
      settingsHref={paths.accountSettings('account')}
      newslettersHref={paths.accountSettings('newsletters')}
      supportHref={supportHref ?? ACCOUNT_SUPPORT_HREF}
    />
  );
}

function LegacyBody() {
  const t = useT();
  const viewer = useViewer();
  const list = useSubscriptionList();
  return (
    <LegacyAccountPageView
      status={list.isError ? 'error' : list.data ? 'ready' : 'loading'}
      name={viewer.user?.name ?? ''}
      email={viewer.user?.email}
      subscriptions={list.data?.subscriptions}
      publications={list.data?.publications}
      errorMessage={list.isError ? failureText(list.error, t) : undefined}
      onRetry={() => void list.refetch()}
      settingsHref={paths.accountSettings()}
    />
  );
}

function guarded<P extends object>(Body: (props: P) => React.ReactNode) {
  return function Guarded(props: P) {
    const redirect = useAccountGuard({ requireFlag: false });
    if (redirect) return <RedirectingView />;
    return <Body {...props} />;
  };
}

/** `/account/billing`: the saved card (expired or not) and the next payment. Signed out → `/login`. */
export const BillingPage = defineScreen({ name: 'BillingPage', resolve: (props: AccountTargetPageProps) => props, Body: guarded(BillingBody) });

/** `/account/email-test`: what to do when newsletters do not arrive. Signed out → `/login`. */
export const EmailTestPage = defineScreen({ name: 'EmailTestPage', resolve: (props: AccountTargetPageProps) => props, Body: guarded(EmailTestBody) });

/** `/account`: the legacy account page (the reader, their subscriptions, a link to the new settings). Signed out → `/login`. */
export const LegacyAccountPage = defineScreen({ name: 'LegacyAccountPage', resolve: (props: AccountTargetPageProps) => props, Body: guarded(LegacyBody) });
