import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children' | 'asChild' | 'className'> {
  /** What the switch turns on ("Email me new posts"); clicking it toggles the switch too. */
  label: ReactNode;
  /** Help under the label, read with the switch. */
  hint?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Uncontrolled initial state. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class on the row. */
  className?: string;
}

/**
 * An on/off setting that applies at once (Radix Switch, `role="switch"`): label and hint at the start, the switch at
 * the end of a row of at least 44 px. Space toggles it. Use a `Checkbox` for choices submitted with a form.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch({ label, hint, id, className, disabled, ...rest }, ref) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  return (
    <div className={className ? `${styles.switchRow} ${className}` : styles.switchRow} data-disabled={disabled || undefined}>
      <div className={styles.choiceText}>
        <label htmlFor={controlId} className={styles.choiceLabel}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={styles.choiceHint}>
            {hint}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root ref={ref} id={controlId} className={styles.switchRoot} disabled={disabled} aria-describedby={hint ? hintId : undefined} {...rest}>
        <RadixSwitch.Thumb className={styles.switchThumb} />
      </RadixSwitch.Root>
    </div>
  );
});
