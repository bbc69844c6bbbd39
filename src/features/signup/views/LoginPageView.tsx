import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import type { LoginState } from '../login.machine';
import { useLoginT } from '../i18n';
import * as styles from './signupViews.css';

export interface LoginPageViewProps {
  /** The login machine's state (`login.machine.ts`). */
  state: LoginState;
  /** A signed-in reader sees who they are and a way on instead of the form. */
  signedInAs?: string | undefined;
  /** Where "Continue" goes for a signed-in reader (the checked `next`). */
  continueHref: string;
  /** "Create an account" (the signup flow, keeping `next`). */
  signupHref: string;
  /** Initial e-mail (uncontrolled), e.g. from `?email=`. */
  defaultEmail?: string | undefined;
  onSubmit: (value: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  /** The reader typed (clears a shown error). */
  onEdit: () => void;
}

/**
 * The bare login page (`login-page`, `/login`): an e-mail for a one-time sign-in link, then "Check your email" with
 * Send it again and Use a different email. The e-mail rule names the field and the rule under the field; a failed
 * request says why above the button. `data-state`: `editing` | `sending` | `sent` | `signed-in`.
 */
export function LoginPageView({
  state,
  signedInAs,
  continueHref,
  signupHref,
  defaultEmail = '',
  onSubmit,
  onResend,
  onChangeEmail,
  onEdit,
}: LoginPageViewProps) {
  const t = useLoginT();
  const [value, setValue] = useState(defaultEmail);
  const label = t('signup.email.label');
  const dataState = signedInAs ? 'signed-in' : state.name;
  const failure = state.name !== 'sending' && state.failure ? (state.failure.serverMessage ?? t(state.failure.messageId)) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <main className={styles.page} data-part="login-page" data-state={dataState}>
      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="login-title">
          {signedInAs ? (
            <>
              <h1 id="login-title" className={styles.title}>
                {t('signup.login.title')}
              </h1>
              <p className={styles.lede}>{isolatedText(([name]) => t('signup.login.already', { name }), [signedInAs])}</p>
              <div>
                <Link to={continueHref} className={styles.link}>
                  {t('signup.login.continue')}
                </Link>
              </div>
            </>
          ) : state.name === 'sent' || (state.name === 'sending' && state.resend) ? (
            <>
              <span className={styles.icon} aria-hidden>
                <Icon icon={MailCheck} size="tab" />
              </span>
              <h1 id="login-title" className={styles.title}>
                {t('signup.login.sentTitle')}
              </h1>
              <p className={styles.lede} role="status">
                {isolatedText(([email]) => t('signup.login.sentBody', { email }), [state.email])}
              </p>
              <p className={styles.muted}>{t('signup.login.sentHint')}</p>
              {state.name === 'sent' && state.resent ? <p className={styles.notice}>{t('signup.login.resent')}</p> : null}
              {failure ? (
                <p className={styles.failure} role="alert">
                  {failure}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button variant="ghost" onClick={onChangeEmail} disabled={state.name === 'sending'}>
                  {t('signup.login.changeEmail')}
                </Button>
                <Button variant="secondary" onClick={onResend} loading={state.name === 'sending'}>
                  {t('signup.login.resend')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <h1 id="login-title" className={styles.title}>
                {t('signup.login.title')}
              </h1>
              <p className={styles.lede}>{t('signup.login.lede')}</p>
              <form className={styles.form} onSubmit={submit} noValidate aria-busy={state.name === 'sending' || undefined}>
                <TextField
                  label={label}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={value}
                  error={state.name === 'editing' && state.fieldError ? t(state.fieldError.messageId, { label }) : undefined}
                  onValueChange={(next) => {
                    setValue(next);
                    onEdit();
                  }}
                />
                {failure ? (
                  <p className={styles.failure} role="alert">
                    {failure}
                  </p>
                ) : null}
                <Button type="submit" fullWidth loading={state.name === 'sending'}>
                  {t('signup.login.submit')}
                </Button>
              </form>
              <p className={styles.footnote}>
                {t('signup.login.noAccount')}{' '}
                <Link to={signupHref} className={styles.link}>
                  {t('signup.login.signUp')}
                </Link>
              </p>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
