import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { getMissionBoard, type Mission } from '../../src/api/contract/missions';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { missionPayouts } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { settleMissions } from '../money/missions';
import { toWireAmount } from '../wallet/money';
import { refuseTrial } from './deposit';
import { nameIn, readerOf, wordingOf } from '../content/wording';
import { maskAccount } from './referral';

const BOARD_SIZE = 20;

/**
 * The mission leaderboard: members of the merchant ranked by valid bets in the mission's promotion period; everyone
 * who has met a target is paid its reward once (`settleMissions`, also run by the server's settler).
 */
export function registerMissionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  registerEndpoint(app, getMissionBoard, async ({ req }) => {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    if (m.flags.MISSION !== true) throw new ApiError(403, ErrorCode.functionNotAvailable, 'No missions');
    const me = req.session!.memberId;
    const now = new Date(deps.now());
    const out: Mission[] = [];
    const reader = readerOf(req, m.languages.default);
    for (const { mission, promotion: p, totals } of await settleMissions(db, m, now)) {
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
        name: nameIn(mission.name, reader, `mission:${mission.id}`),
        title: wordingOf(p, reader, `promotion:${p.id}`).title,
        target: mission.targetBets,
        reward: mission.reward,
        from: isoDate(p.startDate),
        to: p.noExpiry ? null : isoDate(p.endDate),
        me: {
          validBets: toWireAmount(mine >= 0 ? totals[mine]!.bets : 0),
          rank: mine >= 0 ? mine + 1 : null,
          paid: paid !== undefined,
        },
        board: totals.slice(0, BOARD_SIZE).map((r, i) => ({
          rank: i + 1,
          account: r.memberId === me ? r.username : maskAccount(r.username),
          validBets: toWireAmount(r.bets),
          me: r.memberId === me,
        })),
      });
    }
    return { missions: out };
  });
}
