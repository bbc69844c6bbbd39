/**
 * The few words the chat machines and the chat views spell differently, mapped in one place. Pure.
 *
 * | machines (`permissions.ts`, `replyPermission.ts`) | views (`views/types.ts`) |
 * |---|---|
 * | item kind `post` / `comment` | `thread` / `reply` |
 * | reply blocked `locked`, `replyLocked` | composer reason `locked` |
 * | `paidOnly` / `foundingOnly` / `subscribersOnly`, `signedOut` | `paid` / `founding` / `subscribers` |
 * | a `PUBLICATION_BAN` answer to a reply | `banned` |
 * | `readOnly`, `unavailable` | no composer at all (`null`) |
 * | audience placeholder message ids | `founding` / `paid` / `subscribers` |
 */
import type { ChatAudience } from '../../../api/schemas/community';
import type { ChatItemKind as MachineItemKind } from '../permissions';
import { composerPlaceholder, type ReplyBlockedReason } from '../replyPermission';
import type { ChatComposerDisabledReason, ChatComposerPlaceholder, ChatItemKind as ViewItemKind } from '../views/types';

export function viewItemKind(kind: MachineItemKind): ViewItemKind {
  return kind === 'post' ? 'thread' : 'reply';
}

export function machineItemKind(kind: ViewItemKind): MachineItemKind {
  return kind === 'thread' ? 'post' : 'comment';
}

/** The API path segment of an item kind (reactions, reports): `posts` or `comments`. */
export function apiItemKind(kind: MachineItemKind): 'posts' | 'comments' {
  return kind === 'post' ? 'posts' : 'comments';
}

/** Whether a reason hides the composer instead of disabling it (read-only mode, a thread not shown). */
export function hidesComposer(reason: ReplyBlockedReason | null): boolean {
  return reason === 'readOnly' || reason === 'unavailable';
}

/**
 * Why the composer is disabled, in the view's words. `banned`: the server refused the reader's reply with
 * `PUBLICATION_BAN` (it wins over the rules). `null` when the reader may reply, or when the composer is hidden
 * (`hidesComposer`).
 */
export function composerDisabledReason(reason: ReplyBlockedReason | null, banned = false): ChatComposerDisabledReason | null {
  if (banned) return 'banned';
  switch (reason) {
    case null:
    case 'readOnly':
    case 'unavailable':
      return null;
    case 'locked':
    case 'replyLocked':
      return 'locked';
    case 'paidOnly':
      return 'paid';
    case 'foundingOnly':
      return 'founding';
    case 'subscribersOnly':
    case 'signedOut':
      return 'subscribers';
    default:
      return reason satisfies never;
  }
}

const placeholderKinds = {
  'chat.composer.placeholder.founding': 'founding',
  'chat.composer.placeholder.paid': 'paid',
  'chat.composer.placeholder.subscribers': 'subscribers',
} as const satisfies Record<ReturnType<typeof composerPlaceholder>, ChatComposerPlaceholder>;

/** The composer placeholder of a thread's audience (T005–T007). */
export function composerPlaceholderKind(audience: ChatAudience): ChatComposerPlaceholder {
  return placeholderKinds[composerPlaceholder(audience)];
}
