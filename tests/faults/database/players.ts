import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { call } from '../../../src/api/client';
import { login } from '../../../src/api/contract/session';
import { openDatabase } from '../../../server/db/client';
import {
  deposits,
  idempotencyKeys,
  ledgerEntries,
  lotteryBets,
  withdrawals,
} from '../../../server/db/schema/index';
import { moneyClient, newIdempotencyKey, type MoneyClient } from '../money';
import { walletsOffLedger } from '../scratchDatabase';

/**
 * Players' traffic through the proxy for the database fault suite (tests/faults/database.e2e.ts): one player's money
 * calls (deposit through the dev pay page, lottery bet, withdrawal), each key pressed again until it is answered, as
 * the app's player does after "try again"; readers browsing the first screen, the catalogue and the balance; another
 * player signing in now and then. Everything that failed is counted, never hidden.
 */

export type Kind = 'deposit' | 'bet' | 'withdraw';

export interface Traffic {
  /** Stops the loops; every money call cut on its way is pressed again with its own key until answered. */
  stop(): Promise<TrafficReport>;
}

export interface TrafficReport {
  /** Money calls answered, by kind (each key once). */
  answered: Record<Kind, string[]>;
  /** Provider references of the deposits the pay page acknowledged (MoneyClient.acknowledgedDeposits). */
  acknowledgedDeposits: string[];
  /** Tries that failed before their key was answered (a 503, a cut connection). */
  moneyTriesFailed: number;
  reads: number;
  readsFailed: number;
  signIns: number;
  signInsFailed: number;
}

/** What players browse: the first screen, the catalogue, promotions, and a member's balance. */
export const READ_PATHS = [
  '/m/home',
  '/wps/system/config',
  '/wps/promotions',
  '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=26',
  '/wps/relay/GCSGAME_getAllVassalage',
  '/wps/wallets/balance',
];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs the money player in through `base` (the proxy) and starts every loop. */
export async function startTraffic(
  base: string,
  readers: number,
  /** Whose money, and which calls (production has no demo account, and `PAYMENT_PROVIDER=none` takes no deposit). */
  who: {
    username: string;
    password: string;
    kinds?: readonly Kind[];
    /** Who the sign-in loop signs in as (player1 of the demo data by default). */
    signIn?: readonly [string, string];
  } = { username: 'demo', password: 'demo1234' },
): Promise<Traffic> {
  const money: MoneyClient = await withRetry(() => moneyClient(base, who.username, who.password));
  const answered: Record<Kind, string[]> = { deposit: [], bet: [], withdraw: [] };
  const counts = { moneyTriesFailed: 0, reads: 0, readsFailed: 0, signIns: 0, signInsFailed: 0 };
  let running = true;

  /** Presses one key until it is answered (a refusal that is the game's own answer counts as answered). */
  const press = async (kind: Kind, key: string, deadline: number) => {
    for (;;) {
      try {
        await money[kind](key);
        answered[kind].push(key);
        return;
      } catch (e) {
        if ((e as { errorCode?: string }).errorCode === 'lottery.draw.closed') return;
        counts.moneyTriesFailed++;
        if (Date.now() > deadline) throw new Error(`${kind} ${key} never answered: ${String(e)}`);
        await pause(300);
      }
    }
  };
  const moneyLoop = async () => {
    const kinds = who.kinds ?? (['deposit', 'bet', 'withdraw'] as const);
    for (let n = 0; running; n++)
      await press(kinds[n % kinds.length]!, newIdempotencyKey(), Date.now() + 60_000);
  };
  const readLoop = async (offset: number) => {
    for (let n = offset; running; n++) {
      const path = READ_PATHS[n % READ_PATHS.length]!;
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { merchant: 'demo', authorization: money.token },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status === 200) counts.reads++;
        else counts.readsFailed++;
      } catch {
        counts.readsFailed++;
        await pause(50);
      }
    }
  };
  const signInLoop = async () => {
    while (running) {
      try {
        await call(login, {
          body: { username: who.signIn?.[0] ?? 'player1', password: who.signIn?.[1] ?? 'player1234' },
        });
        counts.signIns++;
      } catch {
        counts.signInsFailed++;
      }
      await pause(700);
    }
  };
  const loops = Promise.all([
    moneyLoop(),
    signInLoop(),
    ...Array.from({ length: readers }, (_, i) => readLoop(i)),
  ]);
  return {
    async stop() {
      running = false;
      await loops;
      return { answered, acknowledgedDeposits: money.acknowledgedDeposits, ...counts };
    },
  };
}

