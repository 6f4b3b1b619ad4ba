import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { deposits, ledgerEntries, lotteryBets, wallets, withdrawals } from '../../server/db/schema/index';
import { NIGHTLY } from '../security/hostile';
import { moneyClient, newIdempotencyKey } from './money';
import { startProcess } from './serverProcess';

/**
 * The server killed with SIGKILL in the middle of deposits, withdrawals and bets, then started again on the same
 * embedded database (docs/security.md "Faults"): every balance still equals the sum of its ledger, every money row
 * has its ledger entry, and sending the interrupted calls again with their keys applies each at most once.
 * CI size: one kill. NIGHTLY=1: five, at different moments.
 */

const KILLS = NIGHTLY ? [200, 500, 800, 1200, 2000] : [800];
const dataRoot = mkdtempSync(join(tmpdir(), 'mgp-kill-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

/** The invariants, read straight from the database files once the server is down. */
async function invariants(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const drift = await db
      .select({ memberId: wallets.memberId, balance: wallets.balance })
      .from(wallets)
      .where(
        sql`${wallets.balance} <> coalesce((select sum(${ledgerEntries.amount}) from ${ledgerEntries} where ${ledgerEntries.memberId} = ${wallets.memberId}), 0)`,
      );
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    const reasonCount = (reason: string) =>
      n(db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.reason, reason)));
    return {
      drift,
      withdrawals: await n(db.select({ n: count() }).from(withdrawals)),
      holds: await reasonCount('withdraw.hold'),
      paidDeposits: await n(db.select({ n: count() }).from(deposits).where(eq(deposits.status, 'paid'))),
      depositCredits: await reasonCount('deposit.paid'),
      bets: await n(db.select({ n: count() }).from(lotteryBets)),
      betDebits: await reasonCount('lottery.bet'),
    };
  } finally {
    await database.close();
  }
}

describe('the server killed in the middle of money calls', () => {
  it.each(KILLS)(
    'keeps the ledger equal to the balances after a kill at %i ms',
    async (killAfter) => {
      const dataDir = join(dataRoot, `db-${killAfter}`);
      let server = await startProcess({ DATA_DIR: dataDir });
      const money = await moneyClient(server.url, 'demo', 'demo1234');
      const keys = { deposit: [] as string[], bet: [] as string[], withdraw: [] as string[] };
      // Each call's outcome is taken as it comes: a refused or cut call is an expected outcome here, not an error.
      const calls: Promise<PromiseSettledResult<void>>[] = [];
      const settle = (p: Promise<void>) =>
        p.then(
          (value): PromiseSettledResult<void> => ({ status: 'fulfilled', value }),
          (reason: unknown): PromiseSettledResult<void> => ({ status: 'rejected', reason }),
        );
      for (let i = 0; i < 20; i++) {
        for (const kind of ['deposit', 'bet', 'withdraw'] as const) {
          const key = newIdempotencyKey();
          keys[kind].push(key);
          calls.push(settle(money[kind](key)));
        }
      }
      await new Promise((r) => setTimeout(r, killAfter));
      await server.kill9();
      const outcomes = await Promise.all(calls);
      const done = outcomes.filter((o) => o.status === 'fulfilled').length;

      // Up again on the same files: consistent, and serving.
      server = await startProcess({ DATA_DIR: dataDir });
      money.useBase(server.url);
      expect(await money.balance()).toBeGreaterThanOrEqual(0);
      // The player presses again: the same keys; what was applied before the kill is not applied again.
      const again = await Promise.allSettled([
        ...keys.deposit.map((k) => money.deposit(k)),
        ...keys.bet.map((k) => money.bet(k)),
        ...keys.withdraw.map((k) => money.withdraw(k)),
      ]);
      await server.stop();

      const after = await invariants(dataDir);
      process.stdout.write(
        `kill at ${killAfter} ms: ${done}/60 calls answered before the kill; after retries ${
          again.filter((o) => o.status === 'fulfilled').length
        }/60 answered; ${after.bets} bets, ${after.withdrawals} withdrawals, ${after.paidDeposits} paid deposits\n`,
      );
      expect(after.drift).toEqual([]);
      expect(after.holds).toBe(after.withdrawals);
      expect(after.depositCredits).toBe(after.paidDeposits);
      expect(after.betDebits).toBe(after.bets);
      // Each key applied at most once: never more money rows than keys.
      expect(after.bets).toBeLessThanOrEqual(keys.bet.length);
      expect(after.withdrawals).toBeLessThanOrEqual(keys.withdraw.length);
      expect(after.paidDeposits).toBeLessThanOrEqual(keys.deposit.length);
    },
    240_000,
  );
});
