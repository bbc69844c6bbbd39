/**
 * The note composer for a page (composer-bar, composer-modal, M47, M48): one composer per provider, opened by any
 * `ComposerBar` (or `useNoteComposer().open(...)`) inside it. The composer itself (`NoteComposerHost`: the gate, the
 * draft, the post, M47 and their modals) loads when the reader first opens it: a page that shows the bar (the feed)
 * carries none of its code at first load, and the first request opens it once it has arrived.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { withScreenBoundary } from '../../kit/Screen';
import { onDemand } from '../../ui/onDemand';
import { useT } from './i18n';
import type { ComposerRequest } from './noteGate';
import type { NoteComposerHostProps } from './NoteComposerHost';

const NoteComposerHost = /* @__PURE__ */ onDemand<NoteComposerHostProps>(() => import('./NoteComposerHost').then((m) => m.NoteComposerHost));

/** The feature flag of the app-upsell experiment's treatment group (M47). */
export const APP_UPSELL_FLAG = 'notes_post_app_upsell';

export interface NoteComposerApi {
  /** Opens the composer (or the gate's modal) for a new note or a reply. */
  open: (request?: ComposerRequest) => void;
}

const NoteComposerContext = /* @__PURE__ */ createContext<NoteComposerApi | null>(null);

/** The composer of the surrounding `NoteComposerProvider`; without one it throws "Not implemented" (T145). */
export function useNoteComposer(): NoteComposerApi {
  const api = useContext(NoteComposerContext);
  const t = useT();
  if (!api) throw new Error(t('notes.composer.notImplemented'));
  return api;
}

export interface NoteComposerProviderProps {
  /** The reader's `reader_installed_at` (they have the app): no app-install upsell. */
  readerInstalledAt?: string | null;
  /** "Get the app": the app's page (default the product's notes page). */
  appHref?: string;
  children?: ReactNode;
}

function ConnectedNoteComposerProvider({ children, ...props }: NoteComposerProviderProps) {
  // The request that loads the composer (the first one), then the loaded composer's own `open`.
  const [first, setFirst] = useState<ComposerRequest | null>(null);
  const host = useRef<NoteComposerApi | null>(null);
  const api = useMemo<NoteComposerApi>(
    () => ({
      open: (request = {}) => {
        if (host.current) host.current.open(request);
        else setFirst((current) => current ?? request);
      },
    }),
    [],
  );
  const onReady = useCallback((ready: NoteComposerApi) => {
    host.current = ready;
  }, []);
  return (
    <NoteComposerContext.Provider value={api}>
      {children}
      {first ? <NoteComposerHost {...props} first={first} onReady={onReady} /> : null}
    </NoteComposerContext.Provider>
  );
}

/**
 * The page's note composer, inside the screen error boundary: a failure of the composer's own code shows the error
 * state with "Try again" (the parts inside have their own boundaries, which catch their errors first).
 */
export const NoteComposerProvider = /* @__PURE__ */ withScreenBoundary('NoteComposerProvider', ConnectedNoteComposerProvider);
