import { openDatabase, type Database } from '../db/client';

/**
 * The databases a catalogue test runs on: PGlite in memory always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI). The catalogue is read-only and seeded idempotently, so test files may share it.
 */
export function testDatabases(): Array<{ name: string; open: () => Promise<Database> }> {
  const list = [{ name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'PostgreSQL', open: () => openDatabase({ dataDir: '', databaseUrl: url }) });
  return list;
}
