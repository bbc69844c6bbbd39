import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './Collapsible.css';
import { useCollapsible } from './useCollapsible';

export interface CollapsibleProps {
  /** The trigger's text, e.g. "Columnists". */
  label: ReactNode;
  /** The content shown when open. Hidden (and out of the tab order) when collapsed. */
  children: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called with the requested state when the reader presses the trigger. */
  onOpenChange?: (open: boolean) => void;
  /** Wraps the trigger in a heading of this level, so the group appears in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Id of the content region; generated when absent. */
  id?: string;
  className?: string;
}

/**
 * A panel that opens and closes with a 250 ms height animation (spec M54). The trigger is a native button
 * (Enter and Space toggle it) with `aria-expanded` and `aria-controls`; the region carries the machine state in
 * `data-state` (`collapsed`, `startExpanding`, `expanding`, `expanded`, `startCollapsing`, `collapsing`).
 */
export function Collapsible({ label, children, open, defaultOpen, onOpenChange, headingLevel, id, className }: CollapsibleProps) {
  const generatedId = useId();
  const regionId = id ?? `${generatedId}-content`;
  const triggerId = `${regionId}-trigger`;
  const { state, open: isOpen, toggle, regionRef, onTransitionEnd } = useCollapsible({ open, defaultOpen, onOpenChange });

  const button = (
    <button type="button" id={triggerId} className={styles.trigger} aria-expanded={isOpen} aria-controls={regionId} data-state={state.name} onClick={toggle}>
      <span>{label}</span>
      <span className={styles.chevron} aria-hidden>
        <Icon icon={ChevronDown} />
      </span>
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-part="collapsible" data-state={state.name}>
      {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
      <div
        ref={regionRef}
        id={regionId}
        className={styles.region}
        data-state={state.name}
        hidden={state.name === 'collapsed'}
        onTransitionEnd={onTransitionEnd}
      >
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
