import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The app's one IndexedDB store (database `mc-app`, object store `kv`): cached answers (written by swr.ts), the
 * remembered-login key and record, and other small records. It is the only idb-keyval import.
 *
 * Storage must never break the UI: IndexedDB can be missing (some private modes), refuse to open, be full, or hold
 * values an older build wrote. Every function here resolves (undefined / false / []) instead of throwing, and
 * reports the failure to the listener set with `onStorageError`. When IndexedDB is missing altogether, an in-memory
 * map stands in, so the app still works for the life of the page.
 *
 * Storage can also never answer: WebKit keeps a store locked by a transaction of a page it has frozen (a page left
 * for another during its write, docs/engines.md), and every later transaction on the store waits behind it, in every
 * page and in the worker. An operation therefore has STORAGE_TIME_LIMIT_MS to answer; one that has not counts as a
 * failure (its fallback, and a report), and while it is still unanswered the store counts as stuck: later operations
 * fail at once instead of each waiting out the limit. The first answer from the store ends that.
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

/** How long an operation may take before it counts as failed: a cold first open takes a few hundred ms. */
export const STORAGE_TIME_LIMIT_MS = 1500;

/** What a stuck store reports as its error. */
export class StorageTimeout extends Error {
  constructor(readonly op: StorageFailure['op']) {
    super(`storage did not answer ${op} within ${STORAGE_TIME_LIMIT_MS} ms`);
    this.name = 'StorageTimeout';
  }
}

/**
 * idb-keyval's store with each transaction committed as soon as its requests are made (IDBTransaction.commit), not
 * when the page's event loop next finds it idle: a page frozen or left in between then cannot hold the store
 * (WebKit, docs/engines.md). idb-keyval makes every request of our five operations at once (keys through
 * getAllKeys); where getAllKeys or commit is missing (old engines, whose keys walks a cursor), it commits as before.
 */
function committingStore(inner: UseStore): UseStore {
  return (mode, callback) =>
    inner(mode, (store) => {
      const answer = callback(store);
      const tx = store.transaction as IDBTransaction & { commit?: () => void };
      if (typeof store.getAllKeys === 'function' && typeof tx.commit === 'function') tx.commit();
      return answer;
    });
}

let backend: KvBackend | undefined;
/** Set while an operation that ran out of time has still not answered. */
let stuck = false;
let reporter: (failure: StorageFailure) => void = () => {};

function open(): KvBackend {
  if (backend) return backend;
  try {
    backend =
      typeof indexedDB === 'undefined'
        ? memoryBackend()
        : idbBackend(committingStore(createStore(DB_NAME, STORE_NAME)));
  } catch (error) {
    reporter({ op: 'open', error });
    backend = memoryBackend();
  }
  return backend;
}

/** Replaces the backend (tests, or a worker that wants its own); `undefined` goes back to IndexedDB. */
export function setBackend(next: KvBackend | undefined): void {
  backend = next;
  stuck = false;
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
    if (stuck) throw new StorageTimeout(op);
    const answer = run(open());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        stuck = true;
        // The store is back once the late operation answers, whichever way.
        void answer.then(
          () => (stuck = false),
          () => (stuck = false),
        );
        reject(new StorageTimeout(op));
      }, STORAGE_TIME_LIMIT_MS);
    });
    try {
      return await Promise.race([answer, limit]);
    } finally {
      clearTimeout(timer);
    }
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
