import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import type { Db } from '../db/client';
import { afterCommit } from '../db/commitHooks';
import { countWithdrawal } from '../metrics/metrics';
import { operatorActions, withdrawals, type payeeAccounts } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { credit, debit } from '../wallet/ledger';
import { toWireAmount } from '../wallet/money';
import { notifyMember } from '../accounts/notify';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayeeRow = typeof payeeAccounts.$inferSelect;

export const moneyRecordNotFound = () =>
  new ApiError(404, ErrorCode.moneyRecordNotFound, 'No such transaction');

/**
 * Takes a withdrawal: the amount leaves the wallet at once (`withdraw.hold`), so it cannot be bet or withdrawn
 * twice while an operator decides. The debit refuses an overdraw with `wallet.insufficient.funds`.
 */
export async function holdWithdrawal(
  tx: Db,
  w: { memberId: number; payee: PayeeRow; amount: number; now: Date },
): Promise<{ withdrawal: WithdrawalRow; balance: number }> {
  const [row] = await tx
    .insert(withdrawals)
    .values({
      memberId: w.memberId,
      payeeId: w.payee.id,
      payee: {
        bankCode: w.payee.bankCode,
        accountName: w.payee.accountName,
        accountNumber: w.payee.accountNumber,
      },
      amount: w.amount,
      requestedAt: w.now,
    })
    .returning();
  const { balance } = await debit(tx, {
    memberId: w.memberId,
    amount: w.amount,
    reason: 'withdraw.hold',
    reference: `withdraw:${row!.id}`,
  });
  afterCommit(() => countWithdrawal('requested'));
  return { withdrawal: row!, balance };
}

/** The total of a member's pending withdrawals, in centavos. */
export async function heldOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
  return Number(row?.n ?? 0);
}

export interface Decision {
  id: number;
  decision: 'approve' | 'reject';
  operator: string;
  reason: string;
  now: Date;
}

export const notPending = (status: string) =>
  new ApiError(409, ErrorCode.duplicateRequest, `This withdrawal is already ${status}`);

/**
 * An operator's decision on a pending withdrawal, in one transaction with its record in `operator_actions`:
 * approve marks it paid (the held money has left); reject credits it back (`withdraw.release`). A decided
 * withdrawal cannot be decided again.
 */
export async function decideWithdrawal(db: Db, d: Decision): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, d.id)).for('update');
    if (!row) throw moneyRecordNotFound();
    if (row.status !== 'pending') throw notPending(row.status);
    if (d.decision === 'reject') {
      await credit(tx, {
        memberId: row.memberId,
        amount: row.amount,
        reason: 'withdraw.release',
        reference: `withdraw:${row.id}`,
      });
    }
    const [decided] = await tx
      .update(withdrawals)
      .set({
        status: d.decision === 'approve' ? 'paid' : 'rejected',
        decidedAt: d.now,
        decidedBy: d.operator,
        reason: d.reason,
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    await tx.insert(operatorActions).values({
      operator: d.operator,
      action: `withdrawal.${d.decision}`,
      target: `withdrawal:${row.id}`,
      memberId: row.memberId,
      amount: d.decision === 'reject' ? row.amount : 0,
      reason: d.reason,
      createdAt: d.now,
    });
    // The player hears of it in the message centre, in the language they read it in.
    await notifyMember(
      tx,
      row.memberId,
      d.decision === 'approve' ? 'withdrawalPaid' : 'withdrawalRejected',
      d.now,
      {
        id: row.id,
        amount: toWireAmount(row.amount),
        ...(d.decision === 'reject' ? { reason: d.reason } : {}),
      },
    );
    afterCommit(() => countWithdrawal(decided!.status));
    return decided!;
  });
}
