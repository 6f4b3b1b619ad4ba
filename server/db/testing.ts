import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresChangeFeed, type ChangeFeed } from './changes';
import {
  migratedEmbeddedCopy,
  migrationsFolder,
  openDatabase,
  postgresPool,
  type Database,
  type Db,
} from './client';
import { followCommits } from './commitHooks';
import * as schema from './schema/index';
import { STATEMENT_REPORTER } from './readSet';

export interface TestDb {
  /** The open database; valid inside tests (after beforeAll). */
  readonly db: Db;
  readonly kind: Database['kind'];
  /** The database's change feed (server/db/changes.ts). */
  readonly changes: ChangeFeed;
}

/**
 * Opens PostgreSQL in a fresh schema of its own, so test files running in parallel on one CI database never
 * see each other's rows. drizzle-kit writes foreign keys as `"public"."table"`, so the migrations are copied
 * with that qualifier pointed at the new schema; the schema is dropped when the suite ends.
 */
async function openPostgresSchema(url: string): Promise<Database> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${name}"`);
  await admin.end();

  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(join(folder, file), 'utf8').replaceAll('"public".', `"${name}".`);
    writeFileSync(join(folder, file), sql);
  }

  const pool = postgresPool({ connectionString: url, max: 5, options: `-c search_path=${name}` });
  const db = drizzle(pool, { schema, logger: STATEMENT_REPORTER });
  await migrate(db, { migrationsFolder: folder, migrationsSchema: name });
  rmSync(folder, { recursive: true, force: true });
  // Announcements are database-wide: suites running side by side hear each other's, which only drops more.
  const changes = await postgresChangeFeed(url, pool);
  return {
    db: followCommits(db) as unknown as Db,
    kind: 'postgres',
    changes,
    // One schema per test suite: nothing else starts on it.
    exclusive: (work) => work(),
    close: async () => {
      await changes.close();
      await pool.query(`drop schema "${name}" cascade`);
      await pool.end();
    },
  };
}

/**
 * A migrated empty database, copied into each suite's own (server/db/client.ts `migratedEmbeddedCopy`). Made once per
 * set of migrations and kept on disk, named by their hash: every test file runs in a fresh module graph, and making
 * and migrating a database takes seconds a suite. Written under another name and renamed, so test files starting
 * side by side never read half a copy.
 */
let migrated: Promise<Blob> | undefined;
const migratedCopy = () => (migrated ??= keptMigratedCopy());

async function keptMigratedCopy(): Promise<Blob> {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()))
    hash.update(`${file.name}\0`).update(readFileSync(join(file.parentPath, file.name)));
  const dir = join(tmpdir(), 'mgp-test-databases');
  const kept = join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(kept)) return new Blob([readFileSync(kept)]);
  const copy = await migratedEmbeddedCopy();
  mkdirSync(dir, { recursive: true });
  const writing = `${kept}.${process.pid}`;
  writeFileSync(writing, Buffer.from(await copy.arrayBuffer()));
  renameSync(writing, kept);
  return copy;
}

let toldPostgresLeftOut = false;

/** Without TEST_DATABASE_URL the PostgreSQL run is left out: say so once per file and list it as skipped, never vanish. */
function sayPostgresLeftOut(name: string): void {
  if (!toldPostgresLeftOut) {
    toldPostgresLeftOut = true;
    console.warn('PostgreSQL variant left out: TEST_DATABASE_URL is not set (bash .ci/run sets it up).');
  }
  // Skipped on purpose and named with the reason, so the report counts what did not run.
  describe.skip(`${name} (postgres): left out, TEST_DATABASE_URL is not set`, () => {
    it('runs the same suite on PostgreSQL', () => undefined);
  });
}

/**
 * Runs a describe block on PGlite in memory and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 * Each run gets a fresh, migrated, empty database; `body` reads it through `t.db` inside its tests.
 */
export function describeDb(name: string, body: (t: TestDb) => void): void {
  const engines: Array<Database['kind']> = ['pglite'];
  if (process.env.TEST_DATABASE_URL) engines.push('postgres');
  else sayPostgresLeftOut(name);
  for (const kind of engines) {
    describe(`${name} (${kind})`, () => {
      let opened: Database | undefined;
      const t: TestDb = {
        get db() {
          if (!opened) throw new Error('database not open yet: use it inside a test');
          return opened.db;
        },
        get changes() {
          if (!opened) throw new Error('database not open yet: use it inside a test');
          return opened.changes;
        },
        kind,
      };
      beforeAll(async () => {
        opened =
          kind === 'postgres'
            ? await openPostgresSchema(process.env.TEST_DATABASE_URL!)
            : await openDatabase({ dataDir: 'memory://', startFrom: await migratedCopy() });
      });
      afterAll(async () => {
        await opened?.close();
      });
      body(t);
    });
  }
}
