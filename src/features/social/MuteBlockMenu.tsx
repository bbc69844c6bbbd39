import { withScreenBoundary } from '../../kit/Screen';
import { relationName } from '../../kit/relation';
import { useClock } from '../../platform/context';
import { type UseMuteBlockOptions, useMuteBlock } from './useMuteBlock';
import { MuteBlockMenuView, type MuteBlockMenuViewProps } from './views/MuteBlockMenuView';
import { shown } from './muteBlock.machine';

export type MuteBlockMenuProps = UseMuteBlockOptions & Pick<MuteBlockMenuViewProps, 'leadingItems' | 'triggerLabel'>;

/**
 * The connected mute and block menu (M44) for one person: reads and writes the one relation store, calls E49/E50 on
 * the platform's API, toasts the outcome. Renders nothing on the reader's own entry.
 */
function ConnectedMuteBlockMenu({ leadingItems, triggerLabel, ...options }: MuteBlockMenuProps) {
  const { state, actions, choose, name } = useMuteBlock(options);
  const now = useClock().now().getTime();
  return (
    <MuteBlockMenuView
      name={name}
      actions={actions}
      relation={relationName(shown(state), now)}
      onAction={choose}
      leadingItems={leadingItems}
      triggerLabel={triggerLabel}
    />
  );
}

export const MuteBlockMenu = /* @__PURE__ */ withScreenBoundary('MuteBlockMenu', ConnectedMuteBlockMenu, { fallback: null });
