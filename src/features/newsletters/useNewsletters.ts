/**
 * The newsletters data hook (M25): the publication's newsletters with the reader's selection (P19), each toggle saved
 * at once (E15, optimistic through the kit; reverted with its text on failure; "Subscription updated!" on success),
 * and the shared free signup (M31) for a reader who does not subscribe yet. P19 is the kit's read; a saved change
 * updates every read of P19 and of the reader's subscription (E14), so the follow button on the same page agrees. The page and the account settings'
 * Newsletters tab (`NewslettersPanel`) both run on it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { listNewsletters, updateSectionEmailSettings } from '../../api/endpoints/account';
import { toFailure } from '../../kit/failure';
import { readFilter, useRead } from '../../kit/read';
import { paths } from '../../kit/routes';
import { sectionEmailSettingsWritten } from '../../kit/sharedReads';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useNavigation, useViewer } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import { useFreeSignup } from '../signup';
import { useT } from './i18n';
import {
  initialNewslettersState,
  type NewsletterAccess,
  type NewslettersEvent,
  newRequest,
  type SectionSettingsPatch,
  transition,
} from './newsletterSelection.machine';

export interface UseNewslettersOptions {
  /** The publication; the current one when omitted (P19 `publication_id`). */
  publicationId?: number | undefined;
  /** The token of a newsletter e-mail's link: manage that subscriber's newsletters without signing in. */
  token?: string | undefined;
}

export function useNewsletters({ publicationId, token }: UseNewslettersOptions) {
  const t = useT();
  const toast = useToast();
  const viewer = useViewer();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const access: NewsletterAccess = token ? 'token' : viewer.role === 'anonymous' ? 'signed_out' : 'signed_in';
  const input = { query: { token: token || undefined, publication_id: publicationId } };
  const [state, send] = useMachine(transition, initialNewslettersState);

  const page = useRead(listNewsletters, input);

  const write = useOptimisticWrite({
    mutationFn: ({ body }: { sectionIds: number[]; body: SectionSettingsPatch }, client) =>
      client.call(updateSectionEmailSettings, { ...(token ? { query: { token } } : {}), body }),
    reads: (_result, { body }) => sectionEmailSettingsWritten(body),
    onSucceeded: (_result, { sectionIds }) => {
      send({ type: 'SUCCEEDED', sectionIds });
      toast.show({ message: t('newsletters.updated') });
    },
    onFailed: (failure, { sectionIds }) => {
      const next = send({ type: 'FAILED', sectionIds, error: failure });
      return (next.name === 'ready' || next.name === 'signup') && next.failure ? t(next.failure.messageId) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  const sendWrite = write.send;
  const stateRef = useRef(state);
  stateRef.current = state;

  const dispatch = useCallback(
    (event: NewslettersEvent) => {
      const before = stateRef.current;
      const next = send(event);
      stateRef.current = next;
      const request = newRequest(before, next);
      if (request) void sendWrite(request);
      return next;
    },
    [send, sendWrite],
  );
  const signup = useFreeSignup(publicationId, {
    onSucceeded: (result, request) => {
      if (access === 'signed_out') {
        // Spec 000: after a signed-out signup, the signup flow with these parameters.
        navigation.navigate(paths.signup({ just_signed_up: true, email: result.email ?? request.email, skip_sections: true, next: paths.newsletters() }));
        return;
      }
      dispatch({ type: 'SIGNED_UP' });
      void queryClient.invalidateQueries(readFilter(listNewsletters, input));
    },
  });

  const data = page.data;
  useEffect(() => {
    if (data) dispatch({ type: 'LOADED', page: data, access });
  }, [data, access, dispatch]);
  const error = page.error;
  useEffect(() => {
    if (error) dispatch({ type: 'LOAD_FAILED', error: toFailure(error) });
  }, [error, dispatch]);

  return {
    state,
    page: data,
    access,
    viewerEmail: viewer.user?.email ?? null,
    loadError: error,
    retry: () => void page.refetch(),
    toggle: useCallback((sectionId: number) => void dispatch({ type: 'TOGGLE', sectionId }), [dispatch]),
    setGroup: useCallback((sectionIds: readonly number[], selected: boolean) => void dispatch({ type: 'SET_GROUP', sectionIds, selected }), [dispatch]),
    cancelSignup: useCallback(() => void dispatch({ type: 'CANCEL_SIGNUP' }), [dispatch]),
    signup,
  };
}