/** Tries `work` for up to 30 s (the first sign-in may meet an instance still starting). */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await work();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await pause(500);
    }
  }
}

/** What the database holds of the money calls, for the audit before and after a fault. */
export interface MoneyCounts {
  keysAnswered: number;
  withdrawals: number;
  holds: number;
  deposits: number;
  depositsPaid: number;
  paidCredits: number;
  bets: number;
  walletsOffLedger: number;
}

/** Counts what the database at `url` holds (money movements, answered keys, wallets off their ledger). */
export async function moneyCounts(url: string): Promise<MoneyCounts> {
  const opened = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const db = opened.db;
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    return {
      keysAnswered: await n(
        db
          .select({ n: count() })
          .from(idempotencyKeys)
          .where(sql`${idempotencyKeys.status} > 0`),
      ),
      withdrawals: await n(db.select({ n: count() }).from(withdrawals)),
      holds: await n(
        db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.reason, 'withdraw.hold')),
      ),
      deposits: await n(db.select({ n: count() }).from(deposits)),
      depositsPaid: await n(db.select({ n: count() }).from(deposits).where(eq(deposits.status, 'paid'))),
      paidCredits: await n(
        db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.reason, 'deposit.paid')),
      ),
      bets: await n(db.select({ n: count() }).from(lotteryBets)),
      walletsOffLedger: (await walletsOffLedger(db)).length,
    };
  } finally {
    await opened.close();
  }
}

/**
 * Money calls lost (answered to the player, missing in the database) and doubled (applied more often than
 * answered), from the counts before and after and what the players were answered.
 */
export function moneyAudit(before: MoneyCounts, after: MoneyCounts, report: TrafficReport) {
  const made = {
    withdraw: after.withdrawals - before.withdrawals,
    deposit: after.deposits - before.deposits,
    bet: after.bets - before.bets,
  };
  const answered = {
    withdraw: report.answered.withdraw.length,
    deposit: report.answered.deposit.length,
    bet: report.answered.bet.length,
  };
  const kinds = ['withdraw', 'deposit', 'bet'] as const;
  return {
    answered,
    lost: kinds.reduce((sum, k) => sum + Math.max(0, answered[k] - made[k]), 0),
    doubled:
      kinds.reduce((sum, k) => sum + Math.max(0, made[k] - answered[k]), 0) +
      // Every withdrawal holds its amount once, and every paid deposit is credited once.
      Math.abs(after.holds - after.withdrawals) +
      Math.abs(after.paidCredits - after.depositsPaid),
    walletsOffLedger: after.walletsOffLedger,
  };
}

/**
 * Acknowledged deposits not paid: each deposit the pay page acknowledged must be credited, by the provider's callback
 * or, where that could not land, by the reconciliation (server/money/reconcile.ts, every 10 s on each instance);
 * waits up to `waitMs` for it. Answers the references still not paid.
 */
export async function unpaidDeposits(
  url: string,
  refs: readonly string[],
  waitMs = 45_000,
): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const opened = await openDatabase({ databaseUrl: url, dataDir: '' });
    let unpaid: string[];
    try {
      const paid = refs.length
        ? await opened.db
            .select({ ref: deposits.providerRef })
            .from(deposits)
            .where(and(inArray(deposits.providerRef, [...refs]), eq(deposits.status, 'paid')))
        : [];
      const paidRefs = new Set(paid.map((p) => p.ref));
      unpaid = refs.filter((r) => !paidRefs.has(r));
    } finally {
      await opened.close();
    }
    if (unpaid.length === 0 || Date.now() > deadline) return unpaid;
    await pause(1000);
  }
}
