import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameBets, members, missionPayouts } from '../db/schema/index';
import { promotions } from '../db/schema/catalogue';
import { activeWhere } from '../catalogue/activeWhere';
import type { Merchant } from '../merchants/merchantRegistry';
import { fromWireAmount } from '../wallet/money';
import { payMission } from './claims';

type MissionConfig = Merchant['money']['missions'][number];
type PromotionRow = typeof promotions.$inferSelect;

export interface MissionStanding {
  mission: MissionConfig;
  promotion: PromotionRow;
  /** Members of the merchant by valid bets in the promotion's period, most first. */
  totals: { memberId: number; username: string; bets: number }[];
}

/** The merchant's missions whose promotion is live, each with its period's end so far (`to`, inclusive). */
async function liveMissions(db: Db, m: Merchant, now: Date) {
  const promos = await db
    .select()
    .from(promotions)
    .where(
      and(
        activeWhere(promotions, now),
        inArray(promotions.id, m.money.missions.map((x) => x.promotionId).concat(0)),
      ),
    );
  const live: { mission: MissionConfig; promotion: PromotionRow; to: Date }[] = [];
  for (const mission of m.money.missions) {
    const promotion = promos.find((x) => x.id === mission.promotionId);
    if (!promotion) continue;
    const to = promotion.noExpiry ? now : new Date(Math.min(promotion.endDate.getTime(), now.getTime()));
    live.push({ mission, promotion, to });
  }
  return live;
}

/**
 * Each live MISSION promotion of the merchant with its members ranked by real bets in its period; everyone who has
 * met the target is paid the reward once (`mission_payouts` is unique per mission and member, so a board read and
 * the settler racing each other still pay once). Read by the board, and run by the server's periodic settler so a
 * reward never waits on anyone opening the board (docs/member-services.md).
 */
export async function settleMissions(db: Db, m: Merchant, now: Date): Promise<MissionStanding[]> {
  if (m.flags.MISSION !== true || m.money.missions.length === 0) return [];
  const out: MissionStanding[] = [];
  for (const { mission, promotion, to } of await liveMissions(db, m, now)) {
    const rows = await db
      .select({
        memberId: gameBets.memberId,
        username: members.username,
        bets: sql<string>`sum(${gameBets.bet})`,
      })
      .from(gameBets)
      .innerJoin(members, eq(members.id, gameBets.memberId))
      .where(
        and(
          eq(members.merchant, m.code),
          gte(gameBets.createdAt, promotion.startDate),
          lt(gameBets.createdAt, new Date(to.getTime() + 1)),
        ),
      )
      .groupBy(gameBets.memberId, members.username)
      .orderBy(desc(sql`sum(${gameBets.bet})`), gameBets.memberId);
    const totals = rows.map((r) => ({ memberId: r.memberId, username: r.username, bets: Number(r.bets) }));
    const target = fromWireAmount(mission.targetBets);
    const reward = fromWireAmount(mission.reward);
    const paid = await paidMembers(db, m.code, mission.id);
    for (const row of totals)
      if (row.bets >= target && !paid.has(row.memberId))
        await db.transaction((tx) =>
          payMission(tx, {
            merchant: m.code,
            missionId: mission.id,
            memberId: row.memberId,
            amount: reward,
            now,
          }),
        );
    out.push({ mission, promotion, totals });
  }
  return out;
}

/** The members already paid a mission's reward. */
async function paidMembers(db: Db, merchant: string, missionId: string): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: missionPayouts.memberId })
    .from(missionPayouts)
    .where(and(eq(missionPayouts.merchant, merchant), eq(missionPayouts.missionId, missionId)));
  return new Set(rows.map((r) => r.memberId));
}

/** How far back each run of the settler reads bets again, beyond its last run: a bet's transaction is far shorter. */
export const MISSION_SETTLER_OVERLAP_MS = 10 * 60_000;

/**
 * The server's periodic mission settler (docs/member-services.md): pays every member who has met a live mission's
 * target and is not paid yet, without ranking the board. Its first run in a process reads the mission's whole period
 * once; each later run reads only the members with a bet since its last run (less `MISSION_SETTLER_OVERLAP_MS`), from
 * the bets' time index, and sums their period from the member's own index, so a run costs the bets made since the
 * last one, not the period's. A board read still pays whoever it sees (`settleMissions`); `mission_payouts` keeps
 * every reward to one per member either way.
 */
export function missionSettler(db: Db): { run: (m: Merchant, now: Date) => Promise<number> } {
  const lastRun = new Map<string, number>();
  return {
    async run(m, now) {
      if (m.flags.MISSION !== true || m.money.missions.length === 0) return 0;
      let paidNow = 0;
      for (const { mission, promotion, to } of await liveMissions(db, m, now)) {
        // A changed target or period is read whole again: members may meet it without a new bet.
        const key = `${m.code}:${mission.id}:${mission.targetBets}:${promotion.startDate.getTime()}`;
        const last = lastRun.get(key);
        const end = new Date(to.getTime() + 1);
        // Members already paid are left out before their period is summed: a player with a year of bets who was
        // paid long ago costs nothing when they bet again.
        const unpaid = (column: SQL | typeof gameBets.memberId) =>
          sql`not exists (select 1 from ${missionPayouts} where ${missionPayouts.merchant} = ${m.code}
            and ${missionPayouts.missionId} = ${mission.id} and ${missionPayouts.memberId} = ${column})`;
        const recent =
          last === undefined
            ? undefined
            : sql`${gameBets.memberId} in (select r.member_id from ${gameBets} r
                where r.created_at >= ${new Date(last - MISSION_SETTLER_OVERLAP_MS)} and r.created_at < ${end}
                  and ${unpaid(sql`r.member_id`)})`;
        const due = await db
          .select({ memberId: gameBets.memberId })
          .from(gameBets)
          .innerJoin(members, eq(members.id, gameBets.memberId))
          .where(
            and(
              eq(members.merchant, m.code),
              gte(gameBets.createdAt, promotion.startDate),
              lt(gameBets.createdAt, end),
              recent,
              unpaid(gameBets.memberId),
            ),
          )
          .groupBy(gameBets.memberId)
          .having(sql`sum(${gameBets.bet}) >= ${fromWireAmount(mission.targetBets)}`);
        const reward = fromWireAmount(mission.reward);
        for (const row of due) {
          const credited = await db.transaction((tx) =>
            payMission(tx, {
              merchant: m.code,
              missionId: mission.id,
              memberId: row.memberId,
              amount: reward,
              now,
            }),
          );
          if (credited) paidNow++;
        }
        lastRun.set(key, now.getTime());
      }
      return paidNow;
    },
  };
}
