import { usePublication } from '../../../../platform/context';
import { withScreenBoundary } from '../../../../kit/Screen';
import { onDemand } from '../../../../kit/onDemand';
import type { GiftModalViewProps } from './GiftModalView';
import { type UseGiftModalOptions, useGiftModal } from './useGiftModal';

export interface GiftModalProps extends UseGiftModalOptions {
  /** The publication's name in the texts; default the platform's publication. */
  publicationName?: string;
}

/** The modal's view, loaded on demand: most readers never meet the gift experiment. */
const GiftModalView = /* @__PURE__ */ onDemand<GiftModalViewProps>(() => import('./GiftModalView').then((m) => m.GiftModalView));

function ConnectedGiftModal({ publicationName, ...options }: GiftModalProps) {
  const modal = useGiftModal(options);
  const publication = usePublication();
  if (modal.state === null || modal.variant === null) return null;
  return (
    <GiftModalView
      state={modal.state}
      variant={modal.variant}
      months={modal.months}
      publicationName={publicationName ?? publication?.name ?? ''}
      onClaim={modal.claim}
      onEmailChange={modal.editEmail}
      onSubmit={modal.submit}
      onClose={modal.close}
    />
  );
}

/**
 * The connected gift modal on the post page (spec 003 "Gift modal"; M61, E72): opens on mount when the three guards
 * pass — experiment variant `duration_focused` or `value_focused` (G31 `useExperiment`, `?exp_gift_modal=`), month
 * count ≥ 1, the reader's email without "+" — and renders nothing otherwise. After "subscribed" it redirects after
 * 1 s (to `redirectTo`, default the current page).
 */
export const GiftModal = withScreenBoundary('GiftModal', ConnectedGiftModal);
