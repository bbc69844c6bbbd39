import { withScreenBoundary } from '../../kit/Screen';
import { paths } from '../../kit';
import { usePlatform, usePublication } from '../../platform/context';
import { useCardExpiryToast } from './useAccountSettings';
import { CardExpiryToastView } from './views/CardExpiryToastView';

export interface CardExpiryToastProps {
  /** The publication whose subscription is checked; default: the platform's publication. */
  publicationId?: number;
  /** `inline` (default) flows with the page; `corner` pins it to the window's bottom corner (mount it once per app). */
  placement?: 'inline' | 'corner';
}

/** M29, connected: E14 (+ E18) → the card expiry warning, dismissed for a week in platform storage. */
function ConnectedCardExpiryToast({ publicationId, placement }: CardExpiryToastProps) {
  const publication = usePublication();
  const { locale } = usePlatform();
  const { state, last4, dismiss } = useCardExpiryToast(publicationId ?? publication?.id);
  return <CardExpiryToastView state={state} last4={last4} billingHref={paths.accountBilling()} onDismiss={dismiss} locale={locale} placement={placement} />;
}

/** CardExpiryToast inside the screen error boundary: a render error shows nothing instead of taking the page down. */
export const CardExpiryToast = withScreenBoundary('CardExpiryToast', ConnectedCardExpiryToast, { fallback: null });
