/**
 * The standalone script's three calls, on `fetch` alone: the package's typed client validates every answer with zod
 * and the React widget reads through TanStack Query, which together are most of that widget's bytes. The script checks
 * the few fields it uses instead, and turns every failure into the client's `ApiError` (same kinds, same server words),
 * so the machines and the failure texts are the React widget's own. The routes are the endpoint declarations' (E58,
 * E21, E19; a unit test holds them equal).
 */
import { ApiError } from '../../../../api/errors';
import { serverMessageOf } from '../../../../api/http';
import type { Publication } from '../../../../api/schemas/core';

export const embedScriptRoutes = {
  publication: { method: 'GET', path: '/api/v1/welcome_page_data' },
  signup: { method: 'POST', path: '/api/v1/free' },
  request: { method: 'POST', path: '/api/v1/subscription/request' },
} as const;

/** Same bound as the package's client (`DEFAULT_REQUEST_TIMEOUT_MS`). */
const TIMEOUT_MS = 20_000;

export type EmbedScriptResult<T> = { ok: true; data: T } | { ok: false; failure: ApiError };

type Route = (typeof embedScriptRoutes)[keyof typeof embedScriptRoutes];

async function call(
  api: string,
  route: Route,
  query: string,
  body?: { json: unknown } | { form: Record<string, string> },
): Promise<EmbedScriptResult<unknown>> {
  const name = `${route.method} ${route.path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(`${api}${route.path}${query}`, { method: route.method, headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const kind = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network';
    return { ok: false, failure: new ApiError({ kind, route: name, cause: error }) };
  }
  let json: unknown;
  let parsed = true;
  try {
    json = await response.json();
  } catch {
    parsed = false;
  }
  if (!response.ok) {
    return {
      ok: false,
      failure: new ApiError({ kind: 'http', route: name, status: response.status, serverMessage: parsed ? serverMessageOf(json) : undefined }),
    };
  }
  return parsed ? { ok: true, data: json } : { ok: false, failure: new ApiError({ kind: 'schema', route: name, status: response.status, field: '' }) };
}

function malformed(route: Route, field: string): EmbedScriptResult<never> {
  return { ok: false, failure: new ApiError({ kind: 'schema', route: `${route.method} ${route.path}`, field }) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** E58: the publication the API's host serves (only the fields the widget shows are checked). */
export async function fetchEmbedPublication(api: string): Promise<EmbedScriptResult<Publication>> {
  const route = embedScriptRoutes.publication;
  const result = await call(api, route, '');
  if (!result.ok) return result;
  const publication = isObject(result.data) ? result.data.publication : undefined;
  if (!isObject(publication) || typeof publication.id !== 'number') return malformed(route, 'publication.id');
  if (typeof publication.name !== 'string') return malformed(route, 'publication.name');
  return { ok: true, data: publication as unknown as Publication };
}

/** E21: the free signup, from the embed: the referral token and the address the server kept. */
export async function postEmbedSignup(
  api: string,
  publicationId: number,
  email: string,
): Promise<EmbedScriptResult<{ referralToken: string; email?: string }>> {
  const route = embedScriptRoutes.signup;
  const result = await call(api, route, '', { json: { email, source: 'embed', other_publication_id: publicationId } });
  if (!result.ok) return result;
  const answer = isObject(result.data) ? result.data : {};
  if (typeof answer.referral_token !== 'string') return malformed(route, 'referral_token');
  return { ok: true, data: { referralToken: answer.referral_token, ...(typeof answer.email === 'string' ? { email: answer.email } : {}) } };
}

/** E19: ask to join an invite-only publication (form-encoded, as declared). */
export function postEmbedRequest(api: string, publicationId: number, email: string): Promise<EmbedScriptResult<unknown>> {
  return call(api, embedScriptRoutes.request, `?publication_id=${publicationId}`, { form: { email, source: 'embed' } });
}
