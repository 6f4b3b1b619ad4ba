import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The app's one IndexedDB store (database `mc-app`, object store `kv`): cached answers (written by swr.ts), the
 * remembered-login key and record, and other small records. It is the only idb-keyval import.
 *
 * Storage must never break the UI: IndexedDB can be missing (some private modes), refuse to open, be full, or hold
 * values an older build wrote. Every function here resolves (undefined / false / []) instead of throwing, and
 * reports the failure to the listener set with `onStorageError`. When IndexedDB is missing altogether, an in-memory
 * map stands in, so the app still works for the life of the page.
 */

/** The five operations this module needs; tests inject a fake through `setBackend`. */
export interface KvBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** What failed, for the reporter. */
export interface StorageFailure {
  op: 'get' | 'set' | 'del' | 'keys' | 'clear' | 'open';
  error: unknown;
}

export const DB_NAME = 'mc-app';
export const STORE_NAME = 'kv';

/** A backend over a plain Map: the stand-in when IndexedDB is missing, and a fake for tests. */
export function memoryBackend(map = new Map<string, unknown>()): KvBackend {
  return {
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, v),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
    clear: async () => map.clear(),
  };
}

function idbBackend(store: UseStore): KvBackend {
  return {
    get: (k) => get(k, store),
    set: (k, v) => set(k, v, store),
    del: (k) => del(k, store),
    keys: async () => (await keys(store)).filter((k): k is string => typeof k === 'string'),
    clear: () => clear(store),
  };
}

let backend: KvBackend | undefined;
let reporter: (failure: StorageFailure) => void = () => {};

function open(): KvBackend {
  if (backend) return backend;
  try {
    backend =
      typeof indexedDB === 'undefined' ? memoryBackend() : idbBackend(createStore(DB_NAME, STORE_NAME));
  } catch (error) {
    reporter({ op: 'open', error });
    backend = memoryBackend();
  }
  return backend;
}

/** Replaces the backend (tests, or a worker that wants its own); `undefined` goes back to IndexedDB. */
export function setBackend(next: KvBackend | undefined): void {
  backend = next;
}

/** Sets who hears about storage failures (the UI may toast "storage full"); failures never throw. */
export function onStorageError(listener: (failure: StorageFailure) => void): void {
  reporter = listener;
}

async function guarded<T>(
  op: StorageFailure['op'],
  fallback: T,
  run: (b: KvBackend) => Promise<T>,
): Promise<T> {
  try {
    return await run(open());
  } catch (error) {
    reporter({ op, error });
    return fallback;
  }
}

/** The stored value, or undefined when absent or unreadable. Callers validate its shape themselves. */
export function readItem(key: string): Promise<unknown> {
  return guarded('get', undefined, (b) => b.get(key));
}

/** Stores a value; false when storage refused it (quota, missing, closed). */
export function writeItem(key: string, value: unknown): Promise<boolean> {
  return guarded('set', false, async (b) => {
    await b.set(key, value);
    return true;
  });
}

/** Deletes a value; false when storage refused. */
export function deleteItem(key: string): Promise<boolean> {
  return guarded('del', false, async (b) => {
    await b.del(key);
    return true;
  });
}

/** Every key, or [] when storage is unreadable. */
export function listKeys(): Promise<string[]> {
  return guarded('keys', [], (b) => b.keys());
}

/** Empties the store; false when storage refused. */
export function clearAll(): Promise<boolean> {
  return guarded('clear', false, async (b) => {
    await b.clear();
    return true;
  });
}
