import { useT } from '../../platform/context';
import { Avatar } from './Avatar';
import * as styles from './Avatar.css';
import type { AvatarSize } from './Avatar.css';

/** The spec's facepile shows 3 faces (K077). */
export const FACEPILE_MAX_FACES = 3;

export interface FacepilePerson {
  /** Stable key; the name is used when absent. */
  id?: string;
  name: string;
  /** Photo URL; initials show without one. */
  src?: string | null;
}

export interface FacepileProps {
  /** The people to show, most relevant first. Only the first `max` get a face. */
  people: readonly FacepilePerson[];
  /** Everyone the pile stands for, when the server sends a few faces and a count. Default `people.length`. */
  total?: number;
  /** Most faces shown. Default 3. */
  max?: number;
  /** Face diameter in px. Default `32`. */
  size?: AvatarSize;
  className?: string;
}

/**
 * Up to three overlapping faces, each ringed in the surface colour, then "+N others" for everyone else. The
 * whole pile is a group named with the number of people ("5 people").
 */
export function Facepile({ people, total, max = FACEPILE_MAX_FACES, size = 32, className }: FacepileProps) {
  const t = useT();
  const shown = people.slice(0, Math.max(0, max));
  const count = Math.max(total ?? people.length, people.length);
  const others = count - shown.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pile of faces is not a form control group; <fieldset> would mislead.
    <div
      role="group"
      aria-label={t('ui.facepile.label', { count })}
      className={className ? `${styles.facepile} ${className}` : styles.facepile}
      data-part="facepile"
    >
      <span className={styles.faces}>
        {shown.map((person, index) => (
          <Avatar
            key={person.id ?? person.name}
            name={person.name}
            src={person.src}
            size={size}
            className={index === 0 ? styles.face : `${styles.face} ${styles.overlap[size]}`}
          />
        ))}
      </span>
      {others > 0 ? <span className={styles.more}>{t('ui.facepile.more', { count: others })}</span> : null}
    </div>
  );
}
