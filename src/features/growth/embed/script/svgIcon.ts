/**
 * The standalone script's icons (scripts/build-embed.mjs): `lucide-react` resolves there to a module the build writes,
 * one `svgIcon(data)` per icon the script uses, `data` being lucide's own icon data (its `__iconData`), so the shapes
 * have one source. The component renders the `<svg>` lucide-react renders for the props the package passes (the Icon
 * part's: width, height, strokeWidth, absoluteStrokeWidth, fill, className, aria-*, role, focusable) without lucide's
 * runtime (its context, class merging and attribute-name tables), about 1.5 kB gzip of a 15 kB script.
 * svgIcon.test.ts compares the markup with lucide-react's.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** Lucide's data of one icon (`__iconData` of `lucide-react/icons/<name>`). */
export interface SvgIconData {
  name: string;
  aliases?: readonly string[];
  node: readonly (readonly [string, Record<string, string>])[];
}

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null);

/** A component drawing `data` as lucide-react draws it (24-unit view box, round caps and joins, `currentColor`). */
export function svgIcon(data: SvgIconData) {
  const iconClasses = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  return forwardRef<SVGSVGElement, SvgIconProps>(function SvgIcon(
    { color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    const w = width ?? size ?? 24;
    const classes = [...new Set([...iconClasses, ...(className?.split(/\s+/) ?? [])])].filter(Boolean).join(' ');
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: height ?? size ?? 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(w) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes,
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
