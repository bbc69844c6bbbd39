/** The create-clip control (spec 000): the connected control, its bare view, hook and machine. */
export { ClipCreateControl, type ClipCreateControlProps } from './ClipCreateControl';
export { ClipCreateControlView, type ClipCreateControlViewProps } from './views/ClipCreateControlView';
export { type ClipCreate, type UseClipCreateOptions, useClipCreate } from './useClipCreate';
export {
  CLIP_DEFAULT_LENGTH_S,
  type ClipCreateEvent,
  clipCreateEventTypes,
  type ClipCreateState,
  clipCreateStateNames,
  clipCreateTransition,
  clipRange,
  initialClipCreateState,
} from './clipCreate.machine';
