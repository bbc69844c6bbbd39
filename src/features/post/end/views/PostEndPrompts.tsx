/**
 * Bare views of the end-of-post calls to action and prompts (spec 000 "Post page" surfaces): the post-end CTA (M12),
 * the recommend CTA, the follow prompt, the subscribe prompt and footer, and the gift-unlock prompt (M24). Props in,
 * markup out; finite state in `data-state` / `data-cta`. The texts are designed (the spec names these surfaces without
 * their copy, inventory §5.3) except T049.
 */
import { Check, Gift, HandHeart, Mail, PartyPopper, Share2, Sparkles, ThumbsUp, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Button } from '../../../../ui/Button';
import { OnDemandDialog } from '../../../../kit/overlays';
import { isolatedText } from '../../../../ui/bidi';
import { Icon } from '../../../../ui/Icon';
import type { GiftUnlockState, GiftUnlockVariant } from '../giftUnlock.machine';
import type { FreeUpsellVariant, PostEndCtaType } from '../rules';
import * as styles from './postEnd.css';
import { paths } from '../../../../kit/routes';

interface PromptCardProps {
  part: string;
  icon?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  tone?: 'plain' | 'sunken' | 'accent';
  children?: ReactNode;
  dataAttributes?: Record<string, string>;
}

function PromptCard({ part, icon, title, body, tone = 'plain', children, dataAttributes }: PromptCardProps) {
  return (
    <div className={styles.card} data-part={part} data-tone={tone} {...dataAttributes}>
      {icon ? (
        <span className={styles.cardIcon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      {body ? <p className={styles.body}>{body}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}

/** A navigation styled as a button. */
function LinkButton({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={to} className={styles.linkButton} data-variant={variant}>
      {children}
    </Link>
  );
}

// --- post-end CTA (M12) -----------------------------------------------------------------------------------------

export interface PostEndCtaViewProps {
  /** M12's decision (`postEndCtaType`). */
  type: PostEndCtaType;
  /** For `free_upsell`: ask to subscribe (default) or, for readers who already subscribe, to share. */
  variant?: FreeUpsellVariant;
  publicationName: string;
  /** Where the button goes (subscribe / upgrade / pledge page, or the post's share action). */
  href: string;
}

/** The call to action at the end of a post. `data-cta` is the M12 type, `data-variant` the free-upsell copy. */
export function PostEndCtaView({ type, variant = 'subscribe', publicationName, href }: PostEndCtaViewProps) {
  const t = useT();
  const data = { 'data-cta': type, 'data-variant': type === 'free_upsell' ? variant : type };
  switch (type) {
    case 'paid_upsell':
      return (
        <PromptCard
          part="post-end-cta"
          tone="accent"
          icon={<Icon icon={Sparkles} />}
          title={t('postEnd.cta.paid.title')}
          body={isolatedText(([publication]) => t('postEnd.cta.paid.body', { publication }), [publicationName])}
          dataAttributes={data}
        >
          <LinkButton to={href}>{t('postEnd.cta.paid.action')}</LinkButton>
        </PromptCard>
      );
    case 'pledge_upsell':
      return (
        <PromptCard
          part="post-end-cta"
          tone="accent"
          icon={<Icon icon={HandHeart} />}
          title={t('postEnd.cta.pledge.title')}
          body={isolatedText(([publication]) => t('postEnd.cta.pledge.body', { publication }), [publicationName])}
          dataAttributes={data}
        >
          <LinkButton to={href}>{t('postEnd.cta.pledge.action')}</LinkButton>
        </PromptCard>
      );
    case 'free_upsell':
      return variant === 'share' ? (
        <PromptCard
          part="post-end-cta"
          tone="sunken"
          icon={<Icon icon={Share2} />}
          title={t('postEnd.cta.share.title')}
          body={isolatedText(([publication]) => t('postEnd.cta.share.body', { publication }), [publicationName])}
          dataAttributes={data}
        >
          <LinkButton to={href} variant="secondary">
            <Icon icon={Share2} />
            {t('postEnd.cta.share.action')}
          </LinkButton>
        </PromptCard>
      ) : (
        <PromptCard
          part="post-end-cta"
          tone="sunken"
          icon={<Icon icon={Mail} />}
          title={t('postEnd.cta.free.title')}
          body={isolatedText(([publication]) => t('postEnd.cta.free.body', { publication }), [publicationName])}
          dataAttributes={data}
        >
          <LinkButton to={href}>{t('postEnd.cta.free.action')}</LinkButton>
        </PromptCard>
      );
    default:
      return type satisfies never;
  }
}

// --- recommend CTA ------------------------------------------------------------------------------------------------

export interface RecommendCtaViewProps {
  publicationName: string;
  /** The reader's own publication (G11 `primaryPublication.name`). */
  ownPublicationName: string;
  /** The recommendation editor for this publication. */
  href: string;
}

/** Asks a reader who writes a publication of their own to recommend this one (000 §7 rule: `showRecommendCta`). */
export function RecommendCtaView({ publicationName, ownPublicationName, href }: RecommendCtaViewProps) {
  const t = useT();
  return (
    <PromptCard
      part="recommend-cta"
      icon={<Icon icon={ThumbsUp} />}
      title={isolatedText(([publication]) => t('postEnd.recommend.title', { publication }), [publicationName])}
      body={isolatedText(([ownPublication]) => t('postEnd.recommend.body', { ownPublication }), [ownPublicationName])}
    >
      <LinkButton to={href} variant="secondary">
        {t('postEnd.recommend.action')}
      </LinkButton>
    </PromptCard>
  );
}

// --- follow prompt ------------------------------------------------------------------------------------------------

export const followPromptStates = ['idle', 'following', 'pending'] as const;
export type FollowPromptState = (typeof followPromptStates)[number];

export interface FollowPromptViewProps {
  publicationName: string;
  state: FollowPromptState;
  /** Follows (signed-in readers). Absent → the button is a link to `signInHref`. */
  onFollow?: () => void;
  signInHref?: string;
}

/** `post-follow-prompt` (000; shown for `follow=true`): follow the publication's author in the feed. */
export function FollowPromptView({ publicationName, state, onFollow, signInHref = paths.signIn() }: FollowPromptViewProps) {
  const t = useT();
  return (
    <PromptCard
      part="follow-prompt"
      icon={<Icon icon={UserPlus} />}
      title={isolatedText(([publication]) => t('postEnd.follow.title', { publication }), [publicationName])}
      body={isolatedText(([publication]) => t('postEnd.follow.body', { publication }), [publicationName])}
      dataAttributes={{ 'data-state': state }}
    >
      {state === 'following' ? (
        <span className={styles.status} role="status">
          <Icon icon={Check} />
          {t('postEnd.follow.following')}
        </span>
      ) : onFollow ? (
        <Button onClick={onFollow} loading={state === 'pending'} leadingIcon={<Icon icon={UserPlus} />}>
          {t('postEnd.follow.action')}
        </Button>
      ) : (
        <LinkButton to={signInHref}>{t('postEnd.follow.action')}</LinkButton>
      )}
    </PromptCard>
  );
}

// --- subscribe prompt and footer ------------------------------------------------------------------------------------

export interface SubscribePromptViewProps {
  /** `subscribePromptKind`: `paid` / `other` from `subscribe_prompt`, `justSubscribed` from `just_subscribed`. */
  kind: 'paid' | 'other' | 'justSubscribed';
  publicationName: string;
  /** The subscribe / plans page (not used by the confirmation). */
  href: string;
  /** Hides the prompt. */
  onDismiss?: () => void;
}

/** `post-subscribe-prompt` (000): the paid or free invitation, or the `just_subscribed` confirmation. */
export function SubscribePromptView({ kind, publicationName, href, onDismiss }: SubscribePromptViewProps) {
  const t = useT();
  const dismiss = onDismiss ? (
    <Button variant="ghost" onClick={onDismiss}>
      {t('postEnd.subscribePrompt.dismiss')}
    </Button>
  ) : null;
  if (kind === 'justSubscribed') {
    return (
      <PromptCard
        part="subscribe-prompt"
        tone="accent"
        icon={<Icon icon={PartyPopper} />}
        title={t('postEnd.subscribePrompt.justSubscribed.title')}
        body={isolatedText(([publication]) => t('postEnd.subscribePrompt.justSubscribed.body', { publication }), [publicationName])}
        dataAttributes={{ 'data-state': kind }}
      >
        {dismiss}
      </PromptCard>
    );
  }
  const paid = kind === 'paid';
  return (
    <PromptCard
      part="subscribe-prompt"
      tone="accent"
      icon={<Icon icon={paid ? Sparkles : Mail} />}
      title={t(paid ? 'postEnd.subscribePrompt.paid.title' : 'postEnd.subscribePrompt.other.title')}
      body={isolatedText(
        ([publication]) => t(paid ? 'postEnd.subscribePrompt.paid.body' : 'postEnd.subscribePrompt.other.body', { publication }),
        [publicationName],
      )}
      dataAttributes={{ 'data-state': kind }}
    >
      <LinkButton to={href}>{t(paid ? 'postEnd.subscribePrompt.paid.action' : 'postEnd.subscribePrompt.other.action')}</LinkButton>
      {dismiss}
    </PromptCard>
  );
}

export interface SubscribeFooterViewProps {
  publicationName: string;
  href: string;
}

/**
 * `post-subscribe-footer` (000, K015): a compact subscribe line closing a long body (between hairlines, left-aligned,
 * a secondary button), so it reads as the end of the text rather than a second call-to-action card.
 */
export function SubscribeFooterView({ publicationName, href }: SubscribeFooterViewProps) {
  const t = useT();
  const title = isolatedText(([publication]) => t('postEnd.subscribeFooter.title', { publication }), [publicationName]);
  return (
    <div className={styles.footerRow} data-part="subscribe-footer">
      <div className={styles.footerText}>
        <h2 className={styles.footerTitle}>{title}</h2>
        <p className={styles.muted}>{t('postEnd.subscribeFooter.body')}</p>
      </div>
      <LinkButton to={href} variant="secondary">
        {t('postEnd.subscribeFooter.action')}
      </LinkButton>
    </div>
  );
}

// --- gift unlock (M24) ----------------------------------------------------------------------------------------------

export interface GiftUnlockPromptViewProps {
  state: GiftUnlockState;
  /** Experiment variant (G31): `control`, `treatment_more_gifty` (gift framing), `treatment_popover_gifty` (a popover). */
  variant: GiftUnlockVariant;
  onUnlock: () => void;
}

/** The popover variant's button and its dialog (the dialog's code loads when the reader opens it). */
function GiftUnlockPopover({ trigger, title, description, children }: { trigger: string; title: string; description: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        leadingIcon={<Icon icon={Gift} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void OnDemandDialog.preload()}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </Button>
      <OnDemandDialog open={open} onOpenChange={setOpen} returnFocus="trigger" title={title} description={description} footer={children} />
    </>
  );
}

/**
 * `post-gift-unlock-prompt` (000, M24). `control`: a plain "Unlock this post" card; `treatment_more_gifty`: the same
 * offer framed as a gift, accent-toned; `treatment_popover_gifty`: a gift button that opens a popover dialog with the
 * offer (the spec does not show the variants' behaviour: designed). Hidden in `hidden`; in `unlocked` a short status.
 */
export function GiftUnlockPromptView({ state, variant, onUnlock }: GiftUnlockPromptViewProps) {
  const t = useT();
  if (state.name === 'hidden') return null;
  const data = { 'data-state': state.name, 'data-variant': variant };
  if (state.name === 'unlocked') {
    return (
      <div className={styles.notice} data-part="gift-unlock-prompt" {...data} role="status">
        <Icon icon={Check} />
        {t('postEnd.giftUnlock.unlocked')}
      </div>
    );
  }
  const button = (
    <Button onClick={onUnlock} loading={state.name === 'unlocking'} leadingIcon={<Icon icon={Gift} />}>
      {state.name === 'unlocking' ? t('postEnd.giftUnlock.unlocking') : t('postEnd.giftUnlock.action')}
    </Button>
  );
  if (variant === 'treatment_popover_gifty') {
    return (
      <div className={styles.card} data-part="gift-unlock-prompt" data-tone="accent" {...data}>
        <p className={styles.body}>{t('postEnd.giftUnlock.popover.teaser')}</p>
        <GiftUnlockPopover
          trigger={t('postEnd.giftUnlock.popover.trigger')}
          title={t('postEnd.giftUnlock.popover.title')}
          description={t('postEnd.giftUnlock.popover.body')}
        >
          {button}
        </GiftUnlockPopover>
      </div>
    );
  }
  const gifty = variant === 'treatment_more_gifty';
  return (
    <PromptCard
      part="gift-unlock-prompt"
      tone={gifty ? 'accent' : 'plain'}
      icon={<Icon icon={Gift} />}
      title={t(gifty ? 'postEnd.giftUnlock.moreGifty.title' : 'postEnd.giftUnlock.control.title')}
      body={t(gifty ? 'postEnd.giftUnlock.moreGifty.body' : 'postEnd.giftUnlock.control.body')}
      dataAttributes={data}
    >
      {button}
    </PromptCard>
  );
}
