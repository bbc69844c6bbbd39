import { useCallback } from 'react';
import { useLocation, useNavigation } from '../../../platform/context';
import { normaliseLocation } from '../../../platform/navigation';
import { type ClipModalState, clipModalFromQuery, clipModalQuery } from '../clipModal.machine';

export interface ClipModalAddress {
  state: ClipModalState;
  /** Closes the modal: `clipId` and `share` leave the address (the rest stays). */
  close: () => void;
  /** "Watch full episode": closes the modal the same way, back to the whole video. */
  watchFullEpisode: () => void;
}

/** The clip modal's state read from the address (M10), and the address changes that close it. */
export function useClipModalAddress(): ClipModalAddress {
  const navigation = useNavigation();
  const { search } = useLocation();
  const state = clipModalFromQuery(new URLSearchParams(search));
  const close = useCallback(() => {
    const { pathname, search: now, hash } = normaliseLocation(navigation.location());
    const query = clipModalQuery(new URLSearchParams(now), { name: 'closed' }).toString();
    navigation.replace(`${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [navigation]);
  return { state, close, watchFullEpisode: close };
}
