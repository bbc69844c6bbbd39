import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field, useFieldControl } from './Field';
import * as styles from './Field.css';

/** One choice of a `Select` or `RadioGroup`. */
export interface FieldOption {
  value: string;
  label: string;
  /** Shown under the label of a radio option. */
  hint?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children' | 'multiple'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  options: readonly FieldOption[];
  /** A first, unselectable "choose one" line shown while nothing is chosen. */
  placeholder?: string;
  /** Called with the chosen value (after `onChange`). */
  onValueChange?: (value: string) => void;
  className?: string;
}

function SelectControl({
  placeholder,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string; options: readonly FieldOption[]; ref?: Ref<HTMLSelectElement> }) {
  const control = useFieldControl();
  return (
    <div className={styles.selectWrap}>
      <select {...control} {...props} className={`${styles.control} ${styles.select}`}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon icon={ChevronDown} className={styles.selectIcon} />
    </div>
  );
}

/**
 * A labelled native `<select>`, styled like the text fields: the platform's own picker (the best one on phones),
 * full keyboard and screen-reader support for free. The ref goes to the `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, required, className, disabled, id, options, placeholder, value, defaultValue, onChange, onValueChange, ...rest },
  ref,
) {
  const initial = value === undefined && defaultValue === undefined && placeholder !== undefined ? { defaultValue: '' } : {};
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
      <SelectControl
        ref={ref}
        options={options}
        placeholder={placeholder}
        {...(value !== undefined ? { value } : defaultValue !== undefined ? { defaultValue } : initial)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      />
    </Field>
  );
});
