/**
 * The class rules behind the hostile-input fixes (issue 23), as checkers over source text. Each answers the offences
 * it finds in one file (`line: what`), so `conventions-hostile.test.ts` can run it on the tree and on a fixture that
 * breaks it.
 *
 * 1. `rawPeopleText`: in a view, a name or a body (`x.name`, `x.body`, or a variable `name` / `body`) is shown through
 *    the isolation helper: as a JSX child directly inside `<bdi>` or an element with `dir="auto"`, and inside a
 *    catalogue sentence through `isolatedText(…)` (markup) or `isolate(…)` (a plain string such as `aria-label`).
 * 2. `unboundedReaderText`: a string schema in a frame the server pushes (realtime) or in the listed reader-facing
 *    text fields has a maximum (checked on the schema objects themselves: `unboundedStrings`).
 * 3. `unsafeSinks`: a `src`, `href`, `poster` or `srcSet` attribute, an element's `.src =`, or `loadSource(…)` takes an
 *    address only through the URL policy (`safeMediaUrl`, `safeLinkHref`, `classifyLink`, a path builder) or a
 *    variable that was given one; a plain literal is fine.
 * 4. `rawLocationWrites`: outside the platform, an address is written back from `useLocation()` (normalised), never from
 *    the adapter's raw `navigation.location()`.
 */
import type * as z from 'zod/mini';

export interface Offence {
  line: number;
  what: string;
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

const PEOPLE_TEXT = /^(?:[A-Za-z_$][\w$]*(?:\??\.[\w$]+|\[[^\]]+\])*\??\.(?:name|body)|name|body)$/;
/** As a JSX child, a bare `body` is a layout slot (a `ReactNode` prop), not a person's words: members and `name` only. */
const PEOPLE_CHILD = /^(?:[A-Za-z_$][\w$]*(?:\??\.[\w$]+|\[[^\]]+\])*\??\.(?:name|body)|name)$/;

/**
 * The opening tag of the element a JSX child at `index` sits in (`<bdi …>`), or `null` when the expression is not a
 * child (an attribute value, a prop, plain code). Siblings before it (`<span>…</span>{body}`) are stepped over.
 */
function enclosingOpenTag(source: string, index: number): string | null {
  const before = source.slice(0, index).replace(/\s+$/, '');
  if (!before.endsWith('>') && !before.endsWith('}')) return null;
  if (before.endsWith('=>')) return null;
  const tags = [...before.matchAll(/<\/?[A-Za-z][\w.]*(?:\s(?:[^<>]|=>)*?)?\/?>/g)];
  let depth = 0;
  for (let i = tags.length - 1; i >= 0; i--) {
    const tag = tags[i]![0];
    if (tag.endsWith('/>')) continue;
    if (tag.startsWith('</')) depth++;
    else if (depth === 0) return tag;
    else depth--;
  }
  return null;
}

