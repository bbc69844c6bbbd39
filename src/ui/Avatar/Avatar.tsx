import { forwardRef } from 'react';
import { safeMediaUrl } from '../url';
import * as styles from './Avatar.css';
import { avatarSizes, type AvatarSize } from './Avatar.css';
import { avatarTone, initials } from './avatarName';

export { avatarSizes, type AvatarSize };

export interface AvatarProps {
  /** The person's name: the image's alt text, and the source of the initials shown without a photo. */
  name: string;
  /**
   * Photo URL. Without one, or while it loads or when it fails, the initials show. It goes through the kit's media
   * policy (`safeMediaUrl`): a refused address (`javascript:`, `data:image/svg+xml`…) shows the initials.
   */
  src?: string | null;
  /** Diameter in px, one of `avatarSizes`. Default `40`. */
  size?: AvatarSize;
  /** Hide from assistive technology when the name is printed right next to the avatar. */
  decorative?: boolean;
  className?: string;
}

/**
 * A round photo of a person, falling back to their initials on a colour chosen from their name (the same name
 * always gets the same colour). Exposed as one image named after the person.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar({ name, src: rawSrc, size = 40, decorative, className }, ref) {
  const src = safeMediaUrl(rawSrc);
  const tone = avatarTone(name);
  const rootClass = `${styles.root} ${styles.size[size]}${className ? ` ${className}` : ''}`;
  // The initials are always rendered underneath and the photo covers them once it loads. A failed photo is hidden
  // and the initials take over its accessible name, directly in the DOM: no state, so a list of thousands of
  // avatars does not re-render once per image.
  const named = !decorative;
  return (
    <span ref={ref} className={rootClass} data-part="avatar" data-size={size}>
      <span
        className={`${styles.fallback} ${styles.tone[tone]}`}
        data-tone={tone}
        {...(named && !src ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      >
        {initials(name)}
      </span>
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={named ? name : ''}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            const img = event.currentTarget;
            img.setAttribute('data-failed', '');
            const fallback = img.previousElementSibling;
            if (named && fallback) {
              fallback.removeAttribute('aria-hidden');
              fallback.setAttribute('role', 'img');
              fallback.setAttribute('aria-label', name);
            }
          }}
        />
      ) : null}
    </span>
  );
});
