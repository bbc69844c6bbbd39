import { Upload } from 'lucide-react';
import { type DragEvent, useRef } from 'react';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import type { FileDropState } from '../../fileDrop.machine';
import { useT } from '../i18n';
import * as styles from './tools.css';

export interface FileDropZoneViewProps {
  /** M70's state: idle, dragover, reading, accepted, rejected (T125) or read_error ("Something went wrong!"). */
  state: FileDropState<Pick<File, 'name'>>;
  /** Handlers for the drop target (from `useFileDrop`). */
  dropHandlers: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  /** Files chosen in the picker. */
  onChoose: (files: FileList | null) => void;
  /** The picker's `accept` (`video/*,audio/*`). */
  accept?: string;
  /** Whether several files may be chosen at once. Default `true`. */
  multiple?: boolean;
  /** What the zone is for (names the group); default "Upload files". */
  label?: string;
}

/**
 * The bare file drop zone: a dashed target that lights up while files are dragged over it, a "Choose files" button
 * for keyboards and touch (the hidden file input behind it), and what happened — the files added, "Please only drag
 * files!" (T125) when text or a link was dropped, "Something went wrong!" when a file could not be read.
 * File names are the reader's own text: shown bidi-isolated.
 */
export function FileDropZoneView({ state, dropHandlers, onChoose, accept, multiple = true, label }: FileDropZoneViewProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.tool} data-part="file-drop">
      <div className={styles.dropZone} data-part="file-drop-zone" data-state={state.name} aria-busy={state.name === 'reading' || undefined} {...dropHandlers}>
        <Icon icon={Upload} size="tab" />
        <p className={styles.dropPrompt}>{state.name === 'dragover' ? t('mediaTools.fileDrop.release') : (label ?? t('mediaTools.fileDrop.prompt'))}</p>
        <p className={styles.hint}>{t('mediaTools.fileDrop.or')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('mediaTools.fileDrop.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          className={styles.visuallyHidden}
          tabIndex={-1}
          aria-hidden
          accept={accept}
          multiple={multiple}
          data-part="file-drop-input"
          onChange={(event) => {
            onChoose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <div className={styles.liveRegion} aria-live="polite">
        {state.name === 'reading' ? <p className={styles.status}>{t('mediaTools.fileDrop.reading')}</p> : null}
        {state.name === 'accepted' ? (
          <p className={styles.fileList}>
            {t('mediaTools.fileDrop.accepted', { count: state.files.length })}{' '}
            {state.files.map((file, i) => (
              <span key={`${file.name}-${i}`}>
                {i > 0 ? ', ' : null}
                <bdi>{file.name}</bdi>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {state.name === 'rejected' ? (
        <p className={styles.error} role="alert">
          {t('media.fileDrop.notFiles')}
        </p>
      ) : null}
      {state.name === 'read_error' ? (
        <p className={styles.error} role="alert">
          {t('media.fileDrop.readError')}
        </p>
      ) : null}
    </div>
  );
}
