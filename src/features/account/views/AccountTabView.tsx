import { useId } from 'react';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { useT } from '../i18n';
import type { AccountField, State as FieldState, ValidationError } from '../machines/accountEdit.machine';
import type { State as ResetState } from '../machines/passwordReset.machine';
import * as styles from './account.css';

export interface AccountFieldModel {
  state: FieldState;
  /** The saved value shown in view mode. */
  saved: string;
  /** The server's reason a save failed, or null. */
  failure: string | null;
  onEdit: () => void;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Email only: the confirmation modal's value and answers. */
  onChangeConfirm?: (value: string) => void;
  onConfirm?: () => void;
}

export interface AccountTabViewProps {
  name: AccountFieldModel;
  email: AccountFieldModel;
  reset: { state: ResetState; failure: string | null; onRequest: () => void };
  /** The sign-in page, for the reader signed out after an email change. */
  signInHref: string;
}

function useValidationText() {
  const t = useT();
  return (error: ValidationError | null): string | undefined => {
    if (!error) return undefined;
    if (error.field === 'name')
      return error.rule === 'tooLong' ? t('account.validation.name.tooLong', { max: error.max ?? 0 }) : t('account.validation.name.required');
    if (error.field === 'email') return error.rule === 'format' ? t('account.validation.email.format') : t('account.validation.email.required');
    return t('account.validation.confirmEmail.mismatch');
  };
}

function FieldRow({ field, model }: { field: AccountField; model: AccountFieldModel }) {
  const t = useT();
  const validation = useValidationText();
  const label = field === 'name' ? t('account.field.name') : t('account.field.email');
  const { state } = model;
  const editing = state.name === 'editing' || state.name === 'saving' || state.name === 'confirming';
  const labelId = useId();
  return (
    <form
      className={styles.fieldRow}
      data-part={`field-${field}`}
      data-state={state.name}
      noValidate
      aria-labelledby={editing ? undefined : labelId}
      onSubmit={(e) => {
        e.preventDefault();
        if (state.name === 'editing') model.onSave();
      }}
    >
      {editing ? (
        <TextField
          label={label}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'email' ? 'email' : 'name'}
          value={state.draft}
          onValueChange={model.onChange}
          readOnly={state.name !== 'editing'}
          error={state.name === 'editing' ? (validation(state.error) ?? model.failure ?? undefined) : undefined}
          autoFocus
        />
      ) : (
        <div className={styles.fieldView}>
          <p className={styles.fieldLabel} id={labelId}>
            {label}
          </p>
          <p className={styles.fieldValue}>{model.saved}</p>
        </div>
      )}
      <div className={styles.fieldActions}>
        {editing ? (
          <>
            <Button variant="ghost" onClick={model.onCancel} disabled={state.name === 'saving'}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={state.name === 'saving'}>
              {t('account.save')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={model.onEdit} aria-label={field === 'name' ? t('account.editName') : t('account.editEmail')}>
            {t('account.edit')}
          </Button>
        )}
      </div>
    </form>
  );
}

function EmailConfirmDialog({ model }: { model: AccountFieldModel }) {
  const t = useT();
  const validation = useValidationText();
  const { state } = model;
  const open = state.name === 'confirming';
  const draft = state.name === 'confirming' ? state.draft : '';
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) model.onCancel();
      }}
      title={t('account.emailChange.title')}
      description={t('account.emailChange.description', { email: draft })}
      footer={
        <>
          <Button variant="secondary" onClick={model.onCancel}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary">
            {t('account.emailChange.confirm')}
          </Button>
        </>
      }
    >
      {state.name === 'confirming' ? (
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            model.onConfirm?.();
          }}
        >
          <TextField
            label={t('account.emailChange.confirmLabel')}
            type="email"
            autoComplete="off"
            value={state.confirm}
            onValueChange={(v) => model.onChangeConfirm?.(v)}
            error={validation(state.error)}
          />
        </form>
      ) : null}
    </Dialog>
  );
}

/** The account tab (M26): name and email with Edit ↔ Save, the email confirmation, and password reset. */
export function AccountTabView({ name, email, reset, signInHref }: AccountTabViewProps) {
  const t = useT();
  if (email.state.name === 'signedOut') {
    return (
      <section className={styles.card} data-part="signed-out" aria-labelledby="account-signed-out">
        <h2 className={styles.sectionTitle} id="account-signed-out">
          {t('account.signedOut.title')}
        </h2>
        <p className={styles.muted}>{t('account.signedOut.body', { email: email.state.email })}</p>
        <div>
          <Link to={signInHref} className={styles.link}>
            {t('account.signedOut.signIn')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <div className={styles.panel} data-part="account-tab">
      <div className={styles.accountCard}>
        <div className={styles.rows}>
          <FieldRow field="name" model={name} />
          <FieldRow field="email" model={email} />
          <div className={styles.fieldRow} data-part="password" data-state={reset.state.name}>
            <div className={styles.fieldView}>
              <p className={styles.fieldLabel}>{t('account.field.password')}</p>
              <p className={styles.muted}>{t('account.password.hint')}</p>
            </div>
            <div className={styles.fieldActions}>
              <Button variant="secondary" onClick={reset.onRequest} loading={reset.state.name === 'sending'} disabled={reset.state.name === 'sent'}>
                {t('account.password.reset')}
              </Button>
            </div>
          </div>
        </div>
        <div aria-live="polite">
          {reset.state.name === 'sent' ? (
            <p className={`${styles.notice} ${styles.rowNotice}`} data-tone="success" data-part="password-notice">
              {t('account.password.sent')}
            </p>
          ) : null}
        </div>
        {reset.failure ? (
          <p className={`${styles.notice} ${styles.rowNotice}`} data-tone="danger" role="alert">
            {reset.failure}
          </p>
        ) : null}
      </div>
      <EmailConfirmDialog model={email} />
    </div>
  );
}
