import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { claimReward, listRewards, type Reward } from '../../src/api/contract/rewards';
import { activeWhere } from '../catalogue/activeWhere';
import { cdnUrl } from '../catalogue/imagePaths';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { deposits, rewardClaims } from '../db/schema/index';
import { promotions } from '../db/schema/catalogue';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { validBetsOf } from '../money/vip';
import { payReward } from '../money/claims';
import { lockOnce } from '../money/onceLock';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';
import { imagesOf, readerOf, wordingOf } from '../content/wording';
import { refuseTrial } from './deposit';

/** The reward center: rewards of live promotions, their progress, and claims that credit once (docs/member-services.md). */
export function registerRewardRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** Every reward of the merchant on a live promotion, with this member's progress and claim. */
  async function rewardsOf(req: FastifyRequest, db_: typeof db = db): Promise<Reward[]> {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    if (m.flags.REWCEN3 !== true) throw new ApiError(403, ErrorCode.functionNotAvailable, 'No reward center');
    const memberId = req.session!.memberId;
    const offered = m.money.rewards;
    if (offered.length === 0) return [];
    const now = new Date(deps.now());
    const live = await db_
      .select()
      .from(promotions)
      .where(
        and(
          activeWhere(promotions, now),
          inArray(
            promotions.id,
            offered.map((r) => r.promotionId),
          ),
        ),
      );
    const claimed = new Set(
      (
        await db_
          .select({ id: rewardClaims.promotionId })
          .from(rewardClaims)
          .where(eq(rewardClaims.memberId, memberId))
      ).map((c) => c.id),
    );
    const out: Reward[] = [];
    for (const r of offered) {
      const p = live.find((x) => x.id === r.promotionId);
      if (!p) continue;
      let progress = 0;
      if (r.kind === 'deposit') {
        const [row] = await db_
          .select({ n: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
          .from(deposits)
          .where(
            and(
              eq(deposits.memberId, memberId),
              eq(deposits.status, 'paid'),
              gte(deposits.settledAt, p.startDate),
            ),
          );
        progress = Number(row?.n ?? 0);
      } else if (r.kind === 'bets')
        progress = await validBetsOf(db_, memberId, p.startDate, new Date(now.getTime() + 1));
      const needed = fromWireAmount(r.requirement);
      const reader = readerOf(req, m.languages.default);
      const image = [...imagesOf(p, reader)].sort((a, b) => a.sequence - b.sequence)[0]?.url;
      out.push({
        promotionId: p.id,
        title: wordingOf(p, reader, `promotion:${p.id}`).title,
        image: image ? cdnUrl(m.imageCdns[0]!, image) : null,
        amount: r.amount,
        requirement: {
          kind: r.kind,
          amount: r.requirement,
          progress: toWireAmount(Math.min(progress, needed)),
        },
        claimable: !claimed.has(p.id) && progress >= needed,
        claimed: claimed.has(p.id),
        endDate: p.noExpiry ? null : isoDate(p.endDate),
      });
    }
    return out;
  }

  registerEndpoint(app, listRewards, async ({ req }) => {
    const list = await rewardsOf(req);
    return { list, unclaimed: list.filter((r) => r.claimable).length };
  });

  registerEndpoint(app, claimReward, async ({ body, req }) => {
    const memberId = req.session!.memberId;
    return moneyCall(db, req, body, async (tx) => {
      // Decide inside the transaction, under a lock: eligibility and the claim are read after the member's lock.
      await lockOnce(tx, 'reward', memberId);
      const reward = (await rewardsOf(req, tx)).find((r) => r.promotionId === body.promotionId);
      if (!reward) throw new ApiError(409, ErrorCode.rewardNotClaimable, 'No such reward');
      if (reward.claimed) throw new ApiError(409, ErrorCode.rewardClaimed, 'Already claimed');
      if (!reward.claimable) throw new ApiError(409, ErrorCode.rewardNotClaimable, 'Requirement not met');
      const amount = fromWireAmount(reward.amount);
      // The unique (member, promotion) stays as a second guard.
      const paid = await payReward(tx, {
        memberId,
        promotionId: reward.promotionId,
        amount,
        remark: body.remark?.trim() ?? '',
        now: new Date(deps.now()),
      });
      if (!paid) throw new ApiError(409, ErrorCode.rewardClaimed, 'Already claimed');
      const { balance } = paid;
      return { amount: reward.amount, balance: toWireAmount(balance) };
    });
  });
}
