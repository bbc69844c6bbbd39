import { CircleCheck, Gift } from 'lucide-react';
import type { FormEvent } from 'react';
import { useT } from '../i18n';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { TextField } from '../../../../ui/Field';
import { Icon } from '../../../../ui/Icon';
import { isolatedText } from '../../../../ui/bidi';
import * as layout from '../extras.css';
import { type GiftModalShownVariant, type GiftModalState, isGiftModalOpen } from './giftModal.machine';
import * as styles from './GiftModalView.css';

export interface GiftModalViewProps {
  /** The M61 state; the dialog is open unless it is `closed` or `done`. */
  state: GiftModalState;
  /** The experiment variant: `duration_focused` speaks of months, `value_focused` of what the reader gets. */
  variant: GiftModalShownVariant;
  /** Months the gift lasts. */
  months: number;
  /** The publication's name. */
  publicationName: string;
  onClaim?: () => void;
  onEmailChange?: (email: string) => void;
  onSubmit?: () => void;
  /** Close button, Escape or a click outside (ignored while the claim runs or after it succeeded). */
  onClose?: () => void;
}

/**
 * The gift modal (spec 003 "Gift modal"; M61): claim-gift step, then the email step, then "You’re subscribed!"
 * before the redirect. A failure shows the server's text or "Something went wrong" (T181) above the field.
 * `data-state` on the dialog body is the machine's state.
 */
export function GiftModalView({ state, variant, months, publicationName, onClaim, onEmailChange, onSubmit, onClose }: GiftModalViewProps) {
  const t = useT();
  const title =
    state.name === 'subscribed' || state.name === 'done'
      ? t('gift.modal.subscribed')
      : variant === 'duration_focused'
        ? isolatedText(([publication]) => t('gift.modal.title.duration_focused', { count: months, publication }), [publicationName])
        : isolatedText(([publication]) => t('gift.modal.title.value_focused', { publication }), [publicationName]);
  const lede =
    variant === 'duration_focused' ? t('gift.modal.body.duration_focused', { count: months }) : t('gift.modal.body.value_focused', { count: months });
  const submitting = state.name === 'subscribing';
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Dialog open={isGiftModalOpen(state)} onOpenChange={(open) => !open && onClose?.()} title={title}>
      <div className={styles.body} data-part="gift-modal" data-state={state.name} data-variant={variant}>
        {state.name === 'claim_gift' ? (
          <>
            <span className={styles.badge} aria-hidden>
              <Icon icon={Gift} size="tab" />
            </span>
            <p className={styles.lede}>{lede}</p>
            <Button onClick={onClaim} fullWidth>
              {t('gift.modal.claim')}
            </Button>
          </>
        ) : state.name === 'enter_email' || state.name === 'subscribing' ? (
          <form className={layout.form} onSubmit={onFormSubmit} aria-busy={submitting || undefined}>
            <p className={styles.lede}>{lede}</p>
            {state.name === 'enter_email' && state.error ? (
              <p role="alert" className={layout.formError} data-part="gift-modal-error">
                {state.error.id === 'server' ? <bdi>{state.error.message}</bdi> : t(state.error.id)}
              </p>
            ) : null}
            <TextField
              label={t('gift.modal.email')}
              hint={t('gift.modal.emailHint')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={state.email}
              onValueChange={onEmailChange}
              disabled={submitting}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('gift.modal.submit')}
            </Button>
          </form>
        ) : (
          <p className={styles.success} role="status">
            <Icon icon={CircleCheck} size="tab" className={styles.successIcon} />
            {t('gift.modal.subscribedBody')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
