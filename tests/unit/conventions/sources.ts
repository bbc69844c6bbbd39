/**
 * The conventions tests' one source walker: every file under a folder of the repository, as a repository-relative
 * path with `/` separators (`src/features/feed/FeedPage.tsx`), and its text. A folder that does not exist has no files
 * (a checkout without `stories/` or `.storybook/` is walked as empty, not as an error).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '../../..');

/** Every file under `dir` (repository-relative), depth first, in directory order. */
export function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const rel = path.posix.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel];
  });
}

/** The text of a repository-relative file. */
export function read(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
