/**
 * The podcast platform links form's data hook (inventory `podcast-platform-links-form`, M69): P46 reads the section's
 * links into the form machine; a save (P47) goes through the kit's write. A 400 naming a field puts the server's
 * words under that field; any other failure is told in an alert (`failureText`). The typed text stays either way.
 */
import { useCallback, useEffect } from 'react';
import { getPodcastShowLinks, updatePodcastShowLinks } from '../../../api/endpoints/mediaTools';
import type { PodcastShowLinks } from '../../../api/schemas/mediaTools';
import { failureText } from '../../../kit/failure';
import { useRead } from '../../../kit/read';
import { updateRead } from '../../../kit/readEffects';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useToast } from '../../../ui/Toast';
import type { PodcastLinkField } from '../podcastLinks';
import { useT } from './i18n';
import { initialPodcastLinksFormState, saveRequest, serverFieldError, transition } from './podcastLinksForm.machine';

/** P46: the section's show links. */
export function usePodcastShowLinks(sectionId: number) {
  return useRead(getPodcastShowLinks, { params: { sectionId } });
}

export function usePodcastLinksForm(sectionId: number) {
  const t = useT();
  const toast = useToast();
  const links = usePodcastShowLinks(sectionId);
  const [state, send] = useMachine(transition, initialPodcastLinksFormState);
  useEffect(() => {
    if (links.data) send({ type: 'LOADED', links: links.data });
  }, [links.data, send]);
  const write = useOptimisticWrite({
    mutationFn: (body: PodcastShowLinks, api) => api.call(updatePodcastShowLinks, { params: { sectionId }, body }),
    reads: (saved) => [updateRead(getPodcastShowLinks, { params: { sectionId } }, () => saved)],
    onSucceeded: (saved) => {
      send({ type: 'SUCCEEDED', links: saved });
      toast.show({ message: t('mediaTools.podcastLinks.saved') });
    },
    onFailed: (failure) => {
      const named = failure.status === 400 ? serverFieldError(failure.field, failure.serverMessage) : null;
      send({ type: 'FAILED', field: named?.field, message: named?.message ?? '' });
      // A field's error shows under the field; anything else is told in an alert.
      return named ? null : failureText(failure, t);
    },
  });
  const edit = useCallback((field: PodcastLinkField, value: string) => void send({ type: 'EDIT', field, value }), [send]);
  const submit = useCallback(() => {
    const body = saveRequest(send({ type: 'SUBMIT' }));
    if (body) void write.send(body);
  }, [send, write.send]);
  return { links, state, edit, submit };
}
