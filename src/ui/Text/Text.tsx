import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export const textRoles = ['eyebrow', 'lede', 'muted'] as const;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** `eyebrow` (small capitals above a title), `lede` (the sentence under it) or `muted` (secondary text). */
  tone: (typeof textRoles)[number];
  /** Default `p`. */
  as?: 'p' | 'span' | 'div';
  className?: string;
  children?: ReactNode;
}

/** A paragraph in one of the layout's text roles. */
export function Text({ tone, as: Element = 'p', className, children, ...rest }: TextProps) {
  const classes = styles.tone[tone];
  return (
    <Element className={className ? `${classes} ${className}` : classes} {...rest}>
      {children}
    </Element>
  );
}

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  /** The heading level in the document outline. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
  children?: ReactNode;
}

/** A page title in the reading face, at the level the outline needs. */
export function Heading({ level, className, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element className={className ? `${styles.tone.title} ${className}` : styles.tone.title} {...rest}>
      {children}
    </Element>
  );
}
