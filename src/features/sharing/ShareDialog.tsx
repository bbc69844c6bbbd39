/**
 * The share dialog (inventory `share-dialog`, `copy-link-confirmation`; spec 000 "Share platforms", "Native share",
 * start-at; 001 "Social share targets", "Share params", copy confirmation 3 s).
 *
 * `ShareDialog` needs no API: it reads the viewer (referral key `r`, gap G39: user id in base 36), the platform
 * clock (the 3 s "Copied!" confirmation), analytics (native-share failures) and navigation (Notes and Direct
 * message open in-product routes). `ShareDialogView` is the bare view, driven by props.
 *
 * Decisions (spec silent): the dialog title names the kind ("Share post"), the shared title shows under it; every
 * external target opens in a new tab with `rel="noopener noreferrer"`; Embed reveals the iframe code with its own
 * copy button; Instagram (clips only) has no web share address, so it copies the clip link and opens Instagram.
 */
import { Check, Code, Link as LinkIcon, Mail, NotebookPen, Send, Share2 } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { useT, useViewer } from '../../platform/context';
import { Link } from '../../platform/Link';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { visuallyHidden } from '../../ui/focus.css';
import { Icon } from '../../ui/Icon';
import type { CopyLinkStateName } from './copyLink.machine';
import type { NativeShareStateName } from './nativeShare.machine';
import * as styles from './ShareDialog.css';
import { formatStartAt, initialStartAtState, START_AT_PLACEHOLDER, type StartAtError, startAtTransition } from './shareStartAt';
import type { ShareSubject, ShareSubjectKind } from './shareSubject';
import {
  buildShareUrl,
  embedSnippet,
  externalShareTargets,
  inProductShareTargets,
  referralKeyForUser,
  type ShareTarget,
  shareTargetsFor,
  shareTargetUrl,
} from './shareUrls';
import { type ClipboardLike, useCopyLink } from './useCopyLink';
import { type NativeShareFunction, useNativeShare } from './useNativeShare';

export type { ShareSubject } from './shareSubject';

export interface ShareDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog asks to close (close button, Escape, outside click) or open. */
  onOpenChange(open: boolean): void;
  /** What is shared: build it from a post with `shareSubjectFromPost`. */
  subject: ShareSubject;
  /** Clipboard to copy to (tests, stories, webviews). Default `navigator.clipboard`; `null`: none (copy fails). */
  clipboard?: ClipboardLike | null;
  /** The native share sheet (tests, stories, webviews). Default `navigator.share` when present; `null`: hidden. */
  nativeShare?: NativeShareFunction | null;
  /** Origin that app-path subject URLs resolve against. Default `window.location.origin`. */
  origin?: string;
}

/** A share target as the view shows it: where it goes, or (embed) what it reveals. */
export interface ShareTargetLink {
  target: ShareTarget;
  /** The address (`embed`: the embed iframe's address). */
  href: string;
}

/** The start-at input's props in the view (video/podcast subjects only). */
export interface ShareStartAtProps {
  value: string;
  error: StartAtError | null;
  media: 'video' | 'podcast';
  onChange(value: string): void;
}

export interface ShareDialogViewProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  kind: ShareSubjectKind;
  /** The shared thing's title, shown under the dialog title. */
  subjectTitle: string;
  /** The share link (`copy` target); `null` when there is no safe address: nothing can be shared. */
  link: string | null;
  /** The targets to show, in order (without `copy`, which is the link row). */
  targets: readonly ShareTargetLink[];
  /** State of the copy-link machine (M14): `copied` shows "Copied!" for 3 s, `failed` the failure message. */
  copyState: CopyLinkStateName;
  onCopy(): void;
  /** The start-at input, for video and podcast subjects (M11). */
  startAt?: ShareStartAtProps | undefined;
  /** The native share button, only when the device can share (M15). */
  nativeShare?: { state: NativeShareStateName; onShare(): void } | undefined;
  /** The embed code (iframe) and the state of its copy, when Embed is offered. */
  embed?: { snippet: string; copyState: CopyLinkStateName; onCopy(): void } | undefined;
  /** Called when a target is activated (after its default: Instagram copies the link, in-product routes close the dialog). */
  onTarget?(target: ShareTarget, event: MouseEvent<HTMLElement>): void;
}

/** The mark of a target: a lucide icon for product targets, a monogram for networks (lucide has no brand marks). */
function targetMark(target: ShareTarget): ReactNode {
  switch (target) {
    case 'copy':
      return <Icon icon={LinkIcon} />;
    case 'notes':
      return <Icon icon={NotebookPen} />;
    case 'direct_message':
      return <Icon icon={Send} />;
    case 'embed':
      return <Icon icon={Code} />;
    case 'email':
      return <Icon icon={Mail} />;
    case 'facebook':
      return 'f';
    case 'linkedin':
      return 'in';
    case 'bluesky':
      return 'bsky';
    case 'twitter':
      return 'X';
    case 'instagram':
      return 'IG';
    case 'reddit':
      return 'r/';
    case 'hackernews':
      return 'Y';
    case 'pinterest':
      return 'P';
    default:
      target satisfies never;
      return null;
  }
}

