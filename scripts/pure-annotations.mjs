#!/usr/bin/env node
// Marks every schema and endpoint declaration call in src/api/schemas and src/api/endpoints `/* @__PURE__ */`, so a
// host's bundler (esbuild, Rollup, webpack/terser) drops the declarations a screen never uses. zod/mini's own
// functions carry `@__NO_SIDE_EFFECTS__`, which esbuild does not honour across modules: without these marks every
// screen carried every endpoint of the areas it touched. `node scripts/pure-annotations.mjs` rewrites the files
// (idempotent); `--check` exits 1 naming a call left unmarked (tests/unit/conventions.test.ts runs the same check).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARK = '/* @__PURE__ */ ';
const dirs = ['src/api/schemas', 'src/api/endpoints'];
// A call that starts a declaration chain: `z.object(`, `z.coerce.number(`, `defineEndpoint(`, `Name.check(`.
const CALL = /(?<![\w.$)\]])(z\.(?!globalRegistry\b)(?:\w+\.)*\w+|defineEndpoint|[A-Z]\w*\.check)\(/g;

export function annotate(source) {
  return source.replace(CALL, (whole, _callee, offset) => (source.slice(Math.max(0, offset - MARK.length), offset) === MARK ? whole : `${MARK}${whole}`));
}

export function unmarked(source) {
  const out = [];
  for (const match of source.matchAll(CALL)) {
    const before = source.slice(Math.max(0, match.index - MARK.length), match.index);
    const line = source.slice(0, match.index).split('\n').length;
    const text = source.split('\n')[line - 1];
    if (before !== MARK && !/^\s*(\*|\/\/)/.test(text)) out.push({ line, call: match[1] });
  }
  return out;
}

export function files(root = process.cwd()) {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(root, dir, f)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let bad = 0;
  for (const file of files()) {
    const source = readFileSync(file, 'utf8');
    if (check) {
      for (const { line, call } of unmarked(source)) {
        console.error(`${path.relative(process.cwd(), file)}:${line}: ${call}(…) is not marked /* @__PURE__ */`);
        bad++;
      }
    } else {
      // Comments keep their prose: only code lines are rewritten.
      const next = source
        .split('\n')
        .map((line) => (/^\s*(\*|\/\/|\/\*\*)/.test(line) ? line : annotate(line)))
        .join('\n');
      if (next !== source) writeFileSync(file, next);
    }
  }
  if (check && bad) process.exit(1);
}
