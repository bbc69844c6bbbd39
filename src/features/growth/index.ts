/**
 * Growth: the subscribe widget other sites embed (`/embed`, M60) and its test page (`/embed/test`); the publication
 * home (`/`) with its blocks and their settings (M71).
 */
export { EmbedSubscribeWidget } from './embed/EmbedSubscribeWidget';
export {
  EmbedSubscribeWidgetView,
  type EmbedSubscribeWidgetViewProps,
  type EmbedPublication,
  type EmbedFormState,
  embedFormStates,
} from './embed/EmbedSubscribeWidgetView';
export { EmbedTestPage, EMBED_TEST_FRAME } from './embed/EmbedTestPage';
export { useEmbedSubscribe, embedPublication, type EmbedSubscribeController } from './embed/useEmbedSubscribe';
export {
  initialEmbedRequestState,
  embedRequestEmail,
  embedRequestFailure,
  embedRequestStateNames,
  embedRequestEventTypes,
  transition as embedRequestTransition,
  type EmbedRequestState,
  type EmbedRequestEvent,
  type EmbedRequestFailureMessageId,
} from './embed/embedRequest.machine';
export {
  initialHomepageBlockState,
  transition as homepageBlockTransition,
  blockPostCount,
  clampNumPosts,
  clampNumRows,
  gridColumns,
  homepageBreakpoints,
  homepageBlockStateNames,
  homepageBlockEventTypes,
  GRID_MOBILE_MAX,
  HALF_FEATURE_TABLET,
  type BlockConfig,
  type HomepageBlockState,
  type HomepageBlockEvent,
  type HomepageBreakpoint,
} from './home/homepageBlock.machine';
export { PublicationHomePage } from './home/PublicationHomePage';
export { PublicationHomeView, type PublicationHomeViewProps, type HomeBlock, type HomePost } from './home/PublicationHomeView';
export { usePublicationHome, wantsPreview } from './home/usePublicationHome';
export { HomepageBlockSettingsView, type HomepageBlockSettingsViewProps } from './home/HomepageBlockSettingsView';
export { useHomepageBlockSettings, type HomepageBlockSettingsController, type SettingsBlock } from './home/useHomepageBlockSettings';
export { blockSettingField, parseSetting as parseBlockSetting, type BlockSettingField } from './home/blockSettingsForm';
export { PublicationPeoplePage, type PublicationPeoplePageProps } from './home/PublicationPeoplePage';
export { PublicationPeopleView, type PublicationPeopleViewProps, PERSON_NAME_MAX } from './home/PublicationPeopleView';
export { usePublicationPeople } from './home/usePublicationPeople';
export { MeetingsOfferPage } from './meetings/MeetingsOfferPage';
export {
  MeetingsOfferView,
  meetingsOfferStates,
  type MeetingOffer,
  type MeetingsOfferState,
  type MeetingsOfferViewProps,
} from './meetings/views/MeetingsOfferView';
export { useMeetingsOffer, type MeetingsOfferController } from './meetings/useMeetingsOffer';
export { MeetingBookingPage, MEETING_TIME_ZONES, type MeetingBookingPageProps } from './meetings/MeetingBookingPage';
export { MeetingBookingView, meetingBookingViewStates, type MeetingBookingViewProps, type MeetingBookingViewState } from './meetings/views/MeetingBookingView';
export { MeetingOrderStepView, type MeetingOrderDraft, type MeetingOrderStepViewProps } from './meetings/views/MeetingOrderStepView';
export {
  MeetingScheduleStepView,
  meetingScheduleStates,
  type MeetingScheduleState,
  type MeetingScheduleStepViewProps,
} from './meetings/views/MeetingScheduleStepView';
export { MeetingConfirmationStepView, type MeetingConfirmationStepViewProps } from './meetings/views/MeetingConfirmationStepView';
export { useMeetingBooking, orderFacts, MEETING_ORDER_POLL_MS, type MeetingBookingController, type MeetingOrderInput } from './meetings/useMeetingBooking';
export { testCardToken, TEST_CARD_ERRORS, type CreateCardToken } from './meetings/testCard';
export { formatMeetingPrice, meetingOffer } from './meetings/meetingPrice';
export {
  initialMeetingBookingState,
  transition as meetingBookingTransition,
  bookBlocker,
  confirmationOf,
  stepOf as meetingBookingStep,
  bookRequest as meetingBookRequest,
  scheduleRequest as meetingScheduleRequest,
  orderFailure as meetingOrderFailure,
  scheduleFailure as meetingScheduleFailure,
  awaitingLocation as meetingAwaitingLocation,
  meetingBookingStateNames,
  meetingBookingEventTypes,
  meetingSteps,
  confirmationNames as meetingConfirmationNames,
  BOOKING_LIMITS as MEETING_BOOKING_LIMITS,
  SCHEDULING_WAIT_MS as MEETING_SCHEDULING_WAIT_MS,
  type MeetingBookingState,
  type MeetingBookingEvent,
  type MeetingStep,
  type Confirmation as MeetingConfirmation,
  type OrderFacts as MeetingOrderFacts,
  type CardResult as MeetingCardResult,
  type BookingForm as MeetingBookingForm,
} from './meetings/meetingBooking.machine';
export {
  groupSlotsByDay,
  slotSummary,
  slotLabel,
  zoneName,
  dayIn,
  isTimeZone,
  MANY_AVAILABILITIES,
  type SlotDay,
  type SlotTime,
} from './meetings/meetingSlots';
export { InviteAcceptPage, type InviteAcceptPageProps } from './invites/InviteAcceptPage';
export { InviteAcceptPageView, type InviteAcceptPageViewProps, INVITE_NAME_MAX } from './invites/InviteAcceptPageView';
export {
  InviteOutcomePage,
  InviteRejectedPage,
  InviteSuccessPage,
  inviteOutcomes,
  type InviteOutcome,
  type InviteOutcomePageProps,
} from './invites/InviteOutcomePage';
export { InvitesPage } from './invites/InvitesPage';
export { InvitesPageView, type InvitesPageViewProps } from './invites/InvitesPageView';
export { useInviteAccept, type InviteAcceptController } from './invites/useInviteAccept';
export { useInvites, type InvitesController } from './invites/useInvites';
export {
  initInviteAccept,
  inviteAcceptDestination,
  inviteAcceptEventTypes,
  inviteAcceptStateNames,
  isInviteAccepting,
  transition as inviteAcceptTransition,
  type InviteAcceptEvent,
  type InviteAcceptInvite,
  type InviteAcceptState,
  type InviteAcceptTarget,
} from './invites/inviteAccept.machine';
export {
  initialInvitesFormState,
  inviteRequest,
  invitesFormEventTypes,
  invitesFormShown,
  invitesFormStateNames,
  invitesLeft,
  invitesRedirect,
  transition as invitesFormTransition,
  type InvitesFormEvent,
  type InvitesFormState,
} from './invites/invitesForm.machine';
export { ReferralLeaderboardPage } from './referrals/ReferralLeaderboardPage';
export { ReferralLeaderboardView, type ReferralLeaderboardViewProps, REFERRER_NAME_MAX } from './referrals/ReferralLeaderboardView';
export { LEADERBOARD_COVER_MIN_HEIGHT } from './referrals/ReferralLeaderboardView.css';
export { useReferralLeaderboard, type ReferralLeaderboardController } from './referrals/useReferralLeaderboard';
export {
  initProfileVisibility,
  isTierReached,
  profileShownHidden,
  profileVisibilityEventTypes,
  profileVisibilityStateNames,
  profileVisibilityTransition,
  referralTierCases,
  referralTierStatus,
  sortedTiers,
  type ProfileVisibilityEvent,
  type ProfileVisibilityState,
  type ReferralTierCaseName,
  type ReferralTierStatus,
} from './referrals/referralTier.machine';
export { SurveyPage, type SurveyPageProps } from './survey/SurveyPage';
export { SurveyPageView, type SurveyPageViewProps, type SurveyEdit } from './survey/views/SurveyPageView';
export { useSurvey, type SurveyController } from './survey/useSurvey';
export {
  canSubmit as surveyCanSubmit,
  digitsOnly,
  emptyAnswer as emptySurveyAnswer,
  initialSurveyState,
  isQuestionAnswered,
  missingRequired,
  submitRequest as surveySubmitRequest,
  surveyEventTypes,
  surveyResponses,
  surveyStateNames,
  transition as surveyTransition,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyCountries,
  type SurveyEvent,
  type SurveyState,
} from './survey/survey.machine';
export { RecommendationsPage } from './recommendations/RecommendationsPage';
export {
  RecommendationsPageView,
  type RecommendationsPageViewProps,
  RECOMMENDATION_BLURB_MAX,
  RECOMMENDATION_NAME_MAX,
} from './recommendations/RecommendationsPageView';
export { useRecommendations, type RecommendationsController } from './recommendations/useRecommendations';
export {
  idleRecommendation,
  initialRecommendationsSubscribeState,
  itemTransition as recommendationSubscribeItemTransition,
  recommendationState,
  recommendationSubscribeEventTypes,
  recommendationSubscribeStateNames,
  transition as recommendationSubscribeTransition,
  type RecommendationSubscribeEvent,
  type RecommendationSubscribeState,
  type RecommendationsSubscribeState,
} from './recommendations/recommendationSubscribe.machine';
