import { aliasedTable, and, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentContracts, contractPayouts, gameBets, members } from '../db/schema/index';
import { isoDate } from '../catalogue/isoDate';
import { lockOnce } from '../money/onceLock';
import { credit } from '../wallet/ledger';
import { toWireAmount } from '../wallet/money';
import {
  completePeriods,
  dividendAmount,
  salaryAmount,
  type ContractKind,
  type ContractPeriod,
} from './formulas';
import { teamBetTotals } from './team';
import { SALARY_PERIOD } from '../../src/api/contract/contracts';

// Agent contracts (docs/agents.md "Contracts"): proposals, decisions, and settlement of each whole period once,
// whichever instance gets there first (contract_payouts is unique per contract and period, and the payout row is
// written in the same transaction as the ledger credit).

export type ContractRow = typeof agentContracts.$inferSelect;

/**
 * The period a proposal pays for, as the agent chose it: a daily salary `day`, an hourly one `hour`, a dividend
 * `week` or `month` (`week` when not said). Undefined for a pairing that does not exist (a salary paid weekly).
 */
export function periodOfKind(
  kind: ContractKind,
  asked: ContractPeriod | undefined,
): ContractPeriod | undefined {
  const allowed: readonly ContractPeriod[] = kind === 'dividend' ? ['week', 'month'] : [SALARY_PERIOD[kind]];
  if (asked === undefined) return allowed[0];
  return allowed.includes(asked) ? asked : undefined;
}

/** The team's bets and wins in `[from, to)`: the downline agent's own and everyone's below it. */
async function teamSums(db: Db, agentId: number, from: Date, to: Date) {
  const [own] = await db
    .select({ bets: sum(gameBets.bet), wins: sum(gameBets.win) })
    .from(gameBets)
    .where(
      and(
        eq(gameBets.memberId, agentId),
        sql`${gameBets.createdAt} >= ${from} and ${gameBets.createdAt} < ${to}`,
      ),
    );
  const team = await teamBetTotals(db, agentId, { from, to });
  return { bets: Number(own?.bets ?? 0) + team.bet, wins: Number(own?.wins ?? 0) + team.win };
}

/**
 * Pays every whole period of an active contract not paid yet; answers how many periods were settled now. Decided
 * inside one transaction under the contract's lock (docs/money.md "Once-only payments"): the contract's status, the
 * periods already paid and each period's team sums are read after concurrent settlers have finished.
 */
export async function settleContract(db: Db, c: ContractRow, timeZone: string, now: Date): Promise<number> {
  if (c.status !== 'active' || !c.decidedAt) return 0;
  const periods = completePeriods(c.period as ContractPeriod, c.decidedAt, now, timeZone);
  if (periods.length === 0) return 0;
  const paidKeys = async (tx: Db) =>
    new Set(
      (
        await tx
          .select({ key: contractPayouts.periodKey })
          .from(contractPayouts)
          .where(
            and(
              eq(contractPayouts.contractId, c.id),
              inArray(
                contractPayouts.periodKey,
                periods.map((p) => p.key),
              ),
            ),
          )
      ).map((r) => r.key),
    );
  // Most reads find every period paid: that is answered without a transaction or a lock.
  if ((await paidKeys(db)).size === periods.length) return 0;
  return db.transaction(async (tx) => {
    await lockOnce(tx, 'contract', c.id);
    const [now_] = await tx.select().from(agentContracts).where(eq(agentContracts.id, c.id));
    if (!now_ || now_.status !== 'active') return 0;
    const done = await paidKeys(tx);
    let settled = 0;
    for (const p of periods) {
      if (done.has(p.key)) continue;
      const { bets, wins } = await teamSums(tx, c.downlineId, p.from, p.to);
      const amount = c.kind === 'dividend' ? dividendAmount(bets, wins, c.rate) : salaryAmount(bets, c.rate);
      // The unique (contract, period) stays as a second guard.
      const [row] = await tx
        .insert(contractPayouts)
        .values({ contractId: c.id, periodKey: p.key, bets, wins, amount, paidAt: now })
        .onConflictDoNothing()
        .returning({ id: contractPayouts.id });
      if (!row) continue;
      if (amount > 0)
        await credit(tx, {
          memberId: c.downlineId,
          amount,
          reason: `contract.${c.kind}`,
          reference: `contract:${c.id}:${p.key}`,
        });
      settled++;
    }
    return settled;
  });
}

/** Settles every active contract of a merchant (the periodic settler and `npm run ops -- contracts:settle`). */
export async function settleAllContracts(
  db: Db,
  merchant: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchant, merchant), eq(agentContracts.status, 'active')));
  let settled = 0;
  for (const c of rows) settled += await settleContract(db, c, timeZone, now);
  return settled;
}

const uplines = aliasedTable(members, 'upline_member');
const downlines = aliasedTable(members, 'downline_member');

/** Contracts of one kind where the member is the downline (`received`) or the upline (`given`), with payouts. */
export async function contractsOf(db: Db, memberId: number, kind: ContractKind, side: 'received' | 'given') {
  const rows = await db
    .select({ c: agentContracts, upline: uplines.username, downline: downlines.username })
    .from(agentContracts)
    .innerJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContracts.downlineId))
    .where(
      and(
        eq(agentContracts.kind, kind),
        side === 'received' ? eq(agentContracts.downlineId, memberId) : eq(agentContracts.uplineId, memberId),
      ),
    )
    .orderBy(desc(agentContracts.proposedAt), desc(agentContracts.id))
    .limit(50);
  const out = [];
  for (const r of rows) out.push(await describe(db, r.c, r.upline, r.downline));
  return out;
}

/**
 * The wire's contract: its terms, parties, the total paid and the latest 10 payouts that paid something, newest first.
 * Every whole period is settled and recorded (once), most of them with nothing to pay (an hourly contract settles 24 a
 * day): listed, they buried the one period that paid under rows of ₱0.00 (issue 67).
 */
export async function describe(db: Db, c: ContractRow, upline: string, downline: string) {
  const payouts = await db
    .select()
    .from(contractPayouts)
    .where(and(eq(contractPayouts.contractId, c.id), gt(contractPayouts.amount, 0)))
    .orderBy(desc(contractPayouts.periodKey))
    .limit(10);
  const [total] = await db
    .select({ amount: sum(contractPayouts.amount) })
    .from(contractPayouts)
    .where(eq(contractPayouts.contractId, c.id));
  return {
    id: c.id,
    kind: c.kind as ContractKind,
    rate: c.rate,
    period: c.period as ContractPeriod,
    status: c.status as 'proposed' | 'active' | 'refused' | 'ended',
    upline,
    downline,
    proposedAt: isoDate(c.proposedAt),
    decidedAt: c.decidedAt ? isoDate(c.decidedAt) : null,
    totalPaid: toWireAmount(Number(total?.amount ?? 0)),
    payouts: payouts.map((p) => ({
      periodKey: p.periodKey,
      bets: toWireAmount(p.bets),
      wins: toWireAmount(p.wins),
      amount: toWireAmount(p.amount),
      paidAt: isoDate(p.paidAt),
    })),
  };
}
