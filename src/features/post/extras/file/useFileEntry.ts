import { useQuery } from '@tanstack/react-query';
import { getFileEntry } from '../../../../api/endpoints/growth';
import type { FileEntry } from '../../../../api/schemas/growth';
import { useApi } from '../../../../api/useApi';
import { type ExtrasLoadStatus, extrasLoadStatus, serverMessageOf } from '../loadStatus';

/** TanStack Query key of a file entry (E64). */
export const fileEntryQueryKey = (name: string) => ['growth', 'file', name] as const;

export interface FileEntryController {
  status: ExtrasLoadStatus;
  file: FileEntry | null;
  /** The server's text when loading failed with another error than 404. */
  errorMessage?: string;
  reload: () => void;
}

/** The data hook of the file page: GET /api/v1/file/entry/{name} (E64); 404 → `not_found`. */
export function useFileEntry(name: string): FileEntryController {
  const api = useApi();
  const query = useQuery({
    queryKey: fileEntryQueryKey(name),
    queryFn: ({ signal }) => api.call(getFileEntry, { params: { name } }, { signal }),
    retry: false,
  });
  return {
    status: extrasLoadStatus(query),
    file: query.data ?? null,
    errorMessage: serverMessageOf(query.error),
    reload: () => void query.refetch(),
  };
}
