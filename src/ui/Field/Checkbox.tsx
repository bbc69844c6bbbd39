import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children' | 'asChild' | 'className'> {
  /** The label next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label, read with the checkbox. */
  hint?: ReactNode;
  /** An error naming the field and the rule ("Terms is required"). */
  error?: ReactNode;
  /** Controlled state: `true`, `false` or `'indeterminate'`. */
  checked?: CheckedState;
  /** Uncontrolled initial state. */
  defaultChecked?: CheckedState;
  /** Called with the new state. */
  onCheckedChange?: (checked: CheckedState) => void;
  /** Class on the row. */
  className?: string;
}

/**
 * A checkbox (Radix) with its label and optional hint in one row of at least 44 px; the label toggles it too.
 * Space toggles it from the keyboard. The box follows `data-state` (`checked`, `unchecked`, `indeterminate`).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox({ label, hint, error, id, className, disabled, ...rest }, ref) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.choiceRow} ${className}` : styles.choiceRow} data-disabled={disabled || undefined}>
      <RadixCheckbox.Root
        ref={ref}
        id={controlId}
        className={styles.checkbox}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        <RadixCheckbox.Indicator className={styles.checkIndicator}>
          <Icon icon={Check} size="compressed" className={styles.checkMark} />
          <Icon icon={Minus} size="compressed" className={styles.indeterminateMark} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.choiceText}>
        <label htmlFor={controlId} className={styles.choiceLabel}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={styles.choiceHint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
});
