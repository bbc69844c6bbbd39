import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Invite } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { TextField } from '../../../ui/Field';
import { FormattedDate } from '../../../ui/Formatted';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import * as styles from '../readerPages.css';
import { INVITE_NAME_MAX } from './InviteAcceptPageView';
import type { InvitesFormState } from './invitesForm.machine';

export interface InvitesPageViewProps {
  /** Loading the invite data (E59); `redirect` while a refused reader is sent away. */
  status: 'loading' | 'ready' | 'error' | 'redirect';
  /** The M59 state. */
  state?: InvitesFormState;
  /** Invites left; `null` = unlimited (contributors). */
  left?: number | null;
  /** The form shows iff invites are left or the reader is a contributor. */
  formShown?: boolean;
  invites?: readonly Pick<Invite, 'id' | 'created_at' | 'inviteeUser' | 'status'>[];
  /** Changes after each invite sent: the form is emptied. */
  formKey?: number;
  /** The text of a failed send (shown in the form, which keeps what was typed). */
  sendError?: string | null;
  errorMessage?: string | null;
  onRetry?: () => void;
  onSend?: (name: string, email: string) => void;
}

/**
 * The invites page `/invites` (spec 003 "Invites", §5 "Invite form"; inventory `invites-page`, M59): the invites left
 * (or unlimited for contributors), the form (name and e-mail) when invites are left or for contributors, "Invite sent!"
 * (T184) after a send, and the sent list (when, to whom, where it stands). Names are isolated and bounded. The bare
 * view: props in, markup out, the state in `data-state`.
 */
export function InvitesPageView({
  status,
  state = { name: 'idle' },
  left = null,
  formShown = false,
  invites = [],
  formKey = 0,
  sendError,
  errorMessage,
  onRetry,
  onSend,
}: InvitesPageViewProps) {
  const t = useT();
  const dataState = status === 'ready' ? state.name : status;
  const sending = state.name === 'sending';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSend?.(String(data.get('name') ?? ''), String(data.get('email') ?? ''));
  };
  return (
    <main className={styles.page} data-part="invites-page" data-state={dataState}>
      <div className={styles.readingColumn}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('growth.invites.title')}</h1>
          <p className={styles.lede}>{t('growth.invites.lede')}</p>
        </header>
        {status === 'loading' || status === 'redirect' ? (
          <SkeletonGroup label={t('growth.invites.loading')}>
            <SkeletonText lines={1} />
            <Skeleton height={180} radius="md" />
            <SkeletonText lines={3} />
          </SkeletonGroup>
        ) : status === 'error' ? (
          <ErrorState description={errorMessage ?? undefined} onRetry={onRetry} headingLevel={2} />
        ) : (
          <>
            <p className={styles.notice} data-part="invites-left">
              {left === null ? t('growth.invites.unlimited') : left > 0 ? t('growth.invites.left', { count: left }) : t('growth.invites.noneLeft')}
            </p>
            {state.name === 'sent' ? (
              <p role="status" className={styles.successNotice} data-part="invite-sent">
                {t('growth.invites.sent')}
              </p>
            ) : null}
            {formShown ? (
              <form
                key={formKey}
                className={`${styles.card} ${styles.form}`}
                onSubmit={onSubmit}
                aria-busy={sending || undefined}
                aria-label={t('growth.invites.send')}
              >
                {sendError ? (
                  <p role="alert" className={styles.formError} data-part="invite-send-error">
                    <bdi>{sendError}</bdi>
                  </p>
                ) : null}
                <TextField label={t('growth.invites.name')} name="name" autoComplete="off" maxLength={200} required disabled={sending} />
                <TextField label={t('growth.invites.email')} name="email" type="email" autoComplete="off" maxLength={320} required disabled={sending} />
                <Button type="submit" loading={sending} leadingIcon={<Send size={16} aria-hidden />}>
                  {t('growth.invites.send')}
                </Button>
              </form>
            ) : null}
            <section aria-labelledby="invites-sent-title" className={styles.header}>
              <h2 id="invites-sent-title" className={styles.sectionTitle}>
                {t('growth.invites.sentTitle')}
              </h2>
              {invites.length === 0 ? (
                <EmptyState title={t('growth.invites.empty')} headingLevel={3} />
              ) : (
                <ul className={styles.list} data-part="invites-sent">
                  {invites.map((invite) => (
                    <li key={invite.id} className={styles.listRow} data-part="invite-row" data-status={invite.status ?? 'pending'}>
                      <div className={styles.rowMain}>
                        <p className={styles.rowName}>
                          <bdi>{truncateText(invite.inviteeUser.name, INVITE_NAME_MAX)}</bdi>
                        </p>
                        <p className={styles.rowMeta}>
                          <FormattedDate date={invite.created_at} />
                          {invite.inviteeUser.email ? <bdi>{truncateText(invite.inviteeUser.email, INVITE_NAME_MAX)}</bdi> : null}
                        </p>
                      </div>
                      <span className={invite.status === 'accepted' ? styles.accentTag : styles.tag}>
                        {t(`growth.invites.status.${invite.status ?? 'pending'}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </main>
  );
}
