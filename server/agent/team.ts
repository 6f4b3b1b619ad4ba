import { and, countDistinct, count, gte, lt, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dayRangeIn } from '../../src/api/contract/zonedTime';
import type { Db } from '../db/client';
import { gameBets, memberLogins, members, sessions } from '../db/schema/index';

// An agent's team (docs/agents.md "The team"): every member below the agent, at any depth, through `upline_id`.
// Figures are counted in SQL over that set, so they follow the real accounts, sign-ins, bets and sessions.

/** A member counts as online with a session seen in the last 5 minutes (sessions are touched once a minute). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** `column IN (the agent's team)`: a recursive subquery, cycle-safe through UNION. */
export function inTeam(column: PgColumn | SQL, agentId: number): SQL {
  return sql`${column} in (with recursive team(id) as (
    select id from members where upline_id = ${agentId}
    union
    select m.id from members m join team on m.upline_id = team.id
  ) select id from team)`;
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
  const [bettors] = await db
    .select({ n: countDistinct(gameBets.memberId) })
    .from(gameBets)
    .where(and(inTeam(gameBets.memberId, agentId), within(gameBets.createdAt, period)));
  const [registered] = await db
    .select({ n: count() })
    .from(members)
    .where(and(inTeam(members.id, agentId), within(members.regDate, period)));
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
    teamBetMemberCount: Number(bettors?.n ?? 0),
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
    .select({ day: dayOf(gameBets.createdAt), n: countDistinct(gameBets.memberId) })
    .from(gameBets)
    .where(and(inTeam(gameBets.memberId, agentId), within(gameBets.createdAt, period)))
    .groupBy(sql`1`);
  const registrations = await db
    .select({ day: dayOf(members.regDate), n: count() })
    .from(members)
    .where(and(inTeam(members.id, agentId), within(members.regDate, period)))
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
