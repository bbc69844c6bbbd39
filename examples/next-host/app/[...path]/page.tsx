/**
 * Every product path (the post page, its comments, a chat thread…): a server component reads what the screen needs
 * (`@masthead/ui/server`, pure) and hands it to the client half, so the page arrives as HTML with its content and the
 * browser does not read it again.
 */
import { prefetchScreen } from '@masthead/ui/server';
import { MastheadPage } from '../MastheadPage';
import { API_ORIGIN } from '../platform';

export const dynamic = 'force-dynamic';

export default async function ProductRoute({ params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const state = await prefetchScreen(path, { apiBaseUrl: API_ORIGIN });
  return <MastheadPage path={path} state={state} />;
}
