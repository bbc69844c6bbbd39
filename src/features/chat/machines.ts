/**
 * The chat's machines as plain objects (`chatReactionMachine.transition`, `.init`, selectors…), one per behaviour, for
 * hosts and tests. Plain objects rather than `export * as`, which bundlers cannot tree-shake. Types and constants with
 * unique names are re-exported as they are.
 */
import {
  isPublicationBan as reaction_isPublicationBan,
  publicationBanText as reaction_publicationBanText,
  reactionAlert as reaction_reactionAlert,
  reactionAlertText as reaction_reactionAlertText,
  reactionFailureMessage as reaction_reactionFailureMessage,
  applyReaction as reaction_applyReaction,
  initialState as reaction_initialState,
  init as reaction_init,
  transition as reaction_transition,
  shownSnapshot as reaction_shownSnapshot,
  shownReaction as reaction_shownReaction,
  shownCounts as reaction_shownCounts,
  isPending as reaction_isPending,
  canClick as reaction_canClick,
  reactionRequest as reaction_reactionRequest,
  reactionFailure as reaction_reactionFailure,
} from './reaction.machine';
import {
  lockAlertId as lockReplies_lockAlertId,
  initialState as lockReplies_initialState,
  init as lockReplies_init,
  transition as lockReplies_transition,
  isLocked as lockReplies_isLocked,
  isPending as lockReplies_isPending,
  canToggle as lockReplies_canToggle,
  lockRequest as lockReplies_lockRequest,
  lockFailure as lockReplies_lockFailure,
  lockActionLabel as lockReplies_lockActionLabel,
} from './lockReplies.machine';
import {
  initialState as ban_initialState,
  init as ban_init,
  transition as ban_transition,
  isBanned as ban_isBanned,
  isPending as ban_isPending,
  banConfirmMessageId as ban_banConfirmMessageId,
  banRequest as ban_banRequest,
  banFailure as ban_banFailure,
  banAction as ban_banAction,
} from './ban.machine';
import {
  deleteTarget as delete_deleteTarget,
  initialState as delete_initialState,
  init as delete_init,
  refetchAfterDelete as delete_refetchAfterDelete,
  transition as delete_transition,
  isRemoved as delete_isRemoved,
  deleteConfirmMessageId as delete_deleteConfirmMessageId,
  delayMs as delete_delayMs,
  deleteRequest as delete_deleteRequest,
  refetchTargets as delete_refetchTargets,
  deleteWarning as delete_deleteWarning,
} from './delete.machine';
import {
  initialState as report_initialState,
  init as report_init,
  transition as report_transition,
  isReported as report_isReported,
  isPending as report_isPending,
  canReport as report_canReport,
  reportedNoticeId as report_reportedNoticeId,
  reportRequest as report_reportRequest,
  reportFailure as report_reportFailure,
} from './report.machine';
import {
  initialState as send_initialState,
  init as send_init,
  sendFailure as send_sendFailure,
  submittableBody as send_submittableBody,
  transition as send_transition,
  canSubmit as send_canSubmit,
  findLocalReply as send_findLocalReply,
  sendingReplies as send_sendingReplies,
  failedReplies as send_failedReplies,
  sendRequest as send_sendRequest,
  localReplyNoticeId as send_localReplyNoticeId,
  sendFailureMessage as send_sendFailureMessage,
} from './send.machine';
import { cutBody } from './bodyCut';
import {
  init as bodyTruncation_init,
  transition as bodyTruncation_transition,
  shownBody as bodyTruncation_shownBody,
  isTruncatable as bodyTruncation_isTruncatable,
  isExpanded as bodyTruncation_isExpanded,
  toggleLabelId as bodyTruncation_toggleLabelId,
} from './bodyTruncation.machine';
import * as edit from './edit.machine';

export const chatReactionMachine = {
  isPublicationBan: reaction_isPublicationBan,
  publicationBanText: reaction_publicationBanText,
  reactionAlert: reaction_reactionAlert,
  reactionAlertText: reaction_reactionAlertText,
  reactionFailureMessage: reaction_reactionFailureMessage,
  applyReaction: reaction_applyReaction,
  initialState: reaction_initialState,
  init: reaction_init,
  transition: reaction_transition,
  shownSnapshot: reaction_shownSnapshot,
  shownReaction: reaction_shownReaction,
  shownCounts: reaction_shownCounts,
  isPending: reaction_isPending,
  canClick: reaction_canClick,
  reactionRequest: reaction_reactionRequest,
  reactionFailure: reaction_reactionFailure,
} as const;

export {
  PUBLICATION_BAN,
  reactionStateNames,
  reactionEventTypes,
  type ReactionAlert,
  type ReactionCounts,
  type ReactionSnapshot,
  type ReactionStateName,
  type ReactionChange,
  type ReactionState,
  type ReactionEvent,
  type ReactionEventType,
} from './reaction.machine';

