import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache';

describe('the LRU cache', () => {
  it('drops the least recently used entry when full', () => {
    const c = new LruCache<number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect([c.get('a'), c.get('c'), c.size]).toEqual([1, 3, 2]);
  });
});

describe('the byte bound', () => {
  it('keeps what fits in the bytes, the least recently used going first, and never an entry larger than all', () => {
    const c = new LruCache<string>(1000, { maxBytes: 100, sizeOf: (v) => v.length });
    for (let i = 0; i < 50; i++) c.set(`k${i}`, 'x'.repeat(30));
    expect(c.size).toBe(3);
    expect(c.bytes).toBeLessThanOrEqual(100);
    expect(c.get('k49')).toBeDefined();
    c.set('huge', 'x'.repeat(101));
    expect(c.get('huge')).toBeUndefined();
  });
});
