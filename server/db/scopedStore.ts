import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that follows one piece of async work, like AsyncLocalStorage, that costs the rest of the process nothing
 * while no such work is in flight (issue 50, "public calls at >= 90% of bare node:http").
 *
 * On node 20 an AsyncLocalStorage, once run, keeps node's async hooks on for good: every promise, tick, socket write
 * and request of the process then runs an init hook and gets the store's symbol written onto it. The fast lane's
 * answers, which touch no database, paid that too: a copy of the build without it served the game page at 91–93% of
 * bare node:http against 84–86% for the same build with it (docs/performance.md "Where the public lane's time went").
 * This one counts the runs in flight and turns its storage off when the last one settles, so the hooks are on only
 * while a read or a transaction that needs them is running somewhere.
 *
 * What that changes for the work itself: nothing while it runs. Work a run started and left behind (a promise not
 * awaited) that goes on after every run has settled sees no store: a statement it runs is not a read of the answer
 * already built, and work it asks to run after a commit that has already happened runs at once.
 */
export class ScopedStore<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private inFlight = 0;

  /** The store of the work this is called from, if any. */
  getStore(): T | undefined {
    return this.inFlight === 0 ? undefined : this.storage.getStore();
  }

  /** Runs `work` with `store` as its own, through every await, apart from work running side by side. */
  async run<R>(store: T, work: () => Promise<R>): Promise<R> {
    this.inFlight++;
    try {
      return await this.storage.run(store, work);
    } finally {
      // The last run in flight has settled: the storage (and, when no other is on, node's async hooks) off.
      if (--this.inFlight === 0) this.storage.disable();
    }
  }

  /** How many runs are in flight (for tests). */
  get running(): number {
    return this.inFlight;
  }
}
