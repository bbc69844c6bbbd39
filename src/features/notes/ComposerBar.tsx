import { withScreenBoundary } from '../../kit/Screen';
import { useViewer } from '../../platform/context';
import type { ComposerRequest } from './noteGate';
import { useNoteComposer } from './NoteComposerProvider';
import { type ComposerBarVariant, ComposerBarView } from './views/ComposerBarView';

export interface ComposerBarProps {
  /** `inline` at the top of the feed, `mobile` as the phone's bottom bar. */
  variant?: ComposerBarVariant;
  /** What the composer opens for (default: a new note). */
  request?: ComposerRequest;
}

/**
 * The composer bar, connected: "What's on your mind?" opens the surrounding `NoteComposerProvider`'s composer (or the
 * sign-in modal, entry `composer-new-post`, for a signed-out reader). Without a provider it throws "Not implemented".
 */
function ConnectedComposerBar({ variant = 'inline', request }: ComposerBarProps) {
  const composer = useNoteComposer();
  const viewer = useViewer();
  return (
    <ComposerBarView
      variant={variant}
      viewerName={viewer.user?.name ?? null}
      viewerPhotoUrl={viewer.user?.photoUrl ?? null}
      onOpen={() => composer.open(request)}
    />
  );
}

export const ComposerBar = /* @__PURE__ */ withScreenBoundary('ComposerBar', ConnectedComposerBar);
