/** The kit's name for on-demand parts (they live in the UI layer, so UI parts such as the menu can use them too). */
export { onDemand, type OnDemandComponent, type OnDemandOptions, whenOpen } from '../ui/onDemand';
