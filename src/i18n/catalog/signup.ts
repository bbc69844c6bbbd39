/**
 * Signup: the shared free signup (M31), the e-mail rule, the login page and the signup flow page: prefix `signup.*`.
 * The spec shows no text for these (inventory: "free signup failure message" n/s; login and signup flow are redirect
 * targets with "n/s" states), so every text here is ours. Three slices, so a screen carries only what it shows: the
 * post footer's modal needs the free-signup slice alone.
 */

/** The shared free signup (M31) and the e-mail rule every signup and login form uses. */
export const freeSignupMessages = {
  'signup.email.label': 'Email',
  /** The e-mail rule (names the field and the rule). */
  'signup.email.required': '{label} is required',
  'signup.email.invalid': '{label} must be an email address like name@example.com',
  /** M31 failure when the server sent no words of its own. */
  'signup.free.error': 'We could not sign you up just now. Please try again.',
} as const;

/** The login page (`/login`): an e-mail, a magic link, its sent state. */
export const loginMessages = {
  'signup.login.title': 'Sign in',
  'signup.login.lede': 'We’ll email you a link that signs you in. No password needed.',
  'signup.login.submit': 'Email me a sign-in link',
  'signup.login.sentTitle': 'Check your email',
  'signup.login.sentBody': 'We sent a sign-in link to {email}. Open it on this device to continue.',
  'signup.login.sentHint': 'The link works once and expires in an hour.',
  'signup.login.resend': 'Send it again',
  'signup.login.resent': 'Sent again. Check your inbox and your spam folder.',
  'signup.login.changeEmail': 'Use a different email',
  'signup.login.noAccount': 'New here?',
  'signup.login.signUp': 'Create an account',
  'signup.login.error': 'We could not send a sign-in link just now. Please try again.',
  'signup.login.already': 'You’re signed in as {name}.',
  'signup.login.continue': 'Continue',
  'signup.login.tooMany': 'Too many sign-in links were requested for this email. Please wait a few minutes and try again.',
} as const;

/** The signup flow page (`/signup`): e-mail step, then the welcome with the newsletters the reader will get. */
export const signupFlowMessages = {
  'signup.flow.title': 'Subscribe to {publication}',
  'signup.flow.titleDefault': 'Subscribe for free',
  'signup.flow.lede': 'New posts straight to your inbox. Free, and you can unsubscribe at any time.',
  'signup.flow.submit': 'Subscribe',
  'signup.flow.haveAccount': 'Already have an account?',
  'signup.flow.signIn': 'Sign in',
  'signup.flow.welcomeTitle': 'You’re subscribed',
  'signup.flow.welcomeBody': 'We sent a confirmation to {email}.',
  'signup.flow.welcomeNoEmail': 'Check your inbox for a confirmation email.',
  'signup.flow.sectionsTitle': 'Newsletters you’ll get',
  'signup.flow.sectionsHint': 'You can change these at any time on the newsletters page.',
  'signup.flow.sectionsLoading': 'Loading newsletters…',
  'signup.flow.manage': 'Choose newsletters',
  'signup.flow.continue': 'Continue',
  'signup.flow.referral': 'Your referral link code: {token}',
} as const;

export const signupMessages = /* @__PURE__ */ Object.assign({}, freeSignupMessages, loginMessages, signupFlowMessages);
