import { and, countDistinct, count, eq, gte, lt, gt, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dayRangeIn } from '../../src/api/contract/zonedTime';
import type { Db } from '../db/client';
import {
  gameBets,
  memberLogins,
  memberTeams,
  sessions,
  teamBetBuckets,
  teamMemberBuckets,
} from '../db/schema/index';
import { BUCKET_MS, periodRanking } from './rankings';

// An agent's team (docs/agents.md "The team"): every member below the agent, at any depth, through `upline_id`.
// The pairs are kept as rows in `member_teams` by triggers (migration 0020, "The team at scale"), and each agent's
// team bets are summed per quarter hour in `team_bet_buckets`. Figures are counted in SQL over those, so they follow
// the real accounts, sign-ins, bets and sessions.

/** A member counts as online with a session seen in the last 5 minutes (sessions are touched once a minute). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** `column IN (the agent's team)`, read from the kept pairs. */
export function inTeam(column: PgColumn | SQL, agentId: number): SQL {
  return sql`${column} in (select ${memberTeams.memberId} from ${memberTeams} where ${memberTeams.agentId} = ${agentId})`;
}

export { BUCKET_MS };

/**
 * The team's bets in `[from, to)`: count, stakes and wins in centavos. The whole quarter hours come from the kept
 * sums; only the parts of a quarter hour at either end (none for a period of whole days in any zone) are read from
 * the bets themselves.
 */
export async function teamBetTotals(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
): Promise<{ bets: number; bet: number; win: number }> {
  const from = period.from.getTime();
  const to = period.to.getTime();
  if (!(to > from)) return { bets: 0, bet: 0, win: 0 };
  const wholeFrom = Math.ceil(from / BUCKET_MS) * BUCKET_MS;
  const wholeTo = Math.floor(to / BUCKET_MS) * BUCKET_MS;
  const total = { bets: 0, bet: 0, win: 0 };
  const add = (r: { bets: unknown; bet: unknown; win: unknown } | undefined) => {
    total.bets += Number(r?.bets ?? 0);
    total.bet += Number(r?.bet ?? 0);
    total.win += Number(r?.win ?? 0);
  };
  const raw = async (a: number, b: number) =>
    add(
      (
        await db
          .select({ bets: count(), bet: sum(gameBets.bet), win: sum(gameBets.win) })
          .from(gameBets)
          .where(
            and(
              inTeam(gameBets.memberId, agentId),
              within(gameBets.createdAt, { from: new Date(a), to: new Date(b) }),
            ),
          )
      )[0],
    );
  if (wholeFrom >= wholeTo) {
    await raw(from, to);
    return total;
  }
  add(
    (
      await db
        .select({
          bets: sum(teamBetBuckets.bets),
          bet: sum(teamBetBuckets.bet),
          win: sum(teamBetBuckets.win),
        })
        .from(teamBetBuckets)
        .where(
          and(
            eq(teamBetBuckets.agentId, agentId),
            within(teamBetBuckets.bucket, { from: new Date(wholeFrom), to: new Date(wholeTo) }),
          ),
        )
    )[0],
  );
  if (from < wholeFrom) await raw(from, wholeFrom);
  if (wholeTo < to) await raw(wholeTo, to);
  return total;
}

/**
 * The team's bets in `[from, to)` as rows of (member_id, at, bets, bet, win), to be grouped by member (or day): the
 * whole quarter hours from the kept per-member sums (`team_member_buckets`, one range of its primary key), the parts
 * of a quarter hour at either end from the bets themselves, one row a bet. `at` is the quarter hour's start, or the
 * bet's time; either lies in the same day of any zone as the bets it stands for.
 */
export function teamMemberRows(agentId: number, period: { from: Date; to: Date }): SQL {
  const from = period.from.getTime();
  const to = Math.max(from, period.to.getTime());
  const raw = (a: number, b: number) =>
    sql`select ${gameBets.memberId} as member_id, ${gameBets.createdAt} as at, 1 as bets, ${gameBets.bet} as bet, ${gameBets.win} as win
      from ${gameBets}
      where ${and(inTeam(gameBets.memberId, agentId), within(gameBets.createdAt, { from: new Date(a), to: new Date(b) }))}`;
  const wholeFrom = Math.ceil(from / BUCKET_MS) * BUCKET_MS;
  const wholeTo = Math.floor(to / BUCKET_MS) * BUCKET_MS;
  if (wholeFrom >= wholeTo) return raw(from, to);
  const parts = [
    sql`select ${teamMemberBuckets.memberId} as member_id, ${teamMemberBuckets.bucket} as at, ${teamMemberBuckets.bets} as bets, ${teamMemberBuckets.bet} as bet, ${teamMemberBuckets.win} as win
      from ${teamMemberBuckets}
      where ${and(eq(teamMemberBuckets.agentId, agentId), within(teamMemberBuckets.bucket, { from: new Date(wholeFrom), to: new Date(wholeTo) }))}`,
  ];
  if (from < wholeFrom) parts.push(raw(from, wholeFrom));
  if (wholeTo < to) parts.push(raw(wholeTo, to));
  return sql.join(parts, sql` union all `);
}