function startAtErrorText(error: StartAtError, media: 'video' | 'podcast', t: ReturnType<typeof useT>): string {
  return error.rule === 'format'
    ? t('sharing.startAt.invalidFormat')
    : t('sharing.startAt.tooLate', { max: formatStartAt(error.maxSeconds), media: t(`sharing.startAt.media.${media}`) });
}

/**
 * Gives focus back to what had it before the dialog opened (the footer's Share button), once it closes or is
 * unmounted. The dialog is controlled and has no Radix trigger, so Radix cannot do it. A layout effect reads the
 * focused element before Radix's focus scope moves focus into the dialog; focus is only given back when nothing
 * else took it meanwhile (a Notes link that navigated).
 */
function useReturnFocus(open: boolean) {
  useLayoutEffect(() => {
    if (!open || typeof document === 'undefined') return;
    const active = document.activeElement;
    const element = active instanceof HTMLElement && active !== document.body ? active : null;
    // Runs when the dialog closes and when a host unmounts it while open.
    return () => {
      if (!element) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (element.isConnected && (now === null || now === document.body)) element.focus();
      });
    };
  }, [open]);
}

/**
 * The bare share dialog: the link with Copy link ("Copied!" for 3 s), an optional start-at input, an optional
 * "Share via…" native-share button, and the targets as links. Finite states are in `data-state` attributes.
 */
