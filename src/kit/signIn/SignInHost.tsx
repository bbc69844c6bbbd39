/**
 * The one sign-in modal's host: `PlatformProvider` mounts it once, and any part of the product opens the modal with
 * `useSignIn()(request)` — a data hook's 401 as well as a view's click. One modal at a time: a second request while one
 * is open is dropped. Its code loads on demand (the first render carries only this host).
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useAnalytics, useLocation, useNavigation } from '../../platform/context';
import { onDemand, whenOpen } from '../../ui/onDemand';
import { paths } from '../routes';
import type { HostedSignInModalProps } from './HostedSignInModal';
import type { SignInRequest } from './signInEntry';

// The modal and the route table load with the first request: a page's first render carries only this host.
const HostedSignInModal = /* @__PURE__ */ onDemand<HostedSignInModalProps>(() => import('./HostedSignInModal').then((m) => m.HostedSignInModal), {
  when: whenOpen,
});

type OpenSignIn = (request: SignInRequest) => void;
const SignInContext = /* @__PURE__ */ createContext<OpenSignIn | null>(null);

export function SignInHost({ children }: { children?: ReactNode }) {
  const [request, setRequest] = useState<SignInRequest | null>(null);
  const analytics = useAnalytics();
  const { pathname, search } = useLocation();
  // While closing, the dialog keeps showing what it showed.
  const last = useRef<SignInRequest | null>(null);
  if (request) last.current = request;
  const shown = request ?? last.current;
  const open = useCallback<OpenSignIn>(
    (next) => {
      setRequest((current) => {
        if (current) return current;
        analytics.track('sign_in_modal_shown', { entry: next.entry });
        return next;
      });
    },
    [analytics],
  );
  const close = useCallback((isOpen: boolean) => {
    if (!isOpen) setRequest(null);
  }, []);
  return (
    <SignInContext.Provider value={open}>
      {children}
      <HostedSignInModal open={request !== null} onOpenChange={close} request={shown} here={`${pathname}${search}`} />
    </SignInContext.Provider>
  );
}

/**
 * Opens the product's sign-in modal. Outside a `PlatformProvider`'s host (a host that renders a bare part on its own)
 * it goes to the sign-in page instead, with this page as `next`.
 */
export function useSignIn(): OpenSignIn {
  const host = useContext(SignInContext);
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const fallback = useCallback<OpenSignIn>(
    (request) => navigation.navigate(paths.signIn(request.next ?? `${pathname}${search}`)),
    [navigation, pathname, search],
  );
  return useMemo(() => host ?? fallback, [host, fallback]);
}
