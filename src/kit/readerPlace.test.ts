import { afterEach, describe, expect, it } from 'vitest';
import type { StorageAdapter } from '../platform/storage';
import { parsePlace, READER_PLACE_STORAGE_PREFIX, readerPlaces } from './readerPlace';

function memoryStorage(): StorageAdapter & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}
const throwing: StorageAdapter = {
  get: () => {
    throw new Error('SecurityError');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => readerPlaces.clearMemory());

describe('parsePlace', () => {
  it('reads a place of the list’s key kind', () => {
    expect(parsePlace('{"key":"post:1","offset":-32.5}', 'string')).toEqual({ key: 'post:1', offset: -32.5 });
    expect(parsePlace('{"key":7,"offset":0}', 'number')).toEqual({ key: 7, offset: 0 });
  });
  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{key'],
    ['not an object', '"post:1"'],
    ['null', 'null'],
    ['no key', '{"offset":1}'],
    ['key of the other kind', '{"key":7,"offset":1}'],
    ['empty key', '{"key":"","offset":1}'],
    ['a key of 201 characters', JSON.stringify({ key: 'x'.repeat(201), offset: 1 })],
    ['offset not a number', '{"key":"a","offset":"1"}'],
    ['offset out of range', '{"key":"a","offset":1e9}'],
  ])('gives no place for %s', (_, raw) => {
    expect(parsePlace(raw, 'string')).toBeNull();
  });
  it('gives no place for a number key that is not finite', () => {
    expect(parsePlace('{"key":1e999,"offset":0}', 'number')).toBeNull();
  });
});

describe('readerPlaces', () => {
  it('keeps a place in memory without storage, and writes it to storage when asked', () => {
    const storage = memoryStorage();
    readerPlaces.set('feed:home', { key: 'a', offset: 4 }, storage, false);
    expect(storage.data.size).toBe(0);
    expect(readerPlaces.get('feed:home', storage, 'string')).toEqual({ key: 'a', offset: 4 });
    readerPlaces.set('feed:home', { key: 'b', offset: -8 }, storage, true);
    expect(JSON.parse(storage.data.get(`${READER_PLACE_STORAGE_PREFIX}feed:home`) ?? 'null')).toEqual({ key: 'b', offset: -8 });
  });
  it('reads the stored place after a reload (memory empty)', () => {
    const storage = memoryStorage();
    storage.set(`${READER_PLACE_STORAGE_PREFIX}feed:home`, '{"key":"c","offset":12}');
    expect(readerPlaces.get('feed:home', storage, 'string')).toEqual({ key: 'c', offset: 12 });
    expect(readerPlaces.get('feed:other', storage, 'string')).toBeNull();
  });
  it('storage that throws is no place, and memory still works', () => {
    expect(readerPlaces.get('feed:home', throwing, 'string')).toBeNull();
    expect(() => readerPlaces.set('feed:home', { key: 'a', offset: 0 }, throwing, true)).not.toThrow();
    expect(readerPlaces.get('feed:home', throwing, 'string')).toEqual({ key: 'a', offset: 0 });
  });
});
