/**
 * The UI's overlays as on-demand parts (see `onDemand`): for a dialog a screen opens on a reader's click, so the
 * dialog's code (Radix, focus trap, scroll lock) is not part of the screen's first render. A controlled dialog
 * without a `trigger`; pass `returnFocus="trigger"` so focus goes back to the button that opened it.
 */
import type { DialogProps } from '../ui/Dialog/Dialog';
import { onDemand, whenOpen } from '../ui/onDemand';

export const OnDemandDialog = /* @__PURE__ */ onDemand<DialogProps>(() => import('../ui/Dialog/Dialog').then((m) => m.Dialog), { when: whenOpen });
