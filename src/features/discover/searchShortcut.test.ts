import { describe, expect, it } from 'vitest';
import { IME_KEY_CODE, isSearchShortcut, isTypingTarget } from './searchShortcut';

const page = { tagName: 'BODY' };
const key = (k: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  target: page,
  ...extra,
});

describe('M50 search shortcut', () => {
  it('"/", ⌘K and Ctrl+K open the search on the page', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true, shiftKey: true }))).toBe(true);
  });
  it('other keys and combinations do not', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { metaKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { defaultPrevented: true }))).toBe(false);
  });
  it('never while typing in a field', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'search' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(isSearchShortcut(key('/', { target }))).toBe(false);
      expect(isSearchShortcut(key('k', { metaKey: true, target }))).toBe(false);
    }
  });
  it('a checkbox or a button is not a field', () => {
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT', type: 'checkbox' } }))).toBe(true);
    expect(isSearchShortcut(key('/', { target: { tagName: 'BUTTON' } }))).toBe(true);
  });
  it('never while an input method composes', () => {
    expect(isSearchShortcut(key('/', { isComposing: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, keyCode: IME_KEY_CODE }))).toBe(false);
    expect(isSearchShortcut(key('Process', { keyCode: IME_KEY_CODE }))).toBe(false);
  });
});
