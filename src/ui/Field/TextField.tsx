import { type ChangeEvent, forwardRef, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId, useState } from 'react';
import { useT } from '../../platform/context';
import { Field, useFieldControl } from './Field';
import * as styles from './Field.css';
import { characterCount, validateLength } from './validate';

interface FieldFrameProps {
  /** The visible label; validation messages name the field with it. */
  label: string;
  /** Help under the label, read with the control. */
  hint?: ReactNode;
  /** An error naming the field and the rule. Marks the control invalid. */
  error?: ReactNode;
  /** Required marker and native `required`. */
  required?: boolean;
  /** Class on the field frame (label + control + messages). */
  className?: string;
}

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> {
  /** Called with the new text on every change (after `onChange`). */
  onValueChange?: (value: string) => void;
  /** Class on the `<input>` itself. */
  inputClassName?: string;
}

function Input({ inputClassName, ...props }: InputHTMLAttributes<HTMLInputElement> & { inputClassName?: string; ref?: Ref<HTMLInputElement> }) {
  const control = useFieldControl();
  return <input {...control} {...props} className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control} />;
}

/** A labelled single-line text input (44 px tall, 16 px text), with hint and error. The ref goes to the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, className, disabled, id, onChange, onValueChange, type = 'text', ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} className={className}>
      <Input
        ref={ref}
        type={type}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      />
    </Field>
  );
});

export interface TextAreaProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children' | 'maxLength'> {
  /**
   * Soft limit in characters: a counter "count / limit" shows under the field and turns red past it, and the field
   * shows "<label> must be at most <limit> characters" (unless `error` is given). Typing past it is allowed, so a
   * pasted text can be trimmed rather than silently cut.
   */
  characterLimit?: number;
  /** Called with the new text on every change (after `onChange`). */
  onValueChange?: (value: string) => void;
  /** Class on the `<textarea>` itself. */
  textAreaClassName?: string;
}

function TextAreaControl({
  textAreaClassName,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { textAreaClassName?: string; ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl();
  const classes = `${styles.control} ${styles.textArea}`;
  return <textarea {...control} {...props} className={textAreaClassName ? `${classes} ${textAreaClassName}` : classes} />;
}

/**
 * A labelled multi-line text input with an optional character counter (`characterLimit`). The counter is linked to
 * the field and announced politely; past the limit it turns red and the error names the field and the limit.
 * Controlled (`value`) or uncontrolled (`defaultValue`). The ref goes to the `<textarea>`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required, className, disabled, id, characterLimit, value, defaultValue, onChange, onValueChange, ...rest },
  ref,
) {
  const t = useT();
  const counterId = useId();
  const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? ''));
  const text = value !== undefined ? String(value) : uncontrolled;
  const count = characterCount(text);
  const over = characterLimit !== undefined && count > characterLimit;
  const limitError = over ? validateLength({ label, value: text, max: characterLimit }, t)?.message : undefined;
  const counter =
    characterLimit !== undefined ? (
      <span id={counterId} className={styles.counter} data-state={over ? 'over' : 'within'} aria-live="polite">
        {t('ui.field.counter', { count, max: characterLimit })}
      </span>
    ) : null;
  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? limitError}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      aside={counter}
      describedBy={characterLimit !== undefined ? counterId : undefined}
    >
      <TextAreaControl
        ref={ref}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={(event) => {
          if (value === undefined) setUncontrolled(event.target.value);
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      />
    </Field>
  );
});
