/**
 * Builds an MSW handler from an endpoint declaration (`src/api`), so the mock answers exactly the contract the
 * client calls: the same method and path (on any origin), the scenario's latency and faults by route key, the
 * request body checked against the endpoint's body schema (400 naming the field and the rule), and errors thrown
 * by the resolver as `MockHttpError` turned into the spec's error bodies.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import { type AnyEndpointDef, routeKey } from '../../src/api/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/http';
import { rememberAnswer, rememberedAnswer } from '../db/idempotency';
import { getScenario, playScenario, type ScenarioViewer } from '../scenario';

/** An error answer from a resolver: status plus `{ error, code?, errors: [{ msg, field? }] }`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }

  toBody() {
    return {
      error: this.message,
      ...(this.code ? { code: this.code } : {}),
      errors: [{ msg: this.message, ...(this.field ? { field: this.field } : {}) }],
    };
  }
}

export const notFound = (what: string) => new MockHttpError(404, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do that.') => new MockHttpError(403, message);
export const unauthorized = () => new MockHttpError(401, 'Please sign in.');
export const badRequest = (message: string, field?: string) => new MockHttpError(400, message, undefined, field);

type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodMiniType ? z.output<NonNullable<S>> : undefined;

export interface RouteContext<E extends AnyEndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The viewer role the scenario plays. */
  viewer: ScenarioViewer;
  request: Request;
}

type Resolver<E extends AnyEndpointDef> = (ctx: RouteContext<E>) => z.input<E['response']> | Promise<z.input<E['response']>> | Response;

// The schemas use `zod/mini`, which ships no error messages ("Invalid input" for every rule); the 400 answers below name
// the rule with zod's English message, so the mock (development only) installs the English locale. The library itself
// never loads it: a host does not pay for it. Only the English locale is imported (`z.locales` would bring all of them).
z.config(en());

function zodMessage(error: z.core.$ZodError): { message: string; field: string } {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return { message: `${field || 'body'}: ${issue?.message ?? 'invalid'}`, field };
}

async function readBody(def: AnyEndpointDef, request: Request): Promise<unknown> {
  if (!def.body) return undefined;
  const encoding = def.bodyEncoding ?? 'json';
  if (encoding === 'json') {
    const text = await request.text();
    return text ? JSON.parse(text) : {};
  }
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) out[key] = value;
  return out;
}

/** Every route declared through `route()`, for the 501 fallback's list. */
export const declaredRoutes = new Set<string>();

/** A stateful MSW handler for one endpoint. */
export function route<E extends AnyEndpointDef>(def: E, resolve: Resolver<E>): RequestHandler {
  const key = routeKey(def);
  declaredRoutes.add(key);
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${def.path}`, async ({ request, params }) => {
    const fault = await playScenario(key);
    if (fault) return fault;
    // A write with an idempotency key: the same key again gets the first answer, and the write is not applied twice.
    const idempotencyKey = def.method === 'GET' ? null : request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (idempotencyKey !== null) {
      if (idempotencyKey.length < 1 || idempotencyKey.length > 200) {
        return HttpResponse.json(badRequest(`${IDEMPOTENCY_KEY_HEADER}: must be 1 to 200 characters`, IDEMPOTENCY_KEY_HEADER).toBody(), { status: 400 });
      }
      const remembered = rememberedAnswer(key, idempotencyKey);
      if (remembered)
        return new HttpResponse(remembered.body, { status: remembered.status, headers: { 'Content-Type': 'application/json', 'Idempotent-Replay': 'true' } });
      const answer = await answerFor(request, params);
      if (answer.status < 500) rememberAnswer(key, idempotencyKey, { status: answer.status, body: await answer.clone().text() });
      return answer;
    }
    return answerFor(request, params);
  });

  async function answerFor(request: Request, params: Record<string, unknown>): Promise<Response> {
    try {
      const url = new URL(request.url);
      const parsedParams = def.params ? def.params.safeParse(params) : { success: true as const, data: undefined };
      if (!parsedParams.success) throw new MockHttpError(404, `No such resource: ${zodMessage(parsedParams.error).message}`);
      const rawQuery: Record<string, string | string[]> = {};
      for (const name of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(name);
        rawQuery[name] = all.length > 1 ? all : all[0]!;
      }
      const parsedQuery = def.query ? def.query.safeParse(rawQuery) : { success: true as const, data: undefined };
      if (!parsedQuery.success) {
        const { message, field } = zodMessage(parsedQuery.error);
        throw badRequest(`Invalid query ${message}`, field);
      }
      let rawBody: unknown;
      try {
        rawBody = await readBody(def, request);
      } catch {
        throw badRequest('Request body is not valid JSON');
      }
      const parsedBody = def.body ? def.body.safeParse(rawBody) : { success: true as const, data: undefined };
      if (!parsedBody.success) {
        const { message, field } = zodMessage(parsedBody.error);
        throw badRequest(`Invalid ${message}`, field);
      }
      const result = await resolve({
        params: parsedParams.data as RouteContext<E>['params'],
        query: parsedQuery.data as RouteContext<E>['query'],
        body: parsedBody.data as RouteContext<E>['body'],
        viewer: getScenario().viewer,
        request,
      });
      if (result instanceof Response) return result;
      return HttpResponse.json(result as never);
    } catch (error) {
      if (error instanceof MockHttpError) return HttpResponse.json(error.toBody(), { status: error.status });
      throw error;
    }
  }
}
