import { Button } from '../../../ui/Button';
import { useT } from '../i18n';
import type { FriendConnectState } from '../friendConnect.machine';
import * as styles from './social.css';

export interface FriendConnectCardViewProps {
  /** `shown` or `dismissed` (renders nothing). */
  state: FriendConnectState['name'];
  /** "Find friends": the host's way to connect (left out: no button). */
  onConnect?: () => void;
  /** "Not now": hides the card for 7 days. */
  onDismiss?: () => void;
}

/** The friend-connect card (`feed-item-facebook-connect`): a short invitation with "Find friends" and "Not now". */
export function FriendConnectCardView({ state, onConnect, onDismiss }: FriendConnectCardViewProps) {
  const t = useT();
  if (state === 'dismissed') return null;
  return (
    <section className={styles.connect} data-part="friend-connect" data-state={state} aria-label={t('social.friendConnect.title')}>
      <h2 className={styles.connectTitle}>{t('social.friendConnect.title')}</h2>
      <p className={styles.connectBody}>{t('social.friendConnect.body')}</p>
      <div className={styles.connectActions}>
        {onConnect ? (
          <Button size="sm" onClick={onConnect}>
            {t('social.friendConnect.connect')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('social.friendConnect.dismiss')}
        </Button>
      </div>
    </section>
  );
}
