import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';
import { followCommits } from './commitHooks';
import { queryTimer, watchPool } from '../metrics/metrics';
import * as schema from './schema/index';

/** One database type for both drivers: the same schema and queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Which engine runs underneath, for logs and tests. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Committed changes to what the server keeps in memory, from every instance (server/db/changes.ts). */
  changes: ChangeFeed;
  /**
   * Runs start-up work (migrations, seeds) while no other instance on the same PostgreSQL does: several instances
   * may start at once behind a load balancer (docs/security.md "Several instances"). PGlite has one process anyway.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The advisory lock that serialises instances' start-up work on one PostgreSQL. */
const STARTUP_LOCK = 20261124;

/** Where the SQL migrations live, next to the source in development and copied beside the bundle in builds. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, 'migrations'),
    resolve(here, 'db/migrations'),
    resolve('server/db/migrations'),
  ];
  return process.env.MIGRATIONS_DIR ?? candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

export interface OpenOptions {
  /** PostgreSQL URL; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  /**
   * PGlite's buffer pool (PostgreSQL's `shared_buffers`, e.g. `16MB`). PGlite's default, 128MB, is touched at start
   * and was a third of the server's resident memory (docs/server-data.md "Memory").
   */
  sharedBuffers?: string | undefined;
}

/** `shared_buffers` PGlite starts with unless told otherwise. */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The database the server's settings name (DATA_DIR, DATABASE_URL, PGLITE_SHARED_BUFFERS), opened as `openDatabase`. */
export function openConfiguredDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  pgliteSharedBuffers: string | undefined;
}): Promise<Database> {
  return openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sharedBuffers: config.pgliteSharedBuffers,
  });
}

/** pg's client, each query's time going to the metrics (`mgp_db_query_duration_seconds`). */
class TimedClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
TimedClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]): unknown {
  const done = queryTimer();
  const last = args.at(-1);
  if (typeof last === 'function') {
    // The pool asks with a callback.
    args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
      done(err ? 'error' : 'ok');
      return (last as (...a: unknown[]) => unknown)(err, ...rest);
    };
    return plainQuery.apply(this, args);
  }
  const answer = plainQuery.apply(this, args);
  if (answer instanceof Promise)
    answer.then(
      () => done('ok'),
      () => done('error'),
    );
  return answer;
} as typeof pg.Client.prototype.query;

/** A PostgreSQL pool whose query times and use go to the metrics (server/metrics/metrics.ts). */
export function postgresPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, Client: TimedClient });
  watchPool(pool);
  return pool;
}

/** Opens the database and applies pending migrations before anything else touches it. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (opts.databaseUrl) {
    const pool = postgresPool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    };
    await exclusive(() => migratePg(db, migrations));
    const changes = await postgresChangeFeed(opts.databaseUrl, pool, {
      onError: (err) => process.stderr.write(`change feed: ${err.message}; listening again\n`),
    });
    return {
      db: followCommits(db) as unknown as Db,
      kind: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
      exclusive,
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm: the game-name search index (migration 0019).
  const sharedBuffers = opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS;
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB, got ${sharedBuffers}`);
  const client = new PGlite(opts.dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, migrations);
  const changes = await pgliteChangeFeed((channel, callback) => client.listen(channel, callback));
  return {
    db: followCommits(db) as unknown as Db,
    kind: 'pglite',
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
    exclusive: (work) => work(),
  };
}
