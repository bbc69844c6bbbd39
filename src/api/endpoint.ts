/**
 * An endpoint is declared once, as data: method, path, zod schemas of its path parameters, query, body and
 * answer, and the errors it can give. The typed client (`callEndpoint`), the mock backend (`mocks/handlers/route.ts`)
 * and `openapi.json` are all derived from these declarations, so they cannot drift apart.
 */
import type * as z from 'zod/mini';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface EndpointErrorDoc {
  status: number;
  /** The spec's error code, when it names one. */
  code?: string;
  description: string;
}

export interface EndpointDef<
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Inventory id: `E01`…`E77` shown in the spec, `P01`…`P26` designed here. */
  id: string;
  /** Area (client group and mock handler file): `community`, `posts`, … */
  area: string;
  /** Function name in the area group: `getPost`. */
  name: string;
  method: HttpMethod;
  /** Express-style path: `/api/v1/community/posts/:id`. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** How the body travels; default `json`. */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  response: R;
  errors?: readonly EndpointErrorDoc[];
}

type AnyDef = EndpointDef<z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType>;

/** Declares an endpoint, keeping its exact schema types. */
export function defineEndpoint<
  P extends z.ZodMiniType | undefined = undefined,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(def: EndpointDef<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  return def;
}

type Part<K extends string, S> = [NonNullable<S>] extends [never]
  ? { [_ in K]?: never }
  : NonNullable<S> extends z.ZodMiniType
    ? undefined extends z.input<NonNullable<S>>
      ? { [_ in K]?: z.input<NonNullable<S>> }
      : { [_ in K]: z.input<NonNullable<S>> }
    : { [_ in K]?: never };

/** What a call takes: `{ params, query, body }`, each present only when the endpoint declares it. */
export type EndpointInput<E extends AnyDef> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

/** What a call resolves with: the parsed answer. */
export type EndpointOutput<E extends AnyDef> = z.output<E['response']>;

/** `GET /api/v1/posts/:slug` — the key used for faults in the mock scenario and in error messages. */
export function routeKey(def: Pick<AnyDef, 'method' | 'path'>): string {
  return `${def.method} ${def.path}`;
}

export type { AnyDef as AnyEndpointDef };
