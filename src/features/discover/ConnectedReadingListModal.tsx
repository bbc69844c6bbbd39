import { useCallback, useState } from 'react';
import type { ReadingList } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { withScreenBoundary } from '../../kit/Screen';
import type { ReturnFocus } from '../../ui/focusReturn';
import { useT } from './i18n';
import type { ReadingListLike } from './readingList.machine';
import { useReadingListModal } from './useReadingListModal';
import { ReadingListModalView } from './views/ReadingListModalView';

export interface ReadingListModalProps {
  /** Whether the modal is open. Pair with `onOpenChange`. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list to edit ("Edit list"); without it a new list ("Create new list", named "My list"). */
  list?: ReadingListLike | undefined;
  /** Called with the saved list; the modal closes after a save. */
  onSaved?: ((list: ReadingList) => void) | undefined;
  /** Where focus goes on close (default: back to what opened the modal). */
  returnFocus?: ReturnFocus;
}

function Connected({ open, onOpenChange, list, onSaved, returnFocus }: ReadingListModalProps) {
  const t = useT();
  const [searchText, setSearchText] = useState('');
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const modal = useReadingListModal({
    list,
    onSaved: (saved) => {
      onSaved?.(saved);
      close();
    },
  });
  const { reset, search } = modal;
  const onOpenChanged = useCallback(
    (next: boolean) => {
      if (!next) {
        // Closing forgets the draft (M46: CLOSE resets): the next opening starts from the list as it was loaded.
        reset();
        setSearchText('');
      }
      onOpenChange(next);
    },
    [onOpenChange, reset],
  );
  const { state } = modal;
  return (
    <ReadingListModalView
      open={open}
      onOpenChange={onOpenChanged}
      mode={state.mode}
      state={state.name}
      name={state.draft.name}
      onNameChange={modal.rename}
      searchText={searchText}
      onSearchChange={(text) => {
        setSearchText(text);
        search(text);
      }}
      search={state.search}
      searchFailureText={state.search.name === 'failed' ? failureText(state.search.error, t) : undefined}
      publications={state.draft.publications}
      onAdd={modal.add}
      onRemove={modal.remove}
      canSave={modal.canSave}
      onSave={modal.save}
      returnFocus={returnFocus}
    />
  );
}

/**
 * The connected reading list modal (M46): `useReadingListModal` joined to `ReadingListModalView`, inside the screen
 * error boundary. Hosts usually mount `ReadingListModal`, which loads this on first opening.
 */
export const ConnectedReadingListModal = withScreenBoundary('ReadingListModal', Connected);