/** How many team members bet in the period: from the kept ranking (`rankings.ts`), or from `teamMemberRows`. */
export async function teamBettors(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
): Promise<number> {
  const kept = await periodRanking(db, agentId, period);
  if (kept) return kept.people;
  const [row] = await db
    .select({ n: count() })
    .from(
      sql`(select s.member_id from (${teamMemberRows(agentId, period)}) s group by s.member_id having sum(s.bets) > 0) people`,
    );
  return Number(row?.n ?? 0);
}

/** `[from, to)` of a period of the merchant's days. */
export function periodOf(startDate: string, endDate: string, timeZone: string): { from: Date; to: Date } {
  return { from: dayRangeIn(startDate, timeZone).from, to: dayRangeIn(endDate, timeZone).to };
}

const within = (column: PgColumn, p: { from: Date; to: Date }) => and(gte(column, p.from), lt(column, p.to));

export interface Kpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

/** The four counters of agent home for a period (spec 02 §3 "Team KPI footer"). */
export async function teamKpi(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
  now: Date,
): Promise<Kpi> {
  const [logins] = await db
    .select({ n: countDistinct(memberLogins.memberId) })
    .from(memberLogins)
    .where(and(inTeam(memberLogins.memberId, agentId), within(memberLogins.at, period)));
  const bettors = await teamBettors(db, agentId, period);
  // Registrations from the kept team rows, in `member_teams_newest` order: the period's new members alone.
  const [registered] = await db
    .select({ n: count() })
    .from(memberTeams)
    .where(and(eq(memberTeams.agentId, agentId), within(memberTeams.regDate, period)));
  const [online] = await db
    .select({ n: countDistinct(sessions.memberId) })
    .from(sessions)
    .where(
      and(
        inTeam(sessions.memberId, agentId),
        gte(sessions.lastSeenAt, new Date(now.getTime() - ONLINE_WINDOW_MS)),
        gt(sessions.expiresAt, now),
      ),
    );
  return {
    teamLoginMemberCount: Number(logins?.n ?? 0),
    teamBetMemberCount: bettors,
    teamRegisterMemberCount: Number(registered?.n ?? 0),
    teamOnlineCount: Number(online?.n ?? 0),
  };
}

/** The same counts day by day (the merchant's days), newest first, at most `size` days. */
export async function teamKpiDays(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
  timeZone: string,
  size: number,
): Promise<{ day: string; logins: number; bettors: number; registrations: number }[]> {
  if (size === 0) return [];
  // Grouped by the first column (`group by 1`): the day expression carries the zone as a parameter, and a second
  // copy of it in GROUP BY would be a different parameter to PostgreSQL.
  const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const logins = await db
    .select({ day: dayOf(memberLogins.at), n: countDistinct(memberLogins.memberId) })
    .from(memberLogins)
    .where(and(inTeam(memberLogins.memberId, agentId), within(memberLogins.at, period)))
    .groupBy(sql`1`);
  const bettors = await db
    .select({
      day: sql<string>`to_char(s.at at time zone ${timeZone}, 'YYYY-MM-DD')`,
      n: sql<number>`count(distinct s.member_id)`,
    })
    .from(sql`(${teamMemberRows(agentId, period)}) s`)
    .where(sql`s.bets > 0`)
    .groupBy(sql`1`);
  const registrations = await db
    .select({ day: dayOf(memberTeams.regDate), n: count() })
    .from(memberTeams)
    .where(and(eq(memberTeams.agentId, agentId), within(memberTeams.regDate, period)))
    .groupBy(sql`1`);
  const days = new Map<string, { day: string; logins: number; bettors: number; registrations: number }>();
  const at = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { day, logins: 0, bettors: 0, registrations: 0 }));
    return d;
  };
  for (const r of logins) at(r.day).logins = Number(r.n);
  for (const r of bettors) at(r.day).bettors = Number(r.n);
  for (const r of registrations) at(r.day).registrations = Number(r.n);
  return [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1)).slice(0, size);
}
