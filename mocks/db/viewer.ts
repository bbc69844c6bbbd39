/**
 * Who the mock thinks is calling: the scenario's viewer role mapped to a seeded user and to that user's standing
 * with each publication. Handlers decide permissions with these helpers (inventory §7).
 */
import { getScenario, type ScenarioViewer } from '../scenario';
import { core, PUB, VIEWER_IDS } from './core';

export type AccessLevel = 'none' | 'free' | 'paid' | 'founding';

/** The signed-in user's id, or `null` for an anonymous viewer. */
export function viewerUserId(viewer: ScenarioViewer = getScenario().viewer): number | null {
  return viewer === 'anonymous' ? null : VIEWER_IDS[viewer];
}

/** The viewer's role on a publication's staff, if any. */
export function staffRole(publicationId: number, viewer: ScenarioViewer = getScenario().viewer): 'admin' | 'contributor' | 'guest' | null {
  const userId = viewerUserId(viewer);
  if (userId === null) return null;
  return core.roles.find((r) => r.user_id === userId && r.publication_id === publicationId)?.role ?? null;
}

/**
 * The viewer's subscription to a publication. On The Daily Margin each role is what it says; the contributor and
 * admin read everything as staff. On other publications signed-in viewers are free subscribers, except that
 * paid and founding viewers also pay Open Water.
 */
export function accessLevel(publicationId: number, viewer: ScenarioViewer = getScenario().viewer): AccessLevel {
  if (viewer === 'anonymous') return 'none';
  if (publicationId === PUB.margin) {
    if (viewer === 'contributor' || viewer === 'admin') return 'founding';
    return viewer;
  }
  if (publicationId === PUB.openWater && (viewer === 'paid' || viewer === 'founding')) return viewer;
  if (publicationId === PUB.innerCircle) return viewer === 'free' ? 'none' : 'free';
  return 'free';
}

const rank: Record<AccessLevel, number> = { none: 0, free: 1, paid: 2, founding: 3 };

/** Whether the viewer reaches at least `needed` on a publication (staff always do). */
export function hasAccess(publicationId: number, needed: AccessLevel, viewer: ScenarioViewer = getScenario().viewer): boolean {
  if (staffRole(publicationId, viewer) === 'admin' || staffRole(publicationId, viewer) === 'contributor') return true;
  return rank[accessLevel(publicationId, viewer)] >= rank[needed];
}
