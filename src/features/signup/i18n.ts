import { freeSignupMessages, loginMessages, signupFlowMessages, signupMessages } from '../../i18n/catalog/signup';
import { defineAreaT } from '../../platform/context';

/** Signup's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(signupMessages);

/** The shared free signup's translator: the e-mail rule and M31's failure only (the post footer's modal carries no more). */
export const useFreeSignupT = /* @__PURE__ */ defineAreaT(freeSignupMessages);

/** The login page's translator. */
export const useLoginT = /* @__PURE__ */ defineAreaT(freeSignupMessages, loginMessages);

/** The signup flow page's translator. */
export const useSignupFlowT = /* @__PURE__ */ defineAreaT(freeSignupMessages, signupFlowMessages);
