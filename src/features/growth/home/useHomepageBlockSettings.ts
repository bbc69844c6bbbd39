/**
 * The data hook of an admin's block settings (inventory `homepage-block-settings`, M71): the block's settings in the
 * machine, the typed value checked against the spec's limits, and the save (P62, designed) through the kit's write,
 * which reads the home (E57) again before it says the save is done, so the home shows the new count as the dialog
 * closes. A failed save keeps the typed value and says why in the dialog; saving again after a failure reuses the
 * failed attempt's idempotency key.
 */
import { useCallback, useRef, useState } from 'react';
import { getHomepageData, updateHomepageBlock } from '../../../api/endpoints/growth';
import type { HomepageBlock, HomepageBlockSettingsBody } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { invalidateRead } from '../../../kit/readEffects';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useT } from '../i18n';
import { type BlockSettingField, blockSettingField, parseSetting, settingsBody, settingValue } from './blockSettingsForm';
import { type BlockConfig, initialHomepageBlockState, transition } from './homepageBlock.machine';

/** The block as the home shows it (its posts are not needed here). */
export type SettingsBlock = Pick<HomepageBlock, 'id' | 'title'> & BlockConfig;

export interface HomepageBlockSettingsController {
  /** The block's setting, or `null` for a layout with a fixed size. */
  field: BlockSettingField | null;
  /** What is typed. */
  text: string;
  /** The typed value breaks the field's rule (shown once a save was tried). */
  invalid: boolean;
  saving: boolean;
  /** Why the last save failed, as the admin reads it. */
  failure: string | null;
  edit: (text: string) => void;
  save: () => void;
}

function configOf(block: SettingsBlock): BlockConfig {
  const { block_type, post_source, section_id, post_tag_id, num_posts, num_rows, sidebar_modules, pins } = block;
  return { block_type, post_source, section_id, post_tag_id, num_posts, num_rows, sidebar_modules, pins };
}

export function useHomepageBlockSettings(block: SettingsBlock, onSaved: () => void): HomepageBlockSettingsController {
  const t = useT();
  const field = blockSettingField(block.block_type);
  const [, dispatch] = useMachine(transition, () => initialHomepageBlockState(configOf(block)));
  const [text, setText] = useState(() => (field ? String(settingValue(block, field)) : ''));
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const write = useOptimisticWrite({
    mutationFn: (request: { id: number; body: HomepageBlockSettingsBody }, api) =>
      api.call(updateHomepageBlock, { params: { id: request.id }, body: request.body }),
    reads: () => [invalidateRead(getHomepageData)],
    onSucceeded: () => onSavedRef.current(),
    onFailed: (f) => {
      setFailure(failureText(f, t, 'growth.home.settings.error.save'));
      return null;
    },
    // The same settings saved again after a failure are a retry of that write (the kit keeps its key).
    retry: { identity: (request) => [request.id, JSON.stringify(request.body)] },
  });

  const { send, pending } = write;
  const save = useCallback(() => {
    if (!field || pending) return;
    const value = parseSetting(field, text);
    if (value === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailure(null);
    const next = dispatch(field === 'numPosts' ? { type: 'SET_NUM_POSTS', value } : { type: 'SET_NUM_ROWS', value });
    if (next.name === 'pristine') {
      onSavedRef.current();
      return;
    }
    const request = { id: block.id, body: settingsBody(field, value) };
    void send(request).then((outcome) => {
      // A failed save leaves the saved settings as they were: the machine goes back to them, the typed text stays.
      if (!outcome.ok) dispatch({ type: 'RESET' });
    });
  }, [field, pending, text, dispatch, block.id, send]);

  const edit = useCallback((next: string) => {
    setText(next);
    setInvalid(false);
  }, []);

  return { field, text, invalid, saving: pending, failure, edit, save };
}
