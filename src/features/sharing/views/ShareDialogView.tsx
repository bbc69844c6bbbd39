/**
 * The bare share dialog: the link with Copy link ("Copied!" for 3 s), an optional start-at input, an optional
 * "Share via…" native-share button, the targets as links, and Embed's code. Props in, markup out; finite states are
 * in `data-state` attributes. `ShareDialog` (../ShareDialog.tsx) connects it.
 */
import { Code, Link as LinkIcon, Share2 } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import type { CopyLinkStateName } from '../copyLink.machine';
import type { NativeShareStateName } from '../nativeShare.machine';
import * as styles from '../ShareDialog.css';
import { formatStartAt, type StartAtError } from '../shareStartAt.machine';
import type { ShareSubjectKind } from '../shareSubject';
import type { ShareTarget } from '../shareUrls';
import { useReturnFocus } from '../../../ui/useReturnFocus';
import { CopyField } from './CopyField';
import { ShareTargetTile } from './ShareTargetTile';

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

function startAtErrorText(error: StartAtError, media: 'video' | 'podcast', t: ReturnType<typeof useT>): string {
  return error.rule === 'format'
    ? t('sharing.startAt.invalidFormat')
    : t('sharing.startAt.tooLate', { max: formatStartAt(error.maxSeconds), media: t(`sharing.startAt.media.${media}`) });
}

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
  const embedToggle = { open: embedOpen, panelId: embedPanelId, toggle: () => setEmbedOpen((value) => !value) };

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
            <CopyField
              layout="row"
              fieldId={linkInputId}
              label={t('sharing.dialog.linkLabel')}
              value={link}
              copyState={copyState}
              onCopy={onCopy}
              copyText={t('sharing.target.copy')}
              copiedText={t('sharing.copy.copied')}
              copiedStatus={t('sharing.copy.copiedStatus')}
              icon={LinkIcon}
              target="copy"
            />
            {startAt ? (
              <TextField
                label={t('sharing.startAt.label')}
                hint={t('sharing.startAt.hint')}
                placeholder={t('sharing.startAt.placeholder')}
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
                <li key={item.target}>
                  <ShareTargetTile item={item} embed={embedToggle} onTarget={onTarget} />
                </li>
              ))}
            </ul>
            {embed && embedOpen ? (
              <CopyField
                layout="panel"
                id={embedPanelId}
                fieldId={`${embedPanelId}-code`}
                label={t('sharing.embed.label')}
                value={embed.snippet}
                copyState={embed.copyState}
                onCopy={embed.onCopy}
                copyText={t('sharing.embed.copy')}
                copiedText={t('sharing.embed.copied')}
                icon={Code}
              />
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
