import { forwardRef } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { useT } from '../i18n';
import * as styles from './notes.css';

export const composerBarVariants = ['inline', 'mobile'] as const;
export type ComposerBarVariant = (typeof composerBarVariants)[number];

export interface ComposerBarViewProps {
  /** `inline`: at the top of the feed; `mobile`: the phone's bottom bar (fixed, hidden on wider screens). */
  variant?: ComposerBarVariant;
  /** The reader's name and photo for the avatar (a signed-out reader has none). */
  viewerName?: string | null;
  viewerPhotoUrl?: string | null;
  onOpen: () => void;
}

/** The note composer's entry (composer-bar): "What's on your mind?" (T109) opens the composer. */
export const ComposerBarView = forwardRef<HTMLButtonElement, ComposerBarViewProps>(function ComposerBarView(
  { variant = 'inline', viewerName, viewerPhotoUrl, onOpen },
  ref,
) {
  const t = useT();
  return (
    <div className={styles.bar} data-part="composer-bar" data-variant={variant}>
      {viewerName ? <Avatar name={viewerName} src={viewerPhotoUrl} size={40} decorative /> : null}
      <button ref={ref} type="button" className={styles.barButton} onClick={onOpen} aria-haspopup="dialog">
        {t('notes.composer.placeholder')}
      </button>
    </div>
  );
});