export function ShareDialogView({
  open,
  onOpenChange,
  kind,
  subjectTitle,
  link,
  targets,
  copyState,
  onCopy,
  startAt,
  nativeShare,
  embed,
  onTarget,
}: ShareDialogViewProps) {
  const t = useT();
  const linkInputId = useId();
  const embedPanelId = useId();
  const [embedOpen, setEmbedOpen] = useState(false);
  useEffect(() => {
    if (!open) setEmbedOpen(false);
  }, [open]);
  useReturnFocus(open);

  const tile = (item: ShareTargetLink) => {
    const label = t(`sharing.target.${item.target}`);
    const mark = (
      <span className={styles.targetMark} aria-hidden>
        {targetMark(item.target)}
      </span>
    );
    if (item.target === 'embed') {
      return (
        <button
          type="button"
          className={styles.target}
          aria-expanded={embedOpen}
          aria-controls={embedPanelId}
          data-target={item.target}
          onClick={(event) => {
            setEmbedOpen((value) => !value);
            onTarget?.(item.target, event);
          }}
        >
          {mark}
          {label}
        </button>
      );
    }
    if (inProductShareTargets.includes(item.target)) {
      return (
        <Link to={item.href} className={styles.target} data-target={item.target} onClick={(event) => onTarget?.(item.target, event)}>
          {mark}
          {label}
        </Link>
      );
    }
    const external = externalShareTargets.includes(item.target);
    return (
      <a
        href={item.href}
        className={styles.target}
        data-target={item.target}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => onTarget?.(item.target, event)}
      >
        {mark}
        {label}
        {external ? <span className={visuallyHidden}> {t('sharing.target.newTab')}</span> : null}
      </a>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(`sharing.dialog.title.${kind}`)}>
      <div className={styles.root} data-part="share-dialog" data-kind={kind} data-copy-state={copyState}>
        <p className={styles.subjectTitle}>{subjectTitle}</p>
        {link === null ? (
          <p className={styles.errorMessage} role="alert">
            {t('sharing.dialog.noLink')}
          </p>
        ) : (
          <>
            <div>
              <label htmlFor={linkInputId} className={visuallyHidden}>
                {t('sharing.dialog.linkLabel')}
              </label>
              <div className={styles.linkRow}>
                <input
                  id={linkInputId}
                  className={styles.linkInput}
                  value={link}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby={copyState === 'failed' ? `${linkInputId}-error` : undefined}
                />
                <Button
                  className={styles.copyButton}
                  data-state={copyState}
                  data-target="copy"
                  leadingIcon={<Icon icon={copyState === 'copied' ? Check : LinkIcon} />}
                  onClick={onCopy}
                  loading={copyState === 'copying'}
                >
                  {copyState === 'copied' ? t('sharing.copy.copied') : t('sharing.target.copy')}
                </Button>
              </div>
              <span className={visuallyHidden} role="status">
                {copyState === 'copied' ? t('sharing.copy.copiedStatus') : ''}
              </span>
              {copyState === 'failed' ? (
                <p id={`${linkInputId}-error`} className={styles.errorMessage} role="alert">
                  {t('sharing.copy.failed')}
                </p>
              ) : null}
            </div>
            {startAt ? (
              <TextField
                label={t('sharing.startAt.label')}
                hint={t('sharing.startAt.hint')}
                placeholder={START_AT_PLACEHOLDER}
                value={startAt.value}
                onValueChange={startAt.onChange}
                autoComplete="off"
                error={startAt.error ? startAtErrorText(startAt.error, startAt.media, t) : undefined}
              />
            ) : null}
            {nativeShare ? (
              <div className={styles.nativeRow} data-state={nativeShare.state}>
                <Button
                  variant="secondary"
                  fullWidth
                  leadingIcon={<Icon icon={Share2} />}
                  loading={nativeShare.state === 'sharing'}
                  onClick={nativeShare.onShare}
                >
                  {t('sharing.native.button')}
                </Button>
                {nativeShare.state === 'failed' ? (
                  <p className={styles.errorMessage} role="alert">
                    {t('sharing.native.failed')}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ul className={styles.targets} aria-label={t('sharing.dialog.targetsLabel')}>
              {targets.map((item) => (
                <li key={item.target}>{tile(item)}</li>
              ))}
            </ul>
            {embed && embedOpen ? (
              <div id={embedPanelId} className={styles.panel} data-state={embed.copyState}>
                <label className={styles.panelLabel} htmlFor={`${embedPanelId}-code`}>
                  {t('sharing.embed.label')}
                </label>
                <textarea
                  id={`${embedPanelId}-code`}
                  className={styles.embedCode}
                  value={embed.snippet}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button
                  variant="secondary"
                  leadingIcon={<Icon icon={embed.copyState === 'copied' ? Check : Code} />}
                  loading={embed.copyState === 'copying'}
                  onClick={embed.onCopy}
                >
                  {embed.copyState === 'copied' ? t('sharing.embed.copied') : t('sharing.embed.copy')}
                </Button>
                {embed.copyState === 'failed' ? (
                  <p className={styles.errorMessage} role="alert">
                    {t('sharing.copy.failed')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}

function defaultOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The share dialog for a post, note, comment or clip. Controlled (`open` / `onOpenChange`).
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <ShareDialog open={open} onOpenChange={setOpen} subject={shareSubjectFromPost(post)} />
 * ```
 */
export function ShareDialog({ open, onOpenChange, subject, clipboard, nativeShare, origin }: ShareDialogProps) {
  const viewer = useViewer();
  const referralKey = referralKeyForUser(viewer.user?.id);
  const base = origin ?? defaultOrigin();
  const durationSeconds = subject.durationSeconds ?? null;
  const [startAt, dispatchStartAt] = useReducer(startAtTransition, durationSeconds, initialStartAtState);
  useEffect(() => dispatchStartAt({ type: 'DURATION', durationSeconds }), [durationSeconds]);
  const copyLink = useCopyLink({ clipboard });
  const copyEmbed = useCopyLink({ clipboard });
  const native = useNativeShare({ share: nativeShare, trackingProperties: { kind: subject.kind } });
  const { reset: resetCopy } = copyLink;
  const { reset: resetEmbed } = copyEmbed;
  const { reset: resetNative } = native;

  // Closing forgets the copy confirmation, a failure and the start time.
  useEffect(() => {
    if (open) return;
    resetCopy();
    resetEmbed();
    resetNative();
    dispatchStartAt({ type: 'RESET' });
  }, [open, resetCopy, resetEmbed, resetNative]);

  const startAtSeconds = subject.media ? startAt.seconds : null;
  const params = useMemo(() => ({ referralKey, startAtSeconds, origin: base }), [referralKey, startAtSeconds, base]);
  const link = shareTargetUrl('copy', subject, params);
  const targets: ShareTargetLink[] = [];
  for (const target of shareTargetsFor(subject)) {
    if (target === 'copy') continue;
    const href = shareTargetUrl(target, subject, params);
    if (href) targets.push({ target, href });
  }
  const snippet = embedSnippet(subject, base);

  const onTarget = (target: ShareTarget) => {
    if (target === 'instagram') {
      const clipLink = buildShareUrl(subject, { ...params, target: 'instagram' });
      if (clipLink) void copyLink.copy(clipLink);
    }
    if (inProductShareTargets.includes(target)) onOpenChange(false);
  };

  return (
    <ShareDialogView
      open={open}
      onOpenChange={onOpenChange}
      kind={subject.kind}
      subjectTitle={subject.title}
      link={link}
      targets={targets}
      copyState={copyLink.state.name}
      onCopy={() => {
        if (link) void copyLink.copy(link);
      }}
      startAt={
        subject.media
          ? { value: startAt.input, error: startAt.error, media: subject.media, onChange: (value) => dispatchStartAt({ type: 'CHANGE', value }) }
          : undefined
      }
      nativeShare={
        native.supported && link
          ? { state: native.state.name, onShare: () => void native.share({ title: subject.title, url: buildShareUrl(subject, params) ?? link }) }
          : undefined
      }
      embed={snippet ? { snippet, copyState: copyEmbed.state.name, onCopy: () => void copyEmbed.copy(snippet) } : undefined}
      onTarget={onTarget}
    />
  );
}
