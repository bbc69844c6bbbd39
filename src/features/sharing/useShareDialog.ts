/**
 * The share dialog's data hook: the viewer's referral key (`r`, gap G39: user id in base 36), the start-at input
 * (M11), copy link and copy embed (M14, on the platform clock), native share (M15, failures tracked), and the
 * targets' addresses. Closing forgets the copy confirmation, a failure and the start time. No API calls.
 */
import { useEffect, useMemo } from 'react';
import { useMachine } from '../../kit/useMachine';
import { useViewer } from '../../platform/context';
import { initialStartAtState, transition } from './shareStartAt.machine';
import type { ShareSubject } from './shareSubject';
import { buildShareUrl, embedSnippet, inProductShareTargets, referralKeyForUser, type ShareTarget, shareTargetsFor, shareTargetUrl } from './shareUrls';
import { type ClipboardLike, useCopyLink } from './useCopyLink';
import { type NativeShareFunction, useNativeShare } from './useNativeShare';
import type { ShareDialogViewProps, ShareTargetLink } from './views/ShareDialogView';

export interface UseShareDialogOptions {
  open: boolean;
  onOpenChange(open: boolean): void;
  clipboard?: ClipboardLike | null | undefined;
  nativeShare?: NativeShareFunction | null | undefined;
  /** Origin that app-path subject URLs resolve against. Default `window.location.origin`. */
  origin?: string | undefined;
}

function defaultOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/** The view's props for `subject` (all but `open` / `onOpenChange`). */
export function useShareDialog(subject: ShareSubject, { open, onOpenChange, clipboard, nativeShare, origin }: UseShareDialogOptions) {
  const viewer = useViewer();
  const referralKey = referralKeyForUser(viewer.user?.id);
  const base = origin ?? defaultOrigin();
  const durationSeconds = subject.durationSeconds ?? null;
  const [startAt, sendStartAt] = useMachine(transition, () => initialStartAtState(durationSeconds));
  useEffect(() => void sendStartAt({ type: 'DURATION', durationSeconds }), [durationSeconds, sendStartAt]);
  const copyLink = useCopyLink({ clipboard });
  const copyEmbed = useCopyLink({ clipboard });
  const native = useNativeShare({ share: nativeShare, trackingProperties: { kind: subject.kind } });
  const { reset: resetCopy } = copyLink;
  const { reset: resetEmbed } = copyEmbed;
  const { reset: resetNative } = native;

  useEffect(() => {
    if (open) return;
    resetCopy();
    resetEmbed();
    resetNative();
    sendStartAt({ type: 'RESET' });
  }, [open, resetCopy, resetEmbed, resetNative, sendStartAt]);

  const startAtSeconds = subject.media ? startAt.seconds : null;
  const params = useMemo(() => ({ referralKey, startAtSeconds, origin: base }), [referralKey, startAtSeconds, base]);
  const link = shareTargetUrl('copy', subject, params);
  const targets: ShareTargetLink[] = [];
  for (const target of shareTargetsFor(subject)) {
    const href = target === 'copy' ? null : shareTargetUrl(target, subject, params);
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

  const view: Omit<ShareDialogViewProps, 'open' | 'onOpenChange'> = {
    kind: subject.kind,
    subjectTitle: subject.title,
    link,
    targets,
    copyState: copyLink.state.name,
    onCopy: () => {
      if (link) void copyLink.copy(link);
    },
    startAt: subject.media
      ? { value: startAt.input, error: startAt.error, media: subject.media, onChange: (value) => void sendStartAt({ type: 'CHANGE', value }) }
      : undefined,
    nativeShare:
      native.supported && link
        ? { state: native.state.name, onShare: () => void native.share({ title: subject.title, url: buildShareUrl(subject, params) ?? link }) }
        : undefined,
    embed: snippet ? { snippet, copyState: copyEmbed.state.name, onCopy: () => void copyEmbed.copy(snippet) } : undefined,
    onTarget,
  };
  return view;
}
