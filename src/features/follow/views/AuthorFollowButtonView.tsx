import { Bell, BellRing } from 'lucide-react';
import { useId } from 'react';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import * as styles from './AuthorFollowButtonView.css';

export const authorFollowViewStates = ['loading', 'not_following', 'following', 'pending'] as const;
export type AuthorFollowViewState = (typeof authorFollowViewStates)[number];

export interface AuthorFollowButtonViewProps {
  /** `loading` (the reader's subscription is on its way), `pending` (a change is being saved; shown already). */
  state: AuthorFollowViewState;
  /** What the button shows: "Notified" (T056) when true, else "Get Notified" (T055). */
  following: boolean;
  /** Named in the button's description. */
  authorName: string;
  onToggle: () => void;
}

/**
 * The bare author-follow toggle (`author-follow-toggle`): "Get Notified" ↔ "Notified", `aria-pressed`, described as
 * e-mail notifications for the author. `data-state` carries the state.
 */
export function AuthorFollowButtonView({ state, following, authorName, onToggle }: AuthorFollowButtonViewProps) {
  const t = useT();
  const hintId = useId();
  return (
    <span className={styles.root} data-part="author-follow" data-state={state}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        className={styles.button}
        aria-pressed={following}
        aria-describedby={hintId}
        disabled={state === 'loading'}
        onClick={onToggle}
        leadingIcon={<Icon icon={following ? BellRing : Bell} className={following ? styles.following : undefined} />}
      >
        {following ? t('follow.following') : t('follow.follow')}
      </Button>
      <span id={hintId} className={visuallyHidden}>
        {isolatedText(([author]) => t('follow.hint', { author }), [authorName])}
      </span>
    </span>
  );
}
