import { Check, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { button } from '../../../ui/Button/Button.css';
import { Skeleton } from '../../../ui/Skeleton';
import { useSignupFlowT } from '../i18n';
import { EmailSignupForm } from './EmailSignupForm';
import * as styles from './signupViews.css';

export const signupFlowSteps = ['email', 'welcome'] as const;
export type SignupFlowStep = (typeof signupFlowSteps)[number];

export interface SignupFlowViewProps {
  /** `email` (no signup yet) or `welcome` (`just_signed_up`). */
  step: SignupFlowStep;
  /** Named in the title; "Subscribe for free" without one. */
  publicationName?: string | undefined;
  /** The e-mail step: a signup is under way (M31 `submitting`). */
  submitting?: boolean;
  onSubmit?: (email: string) => void;
  /** The e-mail step: the address to start with (`?email=`). */
  defaultEmail?: string | undefined;
  /** The welcome: the address signed up (`?email=`). */
  email?: string | undefined;
  /** The welcome: the newsletters the reader gets; absent with `skip_sections`. */
  sections?: { status: 'loading' | 'error' | 'ready'; names: readonly string[] } | undefined;
  /** Where Continue goes (`next`). */
  continueHref: string;
  /** "Choose newsletters" (the newsletters page). */
  manageHref: string;
  /** "Already have an account? Sign in" (the login page, keeping `next`). */
  signInHref: string;
  /** The e-mail step: a notice above the form (the connected page passes the coupon the address carries, M30). */
  notice?: ReactNode;
}

/**
 * The bare signup flow page (`signup-flow`, `/signup`): the e-mail step (the shared free signup form), then the welcome
 * after `just_signed_up` — the address, the newsletters a new subscriber gets (left out with `skip_sections`), and
 * Continue to `next`. `data-state`: the step.
 */
export function SignupFlowView({
  step,
  publicationName,
  submitting = false,
  onSubmit,
  defaultEmail,
  email,
  sections,
  continueHref,
  manageHref,
  signInHref,
  notice,
}: SignupFlowViewProps) {
  const t = useSignupFlowT();
  return (
    <main className={styles.page} data-part="signup-flow" data-state={step}>
      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="signup-title">
          {step === 'welcome' ? (
            <>
              <span className={styles.icon} aria-hidden>
                <PartyPopper size={24} strokeWidth={2} absoluteStrokeWidth />
              </span>
              <h1 id="signup-title" className={styles.title}>
                {t('signup.flow.welcomeTitle')}
              </h1>
              <p className={styles.lede} role="status">
                {email ? isolatedText(([address]) => t('signup.flow.welcomeBody', { email: address }), [email]) : t('signup.flow.welcomeNoEmail')}
              </p>
              {sections ? (
                <div className={styles.sections} data-part="signup-sections" data-state={sections.status}>
                  <h2 className={styles.sectionsTitle}>{t('signup.flow.sectionsTitle')}</h2>
                  {sections.status === 'loading' ? (
                    <div aria-label={t('signup.flow.sectionsLoading')} role="status">
                      <Skeleton height={20} width="60%" />
                    </div>
                  ) : (
                    <ul className={styles.list}>
                      {sections.names.map((name) => (
                        <li key={name} className={styles.listItem}>
                          <Check size={16} strokeWidth={2} absoluteStrokeWidth className={styles.check} aria-hidden />
                          <bdi>{name}</bdi>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className={styles.muted}>
                    {t('signup.flow.sectionsHint')}{' '}
                    <Link to={manageHref} className={styles.link}>
                      {t('signup.flow.manage')}
                    </Link>
                  </p>
                </div>
              ) : null}
              <Link to={continueHref} className={button({ variant: 'primary' })} data-part="signup-continue">
                {t('signup.flow.continue')}
              </Link>
            </>
          ) : (
            <>
              <h1 id="signup-title" className={styles.title}>
                {publicationName ? isolatedText(([publication]) => t('signup.flow.title', { publication }), [publicationName]) : t('signup.flow.titleDefault')}
              </h1>
              <p className={styles.lede}>{t('signup.flow.lede')}</p>
              {notice}
              <EmailSignupForm
                submitLabel={t('signup.flow.submit')}
                submitting={submitting}
                onSubmit={(address) => onSubmit?.(address)}
                defaultEmail={defaultEmail}
              />
              <p className={styles.footnote}>
                {t('signup.flow.haveAccount')}{' '}
                <Link to={signInHref} className={styles.link}>
                  {t('signup.flow.signIn')}
                </Link>
              </p>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
