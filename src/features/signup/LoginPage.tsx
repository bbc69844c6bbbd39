import { defineScreen } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { useViewer } from '../../platform/context';
import { safeNextPath } from './nextPath';
import { useLogin } from './useLogin';
import { LoginPageView } from './views/LoginPageView';

export interface LoginPageProps {
  /** Where to land after signing in (a path on this site); read from `?next=` when omitted. */
  next?: string;
  /** The e-mail to start with; read from `?email=` when omitted. */
  email?: string;
}

function ConnectedLoginPage({ next, email }: { next: string | undefined; email: string | undefined }) {
  const viewer = useViewer();
  const login = useLogin(next);
  return (
    <LoginPageView
      state={login.state}
      signedInAs={viewer.role !== 'anonymous' ? (viewer.user?.name ?? viewer.user?.email) : undefined}
      continueHref={safeNextPath(next)}
      signupHref={paths.signup(next ? { next } : undefined)}
      defaultEmail={email}
      onSubmit={login.submit}
      onResend={login.resend}
      onChangeEmail={login.changeEmail}
      onEdit={login.edit}
    />
  );
}

/**
 * The login page (`login-page`, `/login`, the redirect target of signed-out readers): `useLogin` joined with
 * `LoginPageView`. `next` (a path on this site; anything else is dropped) is where the sign-in link lands.
 */
export const LoginPage = defineScreen({
  name: 'LoginPage',
  resolve: (props: LoginPageProps, _route, location) => {
    const query = new URLSearchParams(location.search);
    const next = props.next ?? query.get('next') ?? undefined;
    return { next: next ? safeNextPath(next, '') || undefined : undefined, email: props.email ?? query.get('email') ?? undefined };
  },
  Body: ConnectedLoginPage,
});
