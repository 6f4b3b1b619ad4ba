import { and, count, desc, eq, ilike, inArray, max, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  deposits,
  gameBets,
  memberLogins,
  members,
  memberTeams,
  teamMoneyBuckets,
  teamSizes,
  wallets,
  withdrawals,
} from '../db/schema/index';
import { isoDate } from '../catalogue/isoDate';
import { toWireAmount } from '../wallet/money';
import { isAgentType } from '../../src/api/contract/memberTypes';
import { BUCKET_MS, inTeam, teamBetTotals, teamBettors, teamMemberRows } from './team';
import { periodRanking, type MemberSums } from './rankings';
import type { TeamBalances } from './teamBalances';

// The team reports behind agent home's grid (docs/agents.md "Team reports"), each computed in SQL over the agent's
// team: overview, members, profit and loss, bets. Money is summed in centavos and sent in pesos.

type Period = { from: Date; to: Date };
const n = (v: unknown) => Number(v ?? 0);
const within = (col: Parameters<typeof sql>[1], p: Period) => sql`${col} >= ${p.from} and ${col} < ${p.to}`;

/** A user-name filter: a part of the name, any case; `%` and `_` are taken literally. */
function nameLike(username: string): SQL | undefined {
  if (!username) return undefined;
  return ilike(members.username, `%${username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The team's bets in the period: from the kept quarter-hour sums, or, filtered by a user name, from the bets
 * themselves (`where` already holds the team, the period and the name).
 */
async function periodTotals(db: Db, agentId: number, p: Period, username: string, where: SQL | undefined) {
  if (!username) return teamBetTotals(db, agentId, p);
  const [t] = await db
    .select({ bets: count(), bet: sum(gameBets.bet), win: sum(gameBets.win) })
    .from(gameBets)
    .innerJoin(members, eq(members.id, gameBets.memberId))
    .where(where);
  return { bets: n(t?.bets), bet: n(t?.bet), win: n(t?.win) };
}

const wireTotals = (t: { bets: number; bet: number; win: number }) => ({
  bets: t.bets,
  betAmount: toWireAmount(t.bet),
  winAmount: toWireAmount(t.win),
  result: toWireAmount(t.win - t.bet),
});

/**
 * The team's paid deposits and withdrawals in the period (counts, centavos): from the kept quarter-hour sums
 * (`team_money_buckets`, migration 0029) when the period is a run of whole quarter hours, as every period of the
 * merchant's days is; otherwise from the paid rows themselves, by their time (`deposits_paid_time`,
 * `withdrawals_paid_time`).
 */
export async function teamMoneyTotals(db: Db, agentId: number, p: Period) {
  if (p.from.getTime() % BUCKET_MS === 0 && p.to.getTime() % BUCKET_MS === 0) {
    const [kept] = await db
      .select({
        deposits: sum(teamMoneyBuckets.deposits),
        deposit: sum(teamMoneyBuckets.deposit),
        withdrawals: sum(teamMoneyBuckets.withdrawals),
        withdraw: sum(teamMoneyBuckets.withdraw),
      })
      .from(teamMoneyBuckets)
      .where(and(eq(teamMoneyBuckets.agentId, agentId), within(teamMoneyBuckets.bucket, p)));
    return {
      deposits: n(kept?.deposits),
      deposit: n(kept?.deposit),
      withdrawals: n(kept?.withdrawals),
      withdraw: n(kept?.withdraw),
    };
  }
  const [dep] = await db
    .select({ c: count(), total: sum(deposits.amount) })
    .from(deposits)
    .where(
      and(inTeam(deposits.memberId, agentId), eq(deposits.status, 'paid'), within(deposits.settledAt, p)),
    );
  const [wd] = await db
    .select({ c: count(), total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        inTeam(withdrawals.memberId, agentId),
        eq(withdrawals.status, 'paid'),
        within(withdrawals.decidedAt, p),
      ),
    );
  return { deposits: n(dep?.c), deposit: n(dep?.total), withdrawals: n(wd?.c), withdraw: n(wd?.total) };
}

export async function teamOverview(db: Db, agentId: number, p: Period, balances?: TeamBalances) {
  const team = (col: Parameters<typeof inTeam>[0]) => inTeam(col, agentId);
  // Sizes from the kept counts; new members from the kept team rows in `member_teams_newest` order (the period's
  // new members alone); agents through the partial index of agents (`members_agents`).
  const [size] = await db
    .select({ all: teamSizes.members, direct: teamSizes.direct, epoch: teamSizes.epoch })
    .from(teamSizes)
    .where(eq(teamSizes.agentId, agentId));
  const [fresh] = await db
    .select({ n: count() })
    .from(memberTeams)
    .where(and(eq(memberTeams.agentId, agentId), within(memberTeams.regDate, p)));
  const [agents] = await db
    .select({ n: count() })
    .from(memberTeams)
    .innerJoin(members, eq(members.id, memberTeams.memberId))
    .where(and(eq(memberTeams.agentId, agentId), sql`${members.type} not in (0, 4, 40)`));
  // The people who bet and the bets from the kept ranking (`rankings.ts`), which reads the totals with its version.
  const kept = await periodRanking(db, agentId, p);
  const bettors = kept ? kept.people : await teamBettors(db, agentId, p);
  const bets = kept ? kept.totals : await teamBetTotals(db, agentId, p);
  const money = await teamMoneyTotals(db, agentId, p);
  // The team's balance now: kept by the change feed where the server has one (teamBalances.ts), else summed.
  const balanceTotal = balances
    ? await balances.total(agentId, `${n(size?.epoch)}:${n(size?.all)}`)
    : n(
        (
          await db
            .select({ total: sum(wallets.balance) })
            .from(wallets)
            .where(team(wallets.memberId))
        )[0]?.total,
      );
  return {
    teamSize: n(size?.all),
    directMembers: n(size?.direct),
    agents: n(agents?.n),
    newMembers: n(fresh?.n),
    bettors,
    depositCount: money.deposits,
    depositTotal: toWireAmount(money.deposit),
    withdrawCount: money.withdrawals,
    withdrawTotal: toWireAmount(money.withdraw),
    betTotal: toWireAmount(bets.bet),
    winTotal: toWireAmount(bets.win),
    result: toWireAmount(bets.win - bets.bet),
    balanceTotal: toWireAmount(balanceTotal),
  };
}

export async function teamMembers(
  db: Db,
  agentId: number,
  q: { pageNo: number; pageSize: number; username: string; scope: 'direct' | 'all' },
) {
  // Read from the kept team rows, newest first through `member_teams_newest`: the page stops after its rows.
  const scope = and(
    eq(memberTeams.agentId, agentId),
    q.scope === 'direct' ? eq(memberTeams.depth, 1) : undefined,
  );
  const where = and(scope, nameLike(q.username));
  const [total] = q.username
    ? await db
        .select({ c: count() })
        .from(memberTeams)
        .innerJoin(members, eq(members.id, memberTeams.memberId))
        .where(where)
    : await db
        .select({ c: q.scope === 'direct' ? teamSizes.direct : teamSizes.members })
        .from(teamSizes)
        .where(eq(teamSizes.agentId, agentId));
  const columns = {
    id: members.id,
    username: members.username,
    nickname: members.nickname,
    type: members.type,
    uplineId: members.uplineId,
    regDate: members.regDate,
    balance: wallets.balance,
  };
  const offset = (q.pageNo - 1) * q.pageSize;
  // Without a name, the page's team rows are read first, from the index in their order, and only those are joined:
  // the planner would otherwise join the whole team and sort it.
  const page = db
    .select({ memberId: memberTeams.memberId, regDate: memberTeams.regDate })
    .from(memberTeams)
    .where(scope)
    .orderBy(desc(memberTeams.regDate), desc(memberTeams.memberId))
    .limit(q.pageSize)
    .offset(offset)
    .as('page');
  const rows = q.username
    ? await db
        .select(columns)
        .from(memberTeams)
        .innerJoin(members, eq(members.id, memberTeams.memberId))
        .leftJoin(wallets, eq(wallets.memberId, members.id))
        .where(where)
        .orderBy(desc(memberTeams.regDate), desc(memberTeams.memberId))
        .limit(q.pageSize)
        .offset(offset)
    : await db
        .select(columns)
        .from(page)
        .innerJoin(members, eq(members.id, page.memberId))
        .leftJoin(wallets, eq(wallets.memberId, members.id))
        .orderBy(desc(page.regDate), desc(page.memberId));
  const ids = rows.map((r) => r.id);
  const logins = ids.length
    ? await db
        .select({ id: memberLogins.memberId, at: max(memberLogins.at) })
        .from(memberLogins)
        .where(inArray(memberLogins.memberId, ids))
        .groupBy(memberLogins.memberId)
    : [];
  const agentIds = rows.filter((r) => isAgentType(r.type)).map((r) => r.id);
  const sizes = new Map(
    agentIds.length
      ? (
          await db
            .select({ id: teamSizes.agentId, c: teamSizes.members })
            .from(teamSizes)
            .where(inArray(teamSizes.agentId, agentIds))
        ).map((c) => [c.id, n(c.c)])
      : [],
  );
  const list = [];
  for (const r of rows) {
    const agent = isAgentType(r.type);
    const size = sizes.get(r.id) ?? 0;
    const last = logins.find((l) => l.id === r.id)?.at;
    list.push({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      isAgent: agent,
      direct: r.uplineId === agentId,
      regDate: isoDate(r.regDate),
      lastLoginAt: last ? isoDate(new Date(last)) : null,
      balance: toWireAmount(n(r.balance)),
      teamSize: size,
    });
  }
  const all = n(total?.c);
  return { list, pageNum: q.pageNo, totalPages: pages(all, q.pageSize), total: all };
}

/** The profit-and-loss page, its number of people and its totals, read from the per-member quarter hours. */
async function rankedFromBuckets(
  db: Db,
  agentId: number,
  p: Period,
  username: string,
  offset: number,
  limit: number,
): Promise<{ rows: MemberSums[]; people: number; totals: { bets: number; bet: number; win: number } }> {
  const named = nameLike(username);
  const people = sql`(select s.member_id, sum(s.bets) as bets, sum(s.bet) as bet, sum(s.win) as win
    from (${teamMemberRows(agentId, p)}) s
    ${named ? sql`join ${members} on ${members.id} = s.member_id where ${named}` : sql``}
    group by s.member_id having sum(s.bets) > 0) g`;
  const rows = await db
    .select({
      memberId: sql<number>`g.member_id`,
      bets: sql<number>`g.bets`,
      bet: sql<number>`g.bet`,
      win: sql<number>`g.win`,
      people: sql<number>`count(*) over ()`,
    })
    .from(people)
    .orderBy(sql`g.bet desc`, sql`g.member_id`)
    .limit(limit)
    .offset(offset);
  // A page past the end has no row to carry the count.
  const [counted] = rows.length || offset === 0 ? rows : await db.select({ people: count() }).from(people);
  const totals = named
    ? await db
        .select({
          bets: sql<number>`sum(g.bets)`,
          bet: sql<number>`sum(g.bet)`,
          win: sql<number>`sum(g.win)`,
        })
        .from(people)
        .then(([t]) => ({ bets: n(t?.bets), bet: n(t?.bet), win: n(t?.win) }))
    : await teamBetTotals(db, agentId, p);
  return {
    rows: rows.map((r) => ({ memberId: Number(r.memberId), bets: n(r.bets), bet: n(r.bet), win: n(r.win) })),
    people: n(counted?.people),
    totals,
  };
}

export async function teamPnl(
  db: Db,
  agentId: number,
  p: Period,
  q: { pageNo: number; pageSize: number; username: string },
) {
  // Without a name: the kept ranking of the period (`rankings.ts`). With one, or for a period that is not whole
  // quarter hours: each member's period from the kept per-member quarter-hour sums (`teamMemberRows`), ranked by
  // stake, ties in account order; the window count gives the number of people in the same pass. The totals come
  // from the team's kept sums, or, filtered by a name, from the matching members' rows.
  const offset = (q.pageNo - 1) * q.pageSize;
  const kept = q.username ? undefined : await periodRanking(db, agentId, p);
  const { rows, people, totals } = kept
    ? { rows: kept.page(offset, q.pageSize), people: kept.people, totals: kept.totals }
    : await rankedFromBuckets(db, agentId, p, q.username, offset, q.pageSize);
  const ids = rows.map((r) => Number(r.memberId));
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: members.id, username: members.username })
            .from(members)
            .where(inArray(members.id, ids))
        ).map((m) => [m.id, m.username])
      : [],
  );
  return {
    list: rows.map((r) => ({
      username: names.get(Number(r.memberId)) ?? '',
      bets: n(r.bets),
      betAmount: toWireAmount(n(r.bet)),
      winAmount: toWireAmount(n(r.win)),
      result: toWireAmount(n(r.win) - n(r.bet)),
    })),
    totals: wireTotals(totals),
    pageNum: q.pageNo,
    totalPages: pages(people, q.pageSize),
  };
}

export async function teamBets(
  db: Db,
  agentId: number,
  p: Period,
  q: { pageNo: number; pageSize: number; username: string },
) {
  const where = and(inTeam(gameBets.memberId, agentId), within(gameBets.createdAt, p), nameLike(q.username));
  const totals = await periodTotals(db, agentId, p, q.username, where);
  const rows = await db
    .select({
      id: gameBets.id,
      username: members.username,
      gameName: gameBets.gameName,
      gameType: gameBets.gameType,
      bet: gameBets.bet,
      win: gameBets.win,
      createdAt: gameBets.createdAt,
    })
    .from(gameBets)
    .innerJoin(members, eq(members.id, gameBets.memberId))
    .where(where)
    .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      gameName: r.gameName,
      gameType: r.gameType,
      bet: toWireAmount(r.bet),
      win: toWireAmount(r.win),
      createdAt: isoDate(r.createdAt),
    })),
    totals: wireTotals(totals),
    pageNum: q.pageNo,
    totalPages: pages(totals.bets, q.pageSize),
  };
}
