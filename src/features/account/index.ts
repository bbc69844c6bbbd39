/** Account: settings page (tabs), card expiry toast, billing / email test / legacy account pages, data hooks and machines. */
export { AccountSettingsPage, type AccountSettingsPageProps, ACCOUNT_SUPPORT_HREF } from './AccountSettingsPage';
export { CardExpiryToast, type CardExpiryToastProps } from './CardExpiryToast';
export { type AccountTargetPageProps, BillingPage, EmailTestPage, LegacyAccountPage } from './TargetPages';
export { AccountSettingsView, type AccountSettingsViewProps, NewslettersTabDefault as AccountNewslettersTabDefault } from './views/AccountSettingsView';
export { type AccountFieldModel, AccountTabView, type AccountTabViewProps } from './views/AccountTabView';
export { SubscriptionTabView, type SubscriptionTabViewProps, UpgradeBanner } from './views/SubscriptionTabView';
export { PodcastFeedsTabView, type PodcastFeedsTabViewProps } from './views/PodcastFeedsTabView';
export { CardExpiryToastView, type CardExpiryToastViewProps } from './views/CardExpiryToastView';
export { BillingPageView, EmailTestPageView, LegacyAccountPageView } from './views/TargetPagesViews';
export {
  ACCOUNT_SETTINGS_FLAG,
  CARD_TOAST_DISMISSED_KEY,
  useAccountField,
  useAccountGuard,
  useAccountSubscription,
  useCancelSubscription,
  useCardExpiryToast,
  usePasswordReset,
  usePodcastFeeds,
  useSettingsTab,
} from './useAccountSettings';
export { type SettingsTab as AccountSettingsTab, settingsTabOf as accountSettingsTabOf, settingsTabs as accountSettingsTabs } from './settingsTab';
export * as accountEditMachine from './machines/accountEdit.machine';
export * as passwordResetMachine from './machines/passwordReset.machine';
export * as cardExpiryToastMachine from './machines/cardExpiryToast.machine';
export * as cancelSubscriptionMachine from './machines/cancelSubscription.machine';
export {
  type BenefitId as SubscriptionBenefitId,
  benefitsOf as subscriptionBenefitsOf,
  nonRenewingReason as subscriptionNonRenewingReason,
  type SubscriptionSummary,
  summarise as summariseSubscription,
} from './machines/subscriptionStatus';
