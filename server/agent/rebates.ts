import { and, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { dayIn, dayRangeIn, nextDay } from '../../src/api/contract/zonedTime';
import type { Db } from '../db/client';
import { agentRebates, gameBets, members, teamBetBuckets } from '../db/schema/index';
import type { Merchant } from '../merchants/merchantRegistry';
import { lockOnce } from '../money/onceLock';
import { credit } from '../wallet/ledger';
import { fromWireAmount } from '../wallet/money';
import { inTeam } from './team';

// The agent rebate (docs/agents.md "Agent rebate"): for each whole merchant day, an agent earns the tier rate of
// its team's bets that day (everyone below it, at any depth), paid once per agent and day through the ledger.

export type RebateTier = Merchant['money']['agentRebate'][number];

/** The rate (per mille) of the highest tier that `teamBetsCentavos` reaches. */
export function rebateRate(tiers: readonly RebateTier[], teamBetsCentavos: number): number {
  let rate = 0;
  for (const t of tiers) if (teamBetsCentavos >= fromWireAmount(t.minTeamBets)) rate = t.ratePerMille;
  return rate;
}

/** The rebate of a day: the rate of the team's bets, rounded down to the centavo. */
export function agentRebateAmount(tiers: readonly RebateTier[], teamBetsCentavos: number): number {
  return Math.floor((Math.max(0, teamBetsCentavos) * rebateRate(tiers, teamBetsCentavos)) / 1000);
}

/** How many whole days back a read settles. */
export const SETTLE_DAYS = 31;

/**
 * Pays the agent's rebate for every whole day of the last `SETTLE_DAYS` not paid yet; answers the days paid now.
 * Decided inside one transaction under the agent's lock (docs/money.md "Once-only payments"): which days are paid,
 * and each day's team bets, are read after concurrent settlers of the same agent have finished.
 */
export async function settleAgentRebates(
  db: Db,
  agentId: number,
  m: Merchant,
  timeZone: string,
  now: Date,
): Promise<number> {
  const today = dayIn(now, timeZone);
  const days: string[] = [];
  let d = dayIn(now.getTime() - SETTLE_DAYS * 86_400_000, timeZone);
  while (d < today) {
    days.push(d);
    d = nextDay(d);
  }
  const paidDays = (tx: Db) =>
    tx
      .select({ day: agentRebates.day })
      .from(agentRebates)
      .where(and(eq(agentRebates.agentId, agentId), inArray(agentRebates.day, days)));
  // Most reads find every day paid: that is answered without a transaction or a lock.
  if ((await paidDays(db)).length === days.length) return 0;
  return db.transaction(async (tx) => {
    await lockOnce(tx, 'agentRebate', agentId);
    const done = new Set((await paidDays(tx)).map((r) => r.day));
    const todo = days.filter((x) => !done.has(x));
    if (todo.length === 0) return 0;
    // One query for the team's bets per day of the whole span.
    const from = dayRangeIn(todo[0]!, timeZone).from;
    const to = dayRangeIn(todo[todo.length - 1]!, timeZone).to;
    // From the team's quarter-hour sums: a day of any zone starts on a quarter hour, so each sum lies in one day.
    const dayOf = sql<string>`to_char(${teamBetBuckets.bucket} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const byDay = await tx
      .select({ day: dayOf, bets: sum(teamBetBuckets.bet) })
      .from(teamBetBuckets)
      .where(
        and(
          eq(teamBetBuckets.agentId, agentId),
          gte(teamBetBuckets.bucket, from),
          lt(teamBetBuckets.bucket, to),
        ),
      )
      .groupBy(sql`1`);
    const bets = new Map(byDay.map((r) => [r.day, Number(r.bets ?? 0)]));
    let paid = 0;
    for (const day of todo) {
      const teamBets = bets.get(day) ?? 0;
      const rate = rebateRate(m.money.agentRebate, teamBets);
      const amount = agentRebateAmount(m.money.agentRebate, teamBets);
      // The unique (agent, day) stays as a second guard.
      const [row] = await tx
        .insert(agentRebates)
        .values({ agentId, day, teamBets, rate, amount, paidAt: now })
        .onConflictDoNothing()
        .returning({ id: agentRebates.id });
      if (!row) continue;
      if (amount > 0)
        await credit(tx, {
          memberId: agentId,
          amount,
          reason: 'agent.rebate',
          reference: `agent-rebate:${day}`,
        });
      paid++;
    }
    return paid;
  });
}

/** The agent's paid rebates in `[fromDay, toDay]`, newest first, with the total. */
export async function rebatesOf(db: Db, agentId: number, fromDay: string, toDay: string) {
  const where = and(
    eq(agentRebates.agentId, agentId),
    gte(agentRebates.day, fromDay),
    sql`${agentRebates.day} <= ${toDay}`,
  );
  const rows = await db.select().from(agentRebates).where(where).orderBy(desc(agentRebates.day)).limit(100);
  const [total] = await db
    .select({ amount: sum(agentRebates.amount), bets: sum(agentRebates.teamBets) })
    .from(agentRebates)
    .where(where);
  return { rows, total: Number(total?.amount ?? 0), teamBets: Number(total?.bets ?? 0) };
}

/**
 * The team rebate: each member's bets in the period and its share of the agent's rebate, in proportion to its
 * bets (the rebate is earned on the team's total, so a member's share is its part of that total).
 */
export async function teamRebateShares(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
  rebateTotal: number,
  teamBetsTotal: number,
  page: { pageNo: number; pageSize: number },
) {
  const where = and(
    inTeam(gameBets.memberId, agentId),
    gte(gameBets.createdAt, period.from),
    lt(gameBets.createdAt, period.to),
  );
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${gameBets.memberId})` })
    .from(gameBets)
    .where(where);
  const rows = await db
    .select({ username: members.username, bets: sum(gameBets.bet) })
    .from(gameBets)
    .innerJoin(members, eq(members.id, gameBets.memberId))
    .where(where)
    .groupBy(members.id, members.username)
    .orderBy(desc(sum(gameBets.bet)), members.username)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => {
      const bets = Number(r.bets ?? 0);
      return {
        username: r.username,
        bets,
        share: teamBetsTotal > 0 ? Math.floor((rebateTotal * bets) / teamBetsTotal) : 0,
      };
    }),
  };
}
