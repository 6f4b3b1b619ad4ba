import { LRUCache } from 'lru-cache';

/**
 * The server's least-recently-used cache (sessions, public and private answers, drawn images and icons): lru-cache
 * through this one door (docs/architecture.md "Outside libraries"). Keys are strings; at most `max` entries are kept,
 * the least recently read or written going first.
 */
export class LruCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V>;

  constructor(max: number) {
    this.cache = new LRUCache<string, V>({ max });
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: string): boolean {
    return this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
