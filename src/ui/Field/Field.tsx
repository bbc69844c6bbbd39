import { CircleAlert } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

interface FieldContextValue {
  controlId: string;
  /** Set for `labelKind="group"`: the group control is named by the label element. */
  labelledBy: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Props a control inside a `Field` spreads to be labelled, described and marked invalid/required. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

/**
 * For a host's own control inside `<Field>`: the id the label points at, `aria-describedby` (hint, error, extras),
 * `aria-invalid`, `required` and `disabled`. Throws outside a `Field`.
 */
export function useFieldControl(): FieldControlProps {
  const ctx = useContext(FieldContext);
  if (!ctx) throw new Error('useFieldControl must be used inside <Field>.');
  return {
    id: ctx.controlId,
    'aria-labelledby': ctx.labelledBy,
    'aria-describedby': ctx.describedBy,
    'aria-invalid': ctx.invalid || undefined,
    required: ctx.required || undefined,
    disabled: ctx.disabled || undefined,
  };
}

export interface FieldProps {
  /** The visible label. Keep it short; validation messages repeat it. */
  label: ReactNode;
  /** Help shown under the label and read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** An error naming the field and the rule (see `validateLength`). Marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Shows a required marker and sets `required` on the control. */
  required?: boolean;
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /**
   * `label` (default) renders a `<label for>` pointing at the control; `group` renders the label as a plain element
   * that names a group control (a radio group) through `aria-labelledby`.
   */
  labelKind?: 'label' | 'group';
  /** Shown at the end of the line under the control (a character counter). */
  aside?: ReactNode;
  /** Ids of more elements that describe the control (e.g. the counter in `aside`). */
  describedBy?: string;
  className?: string;
  /** The control: a `TextField`'s input, or any element using `useFieldControl()`. */
  children: ReactNode;
}

/**
 * The frame every form control sits in: label (with a required marker), optional hint, the control, and an error
 * that names the field and the rule, linked to the control with `aria-describedby`. `data-invalid` and
 * `data-disabled` are set for styling.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  labelKind = 'label',
  aside,
  describedBy,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const ids = [hint ? hintId : null, invalid ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const labelledBy = labelKind === 'group' ? labelId : undefined;
  const value: FieldContextValue = { controlId, labelledBy, describedBy: ids || undefined, invalid, required, disabled };
  const marker = required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
      {labelKind === 'group' ? (
        <div id={labelId} className={styles.label}>
          {label}
          {marker}
        </div>
      ) : (
        <label id={labelId} htmlFor={controlId} className={styles.label}>
          {label}
          {marker}
        </label>
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {invalid || aside ? (
        <div className={styles.footer}>
          {invalid ? (
            <p id={errorId} className={styles.error}>
              <Icon icon={CircleAlert} size="compressed" className={styles.errorIcon} />
              <span>{error}</span>
            </p>
          ) : null}
          {aside}
        </div>
      ) : null}
    </div>
  );
}
