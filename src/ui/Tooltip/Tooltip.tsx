import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useTheme } from '../../theme/ThemeProvider';
import * as styles from './Tooltip.css';

export const tooltipSideNames = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSideNames)[number];

/** Short, so a pointer passing over a row of icon buttons opens them quickly; keyboard focus opens at once. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** The tooltip text: a few words naming or explaining the trigger. Never the only place important information lives. */
  content: ReactNode;
  /**
   * The element the tooltip describes: one focusable element that forwards its ref (a `Button`, `IconButton`, link).
   * It opens on hover and on keyboard focus.
   */
  children: ReactElement;
  /** Preferred side; it flips when there is no room. Default `top`. */
  side?: TooltipSide;
  /** Alignment along that side. Default `center`. */
  align?: 'start' | 'center' | 'end';
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay before opening, in ms. Default 300. */
  delayMs?: number;
}

/**
 * A small label shown next to its trigger on hover or keyboard focus; Escape hides it. It includes its own Radix
 * provider, so it works anywhere. Screen readers get the text once, through a hidden `role="tooltip"` copy.
 * Don't put interactive content in it.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', open, defaultOpen, onOpenChange, delayMs = TOOLTIP_DELAY_MS }: TooltipProps) {
  const { portalContainer } = useTheme();
  return (
    <RadixTooltip.Provider delayDuration={delayMs} skipDelayDuration={300}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={portalContainer}>
          <RadixTooltip.Content className={styles.content} side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
