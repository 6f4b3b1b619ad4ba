import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { depositBonuses, deposits } from '../db/schema/index';
import { credit } from '../wallet/ledger';
import { lockOnce } from './onceLock';

export type DepositRow = typeof deposits.$inferSelect;

/** Pending deposits past their time become `expired` (on every read of them, so no timer is needed). */
export async function expireDueDeposits(db: Db, now: Date, memberId?: number): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'expired', settledAt: now })
    .where(
      and(
        eq(deposits.status, 'pending'),
        lt(deposits.expiresAt, now),
        memberId === undefined ? undefined : eq(deposits.memberId, memberId),
      ),
    );
}

/** A paid or failed report about one provider payment. */
export interface Settlement {
  provider: string;
  providerRef: string;
  status: 'paid' | 'failed';
  /** The amount the provider says it took, in centavos; a paid report must match the deposit. */
  amount: number;
  /** `provider:<name>` or `operator:<name>`. */
  by: string;
  now: Date;
  /** The merchant's first-deposit bonus in centavos (0: none). */
  bonus: (merchant: string) => number;
  /**
   * What the merchant does with a provider's "paid" after its "failed" (the merchants file's
   * `money.deposit.lateSuccess`): `credit` it as a late success, or hold it for an operator's review. Default credit.
   */
  lateSuccess?: (merchant: string) => 'credit' | 'review';
}

export type SettleOutcome =
  | { outcome: 'credited'; deposit: DepositRow }
  | { outcome: 'late-credited'; deposit: DepositRow }
  | { outcome: 'held-for-review'; deposit: DepositRow }
  | { outcome: 'failed'; deposit: DepositRow }
  | { outcome: 'duplicate'; deposit: DepositRow }
  | { outcome: 'amount-mismatch'; deposit: DepositRow }
  | { outcome: 'unknown-reference' };

/**
 * Settles a deposit once per provider reference. The row is locked, so two callbacks at once queue: the first
 * credits (and the first-deposit bonus, once per member, for their first paid deposit), the second finds it paid
 * and changes nothing. A pending deposit can be paid or fail. A provider's "paid" for an expired or failed one is a
 * late success: credited once (`late-credited`), or, where the merchant holds them for review, recorded and left for
 * an operator (`held-for-review`; `npm run ops -- deposits:list --status held`, then `deposits:approve`).
 */
export async function settleDeposit(db: Db, s: Settlement): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.provider, s.provider), eq(deposits.providerRef, s.providerRef)))
      .for('update');
    if (!row) return { outcome: 'unknown-reference' };
    if (s.status === 'failed') {
      if (row.status !== 'pending') return { outcome: 'duplicate', deposit: row };
      const [failed] = await tx
        .update(deposits)
        .set({ status: 'failed', settledAt: s.now, settledBy: s.by })
        .where(eq(deposits.id, row.id))
        .returning();
      return { outcome: 'failed', deposit: failed! };
    }
    if (row.status === 'paid') return { outcome: 'duplicate', deposit: row };
    if (s.amount !== row.amount) return { outcome: 'amount-mismatch', deposit: row };
    // A late success (docs/money.md "Late outcomes"): the provider took the money after it said "failed", or after
    // the deposit expired. The player paid, so it is never dropped: credited now, or held for an operator.
    const byOperator = s.by.startsWith('operator:');
    const late = !byOperator && row.status !== 'pending';
    if (!byOperator && row.status === 'failed' && (s.lateSuccess?.(row.merchant) ?? 'credit') === 'review')
      return { outcome: 'held-for-review', deposit: row };
    const reference = `deposit:${row.id}`;
    await credit(tx, { memberId: row.memberId, amount: row.amount, reason: 'deposit.paid', reference });
    let bonus = 0;
    const bonusAmount = s.bonus(row.merchant);
    if (bonusAmount > 0) {
      // Under the member's lock: two deposits of one member paid at once decide the bonus one after the other.
      await lockOnce(tx, 'firstDeposit', row.memberId);
      const [earlier] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(deposits)
        .where(
          and(eq(deposits.memberId, row.memberId), eq(deposits.status, 'paid'), ne(deposits.id, row.id)),
        );
      if ((earlier?.n ?? 0) === 0) {
        const claimed = await tx
          .insert(depositBonuses)
          .values({ memberId: row.memberId, depositId: row.id, amount: bonusAmount, createdAt: s.now })
          .onConflictDoNothing()
          .returning({ memberId: depositBonuses.memberId });
        if (claimed.length === 1) {
          await credit(tx, {
            memberId: row.memberId,
            amount: bonusAmount,
            reason: 'deposit.bonus',
            reference,
          });
          bonus = bonusAmount;
        }
      }
    }
    const [paid] = await tx
      .update(deposits)
      .set({ status: 'paid', bonus, settledAt: s.now, settledBy: s.by })
      .where(and(eq(deposits.id, row.id), inArray(deposits.status, ['pending', 'expired', 'failed'])))
      .returning();
    return { outcome: late ? 'late-credited' : 'credited', deposit: paid! };
  });
}

/** Whether a member still gets the first-deposit bonus: no paid deposit and no bonus yet. */
export async function bonusEligible(db: Db, memberId: number): Promise<boolean> {
  const [paid] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'paid')));
  const [bonus] = await db.select().from(depositBonuses).where(eq(depositBonuses.memberId, memberId));
  return (paid?.n ?? 0) === 0 && !bonus;
}
