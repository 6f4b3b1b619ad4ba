import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { getMissionBoard, type Mission } from '../../src/api/contract/missions';
import { activeWhere } from '../catalogue/activeWhere';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { gameBets, members, missionPayouts } from '../db/schema/index';
import { promotions } from '../db/schema/catalogue';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { payMission } from '../money/claims';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { refuseTrial } from './deposit';
import { maskAccount } from './referral';

const BOARD_SIZE = 20;

/**
 * The mission leaderboard: members of the merchant ranked by valid bets in the mission's promotion period; everyone
 * who has met a target is paid its reward once (`mission_payouts` unique per mission and member) whenever a board is
 * read, so a reward never waits on the member opening it (docs/member-services.md).
 */
export function registerMissionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  registerEndpoint(app, getMissionBoard, async ({ req }) => {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    if (m.flags.MISSION !== true) throw new ApiError(403, ErrorCode.functionNotAvailable, 'No missions');
    const me = req.session!.memberId;
    const now = new Date(deps.now());
    const promos = await db
      .select()
      .from(promotions)
      .where(
        and(
          activeWhere(promotions, now),
          inArray(promotions.id, m.money.missions.map((x) => x.promotionId).concat(0)),
        ),
      );
    const out: Mission[] = [];
    for (const mission of m.money.missions) {
      const p = promos.find((x) => x.id === mission.promotionId);
      if (!p) continue;
      const to = p.noExpiry ? now : new Date(Math.min(p.endDate.getTime(), now.getTime()));
      const totals = await db
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
            gte(gameBets.createdAt, p.startDate),
            lt(gameBets.createdAt, new Date(to.getTime() + 1)),
          ),
        )
        .groupBy(gameBets.memberId, members.username)
        .orderBy(desc(sql`sum(${gameBets.bet})`), gameBets.memberId);
      const target = fromWireAmount(mission.targetBets);
      const reward = fromWireAmount(mission.reward);
      for (const row of totals)
        if (Number(row.bets) >= target)
          await db.transaction((tx) =>
            payMission(tx, {
              merchant: m.code,
              missionId: mission.id,
              memberId: row.memberId,
              amount: reward,
              now,
            }),
          );
      const mine = totals.findIndex((r) => r.memberId === me);
      const [paid] = await db
        .select({ id: missionPayouts.id })
        .from(missionPayouts)
        .where(
          and(
            eq(missionPayouts.merchant, m.code),
            eq(missionPayouts.missionId, mission.id),
            eq(missionPayouts.memberId, me),
          ),
        );
      out.push({
        id: mission.id,
        name: mission.name,
        title: p.title,
        target: mission.targetBets,
        reward: mission.reward,
        from: isoDate(p.startDate),
        to: p.noExpiry ? null : isoDate(p.endDate),
        me: {
          validBets: toWireAmount(mine >= 0 ? Number(totals[mine]!.bets) : 0),
          rank: mine >= 0 ? mine + 1 : null,
          paid: paid !== undefined,
        },
        board: totals.slice(0, BOARD_SIZE).map((r, i) => ({
          rank: i + 1,
          account: r.memberId === me ? r.username : maskAccount(r.username),
          validBets: toWireAmount(Number(r.bets)),
          me: r.memberId === me,
        })),
      });
    }
    return { missions: out };
  });
}
