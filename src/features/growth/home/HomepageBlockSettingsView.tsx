import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { useT } from '../i18n';
import { type BlockSettingField, settingLimits } from './blockSettingsForm';
import * as styles from './HomepageBlockSettingsView.css';

export interface HomepageBlockSettingsViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The block's setting (`numPosts` for a list, `numRows` for a grid). */
  field: BlockSettingField;
  /** A grid's posts per row on a wide screen. */
  columns?: number;
  text: string;
  /** The typed value breaks the field's rule: the error names the field and the rule. */
  invalid?: boolean;
  saving?: boolean;
  /** Why the last save failed. */
  failure?: string | null;
  onTextChange: (text: string) => void;
  onSave: () => void;
}

/**
 * An admin's settings of one home page block (inventory `homepage-block-settings`, M71) as a dialog over the home
 * (full-screen on phones): a list's number of posts (3–7, default 6) or a grid's number of rows (1–4, default 2),
 * with the range as the hint; a value outside it is named with its rule next to the field; while saving the form is
 * read-only; a failed save keeps the typed value and says why above the field. The bare view: props in, markup out.
 */
export function HomepageBlockSettingsView({
  open,
  onOpenChange,
  field,
  columns,
  text,
  invalid = false,
  saving = false,
  failure,
  onTextChange,
  onSave,
}: HomepageBlockSettingsViewProps) {
  const t = useT();
  const formId = useId();
  const limits = settingLimits(field);
  const range = { min: limits.min, max: limits.max };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && saving) return;
        onOpenChange(next);
      }}
      title={t('growth.home.settings.title')}
      description={field === 'numPosts' ? t('growth.home.settings.description.list') : t('growth.home.settings.description.grid', { columns: columns ?? 4 })}
      returnFocus="trigger"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            {t('growth.home.settings.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('growth.home.settings.saving') : t('growth.home.settings.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        data-part="homepage-block-settings"
        data-state={saving ? 'saving' : failure ? 'failed' : invalid ? 'invalid' : 'editing'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) onSave();
        }}
      >
        {failure ? (
          <p className={styles.failure} role="alert" dir="auto">
            {failure}
          </p>
        ) : null}
        <fieldset className={styles.group} disabled={saving}>
          <TextField
            label={field === 'numPosts' ? t('growth.home.settings.numPosts') : t('growth.home.settings.numRows')}
            hint={t('growth.home.settings.range', { ...range, default: limits.default })}
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            value={text}
            onValueChange={onTextChange}
            error={
              invalid
                ? field === 'numPosts'
                  ? t('growth.home.settings.invalid.numPosts', range)
                  : t('growth.home.settings.invalid.numRows', range)
                : undefined
            }
            className={styles.number}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
