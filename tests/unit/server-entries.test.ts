/**
 * The package's pure entries (`./pure`, `./server`) import cleanly in a React Server Component: each is bundled the
 * way a server-component bundler resolves it (the `react-server` condition, where React has no hooks and no
 * `createContext`) and loaded. A module in their graph that needs a client (a hook, a context, JSX, the DOM) fails
 * here. Every state machine is in `./pure`.
 */
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'node_modules', '.cache', 'masthead-rsc');

/** Bundles `entry` as a server-component bundler resolves it, then loads it; also answers which React modules it took in. */
async function loadAsServerComponent(entry: string, name: string): Promise<{ module: Record<string, unknown>; react: string[] }> {
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${name}-${Date.now()}.mjs`);
  const result = await build({
    metafile: true,
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['react-server'],
    logLevel: 'silent',
    // A `.css.ts` import means styles, which only client modules have.
    plugins: [
      {
        name: 'no-styles',
        setup: (b) => b.onResolve({ filter: /\.css(\.ts)?$/ }, (a) => ({ errors: [{ text: `styles imported: ${a.path} from ${a.importer}` }] })),
      },
    ],
  });
  // React's own modules in the graph: a server component may render, but a pure entry needs no React at all (a named
  // hook import from React's server build is an error in a server-component bundler).
  const react = Object.keys(result.metafile.inputs).filter((input) => /node_modules\/(react|react-dom)\//.test(input));
  return { module: (await import(/* @vite-ignore */ pathToFileURL(outfile).href)) as Record<string, unknown>, react };
}

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((n) => (statSync(path.join(root, dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));
}

describe('entries a server component imports', () => {
  it('the check fails on a client module: the platform context (createContext at load) and a hook module', async () => {
    // React's server build has no createContext: loading the module throws.
    await expect(loadAsServerComponent('src/platform/context.ts', 'probe-context')).rejects.toThrow(/createContext/);
    // A hook module loads, but takes React in.
    const hook = await loadAsServerComponent('src/platform/browserValue.ts', 'probe-hook');
    expect(hook.react.length).toBeGreaterThan(0);
  }, 60_000);

  it('./pure loads: routes, formatting, the API client and every machine', async () => {
    const { module: pure, react } = await loadAsServerComponent('src/pure.ts', 'pure');
    expect(react).toEqual([]);
    expect(typeof pure.matchRoute).toBe('function');
    expect((pure.matchRoute as (p: string) => unknown)('/p/some-post')).toEqual({ screen: 'post', params: { slug: 'some-post' } });
    expect(typeof pure.formatRelative).toBe('function');
    expect(typeof pure.createApi).toBe('function');
    expect(typeof (pure.postPageLoadMachine as { transition: unknown }).transition).toBe('function');
  }, 60_000);

  it('./server loads: prefetchScreen', async () => {
    const { module: server, react } = await loadAsServerComponent('src/server.ts', 'server');
    expect(react).toEqual([]);
    expect(typeof server.prefetchScreen).toBe('function');
  }, 60_000);

  it('every machine is in ./pure', () => {
    const pure = readFileSync(path.join(root, 'src/pure.ts'), 'utf8');
    const missing = walk('src')
      .filter((f) => f.endsWith('.machine.ts'))
      .filter((f) => !pure.includes(`'./${f.slice(4, -3)}'`));
    expect(missing).toEqual([]);
  });
});
