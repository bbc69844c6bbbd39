import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, type ReactNode, type Ref, useId } from 'react';
import { Field, useFieldControl } from './Field';
import * as styles from './Field.css';
import type { FieldOption } from './Select';

export interface RadioGroupProps {
  /** Names the group ("Who can reply"). */
  label: string;
  /** Help under the label, read with the group. */
  hint?: ReactNode;
  /** An error naming the field and the rule. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  options: readonly FieldOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Form field name. */
  name?: string;
  /** Default `vertical`. Arrow keys move in both orientations. */
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
}

function Options({
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  orientation,
  ref,
}: Pick<RadioGroupProps, 'options' | 'name' | 'value' | 'defaultValue' | 'onValueChange'> & {
  orientation: 'vertical' | 'horizontal';
  ref?: Ref<HTMLDivElement>;
}) {
  const { id, disabled, required, ...aria } = useFieldControl();
  return (
    <RadixRadioGroup.Root
      ref={ref}
      id={id}
      className={styles.radioList}
      orientation={orientation}
      disabled={disabled}
      required={required}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      {...aria}
    >
      {options.map((option) => {
        const itemId = `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.choiceRow} data-disabled={disabled || option.disabled || undefined}>
            <RadixRadioGroup.Item
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              className={styles.radio}
              aria-describedby={option.hint ? `${itemId}-hint` : undefined}
            >
              <RadixRadioGroup.Indicator className={styles.radioDot} />
            </RadixRadioGroup.Item>
            <div className={styles.choiceText}>
              <label htmlFor={itemId} className={styles.choiceLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${itemId}-hint`} className={styles.choiceHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}

/**
 * A labelled set of options where exactly one is chosen (Radix RadioGroup): Tab enters the group on the chosen
 * option, arrow keys move and choose. Each option row is at least 44 px tall and its label chooses it.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, hint, error, required, disabled, id, className, orientation = 'vertical', ...rest },
  ref,
) {
  const autoId = useId();
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id ?? autoId} className={className} labelKind="group">
      <Options ref={ref} orientation={orientation} {...rest} />
    </Field>
  );
});
