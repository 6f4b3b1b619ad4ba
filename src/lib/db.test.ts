import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAll,
  deleteItem,
  listKeys,
  memoryBackend,
  onStorageError,
  readItem,
  setBackend,
  STORAGE_TIME_LIMIT_MS,
  StorageTimeout,
  writeItem,
  type KvBackend,
} from './db';

/** A backend whose every operation fails the way a full or closed IndexedDB does. */
function brokenBackend(error: unknown): KvBackend {
  const fail = () => Promise.reject(error);
  return { get: fail, set: fail, del: fail, keys: fail, clear: fail };
}

afterEach(() => {
  setBackend(undefined);
  onStorageError(() => {});
});

describe('the one IndexedDB store', () => {
  it('stores, lists, reads and deletes values', async () => {
    setBackend(memoryBackend());
    expect(await writeItem('a', { x: 1 })).toBe(true);
    expect(await readItem('a')).toEqual({ x: 1 });
    expect(await listKeys()).toEqual(['a']);
    expect(await deleteItem('a')).toBe(true);
    expect(await readItem('a')).toBeUndefined();
    await writeItem('b', 1);
    expect(await clearAll()).toBe(true);
    expect(await listKeys()).toEqual([]);
  });

  it('answers undefined, false or [] and reports when storage fails, never throwing', async () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    setBackend(brokenBackend(quota));
    const report = vi.fn();
    onStorageError(report);
    await expect(writeItem('a', 1)).resolves.toBe(false);
    await expect(readItem('a')).resolves.toBeUndefined();
    await expect(listKeys()).resolves.toEqual([]);
    await expect(deleteItem('a')).resolves.toBe(false);
    await expect(clearAll()).resolves.toBe(false);
    expect(report).toHaveBeenCalledWith({ op: 'set', error: quota });
    expect(report).toHaveBeenCalledTimes(5);
  });

  it('falls back to memory when IndexedDB is missing', async () => {
    // jsdom has no indexedDB, so the default backend is the in-memory stand-in.
    expect(typeof indexedDB).toBe('undefined');
    expect(await writeItem('k', 'v')).toBe(true);
    expect(await readItem('k')).toBe('v');
  });
});

describe('a store that never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('fails an operation after the time limit, fails the next ones at once while stuck, and recovers on its answer', async () => {
    vi.useFakeTimers();
    let release: (() => void) | undefined;
    const hung: KvBackend = {
      ...memoryBackend(),
      get: () => new Promise((resolve) => (release = () => resolve('late'))),
    };
    setBackend(hung);
    const report = vi.fn();
    onStorageError(report);
    const first = readItem('config');
    await vi.advanceTimersByTimeAsync(STORAGE_TIME_LIMIT_MS - 1);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith({ op: 'get', error: expect.any(StorageTimeout) });
    // Stuck: a write fails at once, without waiting out the limit again.
    await expect(writeItem('a', 1)).resolves.toBe(false);
    expect(report).toHaveBeenCalledTimes(2);
    // The late answer: the store works again.
    release!();
    await vi.advanceTimersByTimeAsync(0);
    await expect(writeItem('a', 1)).resolves.toBe(true);
    await expect(listKeys()).resolves.toEqual(['a']);
  });
});
