/**
 * The note composer's working part (composer-modal, M47, M48), loaded by `NoteComposerProvider` when the reader first
 * opens the composer: the gate (signed out → the product's sign-in modal with entry `composer-new-post`; a reply the
 * reader may not write → the requirement modal), the draft (storage, close, failure, reload, leaving the page), the
 * post, and then M47 (app install, first-note share, or close). Its modals come with it: it loads when the composer
 * opens.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { composerGate } from '../../kit/composerGate';
import { failureText } from '../../kit/failure';
import { paths } from '../../kit/routes';
import { useSignIn } from '../../kit/signIn/SignInHost';
import { OnDemandRequirementModal } from '../../kit/signIn/onDemand';
import { useMachine } from '../../kit/useMachine';
import { useFlag, useStorage, useViewer } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import { AfterNotePostModals as AfterNotePost } from './AfterNotePostModals';
import { initialAfterNotePostState, transition as afterPostTransition, wantsFriends } from './afterNotePost.machine';
import { useT } from './i18n';
import { type ComposerRequest, gateViewerOf } from './noteGate';
import { draftKey } from './noteDraft';
import { canSubmit, gateShown, hasUnsentWork, initialNoteComposerState, isComposerOpen, postRequest, transition } from './noteComposer.machine';
import { useKeyboardInset } from './useKeyboardInset';
import { useLeaveGuard } from './useLeaveGuard';
import { useNoteDraft } from './useNoteDraft';
import { type PostedNote, useNotePost } from './useNotePost';
import { NoteComposerModalView as NoteComposerModal } from './views/NoteComposerModalView';
import { APP_UPSELL_FLAG, type NoteComposerApi, type NoteComposerProviderProps } from './NoteComposerProvider';

export interface NoteComposerHostProps extends Omit<NoteComposerProviderProps, 'children'> {
  /** The request that loaded the composer: opened as soon as it is mounted. */
  first: ComposerRequest;
  /** Receives the composer's `open` once mounted (the provider forwards every later request to it). */
  onReady: (api: NoteComposerApi) => void;
}

const upsellFlagKey = (userId: number | null) => `notes:has_seen_notes_post_app_upsell:${userId ?? 'anonymous'}`;

export function NoteComposerHost({ readerInstalledAt = null, appHref = paths.notes(), first, onReady }: NoteComposerHostProps) {
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

  // Ready: the provider's `open` comes here from now on, and the request that loaded the composer opens it.
  useEffect(() => onReady(api), [onReady, api]);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    api.open(first);
  }, [api, first]);

  return (
    <>
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
    </>
  );
}
