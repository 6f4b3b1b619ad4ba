import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devPaymentDecisions } from '../db/schema/index';
import type { DevDecisions } from './payments';

/** The dev provider's record of payers' decisions, in its own table (once per payment: the first decision stands). */
export function devDecisionsIn(db: Db): DevDecisions {
  return {
    async record(report, at) {
      await db
        .insert(devPaymentDecisions)
        .values({
          providerRef: report.providerRef,
          status: report.status,
          amount: report.amount,
          decidedAt: at,
        })
        .onConflictDoNothing();
    },
    async find(providerRef) {
      const [row] = await db
        .select()
        .from(devPaymentDecisions)
        .where(eq(devPaymentDecisions.providerRef, providerRef));
      if (!row || (row.status !== 'paid' && row.status !== 'failed')) return undefined;
      return { providerRef: row.providerRef, status: row.status, amount: row.amount };
    },
  };
}
