/**
 * The data hook of the publication home: E57 through the kit's read. `?preview` asks an admin's unpublished layout
 * (the server serves it only to the publication's admins and says so in `preview`).
 */
import { getHomepageData } from '../../../api/endpoints/growth';
import { loadStatus, useRead } from '../../../kit/read';
import { useLocation, useViewer } from '../../../platform/context';

/** Whether the address asks for the preview (`?preview`, `?preview=true`, `?preview=1`). */
export function wantsPreview(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('preview')) return false;
  const value = params.get('preview');
  return value === '' || value === 'true' || value === '1';
}

export function usePublicationHome() {
  const location = useLocation();
  const viewer = useViewer();
  const admin = viewer.role === 'admin';
  const preview = admin && wantsPreview(location.search);
  const query = useRead(getHomepageData, { query: preview ? { preview: true } : {} });
  return { load: loadStatus(query, 'growth.home.error.load'), admin, retry: () => void query.refetch() };
}
