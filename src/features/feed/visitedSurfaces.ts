/**
 * Recently visited surfaces (`visited-surface-frame`, spec 002: a hidden frame at `/visited-surface-frame` recording
 * recently visited surfaces, capped at 10, keyed by publication or profile; C05). Pure: a visit goes to the front,
 * an earlier visit of the same surface is dropped, and the list keeps the newest 10. The list is kept in the platform
 * storage as JSON; reading tolerates anything (another version's shape, a hand-edited value), and the data hook
 * catches a storage that throws (a browser's private mode, a full quota).
 */

/** How many surfaces the list keeps (spec 002). */
export const VISITED_SURFACES_CAP = 10;
/** Storage key of the list. */
export const VISITED_SURFACES_KEY = 'feed:visited-surfaces';

export const visitedSurfaceKinds = ['publication', 'profile'] as const;
export type VisitedSurfaceKind = (typeof visitedSurfaceKinds)[number];

export interface VisitedSurface {
  kind: VisitedSurfaceKind;
  /** The publication's or the profile's id. */
  id: number;
  /** When (ms since the epoch, the platform clock). */
  at: number;
}

/** A surface's key: one entry per publication and per profile. */
export const visitedKey = (surface: Pick<VisitedSurface, 'kind' | 'id'>): string => `${surface.kind}:${surface.id}`;

/** The list after a visit: the visit first, the surface's older entry dropped, at most `VISITED_SURFACES_CAP`. */
export function recordVisit(list: readonly VisitedSurface[], visit: VisitedSurface): readonly VisitedSurface[] {
  const key = visitedKey(visit);
  return [visit, ...list.filter((entry) => visitedKey(entry) !== key)].slice(0, VISITED_SURFACES_CAP);
}

/** A surface from untrusted input (a message, the storage), or `null` when it is not one. */
export function parseVisit(value: unknown): VisitedSurface | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id, at } = value as Record<string, unknown>;
  if (!(visitedSurfaceKinds as readonly unknown[]).includes(kind)) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { kind: kind as VisitedSurfaceKind, id, at };
}

/** The stored list (JSON) read back: entries that are not surfaces are left out, duplicates and the cap enforced. */
export function parseVisited(raw: string | null): readonly VisitedSurface[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: VisitedSurface[] = [];
  for (const item of value) {
    const visit = parseVisit(item);
    if (!visit || seen.has(visitedKey(visit))) continue;
    seen.add(visitedKey(visit));
    list.push(visit);
    if (list.length === VISITED_SURFACES_CAP) break;
  }
  return list;
}

/** The list as stored. */
export const serializeVisited = (list: readonly VisitedSurface[]): string => JSON.stringify(list);
