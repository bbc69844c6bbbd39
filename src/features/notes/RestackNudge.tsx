import { useState } from 'react';
import type { RestackNudgeModalProps, RestackSubject } from '../footer';
import { onDemand, whenOpen } from '../../kit/onDemand';
import type { RestackNudgeController } from './useRestackNudge';

/** The footer's one nudge modal (post / note / comment), loaded when it first opens. */
const RestackNudgeModal = /* @__PURE__ */ onDemand<RestackNudgeModalProps>(() => import('../footer').then((m) => m.RestackNudgeModal), { when: whenOpen });

export interface RestackNudgeProps {
  /** From `useRestackNudge()` in the page that restacks (the feed). */
  nudge: RestackNudgeController;
}

/**
 * The first-time restack nudge (`restack-nudge-modal`) over a page of restackable cards: the footer's
 * `RestackNudgeModal` — one part for the post page's footer and the feed's cards — with the variant of what was
 * restacked ("View now", "OK").
 */
export function RestackNudge({ nudge }: RestackNudgeProps) {
  // The variant stays while the dialog closes (its title does not change under the fading dialog).
  const [variant, setVariant] = useState<RestackSubject>(nudge.subject ?? 'note');
  if (nudge.subject !== null && nudge.subject !== variant) setVariant(nudge.subject);
  return (
    <RestackNudgeModal
      open={nudge.subject !== null}
      variant={nudge.subject ?? variant}
      onViewNow={nudge.viewNow}
      onDismiss={nudge.close}
      returnFocus={nudge.returnFocus}
    />
  );
}
