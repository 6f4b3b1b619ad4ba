import { ScopedStore } from './scopedStore';

/**
 * The tables a piece of work read, recorded from the statements it ran (issue 51: a kept answer is dropped by every
 * table it reads, and nobody lists those tables by hand). The database client reports every statement it runs
 * (`noteStatement`, drizzle's query logger in server/db/client.ts); inside `recordReads`, the tables named after
 * `from`, `join`, `update`, `into` and `delete from` are added to the work's set. Work that runs no statement reads
 * no table.
 */
const current = new ScopedStore<Set<string>>();

/** The tables a statement names, as the query builder and hand-written SQL spell them (quoted or not). */
export function tablesOf(statement: string): string[] {
  const found = new Set<string>();
  for (const m of statement.matchAll(
    /\b(?:from|join|update|into)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi,
  )) {
    const name = m[1]!.toLowerCase();
    // `extract(epoch from now())`, `select ... from (select ...)`: not tables.
    if (
      name === 'select' ||
      name === 'lateral' ||
      name === 'unnest' ||
      name === 'now' ||
      name === 'generate_series'
    )
      continue;
    found.add(name);
  }
  return [...found];
}

/** Called with every statement the database client runs: inside `recordReads`, its tables join the set. */
export function noteStatement(statement: string): void {
  const set = current.getStore();
  if (!set) return;
  for (const table of tablesOf(statement)) set.add(table);
}

/** Runs `work`, answering its value and the tables its statements named. */
export async function recordReads<T>(
  work: () => Promise<T>,
): Promise<{ value: T; tables: ReadonlySet<string> }> {
  const tables = new Set<string>();
  const value = await current.run(tables, work);
  return { value, tables };
}

/** drizzle's logger option: reports every statement the app's queries run (server/db/client.ts, the test databases). */
export const STATEMENT_REPORTER = { logQuery: (query: string) => noteStatement(query) };
