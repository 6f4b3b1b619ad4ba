import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deposits, operatorActions } from '../db/schema/index';
import { credit, debit, type Applied } from '../wallet/ledger';
import { moneyRecordNotFound } from './withdrawals';
import { settleDeposit, type SettleOutcome } from './deposits';

export interface Adjustment {
  memberId: number;
  /** Signed centavos: positive credits, negative debits (refused below zero). */
  amount: number;
  operator: string;
  reason: string;
  now: Date;
}

/**
 * Adjusts a balance by hand, through the ledger (`operator.adjust`) and with its record in `operator_actions`, in
 * one transaction: never by writing a balance.
 */
export async function adjustBalance(db: Db, a: Adjustment): Promise<Applied> {
  if (!Number.isSafeInteger(a.amount) || a.amount === 0)
    throw new RangeError('amount must be non-zero centavos');
  return db.transaction(async (tx) => {
    const [action] = await tx
      .insert(operatorActions)
      .values({
        operator: a.operator,
        action: 'balance.adjust',
        target: `member:${a.memberId}`,
        memberId: a.memberId,
        amount: a.amount,
        reason: a.reason,
        createdAt: a.now,
      })
      .returning({ id: operatorActions.id });
    const movement = {
      memberId: a.memberId,
      amount: Math.abs(a.amount),
      reason: 'operator.adjust',
      reference: `operator:${action!.id}`,
    };
    return a.amount > 0 ? credit(tx, movement) : debit(tx, movement);
  });
}

/**
 * Approves a pending (or expired) deposit by hand, when the money arrived but no callback did: the same settlement
 * as a callback's, so it credits once and the bonus rules hold, recorded with who and why.
 */
export async function approveDepositByHand(
  db: Db,
  d: { id: number; operator: string; reason: string; now: Date; bonus: (merchant: string) => number },
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, d.id));
    if (!row) throw moneyRecordNotFound();
    const settled = await settleDeposit(tx, {
      provider: row.provider,
      providerRef: row.providerRef,
      status: 'paid',
      amount: row.amount,
      by: `operator:${d.operator}`,
      now: d.now,
      bonus: d.bonus,
    });
    if (settled.outcome === 'credited') {
      await tx.insert(operatorActions).values({
        operator: d.operator,
        action: 'deposit.approve',
        target: `deposit:${row.id}`,
        memberId: row.memberId,
        amount: row.amount + settled.deposit.bonus,
        reason: d.reason,
        createdAt: d.now,
      });
    }
    return settled;
  });
}
