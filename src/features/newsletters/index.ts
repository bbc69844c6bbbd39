/**
 * Newsletters (M25): the newsletters page (`/newsletters`), the panel the account settings' Newsletters tab renders,
 * their bare views, the data hook and the machine.
 */
export { NewslettersPage, type NewslettersPageProps, newslettersPageStatus } from './NewslettersPage';
export { NewslettersPanel, type NewslettersPanelProps } from './NewslettersPanel';
export { NewslettersPageView, type NewslettersPageViewProps, type NewslettersPageStatus, newslettersPageStatuses } from './views/NewslettersPageView';
export { NewslettersListView, type NewslettersListViewProps } from './views/NewslettersListView';
export { NewslettersSignupDialog, type NewslettersSignupDialogProps } from './views/NewslettersSignupDialog';
export { useNewsletters, type UseNewslettersOptions } from './useNewsletters';
export {
  initialNewslettersState,
  isSelected as isNewsletterSelected,
  newRequest as newslettersRequest,
  newslettersFailureMessageId,
  newslettersStateNames,
  newsletterAccessKinds,
  transition as newslettersTransition,
  type NewsletterAccess,
  type NewslettersEvent,
  type NewslettersFailureMessageId,
  type NewslettersReady,
  type NewslettersSnapshot,
  type NewslettersState,
  type SectionSettingsPatch,
  type Selection as NewslettersSelection,
} from './newsletterSelection.machine';