/** Rule 1. */
export function rawPeopleText(source: string): Offence[] {
  const offences: Offence[] = [];
  for (const m of source.matchAll(/\{\s*([A-Za-z_$][\w$.?[\]']*)\s*\}/g)) {
    const expr = m[1]!;
    if (!PEOPLE_CHILD.test(expr)) continue;
    const tag = enclosingOpenTag(source, m.index);
    if (tag === null) continue; // an attribute value or a prop: the receiving part is checked where it renders
    if (/^<bdi\b/.test(tag) || /\bdir=["']auto["']/.test(tag)) continue;
    offences.push({ line: lineOf(source, m.index), what: `{${expr}} shown without <bdi> or dir="auto" in ${tag.split(/\s/)[0]}>` });
  }
  for (const m of source.matchAll(/\bt\(\s*(['`])[^'`]+\1\s*,\s*\{([^{}]*)\}/g)) {
    const before = source.slice(Math.max(0, m.index - 120), m.index);
    if (/isolatedText\(\s*\(?[^()]*\)?\s*=>\s*$/.test(before)) continue;
    for (const property of m[2]!.split(',')) {
      const [key = '', value = key] = property.split(':').map((part) => part.trim());
      if (key === '') continue;
      const people = key === 'name' || key === 'body' || PEOPLE_TEXT.test(value);
      if (!people || /^(isolate|t)\(/.test(value)) continue;
      offences.push({ line: lineOf(source, m.index), what: `${key}: ${value} interpolated raw into a catalogue text` });
    }
  }
  return offences;
}

interface Internals {
  _zod: {
    def: {
      type: string;
      checks?: readonly { _zod: { def: { check?: string } } }[];
      innerType?: unknown;
      shape?: Record<string, unknown>;
      options?: readonly unknown[];
      element?: unknown;
      left?: unknown;
      right?: unknown;
      in?: unknown;
      out?: unknown;
    };
  };
}

/** Rule 2: every string inside `schema` (objects, arrays, unions, wrappers walked) without a maximum, by path. */
export function unboundedStrings(schema: z.ZodMiniType, at = ''): string[] {
  const { def } = (schema as unknown as Internals)._zod;
  const walk = (child: unknown, key: string) => (child ? unboundedStrings(child as z.ZodMiniType, key) : []);
  switch (def.type) {
    case 'string':
      return (def.checks ?? []).some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals') ? [] : [at || '(root)'];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, at ? `${at}.${key}` : key));
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, at));
    case 'intersection':
      return [...walk(def.left, at), ...walk(def.right, at)];
    case 'pipe':
      return [...walk(def.in, at), ...walk(def.out, at)];
    default:
      return def.innerType ? walk(def.innerType, at) : [];
  }
}

const POLICY =
  /\b(safeMediaUrl|safeLinkHref|safeAppLink|classifyLink|safeHref|paths\.|pathTo\(|navigation\.href\(|rootRelative|safeHttpUrl|buildShareUrl|URL\.createObjectURL)/;

/** Rule 3. */
export function unsafeSinks(source: string): Offence[] {
  const offences: Offence[] = [];
  const checked = new Set<string>();
  // Variables given a checked address (`const x = safeMediaUrl(…)`), or derived from one (`const href = link.href`).
  const mentionsChecked = (text: string) => [...checked].some((name) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`).test(text));
  for (const m of source.matchAll(/\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*([^;\n]+)/g)) {
    if (POLICY.test(m[2]!) || mentionsChecked(m[2]!)) checked.add(m[1]!);
  }
  const acceptable = (value: string) => {
    const v = value.trim();
    if (/^(['"`])[^'"`$]*\1$/.test(v) || v === 'undefined' || v === 'null' || /^\w+:\s*string$/.test(v)) return true;
    if (POLICY.test(v)) return true;
    const root = /^([A-Za-z_$][\w$]*)/.exec(v)?.[1];
    return root !== undefined && checked.has(root);
  };
  for (const m of source.matchAll(/\s(src|href|poster|srcSet)=\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)) {
    // At the element: an intrinsic tag (`<a>`, `<img>`, `<video>`…). A component's prop is checked where that
    // component puts it on its element (`Avatar`, `Link`, `VideoPlayer` → `attachSource`).
    const tag = /^<([A-Za-z][\w.]*)/.exec(source.slice(source.lastIndexOf('<', m.index)))?.[1] ?? '';
    if (!/^[a-z]/.test(tag)) continue;
    if (!acceptable(m[2]!)) offences.push({ line: lineOf(source, m.index), what: `${m[1]}={${m[2]!.trim()}} without the URL policy` });
  }
  for (const m of source.matchAll(/\.(src|href|poster)\s*=(?!=)\s*([^;\n]+)/g)) {
    if (!acceptable(m[2]!)) offences.push({ line: lineOf(source, m.index), what: `.${m[1]} = ${m[2]!.trim()} without the URL policy` });
  }
  for (const m of source.matchAll(/\bloadSource\(([^)]*)\)/g)) {
    if (!acceptable(m[1]!)) offences.push({ line: lineOf(source, m.index), what: `loadSource(${m[1]}) without the URL policy` });
  }
  return offences;
}

/** Rule 4. */
export function rawLocationWrites(source: string): Offence[] {
  return [...source.matchAll(/(?<!normaliseLocation\()\bnavigation\.location\(\)/g)].map((m) => ({
    line: lineOf(source, m.index),
    what: 'navigation.location() read raw: use useLocation() or normaliseLocation(…)',
  }));
}
