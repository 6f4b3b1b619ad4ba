import { ScopedStore } from './scopedStore';

/**
 * Work that must wait for a commit: counting a ledger movement or a withdrawal's new state in the metrics
 * (server/metrics/metrics.ts) only once the money has really moved. Every transaction opened through a database that
 * `followCommits` wrapped keeps a list; a nested transaction (a savepoint) hands its list to the one around it when
 * it succeeds and drops it when it fails; the outermost runs the list once it has committed.
 */

type Pending = Array<() => void>;

const level = new ScopedStore<Pending>();

/** Runs `work` once the transaction around the caller commits; at once when there is none. */
export function afterCommit(work: () => void): void {
  const pending = level.getStore();
  if (pending) pending.push(work);
  else work();
}

interface Transactional {
  transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

/** The database (or transaction) with its `transaction` method following commits for `afterCommit`. */
export function followCommits<T extends object>(db: T): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop !== 'transaction' || typeof value !== 'function') return value;
      const begin = (value as Transactional['transaction']).bind(target);
      return async (fn: (tx: object) => Promise<unknown>, config?: unknown) => {
        const outer = level.getStore();
        const mine: Pending = [];
        const result = await begin(
          (tx: never) => level.run(mine, () => fn(followCommits(tx as object))),
          config,
        );
        if (outer) outer.push(...mine);
        else for (const work of mine) runSafely(work);
        return result;
      };
    },
  });
}

/** A hook that throws must not turn a committed transaction into a failed request. */
function runSafely(work: () => void): void {
  try {
    work();
  } catch (err) {
    process.stderr.write(`after-commit work failed: ${err instanceof Error ? err.message : String(err)}\n`);
  }
}
