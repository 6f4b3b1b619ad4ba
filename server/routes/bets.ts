import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { getProfitLoss, listBetRecords } from '../../src/api/contract/bets';
import type { ApiDeps } from '../deps';
import { isoDate } from '../catalogue/isoDate';
import { gameBets } from '../db/schema/demo-game';
import { settleDueLotteryBets } from '../games/lotteryBets';
import { drawSecret } from '../games/lotteryDraws';
import { registerEndpoint } from '../http/route';
import { toWireAmount } from '../wallet/money';

const WEEK_MS = 7 * 86_400_000;

/** `sum()` of a bigint comes back as a string (or null over no rows); centavos fit a safe integer. */
const centavos = (v: string | number | null | undefined) => Number(v ?? 0);

function totalsOf(row: { n: number; bet: string | null; win: string | null } | undefined) {
  const bet = centavos(row?.bet);
  const win = centavos(row?.win);
  return {
    betCount: row?.n ?? 0,
    bet: toWireAmount(bet),
    win: toWireAmount(win),
    profit: toWireAmount(win - bet),
  };
}

/** The member's betting record and profit and loss, from the demo game's bet records. */
export function registerBetRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const secret = drawSecret(deps.serverKey.privateKey);
  const range = (memberId: number, q: { from?: Date | undefined; to?: Date | undefined }) => {
    const to = q.to ?? new Date(deps.now() + 1);
    const from = q.from ?? new Date(to.getTime() - WEEK_MS);
    return and(eq(gameBets.memberId, memberId), gte(gameBets.createdAt, from), lt(gameBets.createdAt, to));
  };

  registerEndpoint(app, listBetRecords, async ({ query, req }) => {
    // Lottery bets whose draw has happened show their win (docs/lottery-bets.md).
    await settleDueLotteryBets(db, secret, deps.now(), req.session!.memberId);
    const where = and(
      range(req.session!.memberId, query),
      query.gameType ? eq(gameBets.gameType, query.gameType) : undefined,
    );
    const [totals] = await db
      .select({ n: count(), bet: sum(gameBets.bet), win: sum(gameBets.win) })
      .from(gameBets)
      .where(where);
    const rows = await db
      .select()
      .from(gameBets)
      .where(where)
      .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        betTime: isoDate(r.createdAt),
        nodeId: r.nodeId,
        gameName: r.gameName,
        vassalage: r.vassalage,
        gameType: r.gameType,
        bet: toWireAmount(r.bet),
        win: toWireAmount(r.win),
        profit: toWireAmount(r.win - r.bet),
        balanceAfter: toWireAmount(r.balanceAfter),
      })),
      pageNum: query.pageNo,
      totalPages: Math.ceil((totals?.n ?? 0) / query.pageSize),
      totals: totalsOf(totals),
    };
  });

  registerEndpoint(app, getProfitLoss, async ({ query, req }) => {
    await settleDueLotteryBets(db, secret, deps.now(), req.session!.memberId);
    const where = range(req.session!.memberId, query);
    const [totals] = await db
      .select({ n: count(), bet: sum(gameBets.bet), win: sum(gameBets.win) })
      .from(gameBets)
      .where(where);
    const rows = await db
      .select({
        nodeId: gameBets.nodeId,
        gameName: sql<string>`max(${gameBets.gameName})`,
        vassalage: sql<string>`max(${gameBets.vassalage})`,
        gameType: sql<string>`max(${gameBets.gameType})`,
        n: count(),
        bet: sum(gameBets.bet),
        win: sum(gameBets.win),
      })
      .from(gameBets)
      .where(where)
      .groupBy(gameBets.nodeId)
      .orderBy(desc(sum(gameBets.bet)), gameBets.nodeId);
    return {
      totals: totalsOf(totals),
      byGame: rows.map((r) => {
        const bet = centavos(r.bet);
        const win = centavos(r.win);
        return {
          nodeId: r.nodeId,
          gameName: r.gameName,
          vassalage: r.vassalage,
          gameType: r.gameType,
          betCount: r.n,
          bet: toWireAmount(bet),
          win: toWireAmount(win),
          profit: toWireAmount(win - bet),
        };
      }),
    };
  });
}
