import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import type { Db } from '../db/client';
import { afterCommit } from '../db/commitHooks';
import { memberChangedHere } from '../db/localChanges';
import { countMovement } from '../metrics/metrics';
import { ledgerEntries, wallets } from '../db/schema/index';
import { ApiError } from '../http/envelope';

/** One movement of money: a positive number of centavos, why, and what caused it. */
export interface Movement {
  memberId: number;
  amount: number;
  reason: string;
  reference?: string;
}

export interface Applied {
  /** The balance after the movement, in centavos. */
  balance: number;
  entryId: number;
}

export const insufficientFunds = () => new ApiError(422, ErrorCode.insufficientFunds, 'Insufficient funds');

/**
 * Changes a balance and writes the entry that explains it in one transaction. The wallet row is locked
 * (`for update`) so concurrent movements on PostgreSQL queue up; PGlite has one connection and runs one
 * transaction at a time. Called inside another transaction, this becomes a savepoint of it.
 */
async function apply(
  db: Db,
  memberId: number,
  delta: number,
  reason: string,
  reference: string,
): Promise<Applied> {
  return db.transaction(async (tx) => {
    await tx.insert(wallets).values({ memberId }).onConflictDoNothing();
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.memberId, memberId)).for('update');
    if (!wallet) throw new Error(`no wallet for member ${memberId}`);
    const balance = wallet.balance + delta;
    if (balance < 0) throw insufficientFunds();
    if (!Number.isSafeInteger(balance)) throw new RangeError('balance out of range');
    await tx.update(wallets).set({ balance, updatedAt: new Date() }).where(eq(wallets.memberId, memberId));
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({ memberId, amount: delta, balanceAfter: balance, reason, reference })
      .returning({ id: ledgerEntries.id });
    afterCommit(() => {
      countMovement(reason, delta);
      // This instance's kept answers of the member go before the request answers (read-your-writes).
      memberChangedHere(memberId);
    });
    return { balance, entryId: entry!.id };
  });
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('amount must be a positive integer of centavos');
}

/** Adds money to a member's wallet. */
export async function credit(db: Db, m: Movement): Promise<Applied> {
  checkAmount(m.amount);
  return apply(db, m.memberId, m.amount, m.reason, m.reference ?? '');
}

/** Takes money from a member's wallet; refuses with `wallet.insufficient.funds` rather than go below zero. */
export async function debit(db: Db, m: Movement): Promise<Applied> {
  checkAmount(m.amount);
  return apply(db, m.memberId, -m.amount, m.reason, m.reference ?? '');
}

/** The member's balance in centavos (0 before the first movement). */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet?.balance ?? 0;
}
