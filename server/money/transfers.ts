import type { Db } from '../db/client';
import { uplineTransfers } from '../db/schema/index';
import { credit, debit } from '../wallet/ledger';

/**
 * Moves money from a member to their upline in one transaction: the debit (`transfer.out`, refused below zero), the
 * credit (`transfer.in`), both with the transfer's reference.
 */
export async function transferUp(
  tx: Db,
  t: { fromMemberId: number; toMemberId: number; amount: number; now: Date },
): Promise<{ id: number; balance: number }> {
  const [row] = await tx
    .insert(uplineTransfers)
    .values({ ...t, createdAt: t.now })
    .returning();
  const reference = `transfer:${row!.id}`;
  const { balance } = await debit(tx, {
    memberId: t.fromMemberId,
    amount: t.amount,
    reason: 'transfer.out',
    reference,
  });
  await credit(tx, { memberId: t.toMemberId, amount: t.amount, reason: 'transfer.in', reference });
  return { id: row!.id, balance };
}
