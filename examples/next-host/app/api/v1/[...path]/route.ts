/** The browser's `/api/v1` calls, answered by the mock this server runs (instrumentation.ts). */
import { API_ORIGIN } from '../../../platform';

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const answer = await fetch(`${API_ORIGIN}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
  return new Response(await answer.arrayBuffer(), {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  });
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const dynamic = 'force-dynamic';
