/**
 * Signup: the shared free signup (M31: machine, hook and e-mail form) every signup form uses, the e-mail rule, the
 * login page (`/login`) and the signup flow page (`/signup`).
 */
export { LoginPage, type LoginPageProps } from './LoginPage';
export { LoginPageView, type LoginPageViewProps } from './views/LoginPageView';
export { SignupFlowPage, type SignupFlowPageProps } from './SignupFlowPage';
export { SignupFlowView, type SignupFlowViewProps, type SignupFlowStep, signupFlowSteps } from './views/SignupFlowView';
export { EmailSignupForm, type EmailSignupFormProps } from './views/EmailSignupForm';
export { useFreeSignup, type FreeSignupController, type UseFreeSignupOptions } from './useFreeSignup';
export { useLogin, type LoginController } from './useLogin';
export { useSignupFlow, type SignupFlowInputs } from './useSignupFlow';
export { checkEmail, emailRuleNames, type EmailRule, type EmailFieldError } from './emailRule';
export { safeNextPath } from './nextPath';
export {
  initialFreeSignupState,
  freeSignupRequest,
  freeSignupFailureMessageId,
  freeSignupStateNames,
  freeSignupEventTypes,
  freeSignupSources,
  referralTokenOf,
  transition as freeSignupTransition,
  type FreeSignupState,
  type FreeSignupEvent,
  type FreeSignupRequest,
  type FreeSignupSource,
  type FreeSignupFailureMessageId,
} from './freeSignup.machine';
export {
  initialLoginState,
  loginFailure,
  loginRequest,
  loginStateNames,
  transition as loginTransition,
  type LoginState,
  type LoginEvent,
  type LoginFailure,
  type LoginFailureMessageId,
} from './login.machine';
