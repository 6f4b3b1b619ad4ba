import { LRUCache } from 'lru-cache';

/** A byte bound for a cache: at most `maxBytes` of what `sizeOf` counts. */
export interface ByteBound<V> {
  maxBytes: number;
  /** What one entry costs, in bytes (its body, its key); computed when the entry is set. */
  sizeOf: (value: V, key: string) => number;
}

/**
 * The server's least-recently-used cache (sessions, public and private answers, drawn images and icons): lru-cache
 * through this one door (docs/architecture.md "Outside libraries"). Keys are strings; at most `max` entries are kept,
 * and at most `bytes.maxBytes` where a byte bound is given, the least recently read or written going first. An entry
 * larger than the whole bound is not kept.
 */
export class LruCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V>;

  constructor(max: number, bytes?: ByteBound<V>) {
    this.cache = new LRUCache<string, V>(
      bytes
        ? {
            max,
            maxSize: bytes.maxBytes,
            sizeCalculation: (value, key) => Math.max(1, Math.ceil(bytes.sizeOf(value, key))),
          }
        : { max },
    );
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

  /** The bytes held, as the byte bound counts them (0 without one). */
  get bytes(): number {
    return this.cache.calculatedSize ?? 0;
  }
}
