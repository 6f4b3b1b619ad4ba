import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What the change feed announces, read from the database's own triggers (server/db/migrations/0017, 0018, 0028), so
 * what is kept in memory is checked against what the database really says, not against a list kept by hand.
 */
export interface Announced {
  /** Tables whose every row change is announced with the member's id as its key. */
  readonly byMember: ReadonlySet<string>;
  /** Catalogue tables: any change is announced as `catalogue`, and drops everything kept of the catalogue. */
  readonly catalogue: ReadonlySet<string>;
}

/** The announcing triggers' functions (0017_change_feed.sql). */
const ROW_FUNCTION = 'mgp_announce_change';
const CATALOGUE_FUNCTION = 'mgp_announce_catalogue_change';

export async function announcedTables(db: Db): Promise<Announced> {
  const result = await db.execute(sql`
    select c.relname as "table", p.proname as "fn", encode(t.tgargs, 'escape') as "args"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and pg_table_is_visible(c.oid) and p.proname in (${ROW_FUNCTION}, ${CATALOGUE_FUNCTION})`);
  const byMember = new Set<string>();
  const catalogue = new Set<string>();
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = result as unknown as { rows: { table: string; fn: string; args: string }[] };
  for (const row of rows) {
    if (row.fn === CATALOGUE_FUNCTION) catalogue.add(row.table);
    // The trigger's one argument is the column whose value keys the announcement ('member_id\000' as stored).
    const key = row.args.split('\\000')[0];
    if (row.fn === ROW_FUNCTION && (key === 'member_id' || (row.table === 'members' && key === 'id')))
      byMember.add(row.table);
  }
  return { byMember, catalogue };
}
