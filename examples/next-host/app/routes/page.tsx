/** A server component that imports the pure entry: the route table and formatting, no client code. */
import { formatRelative, matchRoute, paths, routes } from '@masthead/ui/pure';
import { RENDERED_AT } from '../platform';

export default function RoutesPage() {
  const now = new Date(RENDERED_AT);
  return (
    <main data-part="routes">
      <h1>Routes</h1>
      <p>
        {paths.post('the-city-that-reads')} is the {matchRoute(paths.post('the-city-that-reads'))?.screen} screen; posted{' '}
        {formatRelative('2026-11-21T09:00:00.000Z', now)} ago.
      </p>
      <ul>
        {routes.map((r) => (
          <li key={r.screen}>
            {r.screen}: {r.pattern}
          </li>
        ))}
      </ul>
    </main>
  );
}
