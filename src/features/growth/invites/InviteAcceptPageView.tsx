import { MailOpen } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Invite } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import * as styles from '../readerPages.css';
import { type InviteAcceptState, isInviteAccepting } from './inviteAccept.machine';

/** Longest name or publication name shown (the rest is cut with an ellipsis). */
export const INVITE_NAME_MAX = 120;

export interface InviteAcceptPageViewProps {
  /** Loading the invite (P17): `not-found` for an unknown link, `error` with `errorMessage` and Try again. */
  status: 'loading' | 'ready' | 'not-found' | 'error';
  invite?: Pick<Invite, 'id' | 'role' | 'inviter' | 'publication'> | null;
  /** The M58 state once the invite is loaded. */
  state?: InviteAcceptState | null;
  /** The reader is signed out: a sign-in prompt instead of the steps. */
  signedOut?: boolean;
  /** The text of the machine's `error` (shown on the page). */
  acceptError?: string | null;
  errorMessage?: string | null;
  onRetry?: () => void;
  onProfileDone?: (name: string) => void;
  onEditProfile?: () => void;
  onAccept?: () => void;
  onSignIn?: () => void;
}

/**
 * The invite acceptance page `/invite/{id}` (spec 003 "Invites"; inventory `invite-accept-page`, M58): who invites
 * the reader to which publication, then two steps — the profile (the name the publication will see), then Accept.
 * A refusal is shown on the page with the way back to the profile; a signed-out reader is asked to sign in. Names are
 * isolated and bounded. The bare view: props in, markup out, the state in `data-state`.
 */
export function InviteAcceptPageView({
  status,
  invite,
  state,
  signedOut = false,
  acceptError,
  errorMessage,
  onRetry,
  onProfileDone,
  onEditProfile,
  onAccept,
  onSignIn,
}: InviteAcceptPageViewProps) {
  const t = useT();
  const dataState = status === 'ready' && state ? (signedOut ? 'signed-out' : state.name) : status;
  return (
    <main className={styles.page} data-part="invite-accept-page" data-state={dataState}>
      <div className={styles.narrowColumn}>
        {status === 'loading' || (status === 'ready' && !state) ? (
          <SkeletonGroup label={t('growth.inviteAccept.loading')}>
            <Skeleton width={56} height={56} radius="round" />
            <SkeletonText lines={2} />
            <Skeleton height={200} radius="md" />
          </SkeletonGroup>
        ) : status === 'not-found' ? (
          <EmptyState icon={MailOpen} title={t('growth.inviteAccept.notFound')} description={t('growth.inviteAccept.notFoundBody')} headingLevel={2} />
        ) : status === 'error' || !invite || !state ? (
          <ErrorState description={errorMessage ?? undefined} onRetry={onRetry} headingLevel={2} />
        ) : (
          <>
            <InviteHeader invite={invite} />
            {signedOut ? (
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="invite-sign-in">
                <h2 id="invite-sign-in" className={styles.sectionTitle}>
                  {t('growth.inviteAccept.signInTitle')}
                </h2>
                <p className={styles.muted}>{t('growth.inviteAccept.signInBody')}</p>
                <Button onClick={onSignIn} fullWidth>
                  {t('growth.inviteAccept.signIn')}
                </Button>
              </section>
            ) : (
              <InviteSteps state={state} acceptError={acceptError} onProfileDone={onProfileDone} onEditProfile={onEditProfile} onAccept={onAccept} />
            )}
          </>
        )}
      </div>
    </main>
  );
}

function InviteHeader({ invite }: { invite: Pick<Invite, 'role' | 'inviter' | 'publication'> }) {
  const t = useT();
  const publication = truncateText(invite.publication?.name ?? '', INVITE_NAME_MAX);
  return (
    <header className={styles.outcome}>
      <span className={styles.outcomeIcon} aria-hidden>
        <Icon icon={MailOpen} size="tab" />
      </span>
      <h1 className={styles.title}>{isolatedText(([name]) => t('growth.inviteAccept.title', { publication: name }), [publication])}</h1>
      {invite.inviter?.name ? (
        <p className={styles.muted} data-part="invite-inviter">
          {isolatedText(([name]) => t('growth.inviteAccept.from', { name }), [truncateText(invite.inviter.name, INVITE_NAME_MAX)])}
        </p>
      ) : null}
      <p className={styles.lede}>{invite.role === 'contributor' ? t('growth.inviteAccept.asContributor') : t('growth.inviteAccept.asSubscriber')}</p>
    </header>
  );
}

function InviteSteps({
  state,
  acceptError,
  onProfileDone,
  onEditProfile,
  onAccept,
}: {
  state: InviteAcceptState;
  acceptError?: string | null;
  onProfileDone?: (name: string) => void;
  onEditProfile?: () => void;
  onAccept?: () => void;
}) {
  const t = useT();
  if (state.name === 'rejected') return null;
  if (state.name === 'profile') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onProfileDone?.(String(new FormData(event.currentTarget).get('name') ?? ''));
    };
    return (
      <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} aria-labelledby="invite-profile-step" noValidate>
        <h2 id="invite-profile-step" className={styles.sectionTitle}>
          {t('growth.inviteAccept.profileStep')}
        </h2>
        <TextField
          label={t('growth.inviteAccept.name')}
          name="name"
          autoComplete="name"
          maxLength={500}
          defaultValue={state.profileName}
          hint={t('growth.inviteAccept.profileHint')}
          error={state.nameMissing ? t('growth.inviteAccept.nameRequired') : undefined}
          required
        />
        <Button type="submit" fullWidth>
          {t('growth.inviteAccept.continue')}
        </Button>
      </form>
    );
  }
  const busy = isInviteAccepting(state);
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="invite-accept-step" aria-busy={busy || undefined}>
      <h2 id="invite-accept-step" className={styles.sectionTitle}>
        {t('growth.inviteAccept.acceptStep')}
      </h2>
      {state.name === 'error' && acceptError ? (
        <p role="alert" className={styles.formError} data-part="invite-accept-error">
          <bdi>{acceptError}</bdi>
        </p>
      ) : null}
      <p className={styles.muted}>
        {isolatedText(([name]) => t('growth.inviteAccept.joiningAs', { name }), [truncateText(state.profileName, INVITE_NAME_MAX)])}
      </p>
      <Button onClick={onAccept} loading={busy} fullWidth>
        {t('growth.inviteAccept.accept')}
      </Button>
      <Button variant="ghost" onClick={onEditProfile} disabled={busy} fullWidth>
        {t('growth.inviteAccept.editProfile')}
      </Button>
    </section>
  );
}
