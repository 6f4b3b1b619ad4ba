import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The once-only payments, each a lock space of its own. The numbers are the first key of PostgreSQL's two-key
 * advisory lock, so they never change; a new kind takes a new number.
 */
export const OnceKind = {
  rebate: 1,
  reward: 2,
  redRain: 3,
  mission: 4,
  contract: 5,
  agentRebate: 6,
  firstDeposit: 7,
  uplineTransfer: 8,
  depositOutcome: 9,
} as const;
export type OnceKind = keyof typeof OnceKind;

/**
 * Decide inside the transaction, under a lock (docs/money.md "Once-only payments"): takes a transaction-scoped
 * advisory lock on (kind, id), which concurrent claims of the same member (or contract, or deposit) wait for on
 * every instance, and which ends with the transaction. Whatever decides eligibility or the period must be read
 * after this, through the same transaction. Outside a transaction the lock would end at once, so call it in one.
 */
export async function lockOnce(tx: Db, kind: OnceKind, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OnceKind[kind]}::int, ${id}::int)`);
}
