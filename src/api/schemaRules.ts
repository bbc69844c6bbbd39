/**
 * Facts read from a schema, so a form or a check derives a rule from the one declaration instead of restating it:
 * the longest string a schema accepts, and whether it accepts a value.
 */
import * as z from 'zod/mini';

interface CheckDef {
  check?: string;
  maximum?: number;
}
interface SchemaInternals {
  _zod: { def: { type?: string; checks?: readonly { _zod: { def: CheckDef } }[]; innerType?: unknown } };
}

/** The `maxLength` of a string schema (looking through `nullable`/`optional`/`default`), or `null` without one. */
export function maxLengthOf(schema: z.ZodMiniType): number | null {
  let current = schema as unknown as SchemaInternals;
  for (let depth = 0; depth < 8 && current._zod.def.innerType; depth++) current = current._zod.def.innerType as SchemaInternals;
  const maxima = (current._zod.def.checks ?? []).flatMap((c) =>
    c._zod.def.check === 'max_length' && typeof c._zod.def.maximum === 'number' ? [c._zod.def.maximum] : [],
  );
  return maxima.length > 0 ? Math.min(...maxima) : null;
}

/** A predicate: whether `schema` accepts `value`. */
export function acceptsValue(schema: z.ZodMiniType): (value: unknown) => boolean {
  return (value) => z.safeParse(schema, value).success;
}
