/**
 * The scaffold (`npm run new:area <name>`) writes an area in the kit's shape. Checked here on the generated text (the
 * whole generated area was also type-checked, run through the conventions and layers tests and its stories recorded
 * when the scaffold was written; regenerate one to see it pass end to end).
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { areaFiles } from '../../scripts/new-area.mjs';

const files = areaFiles('readingList') as Record<string, string>;

describe('npm run new:area', () => {
  it('writes the three layers, the catalogue and stories for the screen and the bare view', () => {
    expect(Object.keys(files).sort()).toEqual([
      'src/features/readingList/ReadingListPage.tsx',
      'src/features/readingList/i18n.ts',
      'src/features/readingList/index.ts',
      'src/features/readingList/readingList.machine.test.ts',
      'src/features/readingList/readingList.machine.ts',
      'src/features/readingList/useReadingList.ts',
      'src/features/readingList/views/ReadingListView.css.ts',
      'src/features/readingList/views/ReadingListView.tsx',
      'src/i18n/catalog/readingList.ts',
      'stories/features/readingList/ReadingListPage.stories.tsx',
      'stories/features/readingList/ReadingListView.stories.tsx',
    ]);
  });

  it("the area's useT carries its own catalogue, and its views and hooks use it", () => {
    expect(files['src/features/readingList/i18n.ts']).toMatch(/defineAreaT\(readingListMessages\)/);
    for (const file of ['src/features/readingList/views/ReadingListView.tsx', 'src/features/readingList/ReadingListPage.tsx']) {
      expect(files[file]).not.toMatch(/import \{[^}]*\buseT\b[^}]*\} from '[./]*platform\/context'/);
    }
  });

  it('the machine is pure, keyed by name and exports transition', () => {
    const machine = files['src/features/readingList/readingList.machine.ts']!;
    expect(machine).not.toMatch(/from '(react|@tanstack)/);
    expect(machine).toMatch(/^import type \{ ApiError \}/m);
    expect(machine).toMatch(/export function transition\(/);
    // An on/off choice the server keeps is the kit's toggle, not a hand-written copy of it.
    expect(machine).toMatch(/import \{ optimisticToggle, type ToggleEvent, type ToggleState \} from '\.\.\/\.\.\/kit\/optimisticToggle'/);
    expect(machine).toMatch(/= optimisticToggle<'saved', 'unsaved'/);
    expect(machine).not.toMatch(/status:/);
  });

  it('the hook uses the kit and the view imports API types only', () => {
    const hook = files['src/features/readingList/useReadingList.ts']!;
    expect(hook).toMatch(/useMachine, useOptimisticWrite/);
    // Reads through the kit's read side: the key derived from the endpoint, never written by hand.
    expect(hook).toMatch(/useRead\(getPostBySlug, \{ params: \{ slug \} \}\)/);
    expect(hook).toMatch(/loadStatus\(query\)/);
    expect(hook).not.toMatch(/useQuery|queryKey|QueryKeys/);
    // The write declares the read it changes.
    expect(hook).toMatch(/reads: \(_result, kind\) => \[updateRead\(getPostBySlug/);
    expect(files['src/features/readingList/useReadingList.ts']).not.toMatch(/catch\s*\(|\.then\(/);
    const view = files['src/features/readingList/views/ReadingListView.tsx']!;
    for (const line of view.split('\n').filter((l) => l.includes('/api/'))) expect(line).toMatch(/^import type /);
  });

  it('the screen is declared with defineScreen, and the stories run on the mock with a failure', () => {
    expect(files['src/features/readingList/ReadingListPage.tsx']).toMatch(/defineScreen\(\{/);
    const stories = files['stories/features/readingList/ReadingListPage.stories.tsx']!;
    expect(stories).toMatch(/title: 'Features\/ReadingList\/ReadingListPage'/);
    expect(stories).toMatch(/faultOn\(savePost, '500'\)/);
    expect(stories).toMatch(/expectAlert\('We could not save this post. Please try again.'\)/);
  });

  it('refuses a name that is not camelCase', () => {
    expect(() => areaFiles('reading-list')).toThrow(/camelCase/);
  });
});
