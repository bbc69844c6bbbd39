export { Tooltip, TOOLTIP_DELAY_MS, tooltipSideNames, type TooltipProps, type TooltipSide } from './Tooltip';
