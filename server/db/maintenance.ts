import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { errorText } from '../http/logRedaction';

// The embedded database's housekeeping (docs/server-data.md "Vacuum on the embedded database"). PostgreSQL's
// autovacuum clears dead rows, marks pages all-visible (which index-only reads need) and keeps the planner's
// statistics fresh. PGlite runs PostgreSQL in single-user mode, where no autovacuum worker runs: without this, every
// updated row (wallets, sessions, the team's kept sums) would stay as a dead row, the kept sums would never be read
// from their index alone, and the statistics of the seed would steer the plans of a database a hundred times larger.

export interface Vacuumer {
  /** Runs one `VACUUM (ANALYZE)` now; resolves with its milliseconds. */
  runOnce: () => Promise<number>;
  stop: () => void;
}

/**
 * Runs `VACUUM (ANALYZE)` on the embedded database every `minutes` (nothing on PostgreSQL, or with 0). PGlite has one
 * connection: the run waits for any open transaction and holds other calls for its length (about 1 s at the scale
 * fill's 100x, a few ms on the seed), and is logged with it. A run that fails is logged and the next one tried.
 */
export function startEmbeddedVacuum(
  database: Pick<Database, 'db' | 'kind'>,
  minutes: number,
  log: (line: string) => void,
): Vacuumer {
  const runOnce = async () => {
    const t0 = performance.now();
    await database.db.execute(sql`vacuum (analyze)`);
    return performance.now() - t0;
  };
  if (database.kind !== 'pglite' || minutes <= 0) return { runOnce, stop: () => undefined };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce()
      .then((ms) => log(`embedded database vacuumed and analyzed in ${ms.toFixed(0)} ms`))
      .catch((err: unknown) => log(`embedded database vacuum failed: ${errorText(err)}`))
      .finally(() => (running = false));
  }, minutes * 60_000);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
