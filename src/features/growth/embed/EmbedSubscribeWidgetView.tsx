import { type FormEvent, useId, useState } from 'react';
import { pathTo } from '../../../kit/routes';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { visuallyHidden } from '../../../ui/focus.css';
import { elementText, isolatedText } from '../../../ui/bidi';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { safeLinkHref, safeMediaUrl } from '../../../ui/url';
import { checkEmail } from '../../signup';
import { useEmbedT } from '../i18n';
import * as styles from './EmbedSubscribeWidgetView.css';

/** The part of the publication the widget shows (from `Publication`, E58). */
export interface EmbedPublication {
  name: string;
  /** The publication's own site: the terms, privacy and sign-out links go there (the widget lives on other sites). */
  baseUrl?: string | null;
  logoUrl?: string | null;
  /** The tagline (`hero_text`). */
  heroText?: string | null;
  /** The meta line: "By {author}". */
  authorName?: string | null;
  /** Invite-only: the request form (M60) instead of the e-mail signup. */
  inviteOnly?: boolean;
  /** The publication has its own terms (`has_custom_tos`): the terms link names it. */
  hasCustomTos?: boolean;
}

export const embedFormStates = ['idle', 'submitting', 'done'] as const;
export type EmbedFormState = (typeof embedFormStates)[number];

export interface EmbedSubscribeWidgetViewProps {
  /** Loading the publication; `error` shows `errorMessage` with Try again. */
  status: 'loading' | 'ready' | 'error';
  publication?: EmbedPublication | null;
  errorMessage?: string;
  onRetry?: () => void;
  /**
   * The form: `idle`, `submitting` (the signup or request is on its way), `done` (signed up: "Check your email";
   * requested: the button reads "Requested" (T173) and the input is disabled).
   */
  formState: EmbedFormState;
  /** The address the form was sent with (shown in the confirmation). */
  email?: string | null;
  /** A signed-in reader's name: "Signed in as …" with a sign-out link. */
  signedInAs?: string | null;
  /** The reader sent the form with an address that passed the e-mail rule. */
  onSubmit?: (email: string) => void;
  /**
   * A failed signup or request, told inside the widget (`role="alert"`) for hosts without a toast region (the
   * standalone script); the React widget tells it in the platform's toast instead and leaves this unset.
   */
  alertMessage?: string | null;
}

/** The paths of the publication's terms, privacy policy and sign-out on its own site (the route table's). */
export interface EmbedSitePaths {
  terms: string;
  privacy: string;
  signOut: string;
}

/**
 * The bare view with the site's paths given (`EmbedSubscribeWidgetView` gives the route table's): the standalone
 * script renders this one with its own paths (script/useEmbedScript.ts), so its bundle leaves the route table out.
 */
export interface EmbedSubscribeWidgetBaseProps extends EmbedSubscribeWidgetViewProps {
  paths: EmbedSitePaths;
}

/** `path` on the publication's own site (or this site without one), through the URL policy. */
function siteLink(baseUrl: string | null | undefined, path: string): string | undefined {
  const base = baseUrl ? safeLinkHref(baseUrl) : null;
  return safeLinkHref(base ? new URL(path, base).href : path) ?? undefined;
}

