/**
 * One copy field: a read-only text the reader can select (it selects itself on focus) with its copy button, the
 * copy-link machine's state on the button ("Copied" while `copied`, a spinner while `copying`) and the failure
 * message under it. The share dialog uses it for the link (`row`: the label read by screen readers only, the button
 * beside the input) and for the embed code (`panel`: a visible label, the code in a text area, the button under it).
 */
import { Check, type LucideIcon } from 'lucide-react';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import type { CopyLinkStateName } from '../copyLink.machine';
import * as styles from '../ShareDialog.css';

export const copyFieldLayouts = ['row', 'panel'] as const;

export interface CopyFieldProps {
  /** `row`: input and button side by side, hidden label (the link). `panel`: visible label, text area, button below (embed code). */
  layout: (typeof copyFieldLayouts)[number];
  /** The text field's id (its error is `{fieldId}-error`). */
  fieldId: string;
  /** The root's id (`panel`: what the revealing button controls). */
  id?: string | undefined;
  label: string;
  value: string;
  /** The copy-link machine's state (M14). */
  copyState: CopyLinkStateName;
  onCopy(): void;
  /** The button's text, and its text while the confirmation shows. */
  copyText: string;
  copiedText: string;
  /** The icon of the button at rest (a check while copied). */
  icon: LucideIcon;
  /** Announced (visually hidden status) while copied; `row` only. */
  copiedStatus?: string | undefined;
  /** `data-target` of the button. */
  target?: string | undefined;
}

export function CopyField({ layout, fieldId, id, label, value, copyState, onCopy, copyText, copiedText, icon, copiedStatus, target }: CopyFieldProps) {
  const t = useT();
  const copied = copyState === 'copied';
  const failed = copyState === 'failed';
  const errorId = `${fieldId}-error`;
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select();
  const button = (
    <Button
      variant={layout === 'row' ? 'primary' : 'secondary'}
      className={layout === 'row' ? styles.copyButton : undefined}
      data-state={copyState}
      data-target={target}
      leadingIcon={<Icon icon={copied ? Check : icon} />}
      loading={copyState === 'copying'}
      onClick={onCopy}
    >
      {copied ? copiedText : copyText}
    </Button>
  );
  const failure = failed ? (
    <p id={errorId} className={styles.errorMessage} role="alert">
      {t('sharing.copy.failed')}
    </p>
  ) : null;
  const describedBy = failed ? errorId : undefined;

  if (layout === 'panel') {
    return (
      <div id={id} className={styles.panel} data-part="copy-field" data-layout={layout} data-state={copyState}>
        <label className={styles.panelLabel} htmlFor={fieldId}>
          {label}
        </label>
        <textarea id={fieldId} className={styles.embedCode} value={value} readOnly onFocus={select} aria-describedby={describedBy} />
        {button}
        {failure}
      </div>
    );
  }
  return (
    <div id={id} data-part="copy-field" data-layout={layout}>
      <label htmlFor={fieldId} className={visuallyHidden}>
        {label}
      </label>
      <div className={styles.linkRow}>
        <input id={fieldId} className={styles.linkInput} value={value} readOnly onFocus={select} aria-describedby={describedBy} />
        {button}
      </div>
      <span className={visuallyHidden} role="status">
        {copied && copiedStatus ? copiedStatus : ''}
      </span>
      {failure}
    </div>
  );
}
