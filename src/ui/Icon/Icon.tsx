import type { LucideIcon } from 'lucide-react';
import { ICON_STROKE_WIDTH, iconSizes } from '../../theme/sizes';

/** Icon sizes named by the spec: 20 px in buttons, 24 px in tabs, 14 px compressed (K023–K025). */
export const iconSizeNames = ['button', 'tab', 'compressed'] as const;
export type IconSize = (typeof iconSizeNames)[number];

export interface IconProps {
  /** A lucide-react icon component (`import { Heart } from 'lucide-react'`). */
  icon: LucideIcon;
  size?: IconSize;
  /** Accessible name. Without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Fill the shape with the current colour (the liked heart). */
  filled?: boolean;
  className?: string;
}

/** One icon family (lucide) with the spec's stroke width of 2. */
export function Icon({ icon: Glyph, size = 'button', label, filled, className }: IconProps) {
  const px = iconSizes[size];
  return (
    <Glyph
      width={px}
      height={px}
      strokeWidth={ICON_STROKE_WIDTH}
      absoluteStrokeWidth
      fill={filled ? 'currentColor' : 'none'}
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}
