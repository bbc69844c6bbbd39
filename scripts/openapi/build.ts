/**
 * Builds the OpenAPI 3.1 document of the whole `/api/v1` contract from the endpoint declarations (the same zod
 * schemas the client parses with and the mock validates with). Schemas describe the wire format: zod's *input*
 * side, before transforms.
 */
import * as z from 'zod/mini';
import type { AnyEndpointDef } from '../../src/api/endpoint';
import { endpointsByArea } from '../../src/api/endpoints';

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

export function buildOpenApi(): Record<string, unknown> {
  hoisted = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of allEndpoints()) {
    const path = def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const parameters = [
      ...objectProperties(def.params).map((p) => ({ name: p.name, in: 'path', required: true, schema: p.schema })),
      ...objectProperties(def.query).map((p) => ({ name: p.name, in: 'query', required: p.required, schema: p.schema })),
      ...(def.method === 'GET' ? [] : [idempotencyKeyParameter]),
    ];
    const responses: Record<string, unknown> = {
      '200': { description: 'Success', content: { 'application/json': { schema: jsonSchema(def.response) } } },
    };
    for (const error of def.errors ?? []) {
      const key = String(error.status);
      const previous = responses[key] as { description: string } | undefined;
      responses[key] = {
        description: previous ? `${previous.description}; ${error.description}` : `${error.description}${error.code ? ` (code ${error.code})` : ''}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: `${def.area}.${def.name}`,
      summary: def.summary,
      tags: [def.area],
      'x-inventory-id': def.id,
      ...(parameters.length ? { parameters } : {}),
      ...(def.body ? { requestBody: { required: true, content: { [contentTypes[def.bodyEncoding ?? 'json']]: { schema: jsonSchema(def.body) } } } } : {}),
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
