import type { PublicUser } from '../../../api/schemas/posts';
import { useT } from '../i18n';
import { Facepile, FACEPILE_MAX_FACES } from '../../../ui/Avatar';
import { isolatedText } from '../../../ui/bidi';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './footer.css';

export interface PostFacepileProps {
  status: 'loading' | 'ready';
  /** People who liked the post, newest first (E24 `reactors`). */
  reactors?: readonly PublicUser[];
  /** People who restacked it (E24 `restackers`). */
  restackers?: readonly PublicUser[];
  /** The post's `reactor_names` (optimistic after a like; an admin's like shows the author's name). Default: reactors' names. */
  reactorNames?: readonly string[];
}

/** Reactors then restackers, each person once. */
export function facepilePeople(reactors: readonly PublicUser[] = [], restackers: readonly PublicUser[] = []): PublicUser[] {
  const seen = new Set<number>();
  return [...reactors, ...restackers].filter((u) => {
    if (seen.has(u.id)) return false;
    seen.add(u.id);
    return true;
  });
}

/**
 * Faces of who liked and restacked the post (post-facepile): up to 3 faces (K077) and the first names. Loading shows
 * a skeleton of the same size; nobody yet → nothing.
 */
export function PostFacepile({ status, reactors = [], restackers = [], reactorNames }: PostFacepileProps) {
  const t = useT();
  if (status === 'loading') {
    return (
      <div className={styles.facepile} data-part="post-facepile" data-state="loading" role="status" aria-label={t('footer.facepile.loading')}>
        <Skeleton width="72px" height="32px" radius="pill" />
        <Skeleton width="120px" height="14px" />
      </div>
    );
  }
  const people = facepilePeople(reactors, restackers);
  const likedBy = (reactorNames && reactorNames.length > 0 ? reactorNames : reactors.map((p) => p.name)).slice(0, 2);
  if (people.length === 0 && likedBy.length === 0) return null;
  // Each name in its own <bdi>: a name with a right-to-left override must not reorder the sentence around it.
  const text =
    likedBy.length > 0
      ? isolatedText((names) => t('footer.facepile.likedBy', { names: names.join(', ') }), likedBy)
      : isolatedText(
          (names) => t('footer.facepile.restackedBy', { names: names.join(', ') }),
          restackers.slice(0, 2).map((p) => p.name),
        );
  return (
    <div className={styles.facepile} data-part="post-facepile" data-state="ready">
      <Facepile
        people={people.map((p) => ({ id: String(p.id), name: p.name, src: p.photo_url ?? null }))}
        max={FACEPILE_MAX_FACES}
        size={32}
        className={styles.facepileFaces}
      />
      <span className={styles.facepileNames} data-part="facepile-names">
        {text}
      </span>
    </div>
  );
}
