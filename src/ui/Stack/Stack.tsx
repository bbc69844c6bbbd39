import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export const stackDirections = ['column', 'row'] as const;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** Space between children (a `space` token), responsive: `{ desktop: '6', mobile: '4' }`. Default `'4'`. */
  gap?: Sprinkles['gap'];
  /** Default `column`. */
  direction?: (typeof stackDirections)[number];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /** Rows wrap onto the next line. */
  wrap?: boolean;
  /** The element rendered. Default `div`. */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Children in a column (or a row) with one token of space between them: the layout most screens are made of. */
export function Stack({ gap = '4', direction = 'column', align, justify, wrap, as: Element = 'div', className, children, ...rest }: StackProps) {
  const classes = sprinkles({
    display: 'flex',
    flexDirection: direction,
    gap,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
  });
  return (
    <Element className={className ? `${classes} ${className}` : classes} {...rest}>
      {children}
    </Element>
  );
}
