import { type FormEvent, useState } from 'react';
import type { Plan } from '../../../api/schemas/core';
import { PlatformContext } from '../../../platform/context';
import { useT } from '../i18n';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { RadioGroup, TextField } from '../../../ui/Field';
import type { LikeUpsellView } from '../likeUpsell.machine';
import * as styles from './footer.css';
import { useContext } from 'react';

export interface LikeUpsellModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `share` for readers who already subscribe, `plans` otherwise (M18). */
  view: LikeUpsellView;
  publicationName: string;
  /** The publication's plans; the picker offers the monthly and yearly ones (not founding). */
  plans?: readonly Plan[];
  /** The reader's e-mail. When set, the e-mail input shows it and is disabled (001). */
  userEmail?: string | null;
  /** Plans view: the reader chose a paid plan (the connected footer goes to `/subscribe?plan={id}`, G51). */
  onChoosePlan?: (planId: string, email: string) => void;
  /** Plans view, no plan chosen: free signup (E21). */
  onSubscribeFree?: (email: string) => void;
  submitting?: boolean;
  /** The free signup went through. */
  subscribed?: boolean;
  /** Share view: open the share dialog for the post. */
  onShare?: () => void;
}

/** The month and year plans the picker offers, month first. */
export function upsellPlans(plans: readonly Plan[] = []): Plan[] {
  const pick = (interval: 'month' | 'year') => plans.find((p) => p.interval === interval && !p.is_founding && !p.is_bitcoin);
  return [pick('month'), pick('year')].filter((p): p is Plan => p !== undefined);
}

function money(amountCents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: amountCents % 100 === 0 ? 0 : 2 }).format(
    amountCents / 100,
  );
}

/** The nudge after a like (like-upsell-modal): share view or plan picker. */
export function LikeUpsellModal({
  open,
  onOpenChange,
  view,
  publicationName,
  plans,
  userEmail,
  onChoosePlan,
  onSubscribeFree,
  submitting = false,
  subscribed = false,
  onShare,
}: LikeUpsellModalProps) {
  const t = useT();
  const locale = useContext(PlatformContext)?.locale ?? 'en';
  const offered = upsellPlans(plans);
  const [plan, setPlan] = useState<string>(offered.find((p) => p.interval === 'year')?.id ?? offered[0]?.id ?? '');
  const [email, setEmail] = useState(userEmail ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = (userEmail ?? email).trim();
    if (!address || submitting) return;
    if (plan && onChoosePlan) onChoosePlan(plan, address);
    else onSubscribeFree?.(address);
  };
  if (view === 'share') {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('footer.upsell.shareTitle')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('footer.upsell.notNow')}</Button>
            </DialogClose>
            <Button onClick={onShare}>{t('footer.upsell.shareAction')}</Button>
          </>
        }
      >
        <p className={styles.dialogText} data-part="like-upsell" data-view="share">
          {t('footer.upsell.shareBody')}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('footer.upsell.plansTitle')}
      description={isolatedText(([publication]) => t('footer.upsell.plansBody', { publication }), [publicationName])}
    >
      <div data-part="like-upsell" data-view="plans" data-state={subscribed ? 'subscribed' : 'form'}>
        {subscribed ? (
          <p className={styles.dialogText} role="status">
            {t('footer.upsell.subscribed')}
          </p>
        ) : (
          <form className={styles.dialogBody} onSubmit={submit} noValidate>
            {offered.length > 0 ? (
              <RadioGroup
                label={t('footer.upsell.plans')}
                value={plan}
                onValueChange={setPlan}
                options={offered.map((p) => ({
                  value: p.id,
                  label: t(p.interval === 'month' ? 'footer.upsell.month' : 'footer.upsell.year', { amount: money(p.amount, p.currency, locale) }),
                }))}
              />
            ) : null}
            <TextField
              label={t('footer.upsell.email')}
              type="email"
              autoComplete="email"
              value={userEmail ?? email}
              onValueChange={setEmail}
              disabled={Boolean(userEmail)}
            />
            <div className={styles.dialogActions}>
              <DialogClose asChild>
                <Button variant="secondary">{t('footer.upsell.notNow')}</Button>
              </DialogClose>
              <Button type="submit" loading={submitting} disabled={!(userEmail ?? email).trim()}>
                {offered.length > 0 ? t('footer.upsell.subscribe') : t('footer.upsell.free')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
