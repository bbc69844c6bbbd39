import { useState } from 'react';
import type { ReadingList } from '../../api/schemas/feed';
import { useViewer } from '../../platform/context';
import { Button } from '../../ui/Button';
import { currentOpener } from '../../ui/focusReturn';
import { useT } from './i18n';
import { ReadingListModal } from './ReadingListModal';
import type { ReadingListLike } from './readingList.machine';

export interface ReadingListButtonProps {
  /** The list a card shows, with who made it. */
  list: ReadingListLike & { user?: { id: number } | null | undefined };
  /** Called with the saved list (the modal closes after a save). */
  onSaved?: ((list: ReadingList) => void) | undefined;
}

/**
 * Where a reader opens the reading list modal (M46) from a list the product shows (the feed's featured collection):
 * their own list → "Edit list" (T111) with that list; another reader's → "Create new list" (T110), their own, named
 * "My list". Designed: spec 002 names the modal and its two titles, not where it opens; lists are for signed-in
 * readers, so a signed-out reader sees no button. The modal's code loads when it first opens.
 */
export function ReadingListButton({ list, onSaved }: ReadingListButtonProps) {
  const t = useT();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (viewer.role === 'anonymous' || !viewer.user) return null;
  const own = list.user?.id === viewer.user.id;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-part="reading-list-button"
        data-state={own ? 'edit' : 'create'}
        aria-haspopup="dialog"
        onPointerEnter={() => void ReadingListModal.preload()}
        onClick={() => {
          setOpener(currentOpener());
          setOpen(true);
        }}
      >
        {t(own ? 'discover.readingList.title.edit' : 'discover.readingList.title.create')}
      </Button>
      <ReadingListModal open={open} onOpenChange={setOpen} list={own ? list : undefined} onSaved={onSaved} returnFocus={() => opener} />
    </>
  );
}
