/** The rule the story setup applies before a screenshot: a story skips it only with a reason (`.storybook/visualSkip.ts`). */
import { describe, expect, it } from 'vitest';
import { visualSkip } from '../../.storybook/visualSkip';

describe('a screenshot is skipped only with a reason', () => {
  it('takes the shot when nothing says otherwise', () => {
    expect(visualSkip('ui-button--primary', undefined)).toEqual({ skip: false });
    expect(visualSkip('ui-button--primary', { maxDiffPixels: 12 })).toEqual({ skip: false });
    expect(visualSkip('ui-button--primary', { disable: false })).toEqual({ skip: false });
  });

  it('skips with the reason the story gives', () => {
    expect(visualSkip('features-media-videoplayer--keys', { disable: ' a playing video ' })).toEqual({ skip: true, reason: 'a playing video' });
  });

  it('refuses a skip without a reason, naming the story', () => {
    for (const disable of [true, '', '   ', 1]) {
      const verdict = visualSkip('features-media-videoplayer--keys', { disable });
      expect(verdict.skip).toBe('refused');
      expect(verdict.skip === 'refused' && verdict.problem).toContain('features-media-videoplayer--keys skips its screenshot without a reason');
    }
  });
});

describe('the stories', () => {
  it('every story that skips its screenshot writes a reason (checked on the sources too, before any browser runs)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../stories');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const abs = path.join(dir, name);
        return statSync(abs).isDirectory() ? walk(abs) : /\.stories\.tsx?$/.test(name) ? [abs] : [];
      });
    const skips = walk(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/visual:\s*\{[^}]*?\bdisable:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^,}\s]+)/g)].map((m) => ({
        file: path.relative(root, file),
        value: m[1]!.trim(),
      })),
    );
    expect(skips.length).toBeGreaterThan(30);
    expect(skips.filter((s) => !/^(['"])\s*\S[\s\S]*\1$/.test(s.value))).toEqual([]);
  });
});
