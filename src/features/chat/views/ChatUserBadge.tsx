import type { HTMLAttributes } from 'react';
import type { ChatUserPubRole } from '../../../api/schemas/community';
import { useT } from '../i18n';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import * as styles from './ChatUserBadge.css';

/** The badges a chat author can carry, in the order they show. */
export const chatUserBadgeKinds = ['author', 'founding', 'paid'] as const;
export type ChatUserBadgeKind = (typeof chatUserBadgeKinds)[number];

/**
 * The badges next to an author's name (spec 000 "Author badge for roles admin or contributor; founding badge;
 * paid badge for subscribed members"). One badge at most, the most telling: a publication's own people get
 * "Author" (their membership would say nothing more), a founding member "Founding" (founding members are paid
 * subscribers too, so "Paid" would repeat it), a subscribed member "Paid". Free members get none.
 */
export function chatUserBadgeKind(pubRole: ChatUserPubRole | null | undefined): ChatUserBadgeKind | null {
  if (!pubRole) return null;
  if (pubRole.role === 'admin' || pubRole.role === 'contributor') return 'author';
  if (pubRole.is_founding) return 'founding';
  if (pubRole.membership_state === 'subscribed') return 'paid';
  return null;
}

const variants: Record<ChatUserBadgeKind, BadgeVariant> = { author: 'accent', founding: 'founding', paid: 'outline' };

export interface ChatUserBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The author's standing with the publication (`user_pub_role`). Nothing renders without a badge to show. */
  pubRole: ChatUserPubRole | null | undefined;
}

/** "Author", "Founding" or "Paid" in a small pill after a name; `data-badge` names which. */
export function ChatUserBadge({ pubRole, className, ...rest }: ChatUserBadgeProps) {
  const t = useT();
  const kind = chatUserBadgeKind(pubRole);
  if (!kind) return null;
  const label = kind === 'author' ? t('chat.badge.author') : kind === 'founding' ? t('chat.badge.founding') : t('chat.badge.paid');
  return (
    <Badge variant={variants[kind]} size="sm" className={className ? `${styles.badge} ${className}` : styles.badge} data-badge={kind} {...rest}>
      {label}
    </Badge>
  );
}
