import { executionAsyncResource } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { ScopedStore } from './scopedStore';

const later = <T>(value: () => T, ms = 5) => new Promise<T>((done) => setTimeout(() => done(value()), ms));

/** Whether the async resource a timer's callback runs in was given an AsyncLocalStorage's store by node's hooks. */
const timerCarriesStores = () =>
  later(() =>
    Object.getOwnPropertySymbols(executionAsyncResource()).some((s) => s.description === 'kResourceStore'),
  );

describe('a store that follows async work', () => {
  it('follows each run through awaits and timers, apart from runs side by side, and none outside', async () => {
    const store = new ScopedStore<string>();
    expect(store.getStore()).toBeUndefined();
    const [a, b] = await Promise.all([
      store.run('a', async () => [
        await later(() => store.getStore()),
        await later(() => store.getStore(), 1),
      ]),
      store.run('b', async () => later(() => store.getStore(), 3)),
    ]);
    expect(a).toEqual(['a', 'a']);
    expect(b).toBe('b');
    expect(store.getStore()).toBeUndefined();
  });

  it("turns node's async hooks off once the last run in flight has settled, failed runs too", async () => {
    const store = new ScopedStore<string>();
    const inside = await store.run('a', () => timerCarriesStores());
    // Proves the check sees the hooks: while a run is in flight, a new timer carries the stores.
    expect(inside).toBe(true);
    await expect(
      store.run('b', async () => {
        await later(() => undefined);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(store.running).toBe(0);
    expect(await timerCarriesStores()).toBe(false);
    // And on again for the next run.
    expect(await store.run('c', async () => [await timerCarriesStores(), store.getStore()])).toEqual([
      true,
      'c',
    ]);
  });

  it('leaves the storage on while any run is in flight', async () => {
    const store = new ScopedStore<string>();
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const long = store.run('long', async () => {
      await gate;
      return store.getStore();
    });
    await store.run('short', async () => undefined);
    expect(store.running).toBe(1);
    expect(await store.run('next', async () => later(() => store.getStore()))).toBe('next');
    release();
    expect(await long).toBe('long');
    expect(store.running).toBe(0);
  });
});
