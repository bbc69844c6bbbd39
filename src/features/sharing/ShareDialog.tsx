/**
 * The share dialog (inventory `share-dialog`, `copy-link-confirmation`; spec 000 "Share platforms", "Native share",
 * start-at; 001 "Social share targets", "Share params", copy confirmation 3 s).
 *
 * `ShareDialog` needs no API: `useShareDialog` reads the viewer, the platform clock (the 3 s "Copied!"), analytics
 * (native-share failures) and navigation (Notes and Direct message open in-product routes); `ShareDialogView`
 * (views/) is the bare view. The dialog opens on its own, so it sits inside a screen error boundary.
 *
 * Decisions (spec silent): the dialog title names the kind ("Share post"), the shared title shows under it; every
 * external target opens in a new tab with `rel="noopener noreferrer"`; Embed reveals the iframe code with its own
 * copy button; Instagram (clips only) has no web share address, so it copies the clip link and opens Instagram.
 */
import { withScreenBoundary } from '../../kit/Screen';
import type { ShareSubject } from './shareSubject';
import type { ClipboardLike } from './useCopyLink';
import type { NativeShareFunction } from './useNativeShare';
import { useShareDialog } from './useShareDialog';
import { ShareDialogView } from './views/ShareDialogView';

export type { ShareSubject } from './shareSubject';
export { ShareDialogView, type ShareDialogViewProps, type ShareStartAtProps, type ShareTargetLink } from './views/ShareDialogView';

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

function ConnectedShareDialog({ open, onOpenChange, subject, ...options }: ShareDialogProps) {
  const view = useShareDialog(subject, { open, onOpenChange, ...options });
  return <ShareDialogView open={open} onOpenChange={onOpenChange} {...view} />;
}

/**
 * The share dialog for a post, note, comment or clip. Controlled (`open` / `onOpenChange`).
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <ShareDialog open={open} onOpenChange={setOpen} subject={shareSubjectFromPost(post)} />
 * ```
 */
export const ShareDialog = withScreenBoundary('ShareDialog', ConnectedShareDialog);
