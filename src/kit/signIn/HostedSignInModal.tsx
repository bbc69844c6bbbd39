import { paths } from '../routes';
import { SignInModal } from './SignInModal';
import type { SignInRequest } from './signInEntry';

export interface HostedSignInModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the area asked for (kept while the modal closes). */
  request: SignInRequest | null;
  /** The current page, the default way back after signing in. */
  here: string;
}

/** The host's modal: the request's texts and entry, "Sign in" to the sign-in page with the way back (loaded on demand). */
export function HostedSignInModal({ open, onOpenChange, request, here }: HostedSignInModalProps) {
  return (
    <SignInModal
      open={open}
      onOpenChange={onOpenChange}
      entry={request?.entry ?? 'unauthorized'}
      signInHref={paths.signIn(request?.next ?? here)}
      title={request?.title}
      body={request?.body}
      actionLabel={request?.actionLabel}
      cancelLabel={request?.cancelLabel}
    />
  );
}
