import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { Facepile } from '../../../ui/Avatar';
import { Dialog } from '../../../ui/Dialog';
import type { ReturnFocus } from '../../../ui/focusReturn';
import { isolate } from '../../../ui/bidi';
import { type AppFriend, appInstallTitle } from '../afterNotePost.machine';
import { useT } from '../i18n';
import * as styles from './notes.css';
import { primaryLink } from '../../../kit/signIn/signIn.css';

export interface AppInstallModalViewProps {
  open: boolean;
  /** The friends who use the app (empty when none, or when their read failed). */
  friends: readonly AppFriend[];
  /** Where "Get the app" goes (the app store page or the host's app page), through the URL policy. */
  appHref: string;
  onDismiss: () => void;
  /** Where focus goes on close (default: what had it when the modal opened). */
  returnFocus?: ReturnFocus;
}

/**
 * The app-install modal after a note (app-install-modal, M47): "Join {name} and others in the app" with the friends'
 * facepile, or "Notes is better in the app"; "Get the app"; 500 px wide.
 */
export function AppInstallModalView({ open, friends, appHref, onDismiss, returnFocus = 'trigger' }: AppInstallModalViewProps) {
  const t = useT();
  const title = appInstallTitle(friends);
  return (
    <Dialog
      open={open}
      size="sm"
      returnFocus={returnFocus}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={title.id === 'notes.appInstall.titleFriends' ? t(title.id, { name: isolate(title.name) }) : t(title.id)}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t('notes.appInstall.later')}
          </Button>
          <Link to={appHref} className={primaryLink} data-part="get-the-app" onClick={onDismiss}>
            {t('notes.appInstall.cta')}
          </Link>
        </>
      }
    >
      <div className={styles.stack} data-part="app-install" data-friends={friends.length}>
        {friends.length > 0 ? <Facepile people={friends.map((f) => ({ id: String(f.id), name: f.name, src: f.photo_url ?? null }))} /> : null}
        <p className={styles.text}>{t('notes.appInstall.body')}</p>
      </div>
    </Dialog>
  );
}
