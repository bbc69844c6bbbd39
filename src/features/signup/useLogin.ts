/**
 * The login page's data hook: the machine (`login.machine.ts`) and the sign-in link request (P29) through the kit's
 * write. A failure is shown in the form (not an alert): the machine keeps the reason, the view reads it.
 */
import { useCallback } from 'react';
import { requestLoginLink } from '../../api/endpoints/account';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { initialLoginState, type LoginState, loginRequest, transition } from './login.machine';

export interface LoginController {
  state: LoginState;
  submit: (value: string) => void;
  resend: () => void;
  changeEmail: () => void;
  /** The reader typed: a shown error goes. */
  edit: () => void;
}

/** `next`: where the link lands after signing in (a path on this site, already checked). */
export function useLogin(next: string | undefined): LoginController {
  const [state, send] = useMachine(transition, initialLoginState);
  const write = useOptimisticWrite({
    mutationFn: ({ email }: { email: string }, api) => api.call(requestLoginLink, { body: { email, ...(next ? { next } : {}) } }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    // The form shows the reason itself (role="alert" next to the field), so nothing more is said.
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure });
      return null;
    },
  });
  const dispatch = useCallback(
    (event: Parameters<typeof send>[0]) => {
      const request = loginRequest(send(event));
      if (request) void write.send(request);
    },
    [send, write],
  );
  return {
    state,
    submit: useCallback((value: string) => dispatch({ type: 'SUBMIT', value }), [dispatch]),
    resend: useCallback(() => dispatch({ type: 'RESEND' }), [dispatch]),
    changeEmail: useCallback(() => void send({ type: 'CHANGE_EMAIL' }), [send]),
    edit: useCallback(() => void send({ type: 'EDIT' }), [send]),
  };
}
