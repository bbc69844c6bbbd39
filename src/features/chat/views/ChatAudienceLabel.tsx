import { Lock, MessageSquareLock } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import type { ChatAudience } from '../../../api/schemas/community';
import { useT } from '../../../platform/context';
import { Icon } from '../../../ui/Icon';
import * as styles from './ChatAudienceLabel.css';

const labels = {
  only_paid: 'chat.audience.only_paid',
  only_paid_replies: 'chat.audience.only_paid_replies',
  only_founding: 'chat.audience.only_founding',
  only_founding_replies: 'chat.audience.only_founding_replies',
} as const satisfies Record<Exclude<ChatAudience, 'all_subscribers'>, `chat.audience.${string}`>;

export interface ChatAudienceLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The thread's audience. `all_subscribers` renders nothing. */
  audience: ChatAudience;
}

/**
 * Who may read or reply to a thread (spec 000): "Paid subscribers only" (T001), "Paid subscriber replies" (T002),
 * "Founding members only" (T003), "Founding member replies" (T004). Nothing for `all_subscribers`. A padlock for
 * audiences that limit reading, a locked speech bubble for those that limit replies. `data-audience` names it.
 */
export function ChatAudienceLabel({ audience, className, ...rest }: ChatAudienceLabelProps) {
  const t = useT();
  if (audience === 'all_subscribers') return null;
  const repliesOnly = audience.endsWith('_replies');
  const tier = audience.startsWith('only_founding') ? 'founding' : 'paid';
  return (
    <span
      className={className ? `${styles.root} ${className}` : styles.root}
      data-part="audience-label"
      data-audience={audience}
      data-tier={tier}
      {...rest}
    >
      <Icon icon={repliesOnly ? MessageSquareLock : Lock} size="compressed" className={styles.icon} />
      {t(labels[audience])}
    </span>
  );
}
