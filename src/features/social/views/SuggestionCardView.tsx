import { X } from 'lucide-react';
import type { UserSuggestion } from '../../../api/schemas/feed';
import { Avatar, Facepile } from '../../../ui/Avatar';
import { Button, IconButton } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { isolate } from '../../../ui/bidi';
import { useT } from '../i18n';
import type { SuggestionCardStateName } from '../suggestionCard.machine';
import * as styles from './social.css';

/** The suggestion's mutuals the card shows (K077: 3). */
export const SUGGESTION_FACEPILE_MAX = 3;

export interface SuggestionCardViewProps {
  /** The suggestion (E… feed item `userSuggestions`): the person, their publication, the mutuals. */
  suggestion: UserSuggestion;
  /** The M45 state (`follow`, `follow_back`, `following`, `dismissed`): `data-state`; `dismissed` renders nothing. */
  state: SuggestionCardStateName;
  /** The button's text ("Follow", "Follow Back", "Following"), or `null` for the reader's own entry (no button). */
  buttonLabel: string | null;
  /** A follow call is on its way (the button is busy). */
  pending?: boolean;
  onFollow?: () => void;
  onDismiss?: () => void;
}

/**
 * A people-you-may-know card (`suggestion-card`, M45): photo, name, handle or publication, the mutuals' facepile (3
 * faces, "Followed by N people you follow"), "Follow" / "Follow Back" / "Following" (pressed), and a dismiss button.
 * Names are isolated (`<bdi>`); photos go through the media URL policy (`Avatar`).
 */
export function SuggestionCardView({ suggestion, state, buttonLabel, pending = false, onFollow, onDismiss }: SuggestionCardViewProps) {
  const t = useT();
  if (state === 'dismissed') return null;
  const { user, publication } = suggestion;
  const mutuals = suggestion.mutualsContext?.users ?? [];
  const subtitle = publication?.name ?? (user.handle ? `@${user.handle}` : null);
  return (
    <article className={styles.card} data-part="suggestion-card" data-state={state} aria-label={user.name}>
      {onDismiss ? (
        <IconButton
          className={styles.dismiss}
          size="sm"
          label={t('social.suggestion.dismiss', { name: isolate(user.name) })}
          icon={<Icon icon={X} />}
          onClick={onDismiss}
        />
      ) : null}
      <Avatar name={user.name} src={user.photo_url ?? null} size={56} decorative />
      <p className={styles.name}>
        <bdi>{user.name}</bdi>
      </p>
      {subtitle ? (
        <p className={styles.meta}>
          <bdi>{subtitle}</bdi>
        </p>
      ) : null}
      {mutuals.length > 0 ? (
        <div className={styles.mutuals} data-part="suggestion-mutuals">
          <Facepile people={mutuals.map((m) => ({ id: String(m.id), name: m.name, src: m.photo_url ?? null }))} max={SUGGESTION_FACEPILE_MAX} size={24} />
          <p className={styles.mutualsText}>{t('social.suggestion.mutuals', { count: mutuals.length })}</p>
        </div>
      ) : null}
      {buttonLabel ? (
        <Button variant={state === 'following' ? 'secondary' : 'primary'} size="sm" loading={pending} onClick={onFollow} data-part="suggestion-follow">
          {buttonLabel}
        </Button>
      ) : null}
    </article>
  );
}
