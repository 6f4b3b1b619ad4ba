import pg from 'pg';

/**
 * A vitest setup file of the suites that reach PostgreSQL (vitest.config.ts): each worker gets a database of its own on
 * TEST_DATABASE_URL's server, `<database>_w<worker>`, and TEST_DATABASE_URL names it for the worker's files. Two
 * workers on one database see each other's transactions: a VACUUM in one file could not mark pages all-visible while
 * a snapshot of the other's stayed open (server/db/maintenance.test.ts). The database is made on the worker's first
 * file and kept for the next run; each suite still works in a schema of its own (server/db/testing.ts), dropped at
 * its end.
 */
const BASE = 'TEST_DATABASE_BASE_URL';

async function takeWorkerDatabase(): Promise<void> {
  const worker = process.env.VITEST_POOL_ID;
  const base = (process.env[BASE] ??= process.env.TEST_DATABASE_URL);
  if (!base || !worker) return;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`TEST_DATABASE_URL names a database this setup cannot extend: ${name}`);
  url.pathname = `/${name}`;
  if (process.env.TEST_DATABASE_URL === url.href) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  process.env.TEST_DATABASE_URL = url.href;
}

await takeWorkerDatabase();
