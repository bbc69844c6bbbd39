import { defineScreen } from '../../kit/Screen';
import { paths } from '../../kit/routes';
import { usePublication } from '../../platform/context';
import { CouponStatus } from '../coupons';
import { safeNextPath } from './nextPath';
import { type SignupFlowInputs, useSignupFlow } from './useSignupFlow';
import { SignupFlowView } from './views/SignupFlowView';

export interface SignupFlowPageProps {
  /** `just_signed_up`: the reader has just signed up (the welcome step). Read from the address when omitted. */
  justSignedUp?: boolean;
  /** `email`: the address signed up (welcome) or to start with (e-mail step). */
  email?: string;
  /** `skip_sections`: leave out the newsletters step. */
  skipSections?: boolean;
  /** `next`: where Continue goes (a path on this site; anything else is `/`). */
  next?: string;
  /** The publication signed up to; the platform's publication when omitted. */
  publicationId?: number;
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

function ConnectedSignupFlowPage(inputs: SignupFlowInputs) {
  const publication = usePublication();
  const flow = useSignupFlow(inputs);
  const nextQuery = inputs.next === '/' ? undefined : { next: inputs.next };
  return (
    <SignupFlowView
      step={inputs.justSignedUp ? 'welcome' : 'email'}
      publicationName={publication?.name}
      submitting={flow.signup.state.name === 'submitting'}
      onSubmit={(email) => flow.signup.submit(email, 'signup_flow')}
      defaultEmail={inputs.email}
      email={inputs.email}
      sections={inputs.justSignedUp && !inputs.skipSections ? flow.sections : undefined}
      continueHref={inputs.next}
      manageHref={paths.newsletters()}
      signInHref={paths.signIn(nextQuery?.next)}
      notice={<CouponStatus />}
    />
  );
}

/**
 * The signup flow page (`signup-flow`, `/signup`; a `?coupon=` in the address shows its state above the form, M30; the newsletters page sends signed-out readers here after their free
 * signup with `just_signed_up`, `email`, `skip_sections` and `next=/newsletters`): `useSignupFlow` joined with
 * `SignupFlowView`. Props win over the address.
 */
export const SignupFlowPage = defineScreen({
  name: 'SignupFlowPage',
  resolve: (props: SignupFlowPageProps, _route, location): SignupFlowInputs => {
    const query = new URLSearchParams(location.search);
    return {
      publicationId: props.publicationId,
      justSignedUp: props.justSignedUp ?? isTrue(query.get('just_signed_up')),
      email: props.email ?? query.get('email') ?? undefined,
      skipSections: props.skipSections ?? isTrue(query.get('skip_sections')),
      next: safeNextPath(props.next ?? query.get('next')),
    };
  },
  Body: ConnectedSignupFlowPage,
});
