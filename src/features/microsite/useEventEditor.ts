/**
 * The admin's event editor (M34): the machine, the publication's authors for the speaker picker (E56, the about
 * page's public list: one cache entry), and the writes (E66 PUT, E67 DELETE) through the kit's `useOptimisticWrite`.
 * Each write carries its idempotency key; a retry after a failure reuses the failed attempt's key (and the new event's
 * key the machine keeps), so a double click or a retry never creates two events. On success the events reads (the
 * list and the open event) are read again, so the list shows the change; the toasts say T079–T082, T129, T130.
 */
import { useCallback } from 'react';
import { deleteCmsConfig, getCmsConfig, putCmsConfig } from '../../api/endpoints/events';
import { getRankedUsers } from '../../api/endpoints/feed';
import { type EventConfigItem, newEventKey } from '../../api/schemas/events';
import { failureText } from '../../kit/failure';
import { useRead } from '../../kit/read';
import { invalidateRead } from '../../kit/readEffects';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useDialogs, usePublication } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import { validateDraft } from './eventDraft';
import * as lifecycle from './eventLifecycle.machine';
import { useT } from './i18n';

/** An author the speaker picker offers: a contributor or admin of the publication. */
export interface SpeakerCandidate {
  readonly id: number;
  readonly name: string;
  readonly role: 'admin' | 'contributor';
  readonly handle: string | null;
  readonly bio: string | null;
  readonly imageUrl: string | null;
}

export function useEventEditor(enabled: boolean) {
  const t = useT();
  const toast = useToast();
  const dialogs = useDialogs();
  const publication = usePublication();
  const [state, send] = useMachine(lifecycle.transition, lifecycle.initialState);
  const open = lifecycle.editorOpen(state);
  const ranked = useRead(getRankedUsers, enabled && open ? { query: { publication_id: publication?.id, public: 'true' } } : null);
  const candidates: readonly SpeakerCandidate[] = (ranked.data ?? []).flatMap((r) =>
    r.role === 'admin' || r.role === 'contributor'
      ? [{ id: r.user.id, name: r.user.name, role: r.role, handle: r.user.handle ?? null, bio: r.user.bio ?? null, imageUrl: r.user.photo_url ?? null }]
      : [],
  );
  const textOf = useCallback(
    (outcome: lifecycle.Outcome | null): string | null => {
      if (!outcome) return null;
      const text = lifecycle.outcomeText(outcome);
      if (text.id === 'microsite.editor.deleteFailed') return t(text.id, text.params);
      if (text.id === 'microsite.editor.createFailed' || text.id === 'microsite.editor.updateFailed') return t(text.id, text.params);
      return t(text.id);
    },
    [t],
  );
  const write = useOptimisticWrite({
    mutationFn: (request: lifecycle.LifecycleRequest, api) =>
      request.type === 'put'
        ? api.call(putCmsConfig, { query: { key: request.key }, body: { value: request.value } })
        : api.call(deleteCmsConfig, { query: { key: request.key } }),
    reads: () => [invalidateRead(getCmsConfig)],
    onSucceeded: (_result, request) => {
      const next = send({ type: request.type === 'put' ? 'SAVE_SUCCEEDED' : 'DELETE_SUCCEEDED' });
      const text = textOf(next.name === 'closed' ? next.outcome : null);
      if (text) toast.show({ message: text });
    },
    onFailed: (failure, request) => {
      const message = failureText(failure, t);
      const next = send(request.type === 'put' ? { type: 'SAVE_FAILED', message } : { type: 'DELETE_FAILED', message });
      return textOf(next.name === 'closed' || next.name === 'editing' ? next.outcome : null);
    },
    notice: 'toast',
    // Saving the same, unchanged draft again after a failure (or deleting the same event again) is a retry of that
    // write (the kit keeps its key); an edited draft is a new write (the server must not answer it with the first
    // attempt's remembered answer).
    retry: { identity: (request) => [request.type, request.key, request.type === 'put' ? JSON.stringify(request.value) : null] },
  });

  const save = useCallback(async () => {
    const next = send({ type: 'SAVE', newKey: newEventKey(), validate: validateDraft });
    const request = lifecycle.requestOf(next);
    if (next.name !== 'saving' || !request) return;
    await write.send(request);
  }, [send, write.send]);

  const askDelete = useCallback(
    async (item: EventConfigItem) => {
      if (send({ type: 'ASK_DELETE', key: item.key, title: item.value.title }).name !== 'confirming_delete') return;
      const confirmed = await dialogs.confirm(t('microsite.editor.confirmDelete'), {
        confirmLabel: t('microsite.editor.delete'),
        cancelLabel: t('microsite.editor.cancel'),
        destructive: true,
      });
      const next = send({ type: confirmed ? 'CONFIRMED' : 'DECLINED' });
      const request = lifecycle.requestOf(next);
      if (request) await write.send(request);
    },
    [send, dialogs, t, write.send],
  );

  return {
    state,
    candidates,
    // Another editor opened: its first save is a new write.
    openCreate: useCallback(() => {
      write.forgetFailedAttempts();
      send({ type: 'OPEN_CREATE' });
    }, [send, write.forgetFailedAttempts]),
    openEdit: useCallback(
      (item: EventConfigItem) => {
        write.forgetFailedAttempts();
        send({ type: 'OPEN_EDIT', item });
      },
      [send, write.forgetFailedAttempts],
    ),
    edit: useCallback((patch: Partial<lifecycle.EventDraft>) => void send({ type: 'EDIT', patch }), [send]),
    cancel: useCallback(() => void send({ type: 'CANCEL' }), [send]),
    save,
    askDelete,
  };
}

export type EventEditor = ReturnType<typeof useEventEditor>;
