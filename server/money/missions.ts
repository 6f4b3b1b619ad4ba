import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameBets, members } from '../db/schema/index';
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

/**
 * Each live MISSION promotion of the merchant with its members ranked by real bets in its period; everyone who has
 * met the target is paid the reward once (`mission_payouts` is unique per mission and member, so a board read and
 * the settler racing each other still pay once). Read by the board, and run by the server's periodic settler so a
 * reward never waits on anyone opening the board (docs/member-services.md).
 */
export async function settleMissions(db: Db, m: Merchant, now: Date): Promise<MissionStanding[]> {
  if (m.flags.MISSION !== true || m.money.missions.length === 0) return [];
  const promos = await db
    .select()
    .from(promotions)
    .where(
      and(
        activeWhere(promotions, now),
        inArray(promotions.id, m.money.missions.map((x) => x.promotionId).concat(0)),
      ),
    );
  const out: MissionStanding[] = [];
  for (const mission of m.money.missions) {
    const promotion = promos.find((x) => x.id === mission.promotionId);
    if (!promotion) continue;
    const to = promotion.noExpiry ? now : new Date(Math.min(promotion.endDate.getTime(), now.getTime()));
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
    for (const row of totals)
      if (row.bets >= target)
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