export const chatLockRepliesMachine = {
  lockAlertId: lockReplies_lockAlertId,
  initialState: lockReplies_initialState,
  init: lockReplies_init,
  transition: lockReplies_transition,
  isLocked: lockReplies_isLocked,
  isPending: lockReplies_isPending,
  canToggle: lockReplies_canToggle,
  lockRequest: lockReplies_lockRequest,
  lockFailure: lockReplies_lockFailure,
  lockActionLabel: lockReplies_lockActionLabel,
} as const;

export {
  lockStateNames,
  lockEventTypes,
  type LockAlertId,
  type LockStateName,
  type LockState,
  type LockEvent,
  type LockEventType,
} from './lockReplies.machine';

export const chatBanMachine = {
  initialState: ban_initialState,
  init: ban_init,
  transition: ban_transition,
  isBanned: ban_isBanned,
  isPending: ban_isPending,
  banConfirmMessageId: ban_banConfirmMessageId,
  banRequest: ban_banRequest,
  banFailure: ban_banFailure,
  banAction: ban_banAction,
} as const;

export { banStateNames, banEventTypes, type BanAlertId, type BanStateName, type BanState, type BanEvent, type BanEventType } from './ban.machine';

export const chatDeleteMachine = {
  deleteTarget: delete_deleteTarget,
  initialState: delete_initialState,
  init: delete_init,
  refetchAfterDelete: delete_refetchAfterDelete,
  transition: delete_transition,
  isRemoved: delete_isRemoved,
  deleteConfirmMessageId: delete_deleteConfirmMessageId,
  delayMs: delete_delayMs,
  deleteRequest: delete_deleteRequest,
  refetchTargets: delete_refetchTargets,
  deleteWarning: delete_deleteWarning,
} as const;

export {
  CHAT_REPLY_DELETE_DELAY_MS,
  deleteStateNames,
  deleteEventTypes,
  type DeleteSource,
  type DeleteTarget,
  type RefetchTarget,
  type DeleteStateName,
  type DeleteState,
  type DeleteEvent,
  type DeleteEventType,
} from './delete.machine';

export const chatReportMachine = {
  initialState: report_initialState,
  init: report_init,
  transition: report_transition,
  isReported: report_isReported,
  isPending: report_isPending,
  canReport: report_canReport,
  reportedNoticeId: report_reportedNoticeId,
  reportRequest: report_reportRequest,
  reportFailure: report_reportFailure,
} as const;

export { reportStateNames, reportEventTypes, type ReportStateName, type ReportState, type ReportEvent, type ReportEventType } from './report.machine';

/** Editing one's own thread (P05): viewing → editing → saving → saved | failed. */
export const chatEditMachine = {
  initialState: edit.initialState,
  init: edit.init,
  transition: edit.transition,
  syncEvent: edit.syncEvent,
  editFailure: edit.editFailure,
  isSavable: edit.isSavable,
  isEditorOpen: edit.isEditorOpen,
  isPending: edit.isPending,
  canEdit: edit.canEdit,
  canSave: edit.canSave,
  draftOf: edit.draftOf,
  shownBody: edit.shownBody,
  shownPost: edit.shownPost,
  editableSource: edit.editableSource,
  marksEdited: edit.marksEdited,
  editRequest: edit.editRequest,
  editFailureOf: edit.editFailureOf,
  editFailureMessage: edit.editFailureMessage,
} as const;

export { editStateNames, editEventTypes, type EditStateName, type EditState, type EditEvent, type EditEventType, type EditFailure } from './edit.machine';

export const chatSendMachine = {
  initialState: send_initialState,
  init: send_init,
  sendFailure: send_sendFailure,
  submittableBody: send_submittableBody,
  transition: send_transition,
  canSubmit: send_canSubmit,
  findLocalReply: send_findLocalReply,
  sendingReplies: send_sendingReplies,
  failedReplies: send_failedReplies,
  sendRequest: send_sendRequest,
  localReplyNoticeId: send_localReplyNoticeId,
  sendFailureMessage: send_sendFailureMessage,
} as const;

export {
  localReplyStatuses,
  sendStateNames,
  sendEventTypes,
  type SendFailure,
  type LocalReplyStatus,
  type LocalReply,
  type SendStateName,
  type SendState,
  type SendEvent,
  type SendEventType,
} from './send.machine';

export const chatBodyTruncationMachine = {
  cutBody,
  init: bodyTruncation_init,
  transition: bodyTruncation_transition,
  shownBody: bodyTruncation_shownBody,
  isTruncatable: bodyTruncation_isTruncatable,
  isExpanded: bodyTruncation_isExpanded,
  toggleLabelId: bodyTruncation_toggleLabelId,
} as const;

export {
  bodyTruncationStateNames,
  bodyTruncationEventTypes,
  type BodyTruncationStateName,
  type BodyTruncationState,
  type BodyTruncationEvent,
  type BodyTruncationEventType,
  type BodyCut,
} from './bodyTruncation.machine';
