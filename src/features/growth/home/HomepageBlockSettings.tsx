import { gridColumns } from './homepageBlock.machine';
import { HomepageBlockSettingsView } from './HomepageBlockSettingsView';
import { type SettingsBlock, useHomepageBlockSettings } from './useHomepageBlockSettings';

export interface HomepageBlockSettingsProps {
  block: SettingsBlock;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An admin's settings of one home page block, connected: `useHomepageBlockSettings` joined with
 * `HomepageBlockSettingsView`. The publication home loads it on demand, for admins only, when one first opens it; a
 * save closes it once the home has been read again. Nothing for a layout with a fixed size.
 */
export function HomepageBlockSettings({ block, open, onOpenChange }: HomepageBlockSettingsProps) {
  const settings = useHomepageBlockSettings(block, () => onOpenChange(false));
  if (!settings.field) return null;
  return (
    <HomepageBlockSettingsView
      open={open}
      onOpenChange={onOpenChange}
      field={settings.field}
      columns={gridColumns('desktop', block.sidebar_modules?.length ?? 0)}
      text={settings.text}
      invalid={settings.invalid}
      saving={settings.saving}
      failure={settings.failure}
      onTextChange={settings.edit}
      onSave={settings.save}
    />
  );
}
