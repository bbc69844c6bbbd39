/**
 * The data hook of the home's people lists (`/subscribers`, `/followers`, `/following`; G58): E57 with `subpath`
 * through the kit's read (its own cache entry per subpath, as the endpoint and its input make the key).
 */
import { getHomepageData } from '../../../api/endpoints/growth';
import type { HomepageSubpath } from '../../../api/schemas/growth';
import { loadStatus, useRead } from '../../../kit/read';

export function usePublicationPeople(subpath: HomepageSubpath) {
  const query = useRead(getHomepageData, { query: { subpath } });
  return { load: loadStatus(query, 'growth.home.people.error.load'), retry: () => void query.refetch() };
}
