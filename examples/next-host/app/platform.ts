/** Where the server's own reads go: the mock answers `/api/v1` on any origin (a real host: its API's address). */
export const API_ORIGIN = 'http://masthead-api.internal';
/** The instant this demo renders at: the mock world's clock (a real host: the request's time, passed to the page). */
export const RENDERED_AT = '2026-11-21T12:00:00.000Z';
