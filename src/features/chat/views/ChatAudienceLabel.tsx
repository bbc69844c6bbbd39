import { Lock, MessageSquareLock } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import type { ChatAudience } from '../../../api/schemas/community';
import { useChatListT as useT } from '../i18n';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { audienceLabel } from '../replyPermission';
import * as styles from './ChatAudienceLabel.css';

/** How the label looks: quiet text with an icon (thread card), or a small badge (list rows, permalinks, snippets). */
export const chatAudienceLabelAppearances = ['label', 'badge'] as const;
export type ChatAudienceLabelAppearance = (typeof chatAudienceLabelAppearances)[number];

export interface ChatAudienceLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The thread's audience. `all_subscribers` renders nothing. */
  audience: ChatAudience;
  /**
   * `label` (default): an icon and small text, a padlock for audiences that limit reading, a locked speech bubble
   * for those that limit replies. `badge`: a small badge, filled in the tier's colour (paid / founding) when the
   * audience limits reading, outlined when it limits only replies.
   */
  appearance?: ChatAudienceLabelAppearance;
}

/**
 * Who may read or reply to a thread (spec 000): "Paid subscribers only" (T001), "Paid subscriber replies" (T002),
 * "Founding members only" (T003), "Founding member replies" (T004), the text from `audienceLabel`. Nothing for
 * `all_subscribers`. `data-audience` names it, `data-tier` (`paid` / `founding`) its tier. The one audience label
 * of the chat: the thread card, the list rows, the permalink pages and the preview snippet all use it.
 */
export function ChatAudienceLabel({ audience, appearance = 'label', className, ...rest }: ChatAudienceLabelProps) {
  const t = useT();
  const labelId = audienceLabel(audience);
  if (labelId === null) return null;
  const repliesOnly = audience.endsWith('_replies');
  const tier = audience.startsWith('only_founding') ? 'founding' : 'paid';
  if (appearance === 'badge') {
    return (
      <Badge size="sm" variant={repliesOnly ? 'outline' : tier} className={className} data-audience={audience} data-tier={tier} {...rest}>
        {t(labelId)}
      </Badge>
    );
  }
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root} data-part="audience-label" data-audience={audience} data-tier={tier} {...rest}>
      <Icon icon={repliesOnly ? MessageSquareLock : Lock} size="compressed" className={styles.icon} />
      {t(labelId)}
    </span>
  );
}
