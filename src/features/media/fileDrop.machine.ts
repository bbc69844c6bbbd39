/**
 * A file drop zone (M70; spec 002, T125). Pure: the drag events and the read's outcome arrive as events.
 *
 * ```
 * idle ─DRAG_ENTER→ dragover ─DRAG_LEAVE→ idle
 * dragover ─DROP(files)→ reading ─READ→ accepted ;  ─READ_FAILED→ read_error ("Something went wrong!")
 * dragover ─DROP(no files: text, a link)→ rejected ("Please only drag files!")
 * accepted | rejected | read_error ─DRAG_ENTER→ dragover;  ─RESET→ idle
 * ```
 */

export type FileDropState<F> =
  | { name: 'idle' }
  | { name: 'dragover' }
  | { name: 'reading'; files: F[] }
  | { name: 'accepted'; files: F[] }
  | { name: 'rejected' }
  | { name: 'read_error' };

export type FileDropEvent<F> =
  | { type: 'DRAG_ENTER' }
  | { type: 'DRAG_LEAVE' }
  | { type: 'DROP'; files: F[] }
  | { type: 'READ' }
  | { type: 'READ_FAILED' }
  | { type: 'RESET' };

export const fileDropStateNames = ['idle', 'dragover', 'reading', 'accepted', 'rejected', 'read_error'] as const;
export const fileDropEventTypes = [
  'DRAG_ENTER',
  'DRAG_LEAVE',
  'DROP',
  'READ',
  'READ_FAILED',
  'RESET',
] as const satisfies readonly FileDropEvent<unknown>['type'][];

export function initialFileDropState<F>(): FileDropState<F> {
  return { name: 'idle' };
}

export function transition<F>(state: FileDropState<F>, event: FileDropEvent<F>): FileDropState<F> {
  if (event.type === 'RESET') return state.name === 'idle' ? state : { name: 'idle' };
  switch (state.name) {
    case 'idle':
    case 'accepted':
    case 'rejected':
    case 'read_error':
      return event.type === 'DRAG_ENTER' ? { name: 'dragover' } : state;
    case 'dragover':
      if (event.type === 'DRAG_LEAVE') return { name: 'idle' };
      if (event.type === 'DROP') return event.files.length > 0 ? { name: 'reading', files: event.files } : { name: 'rejected' };
      return state;
    case 'reading':
      if (event.type === 'READ') return { name: 'accepted', files: state.files };
      if (event.type === 'READ_FAILED') return { name: 'read_error' };
      return state;
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const fileDropTransition = transition;
