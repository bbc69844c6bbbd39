import { useState } from 'react';
import { updatePublicationSettings } from '../../../api/endpoints/account';
import { failureText } from '../../../kit/failure';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useStorage } from '../../../platform/context';
import { useT } from './i18n';

/** Storage key of the dismissed coming-soon explainer of a publication (the setting has no GET, so it is cached). */
export function comingSoonSeenKey(publicationId: number): string {
  return `masthead.post.comingSoonSeen.${publicationId}`;
}

/** The coming-soon explainer (E13, admins): shown until dismissed; the dismissal is saved through the kit (a failure says the kit's failure text). */
export function useComingSoon(publicationId: number | null, enabled: boolean): { dismiss: () => void; dismissing: boolean } | null {
  const t = useT();
  const storage = useStorage();
  const [seen, setSeen] = useState(false);
  const write = useOptimisticWrite({
    mutationFn: (pubId: number, api) => api.call(updatePublicationSettings, { query: { publication_id: pubId }, body: { seen_coming_soon_explainer: true } }),
    onSucceeded: (_answer, pubId) => {
      storage.set(comingSoonSeenKey(pubId), '1');
      setSeen(true);
    },
    // The kit's rule: the server's words, the shared network/timeout/sign-in text, else the area's sentence.
    onFailed: (failure) => failureText(failure, t, 'post.comingSoon.failed'),
  });
  if (!enabled || publicationId === null || seen || storage.get(comingSoonSeenKey(publicationId)) !== null) return null;
  return { dismiss: () => void write.send(publicationId), dismissing: write.pending };
}
