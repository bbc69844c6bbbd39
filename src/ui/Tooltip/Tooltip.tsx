import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { onDemand } from '../onDemand';
import type { TooltipSurfaceProps } from './TooltipSurface';

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

/** After a tooltip closes, another opens at once for this long (a pointer moving along a row of icon buttons). */
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

/** The shown tooltip (positioning, Escape and outside-press dismissal): loaded the first time a pointer or focus reaches a trigger. */
const TooltipSurface = /* @__PURE__ */ onDemand<TooltipSurfaceProps>(() => import('./TooltipSurface').then((m) => m.TooltipSurface));

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A small label shown next to its trigger on hover (after `delayMs`; at once when another tooltip has just closed)
 * or keyboard focus (at once); Escape, a press, leaving or blurring hides it. The trigger gets
 * `aria-describedby` pointing at the shown `role="tooltip"`. Don't put interactive content in it.
 *
 * Only the trigger is part of a screen's first render: the shown tooltip (Radix's popper for collision-aware
 * placement, its dismissable layer) loads on demand the first time a pointer or focus reaches a trigger, anchored to
 * that same trigger element (which never changes).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayMs = TOOLTIP_DELAY_MS,
}: TooltipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  /** `instant-open` (focus, skip delay, defaultOpen) or `delayed-open` (hover), as Radix names them. */
  const [how, setHow] = useState<'instant-open' | 'delayed-open'>('instant-open');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);
  const anchorRef = useRef<HTMLElement | null>(null);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const setOpen = (next: boolean, nextHow: 'instant-open' | 'delayed-open' = 'instant-open') => {
    clearTimeout(timer.current);
    if (next === open) return;
    if (next) setHow(nextHow);
    else lastClosedAt = Date.now();
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const element = children as ReactElement<TriggerProps>;
  const own = element.props;
  const preload = () => void TooltipSurface.preload();
  const trigger = cloneElement(element, {
    ref: (node: HTMLElement | null) => {
      anchorRef.current = node;
      assignRef(own.ref, node);
    },
    'aria-describedby': open ? id : own['aria-describedby'],
    'data-state': open ? how : 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      preload();
      clearTimeout(timer.current);
      if (Date.now() - lastClosedAt < SKIP_DELAY_MS) setOpen(true);
      else timer.current = setTimeout(() => setOpen(true, 'delayed-open'), delayMs);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      preload();
      if (!pointerDown.current) setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setOpen(false);
    },
  } as Record<string, unknown>);
  return (
    <>
      {trigger}
      {open ? <TooltipSurface id={id} anchorRef={anchorRef} content={content} side={side} align={align} state={how} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
