import { safeLinkHref } from '../../kit/url';
import type { Send } from '../../kit/useMachine';
import type { ReturnFocus } from '../../ui/focusReturn';
import { type AfterNotePostEvent, type AfterNotePostState, modalShown } from './afterNotePost.machine';
import { useAppInstallFriends } from './useAfterNotePost';
import { AppInstallModalView } from './views/AppInstallModalView';
import { FirstNoteShareModalView } from './views/FirstNoteShareModalView';

export interface AfterNotePostModalsProps {
  /** Whether anything is pending or shown (the on-demand part loads then). */
  open: boolean;
  state: AfterNotePostState;
  send: Send<AfterNotePostEvent, AfterNotePostState>;
  /** "Get the app"'s address (through the URL policy). */
  appHref: string;
  onShare: (noteId: number) => void;
  /** Where focus goes when a modal closes (the composer bar the reader wrote from). */
  returnFocus?: ReturnFocus;
}

/** What follows a posted note (M47): the friends' read and the app-install or first-note share modal. */
export function AfterNotePostModals({ state, send, appHref, onShare, returnFocus }: AfterNotePostModalsProps) {
  useAppInstallFriends(state, send);
  const shown = modalShown(state);
  return (
    <>
      <AppInstallModalView
        open={shown === 'appInstall'}
        friends={state.name === 'appInstall' ? state.friends : []}
        appHref={safeLinkHref(appHref) ?? '/'}
        onDismiss={() => send({ type: 'DISMISS' })}
        returnFocus={returnFocus}
      />
      <FirstNoteShareModalView
        open={shown === 'firstNoteShare'}
        onShare={() => {
          if (state.name === 'firstNoteShare') onShare(state.noteId);
          send({ type: 'SHARED' });
        }}
        onDismiss={() => send({ type: 'DISMISS' })}
        returnFocus={returnFocus}
      />
    </>
  );
}
