import { HandHeart, Lock, MailPlus, Star } from 'lucide-react';
import { useT } from '../i18n';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import type { AccessNeeded, PaywallVariant } from '../paywall';
import * as styles from './postPage.css';

export interface PostPaywallProps {
  /** From `paywallDecision(...)`. */
  variant: PaywallVariant;
  /** What the post needs (the title names it). */
  needed: Exclude<AccessNeeded, 'none'>;
  /** The publication's name, used in the copy. */
  publicationName: string;
  /** The call to action (subscribe, upgrade, pledge, request an invitation). */
  onAction?: () => void;
  /** "Already a subscriber? Sign in": shown to signed-out readers when given. */
  onSignIn?: () => void;
}

const icons = { subscribe: Lock, upgrade: Star, founding: Star, pledge: HandHeart, signup: Lock, invite_only: MailPlus } as const;
const bodies = {
  subscribe: 'post.paywall.body.subscribe',
  upgrade: 'post.paywall.body.upgrade',
  founding: 'post.paywall.body.founding',
  pledge: 'post.paywall.body.pledge',
  signup: 'post.paywall.body.signup',
  invite_only: 'post.paywall.body.invite',
} as const;
const ctas = {
  subscribe: 'post.paywall.cta.subscribe',
  upgrade: 'post.paywall.cta.upgrade',
  founding: 'post.paywall.cta.founding',
  pledge: 'post.paywall.cta.pledge',
  signup: 'post.paywall.cta.signup',
  invite_only: 'post.paywall.cta.invite',
} as const;

/**
 * `post-paywall`: the box after the preview of a post the reader cannot read in full. Copy by variant (designed;
 * the spec gives none): subscribe (payments on), founding / upgrade (founding-only posts), pledge (payments off with
 * pledges), free signup, and the invite-only publication's request for an invitation.
 */
export function PostPaywall({ variant, needed, publicationName, onAction, onSignIn }: PostPaywallProps) {
  const t = useT();
  const title =
    variant === 'invite_only'
      ? t('post.paywall.title.invite')
      : needed === 'founding'
        ? t('post.paywall.title.founding')
        : needed === 'paid'
          ? t('post.paywall.title.paid')
          : t('post.paywall.title.free');
  return (
    <section className={styles.paywall} data-part="post-paywall" data-variant={variant} data-needed={needed} aria-labelledby="post-paywall-title">
      <span className={styles.paywallIcon}>
        <Icon icon={icons[variant]} size="tab" />
      </span>
      <h2 className={styles.paywallTitle} id="post-paywall-title">
        {title}
      </h2>
      <p className={styles.paywallBody}>{t(bodies[variant], { publication: publicationName })}</p>
      <div className={styles.paywallActions}>
        <Button variant="primary" size="lg" onClick={onAction}>
          {t(ctas[variant])}
        </Button>
        {onSignIn ? (
          <Button variant="ghost" size="sm" onClick={onSignIn}>
            {t('post.paywall.signIn')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
