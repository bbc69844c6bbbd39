import { HttpResponse, http } from 'msw';

/**
 * The catch-all: any `/api/v1/*` request no other handler answered gets a 501 naming the method, the path and
 * every known route, so a missing mock is obvious instead of a silent network error. Must come last.
 */
export function createUnmatchedHandler(knownRoutes: () => readonly string[]) {
  return http.all(/^[^?#]*\/api\/v1\/.*/, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      {
        error: 'Not implemented by the Masthead mock API',
        method: request.method,
        path: url.pathname,
        knownRoutes: knownRoutes(),
      },
      { status: 501 },
    );
  });
}
