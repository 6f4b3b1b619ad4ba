import { DatabaseError } from 'pg';
import { asAdmin, databaseBeside } from './databaseBeside';

/**
 * A vitest setup file of the suites that reach PostgreSQL (vitest.config.ts): each worker gets a database of its own on
 * TEST_DATABASE_URL's server, `<database>_w<worker>`, and TEST_DATABASE_URL names it for the worker's files. Two
 * workers on one database see each other's transactions: a VACUUM in one file could not mark pages all-visible while
 * a snapshot of the other's stayed open (server/db/maintenance.test.ts). The database is made on the worker's first
 * file and kept for the next run; each suite still works in a schema of its own (server/db/testing.ts), dropped at
 * its end.
 */
const BASE = 'TEST_DATABASE_BASE_URL';
/** PostgreSQL's code for a database that already exists. */
const DUPLICATE_DATABASE = '42P04';

async function takeWorkerDatabase(): Promise<void> {
  const worker = process.env.VITEST_POOL_ID;
  const base = (process.env[BASE] ??= process.env.TEST_DATABASE_URL);
  if (!base || !worker) return;
  const name = `${new URL(base).pathname.slice(1)}_w${worker}`;
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`TEST_DATABASE_URL names a database this setup cannot extend: ${name}`);
  const url = databaseBeside(base, name);
  if (process.env.TEST_DATABASE_URL === url) return;
  await asAdmin(base, `create database "${name}"`).catch((error: unknown) => {
    if (!(error instanceof DatabaseError && error.code === DUPLICATE_DATABASE)) throw error;
  });
  process.env.TEST_DATABASE_URL = url;
}

await takeWorkerDatabase();
