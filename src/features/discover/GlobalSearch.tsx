import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { currentOpener, type ReturnFocus } from '../../ui/focusReturn';
import { Icon } from '../../ui/Icon';
import { onDemand, whenOpen } from '../../ui/onDemand';
import type { GlobalSearchDialogProps } from './GlobalSearchDialog';
import { useT } from './i18n';
import { isSearchShortcut } from './searchShortcut';
import * as styles from './views/discover.css';

/** The overlay itself: its code loads the first time the search opens (or when the pointer reaches the button). */
const GlobalSearchSurface = /* @__PURE__ */ onDemand<GlobalSearchDialogProps>(() => import('./GlobalSearchDialog').then((m) => m.GlobalSearchDialog), {
  when: whenOpen,
});

export interface GlobalSearchProps {
  /** Controlled open state (pair with `onOpenChange`); uncontrolled without it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Listen for "/" and ⌘K / Ctrl+K on the page (default true). */
  shortcuts?: boolean;
  /** Hide the search button (a host with its own opens it through `open`). */
  hideButton?: boolean;
  /** Where focus goes on close; default: the element that had focus when the search opened (the button, a link…). */
  returnFocus?: ReturnFocus;
}

/**
 * The global search (M50): a button and the keyboard shortcuts "/" and ⌘K / Ctrl+K — never while the reader types
 * in a field or an input method composes — opening the search overlay. Its first render is this launcher only: the
 * overlay (suggestions, results, keyboard navigation) loads on demand. Esc closes it and focus returns where it was.
 */
export function GlobalSearch({ open: controlled, onOpenChange, shortcuts = true, hideButton = false, returnFocus }: GlobalSearchProps) {
  const t = useT();
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  /** What had focus when the search opened: focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (next && !open) opener.current = currentOpener();
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  useEffect(() => {
    if (!shortcuts || open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpenRef.current(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, open]);

  return (
    <>
      {hideButton ? null : (
        <button
          type="button"
          className={styles.launcher}
          data-part="global-search-button"
          aria-keyshortcuts="/ Meta+K Control+K"
          aria-haspopup="dialog"
          onPointerEnter={() => void GlobalSearchSurface.preload()}
          onClick={() => setOpen(true)}
        >
          <Icon icon={Search} />
          <span>{t('discover.search.open')}</span>
          <kbd className={styles.shortcutHint} aria-hidden>
            /
          </kbd>
        </button>
      )}
      <GlobalSearchSurface open={open} onOpenChange={setOpen} returnFocus={returnFocus ?? (() => opener.current)} />
    </>
  );
}
