/**
 * The composer gate's inputs for a note (M48, the kit's one rule): who the reader is, from the platform's viewer, and
 * what they are answering. Pure.
 */
import type { GatePost, GateTarget, GateViewer, MembershipState } from '../../kit/composerGate';
import type { ViewerRole } from '../../platform/viewer';

/** The note replied to (its `reply_minimum_role`, author and mentions), or `null` for a new note. */
export interface NoteReplyTarget extends GateTarget {
  id: number;
}

/** What the composer is opened for. */
export interface ComposerRequest {
  replyTo?: NoteReplyTarget | null;
  /** The post the note replied to belongs to (`write_comment_permissions`, `audience`), when any. */
  post?: GatePost;
  /** The reader's membership of that publication, when the host knows it better than the role says. */
  membership?: MembershipState;
}

export function membershipOfRole(role: ViewerRole): MembershipState {
  switch (role) {
    case 'anonymous':
      return 'unsubscribed';
    case 'free':
      return 'free_signup';
    case 'paid':
    case 'founding':
    case 'contributor':
    case 'admin':
      return 'subscribed';
    default:
      return role satisfies never;
  }
}

export function gateViewerOf(viewer: { role: ViewerRole; user?: { id: number } }, membership?: MembershipState): GateViewer {
  return {
    userId: viewer.role === 'anonymous' ? null : (viewer.user?.id ?? null),
    membership: membership ?? membershipOfRole(viewer.role),
    isStaff: viewer.role === 'contributor' || viewer.role === 'admin',
  };
}
