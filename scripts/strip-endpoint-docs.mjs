// An esbuild plugin for the library build (tsup.config.ts): the endpoint declarations (src/api/endpoints/*.ts) ship
// without their prose. `summary` becomes '' and `errors` (the documented error answers) is dropped from every
// `defineEndpoint({ … })`: nothing at run time reads them (the client, the mock and the screens use method, path,
// schemas), and every screen's bundle carried them. The prose stays in the sources and in `openapi.json`, which the
// package ships (`@masthead/ui/openapi.json`). The mock's own build (a development tool) keeps it.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** `source` with `summary: ''` and no `errors` in each `defineEndpoint({ … })` call. */
export function stripEndpointDocs(source, fileName = 'endpoints.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'summary') edits.push({ start: property.initializer.getStart(file), end: property.initializer.getEnd(), text: "''" });
        if (property.name.text === 'errors') {
          // The property and the comma after it.
          const after = source.slice(property.getEnd()).match(/^\s*,/);
          edits.push({ start: property.getStart(file), end: property.getEnd() + (after ? after[0].length : 0), text: '' });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export const stripEndpointDocsPlugin = {
  name: 'strip-endpoint-docs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]api[\\/]endpoints[\\/][^\\/]+\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: stripEndpointDocs(source, args.path), loader: 'ts' };
    });
  },
};
