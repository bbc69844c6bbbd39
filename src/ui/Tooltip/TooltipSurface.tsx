/**
 * A shown `Tooltip`, loaded on demand: Radix's popper (collision-aware placement, arrow) and dismissable layer
 * (Escape, a press elsewhere), anchored to the trigger `Tooltip` renders by a virtual ref, in the theme's portal.
 */
import { DismissableLayer, Popper } from 'radix-ui/internal';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '../../theme/ThemeProvider';
import { useBrowserValue } from '../../platform/browserValue';
import type { TooltipSide } from './Tooltip';
import * as styles from './Tooltip.css';

export interface TooltipSurfaceProps {
  /** The `role="tooltip"` element's id (the trigger's `aria-describedby`). */
  id: string;
  anchorRef: RefObject<HTMLElement | null>;
  content: ReactNode;
  side: TooltipSide;
  align: 'start' | 'center' | 'end';
  state: 'instant-open' | 'delayed-open';
  onClose: () => void;
}

export function TooltipSurface({ id, anchorRef, content, side, align, state, onClose }: TooltipSurfaceProps) {
  const { portalContainer } = useTheme();
  const body = useBrowserValue<HTMLElement | null>(() => document.body, null);
  const container = portalContainer ?? body;
  return (
    <Popper.Root>
      <Popper.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      {container
        ? createPortal(
            <DismissableLayer.Root asChild disableOutsidePointerEvents={false} onFocusOutside={(event) => event.preventDefault()} onDismiss={onClose}>
              <Popper.Content
                role="tooltip"
                id={id}
                data-state={state}
                className={styles.content}
                side={side}
                align={align}
                sideOffset={6}
                collisionPadding={8}
              >
                {content}
                <Popper.Arrow className={styles.arrow} width={10} height={5} />
              </Popper.Content>
            </DismissableLayer.Root>,
            container,
          )
        : null}
    </Popper.Root>
  );
}
