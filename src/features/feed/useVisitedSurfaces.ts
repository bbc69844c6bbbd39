/**
 * Recently visited surfaces in the platform storage (`visited-surface-frame`): the list (`parseVisited`, read after
 * hydration) and `record(kind, id)` (`recordVisit` at the platform clock's time, written back). A storage that throws
 * on read or write (private mode, a full quota, a blocked third-party frame) is read as empty and not written; the
 * list still holds this visit's surfaces in memory.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClock, useStorage } from '../../platform/context';
import { parseVisited, recordVisit, serializeVisited, VISITED_SURFACES_KEY, type VisitedSurface, type VisitedSurfaceKind } from './visitedSurfaces';

export function useVisitedSurfaces(): { list: readonly VisitedSurface[]; record: (kind: VisitedSurfaceKind, id: number) => void } {
  const storage = useStorage();
  const clock = useClock();
  const [list, setList] = useState<readonly VisitedSurface[]>([]);
  const current = useRef<readonly VisitedSurface[]>([]);
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = storage.get(VISITED_SURFACES_KEY);
    } catch {
      raw = null;
    }
    // Visits recorded before the read (a message that came first) stay in front of the stored ones.
    let merged = parseVisited(raw);
    for (const visit of [...current.current].reverse()) merged = recordVisit(merged, visit);
    current.current = merged;
    setList(merged);
  }, [storage]);
  const record = useCallback(
    (kind: VisitedSurfaceKind, id: number) => {
      const next = recordVisit(current.current, { kind, id, at: clock.now().getTime() });
      current.current = next;
      setList(next);
      try {
        storage.set(VISITED_SURFACES_KEY, serializeVisited(next));
      } catch {
        // Not kept past this page: the list still has the visit.
      }
    },
    [storage, clock],
  );
  return { list, record };
}
