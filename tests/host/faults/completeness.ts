/**
 * The fault matrix's completeness rule: every mutation the endpoint registry declares (every non-GET endpoint, in
 * every area) × every fault kind the mock offers must have a case. A mutation added later, or a fault kind added to
 * the mock, shows up here as missing until someone writes its cases.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type AnyEndpointDef, routeKey } from '../../../src/api/endpoint';
import { endpointsByArea } from '../../../src/api/endpoints';
import { type FaultKind, faultKinds } from '../../../mocks/scenario';

/** Every mutation in the registry, by route key (`'POST /api/v1/…'`), across all areas. */
export function registryMutations(areas: Record<string, Record<string, AnyEndpointDef>> = endpointsByArea): AnyEndpointDef[] {
  const out: AnyEndpointDef[] = [];
  for (const area of Object.values(areas)) for (const def of Object.values(area)) if (def.method !== 'GET') out.push(def);
  return out;
}

/** The cases a registry holds: by route key, the fault kinds it covers. */
export type CaseIndex = ReadonlyMap<string, ReadonlySet<FaultKind>>;

/** `'POST /api/v1/x × timeout'` for every mutation × kind without a case (empty when the matrix is complete). */
export function missingCombinations(
  mutations: readonly Pick<AnyEndpointDef, 'method' | 'path'>[],
  cases: CaseIndex,
  kinds: readonly FaultKind[] = faultKinds,
): string[] {
  const missing: string[] = [];
  for (const def of mutations) {
    const key = routeKey(def);
    const covered = cases.get(key);
    for (const kind of kinds) if (!covered?.has(kind)) missing.push(`${key} × ${kind}`);
  }
  return missing;
}

/** Cases for route keys that are not mutations of the registry (a renamed or removed endpoint). */
export function staleCases(mutations: readonly Pick<AnyEndpointDef, 'method' | 'path'>[], cases: CaseIndex): string[] {
  const keys = new Set(mutations.map(routeKey));
  return [...cases.keys()].filter((key) => !keys.has(key));
}

/**
 * The mutations the product's screens make, read from the sources: every non-GET declaration that a module of
 * `src/features` imports by value (statically, or with `await import(…)` as a screen that loads its endpoint on first
 * use does). Tests are not read.
 */
export function featureMutations(
  sources: Iterable<string> = featureSources(),
  areas: Record<string, Record<string, AnyEndpointDef>> = endpointsByArea,
): AnyEndpointDef[] {
  const byName = new Map<string, AnyEndpointDef>();
  for (const area of Object.values(areas)) for (const [name, def] of Object.entries(area)) if (def.method !== 'GET') byName.set(name, def);
  const names = new Set<string>();
  for (const source of sources) {
    const clauses = [
      ...[...source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'[^']*\/api\/endpoints\/\w+'/g)].map((m) => m[1]!),
      ...[...source.matchAll(/const\s+\{([^}]*)\}\s*=\s*await\s+import\(\s*'[^']*\/api\/endpoints\/\w+'\s*\)/g)].map((m) => m[1]!),
    ];
    for (const clause of clauses)
      for (const part of clause.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
  }
  return [...names].flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
}

/** The sources of every module in `src/features` (tests excepted). */
export function featureSources(root = path.resolve(__dirname, '../../../src/features')): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const abs = path.join(dir, name);
      return statSync(abs).isDirectory() ? walk(abs) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [abs] : [];
    });
  return walk(root).map((file) => readFileSync(file, 'utf8'));
}
