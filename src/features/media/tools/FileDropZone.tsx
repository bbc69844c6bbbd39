import { withScreenBoundary } from '../../../kit/Screen';
import { type UseFileDropOptions, useFileDrop } from './useFileDrop';
import { FileDropZoneView } from './views/FileDropZoneView';

export interface FileDropZoneProps extends UseFileDropOptions {
  /** The picker's `accept` (`video/*,audio/*`). */
  accept?: string;
  /** Whether several files may be chosen at once. Default `true`. */
  multiple?: boolean;
  /** What the zone is for; default "Drag files here". */
  label?: string;
}

function ConnectedFileDropZone({ onFiles, checkFile, accept, multiple, label }: FileDropZoneProps) {
  const drop = useFileDrop(checkFile ? { onFiles, checkFile } : { onFiles });
  return <FileDropZoneView state={drop.state} dropHandlers={drop.dropHandlers} onChoose={drop.choose} accept={accept} multiple={multiple} label={label} />;
}

/** A drag-and-drop upload target with a keyboard-reachable file picker (M70): `onFiles` gets the files once readable. */
export const FileDropZone = withScreenBoundary('FileDropZone', ConnectedFileDropZone);
