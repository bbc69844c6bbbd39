import { Scissors } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../../ui/Button/Button';
import { visuallyHidden } from '../../../../../ui/focus.css';
import { Icon } from '../../../../../ui/Icon/Icon';
import { Tooltip } from '../../../../../ui/Tooltip/Tooltip';
import { useExtrasT } from '../../../audio/i18n';
import type { ClipCreateBlock } from '../../../clipDisplay.machine';
import type { ClipCreateState } from '../clipCreate.machine';
import * as styles from './ClipCreateControlView.css';

export interface ClipCreateControlViewProps {
  state: ClipCreateState;
  /** Why it is disabled: `too_short` (T035) or `not_subscribed` (T036); `null` when enabled. */
  block: ClipCreateBlock | null;
  onCreate: () => void;
}

/**
 * The create-clip button. Disabled, it stays focusable (`aria-disabled`) so its reason can be read: the reason is its
 * description (`aria-describedby`) and shows as a tooltip on hover and focus. While the clip is cut it shows a
 * spinner; a failure shows T037 with "Try again". `data-state` is the machine's state, `data-block` the reason.
 */
export function ClipCreateControlView({ state, block, onCreate }: ClipCreateControlViewProps) {
  const t = useExtrasT();
  const reasonId = useId();
  const reason = block === 'too_short' ? t('media.clip.tooShort') : block === 'not_subscribed' ? t('media.clip.notSubscribed') : null;
  const creating = state.name === 'creating';
  const trigger = (
    <Button
      variant="secondary"
      size="sm"
      className={styles.trigger}
      leadingIcon={<Icon icon={Scissors} size="compressed" />}
      loading={creating}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      onClick={reason || creating ? undefined : onCreate}
    >
      {creating ? t('mediaExtras.clip.creating') : t('media.clip.create')}
    </Button>
  );
  return (
    <div className={styles.control} data-part="clip-create-control" data-state={state.name} data-block={block ?? 'none'}>
      {reason ? (
        <>
          <Tooltip content={reason}>{trigger}</Tooltip>
          <span id={reasonId} className={visuallyHidden}>
            {reason}
          </span>
        </>
      ) : (
        trigger
      )}
      {state.name === 'failed' ? (
        <p className={styles.failure} role="alert">
          {t('media.clip.error')}
          <Button variant="secondary" size="sm" onClick={onCreate}>
            {t('media.player.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
