import { describe, expect, it } from 'vitest';
import { fileNameFromPath, fileSize, panelsHref } from './fileEntry';

describe('fileSize', () => {
  it.each([
    [0, '0', 'B'],
    [1_023, '1023', 'B'],
    [1_024, '1', 'KB'],
    [48_128, '47', 'KB'],
    [734_003, '716.8', 'KB'],
    [2_457_600, '2.3', 'MB'],
    [18_874_368, '18', 'MB'],
    [5 * 1024 ** 3, '5', 'GB'],
    [3 * 1024 ** 4, '3072', 'GB'],
    [-5, '0', 'B'],
  ])('%d bytes → %s %s', (bytes, value, unit) => {
    expect(fileSize(bytes)).toEqual({ value, unit });
  });
});

describe('panelsHref', () => {
  it('wraps the download URL', () => {
    expect(panelsHref('https://dailymargin.example.com/file/night-bus-comic.cbz/download')).toBe(
      'https://panels.app/import?url=https%3A%2F%2Fdailymargin.example.com%2Ffile%2Fnight-bus-comic.cbz%2Fdownload',
    );
  });
  it.each([null, undefined, ''])('none for %j', (url) => {
    expect(panelsHref(url)).toBeNull();
  });
});

describe('fileNameFromPath', () => {
  it.each([
    ['/file/reading-guide-2026.pdf', 'reading-guide-2026.pdf'],
    ['/file/a%20b.pdf/', 'a b.pdf'],
    ['/file/', null],
    ['/files/x.pdf', null],
    ['/file/x/y', null],
    ['/file/%E0%A4%A', null],
  ])('%s → %j', (path, expected) => {
    expect(fileNameFromPath(path)).toBe(expected);
  });
});
