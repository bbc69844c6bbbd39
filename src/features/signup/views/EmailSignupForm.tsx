import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { checkEmail, type EmailFieldError } from '../emailRule';
import { useFreeSignupT } from '../i18n';
import * as styles from './signupViews.css';

export interface EmailSignupFormProps {
  /** The submit button's label ("Subscribe", "Sign up"). */
  submitLabel: string;
  /** A signup is under way (M31 `submitting`): the button shows it and ignores clicks. */
  submitting: boolean;
  /** Called with the trimmed address once it passes the e-mail rule. */
  onSubmit: (email: string) => void;
  defaultEmail?: string | undefined;
  /** Beside the submit button (a Cancel, a sign-in link). */
  secondary?: ReactNode;
  /** Names the form for assistive technology. */
  'aria-label'?: string;
}

/**
 * The e-mail form of the shared free signup (M31): the e-mail rule checked on submit (the message names the field and
 * the rule, under the field), then `onSubmit`. The server's refusal is the flow's alert, not this form's.
 */
export function EmailSignupForm({ submitLabel, submitting, onSubmit, defaultEmail = '', secondary, 'aria-label': ariaLabel }: EmailSignupFormProps) {
  const t = useFreeSignupT();
  const [value, setValue] = useState(defaultEmail);
  const [error, setError] = useState<EmailFieldError | null>(null);
  const label = t('signup.email.label');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = checkEmail(value);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    onSubmit(checked.email);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={ariaLabel}
      data-part="email-signup-form"
      data-state={submitting ? 'submitting' : 'idle'}
    >
      <TextField
        label={label}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value}
        error={error ? t(error.messageId, { label }) : undefined}
        onValueChange={(next) => {
          setValue(next);
          if (error) setError(null);
        }}
      />
      <div className={styles.actions}>
        {secondary ?? <span />}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
