import { and, gte, lte, or, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Rows shown now: started, and either long-term or not yet ended. */
export function activeWhere(
  t: { startDate: PgColumn; endDate: PgColumn; noExpiry: PgColumn },
  now: Date,
): SQL | undefined {
  return and(lte(t.startDate, now), or(eq(t.noExpiry, true), gte(t.endDate, now)));
}
