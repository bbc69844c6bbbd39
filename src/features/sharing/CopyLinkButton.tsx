/**
 * A "Copy link" button with its inline confirmation (inventory `copy-link-confirmation`, M14): "Copied!" for 3 s
 * of the platform clock (K027), announced politely; a clipboard failure shows the failure message under it until
 * the next try. For the footer's more menu, comments and anywhere a link is copied outside the share dialog.
 */
import { withScreenBoundary } from '../../kit/Screen';
import { Check, Link as LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { useT } from './i18n';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { visuallyHidden } from '../../ui/focus.css';
import { Icon } from '../../ui/Icon';
import * as styles from './ShareDialog.css';
import { type ClipboardLike, useCopyLink } from './useCopyLink';

export interface CopyLinkButtonProps {
  /** The address to copy (build it with `buildShareUrl` / `shareTargetUrl('copy', …)`). */
  url: string;
  /** Visible label before copying. Default "Copy link". */
  label?: string;
  /** Default `secondary`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Clipboard to use (tests, stories, webviews). Default `navigator.clipboard`. */
  clipboard?: ClipboardLike | null;
  /** Called after the link reached the clipboard. */
  onCopied?(url: string): void;
}

/** Copy link + "Copied!" for 3 s; `data-state` is the copy-link machine's state. */
function ConnectedCopyLinkButton({ url, label, variant = 'secondary', size, fullWidth, clipboard, onCopied }: CopyLinkButtonProps) {
  const t = useT();
  const errorId = useId();
  const copy = useCopyLink({ clipboard });
  const state = copy.state.name;
  return (
    <span className={styles.copyInline} data-part="copy-link" data-state={state}>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        className={styles.copyButton}
        data-state={state}
        loading={state === 'copying'}
        leadingIcon={<Icon icon={state === 'copied' ? Check : LinkIcon} />}
        aria-describedby={state === 'failed' ? errorId : undefined}
        onClick={async () => {
          if (await copy.copy(url)) onCopied?.(url);
        }}
      >
        {state === 'copied' ? t('sharing.copy.copied') : (label ?? t('sharing.target.copy'))}
      </Button>
      <span className={visuallyHidden} role="status">
        {state === 'copied' ? t('sharing.copy.copiedStatus') : ''}
      </span>
      {state === 'failed' ? (
        <span id={errorId} className={styles.errorMessage} role="alert">
          {t('sharing.copy.failed')}
        </span>
      ) : null}
    </span>
  );
}

/** CopyLinkButton inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const CopyLinkButton = withScreenBoundary('CopyLinkButton', ConnectedCopyLinkButton);
