import { UserX } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useT } from '../i18n';
import { Icon } from '../../../ui/Icon';
import * as styles from './notice.css';

export const chatBlockedRelations = ['blocked_you', 'you_blocked'] as const;
export type ChatBlockedRelation = (typeof chatBlockedRelations)[number];

export interface ChatBlockedNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `blocked_you`: the author blocked the reader; `you_blocked`: the reader blocked the author. */
  relation: ChatBlockedRelation;
}

/**
 * Stands in for an item whose author and the reader are blocked from each other (spec 000): "This person blocked
 * you" (T008) or "This person is blocked" (T009). `data-relation` names which.
 */
export function ChatBlockedNotice({ relation, className, ...rest }: ChatBlockedNoticeProps) {
  const t = useT();
  return (
    <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} data-part="blocked-notice" data-relation={relation} {...rest}>
      <Icon icon={UserX} size="compressed" className={styles.icon} />
      <span>{relation === 'blocked_you' ? t('chat.blocked.blockedYou') : t('chat.blocked.youBlocked')}</span>
    </div>
  );
}
