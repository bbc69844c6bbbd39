import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../platform/context';
import { visuallyHidden } from '../focus.css';
import * as styles from './Skeleton.css';
import { type SkeletonRadius, skeletonRadiusNames } from './Skeleton.css';

export { skeletonRadiusNames, type SkeletonRadius };

/** Post-card skeleton rows shown while a post list loads (K094). */
export const SKELETON_ROWS_DEFAULT = 6;

export interface SkeletonProps {
  /** CSS width; a number means px. Default `100%`. */
  width?: number | string;
  /** CSS height; a number means px. Default `1em`. */
  height?: number | string;
  /** Corner radius from the theme; `round` for avatars. Default `md`. */
  radius?: SkeletonRadius;
  className?: string;
}

/**
 * A shimmering placeholder block. Decorative (hidden from assistive technology): wrap skeletons in a
 * `SkeletonGroup`, which tells screen readers once that content is loading.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const classes = `${styles.block} ${styles.radius[radius]}${className ? ` ${className}` : ''}`;
  return <span className={classes} style={style} aria-hidden data-part="skeleton" />;
}

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter, like the end of a paragraph. Default 3. */
  lines?: number;
  className?: string;
}

/** Placeholder lines of text. Decorative; wrap in a `SkeletonGroup`. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span className={className ? `${styles.text} ${className}` : styles.text} aria-hidden data-part="skeleton-text">
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className={`${styles.block} ${styles.radius.sm} ${styles.line}`} />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps {
  /** What is loading, for screen readers. Default "Loading content". */
  label?: string;
  /** Skeleton shapes; hidden from assistive technology. */
  children: ReactNode;
  className?: string;
}

/**
 * The loading region around skeletons: `aria-busy` while it stands in for content, with one visually hidden
 * status message ("Loading content"), so a screen reader hears it once however many shapes there are.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const t = useT();
  return (
    <div className={className ? `${styles.group} ${className}` : styles.group} aria-busy="true" data-part="skeleton-group">
      <span role="status" className={visuallyHidden}>
        {label ?? t('ui.skeleton.loading')}
      </span>
      <div aria-hidden>{children}</div>
    </div>
  );
}

export interface SkeletonRowsProps {
  /** Number of rows. Default 6 (K094). */
  count?: number;
  /** What is loading, for screen readers. Default "Loading content". */
  label?: string;
  className?: string;
}

/** A loading post-card list: rows of title, subtitle and meta lines beside a thumbnail. Announces itself once. */
export function SkeletonRows({ count = SKELETON_ROWS_DEFAULT, label, className }: SkeletonRowsProps) {
  const line = (extra: string) => `${styles.block} ${styles.radius.sm} ${extra}`;
  return (
    <SkeletonGroup label={label} className={className}>
      <div className={styles.rows} data-part="skeleton-rows">
        {Array.from({ length: Math.max(0, count) }, (_, index) => (
          <div key={index} className={styles.row} data-part="skeleton-row">
            <div className={styles.rowText}>
              <span className={line(styles.rowTitle)} />
              <span className={line(styles.rowSubtitle)} />
              <span className={line(styles.rowMeta)} />
            </div>
            <span className={`${styles.block} ${styles.radius.md} ${styles.rowThumb}`} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
