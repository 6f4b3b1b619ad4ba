import { and, asc, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deposits } from '../db/schema/index';
import type { PaymentProvider } from '../providers/payments';
import { expireDueDeposits, settleDeposit, type Settlement } from './deposits';

/** A deposit younger than this is left to the provider's own callback, which is on its way. */
export const RECONCILE_AFTER_MS = 5_000;
/** How far back the reconciliation looks: a payment confirmed later than this is an operator's to settle. */
export const RECONCILE_WITHIN_MS = 24 * 3_600_000;
/** Deposits asked about in one run, oldest first. */
const PER_RUN = 200;

export interface ReconcileRun {
  /** Deposits the provider was asked about. */
  asked: number;
  /** What settling each confirmed one came to (credited, late-credited, failed, ...). */
  outcomes: string[];
}

/**
 * The reconciliation (issue 65, "no acknowledged money is lost across a failover"): every deposit of this provider
 * still pending (or expired, for a late success) is asked about at the provider, and what the provider confirms is
 * settled exactly as its callback would have settled it (one credit per provider reference, under the deposit's row
 * lock, so a callback arriving at the same moment changes nothing twice). A callback that could not land (the
 * database failing over, an instance killed after the payer paid) is made good within one run.
 */
export async function reconcileDeposits(
  db: Db,
  provider: PaymentProvider,
  opts: Pick<Settlement, 'bonus' | 'lateSuccess'> & { now: Date },
): Promise<ReconcileRun> {
  const now = opts.now.getTime();
  // Pending deposits past their window expire here too, not only when someone reads them: a deposit left pending
  // longer than its merchant's window means this run is not happening (the operators' alert).
  await expireDueDeposits(db, opts.now);
  const rows = await db
    .select({ providerRef: deposits.providerRef, status: deposits.status })
    .from(deposits)
    .where(
      and(
        eq(deposits.provider, provider.name),
        inArray(deposits.status, ['pending', 'expired']),
        lt(deposits.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        gt(deposits.createdAt, new Date(now - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(deposits.createdAt))
    .limit(PER_RUN);
  const outcomes: string[] = [];
  for (const row of rows) {
    const report = await provider.status(row.providerRef);
    // An expired deposit is settled only by a success (a late one); its failure changes nothing.
    if (!report || (row.status === 'expired' && report.status !== 'paid')) continue;
    const settled = await settleDeposit(db, {
      ...report,
      provider: provider.name,
      by: `reconcile:${provider.name}`,
      now: opts.now,
      bonus: opts.bonus,
      ...(opts.lateSuccess ? { lateSuccess: opts.lateSuccess } : {}),
    });
    outcomes.push(settled.outcome);
  }
  return { asked: rows.length, outcomes };
}

/** How long the oldest pending deposit has waited, in seconds (0: none), for the operators' alert. */
export async function oldestPendingSeconds(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ oldest: min(deposits.createdAt) })
    .from(deposits)
    .where(eq(deposits.status, 'pending'));
  const oldest = row?.oldest;
  return oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
}
