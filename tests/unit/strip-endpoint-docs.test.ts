import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripEndpointDocs } from '../../scripts/strip-endpoint-docs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the library build ships endpoint declarations without their prose', () => {
  it('empties summary and drops errors in defineEndpoint calls, and nothing else', () => {
    const source = [
      "const banned = { status: 403, description: 'Banned' };",
      'export const a = /* @__PURE__ */ defineEndpoint({',
      "  id: 'E1',",
      "  path: '/api/v1/a/:id',",
      "  summary:\n    'Long words ' +\n    'and more.',",
      '  params: z.object({ id }),',
      "  errors: [banned, { status: 404, description: 'Not found, [really]' }],",
      '  response: A,',
      '});',
      "export const other = make({ summary: 'kept', errors: [1] });",
    ].join('\n');
    const out = stripEndpointDocs(source);
    expect(out).toContain("summary:\n    '',");
    expect(out).not.toContain('Long words');
    expect(out).not.toContain('Not found');
    expect(out).toContain('response: A,');
    expect(out).toContain("path: '/api/v1/a/:id',");
    expect(out).toContain("make({ summary: 'kept', errors: [1] })");
  });

  it('leaves every real declaration file without summary text or errors, with its paths and schemas', () => {
    for (const file of ['src/api/endpoints/posts.ts', 'src/api/endpoints/community.ts', 'src/api/endpoints/account.ts']) {
      const source = read(file);
      const out = stripEndpointDocs(source);
      const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
      expect(paths.length).toBeGreaterThan(3);
      for (const p of paths) expect(out).toContain(`path: '${p}'`);
      expect(out).not.toMatch(/summary:\s*['`][^'`]/);
      expect(out).not.toMatch(/^\s*errors: \[/m);
      expect(out.length).toBeLessThan(source.length * 0.8);
    }
  });
});
