/**
 * Notes (spec 002): the note composer (composer bar, composer modal, the gate's modals, drafts never lost) and what
 * follows a posted note (M47: app install, first-note share). The product's sign-in and requirement modals are the
 * kit's (`kit/signIn`); the restack nudge is the footer's `RestackNudgeModal` (variants post / note / comment), which
 * `RestackNudge` opens over the feed's cards after the reader's first restack (`useRestackNudge`).
 */
export { ComposerBar, type ComposerBarProps } from './ComposerBar';
export { APP_UPSELL_FLAG, type NoteComposerApi, NoteComposerProvider, type NoteComposerProviderProps, useNoteComposer } from './NoteComposerProvider';
export type { ComposerRequest, NoteReplyTarget } from './noteGate';
export { ComposerBarView, type ComposerBarViewProps, type ComposerBarVariant, composerBarVariants } from './views/ComposerBarView';
export { NoteComposerModalView, type NoteComposerModalViewProps, noteComposerViewStates } from './views/NoteComposerModalView';
export { AppInstallModalView, type AppInstallModalViewProps } from './views/AppInstallModalView';
export { FirstNoteShareModalView, type FirstNoteShareModalViewProps } from './views/FirstNoteShareModalView';
export {
  initialNoteComposerState,
  MAX_NOTE_ATTACHMENTS,
  type NoteAttachment,
  type NoteComposerEvent,
  type NoteComposerState,
  type NoteDraft,
  noteComposerEventTypes,
  noteComposerStateNames,
  transition as noteComposerTransition,
} from './noteComposer.machine';
export {
  type AfterNotePostEvent,
  type AfterNotePostState,
  type AfterPostFacts,
  type AppFriend,
  afterNotePostEventTypes,
  afterNotePostStateNames,
  appInstallTitle,
  initialAfterNotePostState,
  offersAppInstall,
  transition as afterNotePostTransition,
} from './afterNotePost.machine';
export { RestackNudge, type RestackNudgeProps } from './RestackNudge';
export { type RestackNudgeController, useRestackNudge } from './useRestackNudge';
export {
  initialRestackNudgeState,
  needsHasRestacked,
  nudgeSubject,
  type RestackNudgeEvent,
  type RestackNudgeState,
  restackNudgeEventTypes,
  restackNudgeStateNames,
  restackNudgeTransition,
  restackSubjectOfComment,
} from './restackNudge.machine';
export { NotePage, type NotePageProps } from './NotePage';
export { NotePageView, type NotePageViewProps, type NotePageViewStatus, notePageViewStatuses } from './views/NotePageView';
export { useNotePage } from './useNotePage';
