/**
 * The note composer for a page (composer-bar, composer-modal, M47, M48): one composer per provider, opened by any
 * `ComposerBar` (or `useNoteComposer().open(...)`) inside it. It runs the gate (signed out → the product's sign-in
 * modal with entry `composer-new-post`; a reply the reader may not write → the requirement modal), keeps the draft
 * (storage, close, failure, reload, leaving the page), posts it, and then runs M47 (app install, first-note share, or
 * close). The modals load on demand.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { composerGate } from '../../kit/composerGate';
import { withScreenBoundary } from '../../kit/Screen';
import { failureText } from '../../kit/failure';
import { paths } from '../../kit/routes';
import { useSignIn } from '../../kit/signIn/SignInHost';
import { OnDemandRequirementModal } from '../../kit/signIn/onDemand';
import { useMachine } from '../../kit/useMachine';
import { onDemand, whenOpen } from '../../ui/onDemand';
import { useFlag, useStorage, useViewer } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import type { AfterNotePostModalsProps } from './AfterNotePostModals';
import { initialAfterNotePostState, transition as afterPostTransition, wantsFriends } from './afterNotePost.machine';
import { useT } from './i18n';
import { type ComposerRequest, gateViewerOf } from './noteGate';
import { draftKey } from './noteDraft';
import { canSubmit, gateShown, hasUnsentWork, initialNoteComposerState, isComposerOpen, postRequest, transition } from './noteComposer.machine';
import { useKeyboardInset } from './useKeyboardInset';
import { useLeaveGuard } from './useLeaveGuard';
import { useNoteDraft } from './useNoteDraft';
import { type PostedNote, useNotePost } from './useNotePost';
import type { NoteComposerModalViewProps } from './views/NoteComposerModalView';

const NoteComposerModal = /* @__PURE__ */ onDemand<NoteComposerModalViewProps>(
  () => import('./views/NoteComposerModalView').then((m) => m.NoteComposerModalView),
  {
    when: whenOpen,
  },
);
const AfterNotePost = /* @__PURE__ */ onDemand<AfterNotePostModalsProps>(() => import('./AfterNotePostModals').then((m) => m.AfterNotePostModals), {
  when: whenOpen,
});

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

const upsellFlagKey = (userId: number | null) => `notes:has_seen_notes_post_app_upsell:${userId ?? 'anonymous'}`;

function ConnectedNoteComposerProvider({ readerInstalledAt = null, appHref = paths.notes(), children }: NoteComposerProviderProps) {
  const t = useT();
  const viewer = useViewer();
  const storage = useStorage();
  const toast = useToast();
  const signIn = useSignIn();
  const inTreatment = useFlag(APP_UPSELL_FLAG);
  const [state, send] = useMachine(transition, initialNoteComposerState);
  const [after, sendAfter] = useMachine(afterPostTransition, initialAfterNotePostState);
  const [request, setRequest] = useState<ComposerRequest>({});
  const userId = viewer.role === 'anonymous' ? null : (viewer.user?.id ?? null);
  const key = draftKey(userId, request.replyTo?.id ?? null);

  useNoteDraft(key, state.draft, send);
  useLeaveGuard(hasUnsentWork(state));
  const open = isComposerOpen(state);
  const keyboardInset = useKeyboardInset(open);

  const onPosted = useCallback(
    (created: PostedNote) => {
      const next = sendAfter({
        type: 'POSTED',
        facts: {
          signedIn: userId !== null,
          readerInstalledAt,
          hasSeenAppUpsell: storage.get(upsellFlagKey(userId)) === '1',
          inTreatment,
          isFirstNote: created.is_first_feed_comment === true,
          noteId: created.id,
        },
      });
      // The flag is set once, as the upsell is decided (spec 002 §4).
      if (wantsFriends(next)) storage.set(upsellFlagKey(userId), '1');
      toast.show({ message: t('notes.composer.posted') });
    },
    [sendAfter, userId, readerInstalledAt, storage, inTreatment, toast, t],
  );
  const askToSignIn = useCallback(() => {
    signIn({ entry: 'composer-new-post', title: t('notes.composer.signInTitle'), body: t('notes.composer.signInBody') });
    // The draft stays (closed, kept); the sign-in modal takes over.
    send({ type: 'DISMISS_GATE' });
  }, [signIn, send, t]);
  const post = useNotePost(send, onPosted, askToSignIn);

  // The element the reader opened the composer from (the bar): every modal of this composer gives focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
  const latest = useRef({ state, request, key });
  latest.current = { state, request, key };

  const api = useMemo<NoteComposerApi>(
    () => ({
      open: (next = {}) => {
        if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
          opener.current = document.activeElement;
        const nextKey = draftKey(userId, next.replyTo?.id ?? null);
        if (nextKey !== latest.current.key) {
          // Another note's draft: this one stays in storage under its key; the other is read back by `useNoteDraft`.
          send({ type: 'DISCARD' });
        }
        setRequest(next);
        const gate = composerGate(gateViewerOf(viewer, next.membership), next.post ?? {}, next.replyTo ?? null);
        const after = send({ type: 'OPEN', gate });
        if (after.name === 'gated' && after.gate.kind === 'signIn') askToSignIn();
      },
    }),
    [userId, viewer, send, askToSignIn],
  );

  const submit = () => {
    const next = send({ type: 'SUBMIT' });
    const draft = postRequest(next);
    if (draft) void post.send({ draft, parentId: latest.current.request.replyTo?.id ?? null });
  };
  const gate = gateShown(state);

  const viewState = state.name === 'sending' ? 'sending' : state.name === 'failed' ? 'failed' : 'editing';
  return (
    <NoteComposerContext.Provider value={api}>
      {children}
      <NoteComposerModal
        open={open}
        state={viewState}
        draft={state.draft}
        canSubmit={canSubmit(state)}
        failure={state.name === 'failed' ? failureText(state.error, t) : null}
        keyboardInset={keyboardInset}
        onChange={(text) => send({ type: 'CHANGE', text })}
        onAttach={(attachment) => send({ type: 'ATTACH', attachment })}
        onDetach={(index) => send({ type: 'DETACH', index })}
        onSubmit={submit}
        onClose={() => send({ type: 'CLOSE' })}
        onDiscard={() => send({ type: 'DISCARD' })}
        returnFocus={returnFocus}
      />
      <OnDemandRequirementModal
        open={gate?.kind === 'requirement'}
        need={gate?.kind === 'requirement' ? gate.need : 'subscriber'}
        onClose={() => send({ type: 'DISMISS_GATE' })}
        subscribeHref={paths.subscribe({})}
        returnFocus={returnFocus}
      />
      <AfterNotePost
        open={after.name !== 'idle' && after.name !== 'done'}
        state={after}
        send={sendAfter}
        appHref={appHref}
        returnFocus={returnFocus}
        onShare={(noteId) => {
          const href = `${paths.notes()}?note=${noteId}`;
          void globalThis.navigator?.clipboard?.writeText(new URL(href, globalThis.location?.href ?? 'http://localhost/').href).catch(() => undefined);
          toast.show({ message: t('notes.share.toast'), action: { label: t('notes.share.viewNow'), href } });
        }}
      />
    </NoteComposerContext.Provider>
  );
}

/**
 * The page's note composer, inside the screen error boundary: a failure of the composer's own code shows the error
 * state with "Try again" (the parts inside have their own boundaries, which catch their errors first).
 */
export const NoteComposerProvider = /* @__PURE__ */ withScreenBoundary('NoteComposerProvider', ConnectedNoteComposerProvider);
