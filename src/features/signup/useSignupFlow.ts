/**
 * The signup flow page's data: the shared free signup (M31) for the e-mail step, then — after `just_signed_up` — the
 * newsletters a new subscriber gets (P19's default-on sections), unless `skip_sections`.
 */
import { listNewsletters } from '../../api/endpoints/account';
import { useRead } from '../../kit/read';
import { paths } from '../../kit/routes';
import { useNavigation } from '../../platform/context';
import { useFreeSignup } from './useFreeSignup';

export interface SignupFlowInputs {
  /** The publication signed up to (E21 `other_publication_id`); the current one when omitted. */
  publicationId?: number | undefined;
  justSignedUp: boolean;
  email?: string | undefined;
  skipSections: boolean;
  /** Where Continue goes (already checked to be a path on this site). */
  next: string;
}

export function useSignupFlow({ publicationId, justSignedUp, skipSections, next }: SignupFlowInputs) {
  const navigation = useNavigation();
  const signup = useFreeSignup(publicationId, {
    // The address now says what happened, so a reload or Back shows the welcome, not the form again.
    onSucceeded: (result, request) =>
      navigation.replace(paths.signup({ just_signed_up: true, email: result.email ?? request.email, skip_sections: skipSections || undefined, next })),
  });
  // The newsletters page's read (one cache entry for P19).
  const newsletters = useRead(listNewsletters, justSignedUp && !skipSections ? { query: { publication_id: publicationId } } : null);
  const defaults = newsletters.data?.newsletters.filter((n) => n.defaultOn && !n.is_podcast).map((n) => n.name) ?? [];
  return {
    signup,
    sections: {
      status: newsletters.isPending ? ('loading' as const) : newsletters.isError ? ('error' as const) : ('ready' as const),
      names: defaults,
    },
  };
}
