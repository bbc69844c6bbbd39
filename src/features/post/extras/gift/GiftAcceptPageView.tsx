import { CircleCheck, Gift, PackageOpen } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ViralGift } from '../../../../api/schemas/growth';
import { VIRAL_GIFT_MONTHS } from '../../../../api/constants/growth';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Button } from '../../../../ui/Button';
import { button } from '../../../../ui/Button/Button.css';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { TextField } from '../../../../ui/Field';
import { Icon } from '../../../../ui/Icon';
import { isolatedText } from '../../../../ui/bidi';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../ui/Skeleton';
import * as layout from '../extras.css';
import type { ExtrasLoadStatus } from '../loadStatus';
import type { GiftAcceptState } from './giftAccept.machine';
import * as styles from './GiftAcceptPageView.css';
import { paths } from '../../../../kit/routes';

/** Where "Subscribe" goes from "All gone" (designed: the publication's subscribe page). */
export const GIFT_SUBSCRIBE_PATH = paths.subscribe();

export interface GiftAcceptPageViewProps {
  /** Loading the gift: `loading` skeleton, `not_found` for an unknown link, `error` with the server's text. */
  status: ExtrasLoadStatus;
  /** The gift (P16): sender, how many are left, the publication. */
  gift?: ViralGift | null;
  /** The M62 state: `form`, `submitting`, `accepted`, `all_gone` ("All gone", T183) or `error` (T181 or the server's text). */
  state?: GiftAcceptState | null;
  /** The server's text of a load error. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The reader sent the form (name and email; the token is the page's). */
  onAccept?: (name: string, email: string) => void;
}

/**
 * The gift acceptance page of a viral gift link (spec 003 "Gift acceptance"; M62): the sender, how many gifts are
 * left and a form (name, email, the link's token hidden); then the active subscription, or "All gone" (T183) with a
 * Subscribe option. A failure shows the server's text, or "Something went wrong" (T181), above the form, which keeps
 * what was typed. `data-state` is the load status, then the machine's state.
 */
export function GiftAcceptPageView({ status, gift, state, errorMessage, onRetry, onAccept }: GiftAcceptPageViewProps) {
  const t = useT();
  const dataState = status === 'ready' && state ? state.name : status;
  return (
    <main className={layout.page} data-part="gift-accept-page" data-state={dataState}>
      <div className={layout.narrowColumn}>
        {status === 'loading' || (status === 'ready' && !state) ? (
          <SkeletonGroup label={t('gift.accept.loading')}>
            <Skeleton width={56} height={56} radius="round" />
            <SkeletonText lines={2} />
            <Skeleton height={220} radius="md" />
          </SkeletonGroup>
        ) : status === 'not_found' ? (
          <EmptyState icon={Gift} title={t('gift.accept.notFound')} headingLevel={2} />
        ) : status === 'error' || !gift || !state ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          <GiftContent gift={gift} state={state} onAccept={onAccept} />
        )}
      </div>
    </main>
  );
}

function GiftContent({ gift, state, onAccept }: { gift: ViralGift; state: GiftAcceptState; onAccept?: (name: string, email: string) => void }) {
  const t = useT();
  const publication = gift.publication?.name ?? '';
  const months = gift.months ?? VIRAL_GIFT_MONTHS;

  if (state.name === 'all_gone') {
    return (
      <section className={`${layout.card} ${styles.outcome}`} aria-labelledby="gift-all-gone">
        <span className={styles.giftIcon} aria-hidden>
          <Icon icon={PackageOpen} size="tab" />
        </span>
        <h1 id="gift-all-gone" className={styles.outcomeTitle}>
          {t('gift.accept.allGone')}
        </h1>
        <p className={layout.muted}>{isolatedText(([name]) => t('gift.accept.allGoneBody', { publication: name }), [publication])}</p>
        <Link to={GIFT_SUBSCRIBE_PATH} className={button({ variant: 'primary' })}>
          {t('gift.accept.subscribe')}
        </Link>
      </section>
    );
  }

  if (state.name === 'accepted') {
    return (
      <section className={`${layout.card} ${styles.outcome}`} aria-labelledby="gift-accepted" role="status">
        <span className={styles.successIcon} aria-hidden>
          <Icon icon={CircleCheck} size="tab" />
        </span>
        <h1 id="gift-accepted" className={styles.outcomeTitle}>
          {t('gift.accept.accepted')}
        </h1>
        <p className={layout.muted}>
          {isolatedText(([name, email]) => t('gift.accept.acceptedBody', { publication: name, email }), [publication, state.email])}
        </p>
      </section>
    );
  }

  const submitting = state.name === 'submitting';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onAccept?.(String(data.get('name') ?? ''), String(data.get('email') ?? ''));
  };
  return (
    <>
      <header className={styles.hero}>
        <span className={styles.giftIcon} aria-hidden>
          <Icon icon={Gift} size="tab" />
        </span>
        <h1 className={layout.title}>{isolatedText(([sender]) => t('gift.accept.title', { sender }), [gift.sender_name])}</h1>
        <p className={layout.lede}>{isolatedText(([name]) => t('gift.accept.body', { count: months, publication: name }), [publication])}</p>
        <span className={styles.remaining} data-part="gift-remaining">
          {t('gift.accept.remaining', { count: gift.count_remaining })}
        </span>
      </header>
      <form className={`${layout.card} ${layout.form}`} onSubmit={onSubmit} aria-busy={submitting || undefined}>
        {state.name === 'error' ? (
          <p role="alert" className={layout.formError} data-part="gift-error">
            {state.message ? <bdi>{state.message}</bdi> : t('gift.accept.error')}
          </p>
        ) : null}
        <TextField label={t('gift.accept.name')} name="name" autoComplete="name" required disabled={submitting} />
        <TextField label={t('gift.accept.email')} name="email" type="email" autoComplete="email" required disabled={submitting} />
        <input type="hidden" name="token" value={gift.token} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('gift.accept.submit')}
        </Button>
      </form>
    </>
  );
}
