/**
 * The data hook of the publication home: E57 through the kit's read, and the reader's subscriptions (E16). `?preview` asks an admin's unpublished layout
 * (the server serves it only to the publication's admins and says so in `preview`).
 */
import { useMemo } from 'react';
import { listSubscriptions } from '../../../api/endpoints/account';
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
  // The reader's subscriptions (E16's first page, the account area's entry): the recommendations block marks the
  // publications the reader already subscribes to.
  const own = useRead(listSubscriptions, viewer.role === 'anonymous' ? null : {});
  const subscribedIds = useMemo(
    () => new Set((own.data?.subscriptions ?? []).filter((s) => s.membership_state !== 'unsubscribed').map((s) => s.publication_id)),
    [own.data],
  );
  return { load: loadStatus(query, 'growth.home.error.load'), admin, subscribedIds, retry: () => void query.refetch() };
}
