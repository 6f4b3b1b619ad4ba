import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { describeDb } from './testing';
import { startEmbeddedVacuum } from './maintenance';

// PGlite runs no autovacuum: the server's own VACUUM (ANALYZE) must mark written pages all-visible (so the kept sums
// are read from their index alone) and refresh the statistics, and run on its timer on the embedded database only.

const allVisiblePages = async (db: Parameters<typeof startEmbeddedVacuum>[0]['db']) => {
  const res = (await db.execute(
    sql`select relallvisible as n, reltuples as rows from pg_class where relname = 'vacuum_probe'`,
  )) as unknown as { rows: { n: number; rows: number }[] };
  return { pages: Number(res.rows[0]?.n), rows: Number(res.rows[0]?.rows) };
};

describeDb('the embedded database vacuum', (t) => {
  afterEach(() => vi.useRealTimers());

  it('marks written pages all-visible and counts the rows for the planner', async () => {
    await t.db.execute(sql`create table vacuum_probe (id integer primary key, v integer)`);
    await t.db.execute(sql`insert into vacuum_probe select i, i from generate_series(1, 5000) i`);
    await t.db.execute(sql`update vacuum_probe set v = v + 1 where id % 2 = 0`);
    const before = await allVisiblePages(t.db);
    expect(before.pages).toBe(0);
    const ms = await startEmbeddedVacuum(t, 0, () => undefined).runOnce();
    expect(ms).toBeGreaterThanOrEqual(0);
    const after = await allVisiblePages(t.db);
    expect(after.pages).toBeGreaterThan(0);
    expect(after.rows).toBe(5000);
  });

  it('runs on its timer on the embedded database only, and logs each run', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: string[] = [];
    const v = startEmbeddedVacuum(t, 30, (line) => lines.push(line));
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(lines.length).toBe(t.kind === 'pglite' ? 1 : 0), { timeout: 5000 });
    if (t.kind === 'pglite') expect(lines[0]).toMatch(/^embedded database vacuumed and analyzed in \d+ ms$/);
    v.stop();
    await vi.advanceTimersByTimeAsync(120 * 60_000);
    expect(lines.length).toBe(t.kind === 'pglite' ? 1 : 0);
  });
});
