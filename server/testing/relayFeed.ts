import type { ChangeEvent, ChangeFeed } from '../db/changes';

/** A change feed that passes the database's on, and that a test can pause (not live) or speak into. */
export type RelayFeed = ChangeFeed & { emit(e: ChangeEvent): void; paused: boolean };

/**
 * A relay of the test database's feed (`t.changes`, read when used, so a suite can make it before its database is
 * open): what the database announces reaches the subscribers, and so does what the test emits.
 */
export function relayFeed(t: { readonly changes: ChangeFeed }): RelayFeed {
  const fns = new Set<(e: ChangeEvent) => void>();
  return {
    paused: false,
    get live() {
      return !this.paused && t.changes.live;
    },
    subscribe(fn) {
      fns.add(fn);
      const stop = t.changes.subscribe(fn);
      return () => {
        fns.delete(fn);
        stop();
      };
    },
    settled: () => t.changes.settled(),
    close: async () => undefined,
    emit(e) {
      for (const fn of fns) fn(e);
    },
  };
}
