// An esbuild plugin for the standalone subscribe script (scripts/build-embed.mjs): the core text catalogue
// (src/i18n/catalog/core.ts and the app texts it spreads in) keeps only the entries whose id the script names. Every
// area's translator searches the core texts, so the script carried the whole core catalogue (about 0.9 kB gzip) to
// say a few of them. The texts stay where they are; the script's build drops the others. The ids are found the way
// scripts/purge-css.mjs finds class names: a first build with the core catalogue empty, then every id that appears
// there as a string literal is kept. An id the script builds at run time (not a literal) would be missing, and the
// translator would show the id itself: the script names every id whole (kit/failure's ids are literals).
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** The files whose entries are sliced. */
const CATALOGUES = /[/\\]src[/\\]i18n[/\\]catalog[/\\](core|app)\.ts$/;

/** `source` with only the entries of its object literals whose string key is in `keep`. */
export function sliceCatalogue(source, keep, fileName = 'catalog.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && !keep.has(node.name.text)) {
      const after = source.slice(node.getEnd()).match(/^\s*,/);
      edits.push({ start: node.getStart(file), end: node.getEnd() + (after ? after[0].length : 0) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** The catalogue ids among `ids` that `js` names as a string literal. */
export function idsNamedIn(js, ids) {
  return new Set(ids.filter((id) => [`"${id}"`, `'${id}'`, `\`${id}\``].some((quoted) => js.includes(quoted))));
}

/** Keeps the entries in `keep` (a Set of ids) of the core and app catalogues. */
export function sliceCataloguePlugin(keep) {
  return {
    name: 'slice-core-catalogue',
    setup(build) {
      build.onLoad({ filter: CATALOGUES }, async (args) => ({ contents: sliceCatalogue(await readFile(args.path, 'utf8'), keep, args.path), loader: 'ts' }));
    },
  };
}
