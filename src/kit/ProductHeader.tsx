import type { ReactNode } from 'react';
import { usePublication } from '../platform/context';
import { Link } from '../platform/Link';
import * as styles from './productHeader.css';
import { paths } from './routes';

export interface ProductHeaderProps {
  /** The reader's tools at the header's end (`ProductApp` puts the global search's button here). */
  children?: ReactNode;
}

/**
 * The product's header on reader-facing pages: the publication's name, a link home, at the start and the reader's
 * tools at the end. It fetches nothing and draws no overlay: what it holds (the global search's button) loads its own
 * parts on demand. A plain bar, not a landmark: the pages under it draw their own `<header>`s (a second banner would
 * be one too many); a host with its own header leaves `ProductApp`'s off.
 */
export function ProductHeader({ children }: ProductHeaderProps) {
  const publication = usePublication();
  return (
    <div className={styles.header} data-part="product-header">
      {publication ? (
        <Link to={paths.home()} className={styles.brand}>
          <bdi>{publication.name}</bdi>
        </Link>
      ) : null}
      <div className={styles.tools}>{children}</div>
    </div>
  );
}
