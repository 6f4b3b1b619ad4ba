import { STATEMENT_REPORTER } from './readSet';
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
import { countDatabaseRetry, queryTimer, watchPool } from '../metrics/metrics';
import { lostConnection, readOnlyStatement } from './unavailable';
import { DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } from './limits';
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
  /** PostgreSQL: how long to wait for a connection, a new one or a free one from the pool (default 2 s). */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL: how long one statement may run, on the server (`statement_timeout`) and in the client (an answer
   * that never comes, from a hung server or network), default 15 s. Start-up work (migrations) runs without it.
   */
  statementTimeoutMs?: number | undefined;
  /** Where the pool's connection trouble is reported (a lost connection is replaced; nothing else is done). */
  warn?: ((line: string) => void) | undefined;
  /**
   * PGlite: start from this copy of a database (`migratedEmbeddedCopy`) instead of making one (initdb); its pending
   * migrations still run. The test suites start each of their throwaway databases so.
   */
  startFrom?: Blob | undefined;
}

/** `shared_buffers` PGlite starts with unless told otherwise. */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The database the server's settings name (DATA_DIR, DATABASE_URL, PGLITE_SHARED_BUFFERS), opened as `openDatabase`. */
export function openConfiguredDatabase(
  config: {
    dataDir: string;
    databaseUrl: string | undefined;
    pgliteSharedBuffers: string | undefined;
    database?: { connectTimeoutMs: number; statementTimeoutMs: number };
  },
  warn?: (line: string) => void,
): Promise<Database> {
  return openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sharedBuffers: config.pgliteSharedBuffers,
    connectTimeoutMs: config.database?.connectTimeoutMs,
    statementTimeoutMs: config.database?.statementTimeoutMs,
    warn,
  });
}

/** Where a pool client's connection errors go (set by `postgresPool`; one pool per process). */
let reportClientError: (err: Error) => void = () => undefined;

/**
 * pg's client, each query's time going to the metrics (`mgp_db_query_duration_seconds`). A client in use whose
 * connection breaks emits `error`, and pg's pool listens only while it is idle: this listener keeps that from ending
 * the process (the query in flight fails on its own, and the pool drops the client when it comes back).
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (err) => reportClientError(err));
  }
}
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

/**
 * pg's pool, where a statement that only reads and lost its connection (a restart, a failover, a reset) is sent once
 * more on another connection: nothing was changed, so the caller sees an answer instead of an error. Writes and
 * transactions (which take a client of their own) are never sent again here.
 */
class RetryingPool extends pg.Pool {}
const plainPoolQuery = pg.Pool.prototype.query as (this: pg.Pool, ...args: unknown[]) => unknown;
RetryingPool.prototype.query = function retryingQuery(this: pg.Pool, ...args: unknown[]): unknown {
  if (typeof args.at(-1) === 'function') return plainPoolQuery.apply(this, args);
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
  const answer = plainPoolQuery.apply(this, args) as Promise<unknown>;
  if (typeof text !== 'string' || !readOnlyStatement(text)) return answer;
  return answer.catch((err: unknown) => {
    if (!lostConnection(err)) throw err;
    countDatabaseRetry();
    return plainPoolQuery.apply(this, args);
  });
} as typeof pg.Pool.prototype.query;

/**
 * A PostgreSQL pool whose query times and use go to the metrics (server/metrics/metrics.ts), which survives its
 * connections' trouble: an idle connection that breaks is reported and replaced on next use, never thrown (pg emits
 * `error` on the pool, which ends the process when nobody listens).
 */
export function postgresPool(
  config: pg.PoolConfig,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): pg.Pool {
  const pool = new RetryingPool({ keepAlive: true, ...config, Client: TimedClient });
  const report = (err: Error) => warn(`database connection lost: ${err.message}`);
  reportClientError = report;
  pool.on('error', report);
  watchPool(pool);
  return pool;
}

/** Opens the database and applies pending migrations before anything else touches it. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (opts.databaseUrl) {
    const connectTimeoutMs = opts.connectTimeoutMs ?? DB_CONNECT_TIMEOUT_MS;
    const statementTimeoutMs = opts.statementTimeoutMs ?? DB_STATEMENT_TIMEOUT_MS;
    const warn = opts.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
    const pool = postgresPool(
      {
        connectionString: opts.databaseUrl,
        max: 10,
        connectionTimeoutMillis: connectTimeoutMs,
        statement_timeout: statementTimeoutMs,
        // The client's own limit, a little later than the server's: a hung server or network never answers at all.
        query_timeout: statementTimeoutMs + 1000,
        // A transaction left open by an instance that vanished holds its row locks no longer than this.
        idle_in_transaction_session_timeout: Math.max(statementTimeoutMs, 10_000),
      },
      warn,
    );
    const db = drizzlePg(pool, { schema, logger: STATEMENT_REPORTER });
    /** A connection apart from the pool, with no statement time limit (`what` names it in a lost-connection line). */
    const ownConnection = async (what: string) => {
      const c = new pg.Client({
        connectionString: opts.databaseUrl,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      c.on('error', (err) => warn(`${what} connection lost: ${err.message}`));
      await c.connect();
      return c;
    };
    // Start-up work (migrations, seeds) holds the lock on a connection of its own, and migrations run on another,
    // with no statement time limit: a migration over a large table may take long.
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await ownConnection('start-up');
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        await holder.end().catch(() => undefined);
      }
    };
    await exclusive(async () => {
      const migrator = await ownConnection('migration');
      try {
        await migratePg(drizzlePg(migrator, { schema }), migrations);
      } finally {
        await migrator.end().catch(() => undefined);
      }
    });
    const changes = await postgresChangeFeed(opts.databaseUrl, pool, {
      onError: (err) => warn(`change feed: ${err.message}; listening again`),
      connectTimeoutMs,
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
    ...(opts.startFrom ? { loadDataDir: opts.startFrom } : {}),
  });
  const db = drizzlePglite(client, { schema, logger: STATEMENT_REPORTER });
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

/**
 * An empty embedded database with every migration applied, as a copy (PGlite's data directory as a tar) that
 * `openDatabase({ startFrom })` starts from: making a database (initdb) and migrating it takes seconds, loading a
 * copy a fraction of that.
 */
export async function migratedEmbeddedCopy(): Promise<Blob> {
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
