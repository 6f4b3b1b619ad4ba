import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  claimRebate,
  getRebateQuote,
  getVipStatus,
  listRebateClaims,
  type RebateClaim,
} from '../../src/api/contract/vip';
import { sessionMember } from '../accounts/reauth';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { members, rebateClaims, type MemberRow } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import type { FlagName } from '../../src/api/contract/config';
import { DAY_MS, levelFor, rateBpOf, rebateOf, validBetsOf, VIP_WINDOW_DAYS } from '../money/vip';
import { payRebate } from '../money/claims';
import { lockOnce } from '../money/onceLock';
import { toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';
import { nameIn, readerOf } from '../content/wording';
import { refuseTrial } from './deposit';

/** The least rebate that can be claimed, in centavos. */
const MIN_REBATE = 100;
const WEEK_MS = 7 * DAY_MS;

const claimWire = (c: typeof rebateClaims.$inferSelect): RebateClaim => ({
  id: c.id,
  from: isoDate(c.fromAt),
  to: isoDate(c.toAt),
  validBets: toWireAmount(c.validBets),
  rebatePercent: c.rateBp / 100,
  level: c.vipLevel,
  amount: toWireAmount(c.amount),
  createdAt: isoDate(c.createdAt),
});

/** VIP levels from real bets, the manual rebate and its report (docs/vip-rebates.md). */
export function registerVipRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const off = () => new ApiError(403, ErrorCode.functionNotAvailable, 'Not offered by this merchant');
  const merchantOf = (req: FastifyRequest, flag: FlagName) => {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    if (m.flags[flag] !== true) throw off();
    return m;
  };

  /** The member's level now, kept on the member row too (the member centre's header shows it). */
  async function levelNow(
    member: MemberRow,
    levels: Parameters<typeof levelFor>[0],
    now: number,
    db_: typeof db = db,
  ) {
    const validBets = await validBetsOf(
      db_,
      member.id,
      new Date(now - VIP_WINDOW_DAYS * DAY_MS),
      new Date(now + 1),
    );
    const level = levelFor(levels, validBets);
    if (member.vipLevel !== level.level)
      await db_.update(members).set({ vipLevel: level.level }).where(eq(members.id, member.id));
    return { level, validBets };
  }

  registerEndpoint(app, getVipStatus, async ({ req }) => {
    const m = merchantOf(req, 'VIPBENEFIT');
    const member = await sessionMember(deps, req);
    const levels = m.money.vipLevels;
    const { level, validBets } = await levelNow(member, levels, deps.now());
    const next = levels[level.level + 1];
    const reader = readerOf(req, m.languages.default);
    const nameOf = (l: (typeof levels)[number]) => nameIn(l.name, reader, `vip-level:${l.level}`);
    return {
      level: level.level,
      name: nameOf(level),
      rebatePercent: level.rebatePercent,
      validBets: toWireAmount(validBets),
      windowDays: VIP_WINDOW_DAYS,
      next: next
        ? {
            level: next.level,
            name: nameOf(next),
            minValidBets: next.minValidBets,
            remaining: toWireAmount(Math.max(0, Math.round(next.minValidBets * 100) - validBets)),
          }
        : null,
      levels: levels.map((l) => ({ ...l, name: nameOf(l) })),
    };
  });

  /**
   * What a claim now would cover: since the last claim, at most the last 30 days, at the level's rate. A claim reads
   * it through its own transaction, under the member's rebate lock, so concurrent claims see each other's periods.
   */
  async function quote(member: MemberRow, m: ReturnType<typeof merchantOf>, db_: typeof db) {
    const now = deps.now();
    const [last] = await db_
      .select({ toAt: rebateClaims.toAt })
      .from(rebateClaims)
      .where(eq(rebateClaims.memberId, member.id))
      .orderBy(desc(rebateClaims.toAt))
      .limit(1);
    const floor = now - VIP_WINDOW_DAYS * DAY_MS;
    const from = new Date(Math.max(last?.toAt.getTime() ?? floor, floor));
    const to = new Date(now);
    const validBets = await validBetsOf(db_, member.id, from, to);
    const { level } = await levelNow(member, m.money.vipLevels, now, db_);
    const rateBp = rateBpOf(level);
    return { from, to, validBets, level, rateBp, amount: rebateOf(validBets, rateBp) };
  }

  registerEndpoint(app, getRebateQuote, async ({ req }) => {
    const m = merchantOf(req, 'MANPLAYREB3');
    const q = await quote(await sessionMember(deps, req), m, db);
    return {
      from: isoDate(q.from),
      to: isoDate(q.to),
      validBets: toWireAmount(q.validBets),
      rebatePercent: q.rateBp / 100,
      level: q.level.level,
      amount: toWireAmount(q.amount),
      min: toWireAmount(MIN_REBATE),
    };
  });

  registerEndpoint(app, claimRebate, async ({ req }) => {
    const m = merchantOf(req, 'MANPLAYREB3');
    const member = await sessionMember(deps, req);
    return moneyCall(db, req, {}, async (tx) => {
      // Decide inside the transaction, under a lock: the period starts where the last claim ended, as read now.
      await lockOnce(tx, 'rebate', member.id);
      const q = await quote(member, m, tx);
      if (q.amount < MIN_REBATE)
        throw new ApiError(409, ErrorCode.rebateNothing, 'Nothing to claim yet', { min: 1 });
      // The unique (member, from) stays as a second guard.
      const paid = await payRebate(tx, {
        memberId: member.id,
        from: q.from,
        to: q.to,
        validBets: q.validBets,
        rateBp: q.rateBp,
        vipLevel: q.level.level,
        amount: q.amount,
      });
      if (!paid)
        throw new ApiError(409, ErrorCode.rebateNothing, 'This period was already claimed', { min: 1 });
      const { claim, balance } = paid;
      return { claim: claimWire(claim), balance: toWireAmount(balance) };
    });
  });

  registerEndpoint(app, listRebateClaims, async ({ query, req }) => {
    merchantOf(req, 'PLYRBT');
    const memberId = req.session!.memberId;
    const to = query.to ?? new Date(deps.now() + 1);
    const from = query.from ?? new Date(to.getTime() - WEEK_MS);
    const where = and(
      eq(rebateClaims.memberId, memberId),
      gte(rebateClaims.createdAt, from),
      lt(rebateClaims.createdAt, to),
    );
    const [totals] = await db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${rebateClaims.amount}), 0)` })
      .from(rebateClaims)
      .where(where);
    const rows = await db
      .select()
      .from(rebateClaims)
      .where(where)
      .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map(claimWire),
      pageNum: query.pageNo,
      totalPages: Math.ceil((totals?.n ?? 0) / query.pageSize),
      totals: { count: totals?.n ?? 0, amount: toWireAmount(Number(totals?.amount ?? 0)) },
    };
  });
}
