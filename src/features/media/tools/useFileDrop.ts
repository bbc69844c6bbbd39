/**
 * The file drop zone's hook (M70; spec 002 §5, T125): DOM drag events and the file picker into the machine, then a
 * check that every file can be read before `onFiles` gets them. Dragging over child elements does not flicker
 * (enter/leave are counted). A choice in the file picker is a drop without the drag.
 */
import { type DragEvent, useCallback, useRef } from 'react';
import { useMachine } from '../../../kit/useMachine';
import { type FileDropState, initialFileDropState, transition } from '../fileDrop.machine';

/** Reads a file's first byte: a folder, a file removed since, or one the browser may not read fails here. */
export async function readFirstByte(file: File): Promise<void> {
  await file.slice(0, 1).arrayBuffer();
}

export interface UseFileDropOptions {
  /** Called with the dropped or chosen files once each could be read. */
  onFiles: (files: File[]) => void;
  /** How a file is checked before it is handed over. Default: `readFirstByte`. */
  checkFile?: (file: File) => Promise<void>;
}

export interface FileDrop {
  state: FileDropState<File>;
  /** Spread on the drop target. */
  dropHandlers: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  /** Files chosen in the picker (the keyboard's way in). */
  choose: (files: FileList | File[] | null) => void;
}

export function useFileDrop({ onFiles, checkFile = readFirstByte }: UseFileDropOptions): FileDrop {
  const [state, send] = useMachine(transition<File>, initialFileDropState<File>);
  const depth = useRef(0);
  const latest = useRef({ onFiles, checkFile });
  latest.current = { onFiles, checkFile };

  const read = useCallback(
    (files: File[]) => {
      Promise.all(files.map((file) => latest.current.checkFile(file))).then(
        () => {
          if (send({ type: 'READ' }).name === 'accepted') latest.current.onFiles(files);
        },
        () => send({ type: 'READ_FAILED' }),
      );
    },
    [send],
  );

  const drop = useCallback(
    (files: File[]) => {
      const next = send({ type: 'DROP', files });
      if (next.name === 'reading') read(files);
    },
    [send, read],
  );

  const dropHandlers = {
    onDragEnter: useCallback(
      (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        depth.current += 1;
        if (depth.current === 1) send({ type: 'DRAG_ENTER' });
      },
      [send],
    ),
    onDragOver: useCallback((event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    }, []),
    onDragLeave: useCallback(
      (event: DragEvent<HTMLElement>) => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) send({ type: 'DRAG_LEAVE' });
        event.preventDefault();
      },
      [send],
    ),
    onDrop: useCallback(
      (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        depth.current = 0;
        drop(Array.from(event.dataTransfer?.files ?? []));
      },
      [drop],
    ),
  };

  const choose = useCallback(
    (files: FileList | File[] | null) => {
      const list = Array.from(files ?? []);
      if (list.length === 0) return;
      send({ type: 'DRAG_ENTER' });
      drop(list);
    },
    [send, drop],
  );

  return { state, dropHandlers, choose };
}
