import { Avatar as RadixAvatar } from 'radix-ui';
import { forwardRef } from 'react';
import * as styles from './Avatar.css';
import { avatarSizes, type AvatarSize } from './Avatar.css';
import { avatarTone, initials } from './avatarName';

export { avatarSizes, type AvatarSize };

export interface AvatarProps {
  /** The person's name: the image's alt text, and the source of the initials shown without a photo. */
  name: string;
  /** Photo URL. Without one, or while it loads or when it fails, the initials show. */
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
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 40, decorative, className },
  ref,
) {
  const tone = avatarTone(name);
  const rootClass = `${styles.root} ${styles.size[size]}${className ? ` ${className}` : ''}`;
  return (
    <RadixAvatar.Root ref={ref} className={rootClass} data-part="avatar" data-size={size}>
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={decorative ? '' : name} /> : null}
      <RadixAvatar.Fallback
        className={`${styles.fallback} ${styles.tone[tone]}`}
        data-tone={tone}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initials(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
