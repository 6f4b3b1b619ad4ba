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
