import type { Viewer, ViewerRole } from '../src/platform/viewer';

/** A signed-in (or anonymous) viewer for each role, used by stories and the Storybook role toolbar. */
export const viewersByRole: Record<ViewerRole, Viewer> = {
  anonymous: { role: 'anonymous' },
  free: { role: 'free', user: { id: 101, name: 'Frances Free', handle: 'frances', email: 'frances@example.com' } },
  paid: { role: 'paid', user: { id: 102, name: 'Paolo Paid', handle: 'paolo', email: 'paolo@example.com' } },
  founding: { role: 'founding', user: { id: 103, name: 'Fiona Founding', handle: 'fiona', email: 'fiona@example.com' } },
  contributor: { role: 'contributor', user: { id: 104, name: 'Carmen Contributor', handle: 'carmen', email: 'carmen@example.com' } },
  admin: { role: 'admin', user: { id: 105, name: 'Ada Admin', handle: 'ada', email: 'ada@example.com' } },
};