/** `EmbedSubscribeWidgetView` with the site's paths given. */
export function EmbedSubscribeWidgetBase({
  status,
  publication,
  errorMessage,
  onRetry,
  formState,
  email,
  signedInAs,
  onSubmit,
  alertMessage,
  paths,
}: EmbedSubscribeWidgetBaseProps) {
  const t = useEmbedT();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mode = publication?.inviteOnly ? 'request' : 'signup';
  const dataState = status !== 'ready' || !publication ? status : formState === 'done' ? (mode === 'request' ? 'requested' : 'subscribed') : formState;

  if (status === 'loading' || (status === 'ready' && !publication)) {
    return (
      <section className={styles.widget} data-part="embed-subscribe-widget" data-state="loading">
        <SkeletonGroup label={t('growth.embed.loading')} className={styles.skeleton}>
          <Skeleton width={56} height={56} radius="md" />
          <Skeleton width="60%" height={28} />
          <Skeleton width="80%" height={18} />
          <Skeleton height={44} radius="md" />
        </SkeletonGroup>
      </section>
    );
  }
  if (status === 'error' || !publication) {
    return (
      <section className={styles.widget} data-part="embed-subscribe-widget" data-state="error">
        <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
      </section>
    );
  }

  const submitting = formState === 'submitting';
  const requested = mode === 'request' && formState === 'done';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || requested) return;
    const checked = checkEmail(value);
    setInvalid(!checked.ok);
    if (checked.ok) onSubmit?.(checked.email);
  };
  const logo = safeMediaUrl(publication.logoUrl ?? undefined);
  const termsHref = siteLink(publication.baseUrl, paths.terms);
  const privacyHref = siteLink(publication.baseUrl, paths.privacy);
  const signOutHref = siteLink(publication.baseUrl, paths.signOut);

  return (
    <section className={styles.widget} data-part="embed-subscribe-widget" data-state={dataState} aria-labelledby={`${inputId}-title`}>
      {logo ? <img className={styles.logo} src={logo} alt="" width={56} height={56} /> : null}
      <h1 id={`${inputId}-title`} className={styles.name} dir="auto">
        {publication.name}
      </h1>
      {publication.heroText ? (
        <p className={styles.tagline} dir="auto">
          {publication.heroText}
        </p>
      ) : null}
      {publication.authorName ? (
        <p className={styles.meta} data-part="embed-meta">
          {isolatedText(([author]) => t('growth.embed.by', { author }), [publication.authorName])}
        </p>
      ) : null}
      {mode === 'request' && !requested ? <p className={styles.note}>{t('growth.embed.inviteOnly')}</p> : null}

      {mode === 'signup' && formState === 'done' ? (
        <div className={styles.done} role="status" data-part="embed-done">
          <p className={styles.doneTitle}>{t('growth.embed.subscribedTitle')}</p>
          <p className={styles.note}>{isolatedText(([address]) => t('growth.embed.subscribedNote', { email: address }), [email ?? ''])}</p>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
          <label htmlFor={inputId} className={visuallyHidden}>
            {t('growth.embed.emailLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('growth.embed.emailPlaceholder')}
            value={requested ? (email ?? value) : value}
            onChange={(event) => {
              setValue(event.target.value);
              if (invalid) setInvalid(false);
            }}
            disabled={requested}
            readOnly={submitting}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
          <Button type="submit" loading={submitting} disabled={requested}>
            {mode === 'request' ? (requested ? t('growth.embed.requested') : t('growth.embed.request')) : t('growth.embed.subscribe')}
          </Button>
        </form>
      )}
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {t('growth.embed.invalidEmail')}
        </p>
      ) : null}
      {alertMessage ? (
        <p className={styles.fieldError} role="alert" data-part="embed-alert">
          {alertMessage}
        </p>
      ) : null}
      {requested ? (
        <p className={styles.note} role="status">
          {isolatedText(([address]) => t('growth.embed.requestedNote', { email: address }), [email ?? ''])}
        </p>
      ) : null}

      <p className={styles.legal}>
        {elementText(
          ([terms, privacy]) => t('growth.embed.legalLine', { terms, privacy }),
          [
            <a key="terms" className={styles.link} href={termsHref} target="_blank" rel="noopener noreferrer">
              {publication.hasCustomTos
                ? isolatedText(([name]) => t('growth.embed.customTerms', { publication: name }), [publication.name])
                : t('growth.embed.terms')}
            </a>,
            <a key="privacy" className={styles.link} href={privacyHref} target="_blank" rel="noopener noreferrer">
              {t('growth.embed.privacy')}
            </a>,
          ],
        )}
      </p>
      {signedInAs ? (
        <p className={styles.legal} data-part="embed-signed-in">
          {isolatedText(([name]) => t('growth.embed.signedInAs', { name }), [signedInAs])}{' '}
          <a className={styles.link} href={signOutHref} target="_top">
            {t('growth.embed.signOut')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The embeddable subscribe widget (spec 003 "Embed subscribe widget"; inventory `embed-subscribe-widget`,
 * `embed-invite-only-request-form`, M60): the publication's logo, name, tagline and meta line; an e-mail signup, or for
 * an invite-only publication the request form ("Requested" with the input disabled once sent); terms and privacy links
 * (the publication's own terms when it has them); "Signed in as …" with a sign-out link. Failures are alerts (the
 * data hook's). The bare view: props in, markup out, the state in `data-state`.
 */
export function EmbedSubscribeWidgetView(props: EmbedSubscribeWidgetViewProps) {
  return <EmbedSubscribeWidgetBase {...props} paths={embedSitePaths()} />;
}

/** The terms, privacy and sign-out paths of the route table (called in render: the script's bundle leaves it out). */
export function embedSitePaths(): EmbedSitePaths {
  return { terms: pathTo('terms'), privacy: pathTo('privacy'), signOut: pathTo('signOut') };
}
