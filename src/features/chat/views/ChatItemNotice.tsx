import { CircleAlert, EyeOff, Flag, RotateCw } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useT } from '../i18n';
import { Icon } from '../../../ui/Icon';
import * as styles from './notice.css';
import type { ChatItemKind, ChatItemNoticeKind } from './types';

const texts = {
  reported: { thread: 'chat.notice.reportedThread', reply: 'chat.notice.reportedReply' },
  unavailable: { thread: 'chat.notice.threadUnavailable', reply: 'chat.notice.replyUnavailable' },
} as const satisfies Record<Exclude<ChatItemNoticeKind, 'notDelivered'>, Record<ChatItemKind, `chat.notice.${string}`>>;

export interface ChatItemNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  kind: ChatItemNoticeKind;
  /** Whether the notice stands for a thread or a reply (the texts differ). Default `reply`. */
  item?: ChatItemKind;
  /** `notDelivered` only: shows "Retry" and calls this when pressed. */
  onRetry?: () => void;
}

/**
 * What stands in for an item the reader cannot see, or follows their own item that failed to send:
 * - `reported`: "You reported this thread" / "You reported this reply" (T010, T011), in place of the content;
 * - `unavailable`: "This thread is not available" / "This reply is not available" (T012, T013), in place of it;
 * - `notDelivered`: "Not delivered" (T014) under the reader's own item, with a "Retry" button (gap G04).
 * `data-kind` names the notice.
 */
export function ChatItemNotice({ kind, item = 'reply', onRetry, className, ...rest }: ChatItemNoticeProps) {
  const t = useT();
  if (kind === 'notDelivered') {
    return (
      <div className={className ? `${styles.failed} ${className}` : styles.failed} data-part="item-notice" data-kind={kind} {...rest}>
        <Icon icon={CircleAlert} size="compressed" className={styles.failedIcon} />
        <span>{t('chat.notice.notDelivered')}</span>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Icon icon={RotateCw} size="compressed" />
            {t('chat.notice.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} data-part="item-notice" data-kind={kind} {...rest}>
      <Icon icon={kind === 'reported' ? Flag : EyeOff} size="compressed" className={styles.icon} />
      <span>{t(texts[kind][item])}</span>
    </div>
  );
}
