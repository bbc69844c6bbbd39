import { withScreenBoundary } from '../../../../kit/Screen';
import { useViewer } from '../../../../platform/context';
import type { ViewerRole } from '../../../../platform/viewer';
import { type UseClipCreateOptions, useClipCreate } from './useClipCreate';
import { ClipCreateControlView } from './views/ClipCreateControlView';

export interface ClipCreateControlProps extends Omit<UseClipCreateOptions, 'subscribed'> {
  /** Whether the viewer is subscribed; default from the viewer's role (paid, founding, contributor, admin). */
  subscribed?: boolean;
}

const subscribedRoles: readonly ViewerRole[] = ['paid', 'founding', 'contributor', 'admin'];

/**
 * The create-clip control (spec 000): `useClipCreate` joined with `ClipCreateControlView`. Mount it next to a video
 * player and a `ClipModal` on the same page: a new clip opens in that modal through the address.
 */
function ConnectedClipCreateControl({ subscribed, ...options }: ClipCreateControlProps) {
  const viewer = useViewer();
  const clip = useClipCreate({ ...options, subscribed: subscribed ?? subscribedRoles.includes(viewer.role) });
  return <ClipCreateControlView state={clip.state} block={clip.block} onCreate={clip.create} />;
}

/** ClipCreateControl inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const ClipCreateControl = withScreenBoundary('ClipCreateControl', ConnectedClipCreateControl);
