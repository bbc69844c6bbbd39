/**
 * Runs once when the Next server starts (Node runtime): the mock API answers every `/api/v1` call the server makes
 * (the page's prefetch, the route handler below), and a DOM implementation is handed to the post body's sanitiser.
 * A real host points `apiBaseUrl` at its API instead and keeps only the DOM.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { createMockServer } = await import('@masthead/ui/mocks/node');
  const { setScenario } = await import('@masthead/ui/mocks');
  const { JSDOM } = await import('jsdom');
  setScenario({ viewer: 'paid' });
  createMockServer().listen({ onUnhandledFrame: 'bypass' });
  (globalThis as { mastheadHtmlWindow?: unknown }).mastheadHtmlWindow = new JSDOM('').window;
}
