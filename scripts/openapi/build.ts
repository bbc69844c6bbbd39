/**
 * Builds the OpenAPI 3.1 document of the whole `/api/v1` contract from the endpoint declarations (the same zod
 * schemas the client parses with and the mock validates with). Schemas describe the wire format: zod's *input*
 * side, before transforms.
 */
import * as z from 'zod/mini';
import { type AnyEndpointDef, type EndpointErrorDoc, routeKey } from '../../src/api/endpoint';
import { endpointsByArea } from '../../src/api/endpoints';
import { operationExamples } from './examples';

type JsonSchema = Record<string, unknown>;

/** Shared definitions (recursive schemas such as comment trees) hoisted out of each operation. */
let hoisted: Record<string, JsonSchema> = {};

function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, names));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string') {
      if (v === '#') throw new Error('self-referencing root schema is not supported');
      const local = /^#\/\$defs\/(.+)$/.exec(v)?.[1];
      out[key] = local && names.has(local) ? `#/components/schemas/${names.get(local)}` : v;
    } else out[key] = rewriteRefs(v, names);
  }
  return out;
}

function jsonSchema(schema: z.ZodMiniType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, JsonSchema>;
  delete out.$defs;
  const names = new Map<string, string>();
  for (const name of Object.keys(defs)) names.set(name, `Def${Object.keys(hoisted).length + names.size + 1}`);
  for (const [name, def] of Object.entries(defs)) hoisted[names.get(name)!] = rewriteRefs(def, names) as JsonSchema;
  return rewriteRefs(out, names) as JsonSchema;
}

function objectProperties(schema: z.ZodMiniType | undefined): { name: string; schema: JsonSchema; required: boolean }[] {
  if (!schema) return [];
  const json = jsonSchema(schema);
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

const contentTypes = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

export function allEndpoints(): AnyEndpointDef[] {
  return Object.values(endpointsByArea).flatMap((group) => Object.values(group) as AnyEndpointDef[]);
}

/** Every write takes an optional idempotency key: a repeated key answers the first result without applying the write again. */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A client-generated key for this write (1–200 characters). A retry with the same key (after a timeout, a network error or an unreadable answer) gets the first answer again and is not applied twice.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

/** Whether a query schema has any field to check (an empty one accepts every query string). */
function hasFields(schema: z.ZodMiniType | undefined): boolean {
  return objectProperties(schema).length > 0;
}

/**
 * The answers every operation can give by construction of the mock (`mocks/handlers/route.ts`), declared from the
 * declaration itself so the contract names every status the mock can answer:
 * - 400 when the operation validates anything the client sends: a body or query failing its schema, a body that is not
 *   JSON, or (on every write) an `Idempotency-Key` outside 1–200 characters. The answer names the field and the rule.
 * - 404 when the path has parameters: a path parameter failing its schema is answered 404 before the handler runs
 *   (operations whose handler also looks the thing up declare their own 404, which this does not repeat).
 */
export function impliedErrors(def: AnyEndpointDef): EndpointErrorDoc[] {
  const out: EndpointErrorDoc[] = [];
  const checks = [def.body && 'the body', hasFields(def.query) && 'the query', def.method !== 'GET' && 'the Idempotency-Key header'].filter(Boolean);
  if (checks.length) {
    out.push({
      status: 400,
      description: `The request fails validation (${checks.join(', ')}): \`errors[0].field\` names the field, \`errors[0].msg\` the rule`,
    });
  }
  if (def.params) out.push({ status: 404, description: 'Not found: a path parameter fails its schema (e.g. an id that is not a whole number)' });
  return out;
}

/** The body schema with `examples: [value]` on the named top-level fields. */
function withFieldExamples(schema: JsonSchema, values: Record<string, unknown> | undefined, def: AnyEndpointDef, whole?: unknown): JsonSchema {
  if (whole !== undefined) schema = { ...schema, examples: [whole] };
  if (!values) return schema;
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  for (const [name, value] of Object.entries(values)) {
    if (!properties[name]) throw new Error(`${routeKey(def)}: the body has no field ${name} to show an example on`);
    properties[name] = { ...properties[name], examples: [value] };
  }
  return { ...schema, properties };
}

export function buildOpenApi(): Record<string, unknown> {
  hoisted = {};
  const keys = new Set(allEndpoints().map(routeKey));
  for (const key of Object.keys(operationExamples)) if (!keys.has(key)) throw new Error(`scripts/openapi/examples.ts: no endpoint ${key}`);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of allEndpoints()) {
    const path = def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const examples = operationExamples[routeKey(def)] ?? {};
    const parameters = [
      ...objectProperties(def.params).map((p) => {
        if (examples.params?.[p.name] === undefined) throw new Error(`${routeKey(def)}: path parameter ${p.name} has no example (scripts/openapi/examples.ts)`);
        return { name: p.name, in: 'path', required: true, schema: p.schema, example: examples.params[p.name] };
      }),
      ...objectProperties(def.query).map((p) => ({
        name: p.name,
        in: 'query',
        required: p.required,
        schema: p.schema,
        ...(examples.query?.[p.name] !== undefined ? { example: examples.query[p.name] } : {}),
      })),
      ...(def.method === 'GET' ? [] : [idempotencyKeyParameter]),
    ];
    const responses: Record<string, unknown> = {
      '200': { description: 'Success', content: { 'application/json': { schema: jsonSchema(def.response) } } },
    };
    const declared = new Set((def.errors ?? []).map((e) => e.status));
    for (const error of [...(def.errors ?? []), ...impliedErrors(def).filter((e) => e.status === 400 || !declared.has(e.status))]) {
      const key = String(error.status);
      const previous = responses[key] as { description: string } | undefined;
      const text = `${error.description}${error.code ? ` (code ${error.code})` : ''}`;
      responses[key] = {
        description: previous ? `${previous.description}; ${text}` : text,
        ...(error.status >= 300 && error.status < 400
          ? { headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } } }
          : { content: { 'application/json': { schema: { $ref: `#/components/schemas/${key === '400' ? 'ValidationError' : 'Error'}` } } } }),
      };
    }
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: `${def.area}.${def.name}`,
      summary: def.summary,
      ...(examples.description ? { description: examples.description } : {}),
      tags: [def.area],
      'x-inventory-id': def.id,
      ...(parameters.length ? { parameters } : {}),
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: {
                [contentTypes[def.bodyEncoding ?? 'json']]: { schema: withFieldExamples(jsonSchema(def.body), examples.body, def, examples.wholeBody) },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masthead /api/v1',
      version: '1.0.0',
      description:
        'The API the Masthead screens call, generated from the endpoint declarations in @masthead/ui (src/api/endpoints). The mock backend (@masthead/ui/mocks) implements exactly this contract.',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: {
        ...hoisted,
        ValidationError: {
          type: 'object',
          required: ['error', 'errors'],
          description:
            'A 400 answer: `error` says what is wrong; `errors[0].field` names the failing field (a dotted path into the body or query, or a header name) when there is one.',
          properties: {
            error: { type: 'string', description: 'What went wrong, in words a reader may see.' },
            code: { type: 'string', description: 'A named error code, e.g. NO_INVITES_LEFT.' },
            errors: {
              type: 'array',
              minItems: 1,
              items: { type: 'object', properties: { msg: { type: 'string' }, field: { type: 'string' } }, required: ['msg'] },
            },
          },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', description: 'What went wrong, in words a reader may see.' },
            code: { type: 'string', description: 'A named error code, e.g. PUBLICATION_BAN.' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { msg: { type: 'string' }, field: { type: 'string' } }, required: ['msg'] },
            },
          },
        },
      },
    },
  };
}
