import { useLocation } from '../../../../platform/context';
import { ScreenErrorBoundary } from '../../../../kit/ErrorBoundary';
import { fileNameFromPath } from './fileEntry';
import { FilePageView } from './FilePageView';
import { useFileEntry } from './useFileEntry';

export interface FilePageProps {
  /** The file's key (`file_key`); read from the route `/file/{name}` when omitted. */
  name?: string;
}

function ConnectedFilePage({ name }: { name: string }) {
  const { status, file, errorMessage, reload } = useFileEntry(name);
  return <FilePageView status={status} file={file} errorMessage={errorMessage} onRetry={reload} />;
}

function RoutedFilePage() {
  const { pathname } = useLocation();
  const name = fileNameFromPath(pathname);
  return name === null ? <FilePageView status="not_found" /> : <ConnectedFilePage key={name} name={name} />;
}

/**
 * The connected file page `/file/{name}` (spec 003 "File page"; E64): `useFileEntry` joined with `FilePageView`, inside
 * a `ScreenErrorBoundary`. Without `name` it reads the route.
 */
export function FilePage({ name }: FilePageProps) {
  return <ScreenErrorBoundary>{name === undefined ? <RoutedFilePage /> : <ConnectedFilePage key={name} name={name} />}</ScreenErrorBoundary>;
}
