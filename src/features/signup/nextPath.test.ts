import { describe, expect, it } from 'vitest';
import { safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/newsletters', '/newsletters'],
    ['/p/the-city-that-reads?follow=true', '/p/the-city-that-reads?follow=true'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example.com/', '/'],
    ['//evil.example.com/', '/'],
    ['/\\evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['newsletters', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('takes its own fallback', () => {
    expect(safeNextPath('https://evil.example.com', '/newsletters')).toBe('/newsletters');
  });
});
