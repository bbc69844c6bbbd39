import { onDemand, whenOpen } from '../../ui/onDemand';
import type { ReadingListModalProps } from './ConnectedReadingListModal';

export type { ReadingListModalProps } from './ConnectedReadingListModal';

/**
 * The reading list modal (M46, "Create new list" / "Edit list"): controlled by `open` / `onOpenChange`; its code loads
 * the first time it opens (`onDemand`), so a screen that offers it carries only this wrapper.
 */
export const ReadingListModal = /* @__PURE__ */ onDemand<ReadingListModalProps>(
  () => import('./ConnectedReadingListModal').then((m) => m.ConnectedReadingListModal),
  { when: whenOpen },
);
