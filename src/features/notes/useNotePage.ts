/**
 * The note page's data hook: one note and its direct replies (P09j) through the kit's read, its load status (loading,
 * ready, not found, error with the reader's text) and "now" for the relative dates, read once per answer.
 */
import { useMemo } from 'react';
import { failureText } from '../../kit/failure';
import { loadStatus, useReadOf } from '../../kit/read';
import { useClock } from '../../platform/context';
import { useT } from './i18n';
import { noteRead } from './reads';

export function useNotePage(noteId: number) {
  const t = useT();
  const clock = useClock();
  const query = useReadOf(noteRead(noteId));
  const status = loadStatus(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: "now" is read again when the answer changes
  const now = useMemo(() => clock.now(), [clock, query.data]);
  return {
    status,
    now,
    errorMessage: status.name === 'error' ? failureText(status.failure, t) : undefined,
    retry: () => void query.refetch(),
  };
}
