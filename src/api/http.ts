/**
 * The fetch wrapper behind every call: builds the URL, encodes the body, sends it with the caller's
 * `AbortSignal`, and turns every outcome into either the parsed answer or an `ApiError`. Nothing else is ever
 * thrown: a network failure, a non-2xx answer, malformed JSON and an answer that fails its schema each become a
 * distinct `ApiError` kind.
 */
import type * as z from 'zod/mini';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from './endpoint';
import { routeKey } from './endpoint';
import { ApiError } from './errors';

export interface HttpConfig {
  /** `https://news.example.com`, or `''` for the page's origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * How long a call may wait for its whole answer before it fails with the `timeout` kind. Default
   * `DEFAULT_REQUEST_TIMEOUT_MS`; `0` waits for ever (the caller's own signal still cancels).
   */
  timeoutMs?: number;
}

/** The client-wide default wait for an answer: a hung server ends in a `timeout` failure (with Retry) after this long. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * The caller's signal joined with a timer: aborts with the caller's reason when the caller cancels, or with a
 * `TimeoutError` when `ms` pass first. `done()` clears the timer once the answer is in.
 */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal | undefined; done: () => void } {
  if (!(ms > 0)) return { signal, done: () => undefined };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For writes: a key the server uses to apply the write once. A retry of the same write (after a timeout, a network
   * error or an unreadable answer) must send the same key; the server then answers the first result again.
   */
  idempotencyKey?: string;
}

/** The header that carries `CallOptions.idempotencyKey`. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A fresh idempotency key (random, 32 hex characters). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A path parameter that is a dot segment: `.` or `..`, or an escaped form of one (`%2e`, `%2E%2e`, `.%2E`, `%252e`…).
 * `encodeURIComponent` leaves dots alone and `fetch` (like every URL parser) collapses dot segments, so
 * `/api/v1/posts/:slug` with `..` would request `/api/v1/`: another endpoint.
 */
export function isDotSegment(value: string): boolean {
  let text = value;
  for (let round = 0; round < 4; round++) {
    if (/^(?:\.|%2e){1,2}$/i.test(text)) return true;
    if (!text.includes('%')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return false;
}

/** `buildPath`'s refusal of a dot segment (`isDotSegment`); `callEndpoint` answers it as an `ApiError` without a request. */
export class PathParameterError extends TypeError {
  readonly parameter: string;
  constructor(parameter: string, path: string) {
    super(`Path parameter "${parameter}" of ${path} is a dot segment`);
    this.name = 'PathParameterError';
    this.parameter = parameter;
  }
}

/** Fills `:name` segments from `params`, URL-encoding each value; a dot segment (`.`, `..`, `%2e%2e`…) is refused. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    if (isDotSegment(String(value))) throw new PathParameterError(name, path);
    // A lone surrogate (a slug cut mid-character) cannot be encoded: it is sent as U+FFFD instead of throwing during render.
    return encodeURIComponent(String(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  });
}

/** Query string from an object: arrays repeat the key, `undefined`/`null` are left out, booleans are `true`/`false`. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function encodeBody(def: AnyEndpointDef, body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: { Accept: 'application/json' } };
  const encoding = def.bodyEncoding ?? 'json';
  if (encoding === 'json') return { body: JSON.stringify(body), headers: { Accept: 'application/json', 'Content-Type': 'application/json' } };
  const entries = Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
  if (encoding === 'form') {
    return {
      body: new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString(),
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v instanceof Blob ? v : String(v));
  return { body: form, headers: { Accept: 'application/json' } };
}

/** The server's message from an error body: `error`, then the first `errors[].msg`, then `message`. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { error?: unknown; errors?: { msg?: unknown }[]; message?: unknown };
  if (typeof b.error === 'string') return b.error;
  const first = Array.isArray(b.errors) ? b.errors[0]?.msg : undefined;
  if (typeof first === 'string') return first;
  return typeof b.message === 'string' ? b.message : undefined;
}

/** The field an error answer names (`errors[0].field`), if any. */
function fieldOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: { field?: unknown }[] }).errors;
  const field = Array.isArray(errors) ? errors[0]?.field : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

function codeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { code?: unknown; status?: unknown };
  if (typeof b.code === 'string') return b.code;
  return typeof b.status === 'string' ? b.status : undefined;
}

function issuePath(error: z.core.$ZodError): string {
  const first = error.issues[0];
  return first ? first.path.map(String).join('.') : '';
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'));
}

/** A failed fetch: `timeout` when the signal timed out (`AbortSignal.timeout`), `aborted` when cancelled, else `network`. */
function failedFetchKind(error: unknown, signal: AbortSignal | undefined): 'timeout' | 'aborted' | 'network' {
  const reason = signal?.aborted ? (signal.reason as { name?: unknown } | undefined) : undefined;
  if (reason?.name === 'TimeoutError' || (error instanceof DOMException && error.name === 'TimeoutError')) return 'timeout';
  return isAbort(error, signal) ? 'aborted' : 'network';
}

/** Calls an endpoint and returns its parsed answer, or rejects with an `ApiError`. */
export async function callEndpoint<E extends AnyEndpointDef>(
  config: HttpConfig,
  def: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const route = routeKey(def);
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  let path: string;
  try {
    path = buildPath(def.path, params);
  } catch (cause) {
    // Refused before any request: the screen shows its failure, nothing reaches another endpoint.
    if (cause instanceof PathParameterError) throw new ApiError({ kind: 'schema', route, field: `params.${cause.parameter}`, cause });
    throw cause;
  }
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${buildQuery(query)}`;
  const encoded = encodeBody(def, body);
  const doFetch = config.fetch ?? globalThis.fetch;
  const timed = withTimeout(options.signal, config.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  if (options.idempotencyKey && def.method !== 'GET') encoded.headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  try {
    return await send(route, def, url, encoded, doFetch, timed.signal);
  } finally {
    timed.done();
  }
}

async function send<E extends AnyEndpointDef>(
  route: string,
  def: E,
  url: string,
  encoded: { body?: BodyInit; headers: Record<string, string> },
  doFetch: typeof fetch,
  signal: AbortSignal | undefined,
): Promise<EndpointOutput<E>> {
  const options = { signal };
  let response: Response;
  try {
    response = await doFetch(url, {
      method: def.method,
      headers: encoded.headers,
      ...(encoded.body === undefined ? {} : { body: encoded.body }),
      credentials: 'include',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    throw new ApiError({ kind: failedFetchKind(cause, options.signal), route, cause });
  }

  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ApiError({ kind: failedFetchKind(cause, options.signal), route, status: response.status, cause });
  }

  let json: unknown;
  let parsedJson = true;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsedJson = false;
  }

  if (!response.ok) {
    throw new ApiError({
      kind: 'http',
      route,
      status: response.status,
      ...(parsedJson ? { code: codeOf(json), serverMessage: serverMessageOf(json), field: fieldOf(json) } : {}),
    });
  }
  if (!parsedJson) throw new ApiError({ kind: 'schema', route, status: response.status, field: '', cause: new SyntaxError('Malformed JSON') });

  const result = def.response.safeParse(json ?? {});
  if (!result.success) {
    throw new ApiError({ kind: 'schema', route, status: response.status, field: issuePath(result.error), cause: result.error });
  }
  return result.data as EndpointOutput<E>;
}
