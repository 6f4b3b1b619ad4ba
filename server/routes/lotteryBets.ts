import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  BIG_SMALL_RULE,
  getLotteryIssue,
  listLotteryBets,
  placeLotteryBet,
  type BigSmallPick,
} from '../../src/api/contract/lotteryBets';
import type { ApiDeps } from '../deps';
import { isoDate } from '../catalogue/isoDate';
import { games } from '../db/schema/catalogue';
import { gameBets, lotteryBets } from '../db/schema/index';
import { openDraw, stakeAllowed, takesBigSmall } from '../games/bigSmall';
import { gameNotFound } from '../games/findGame';
import { latestLotteryBets, settleDueLotteryBets } from '../games/lotteryBets';
import { draw, drawSecret, lastDrawIndex, type LotteryGame } from '../games/lotteryDraws';
import { ApiError, badRequest } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { debit } from '../wallet/ledger';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';
import { isTrialType } from '../../src/api/contract/memberTypes';

const drawClosed = () => new ApiError(422, ErrorCode.lotteryDrawClosed, 'This issue no longer takes bets');
const playUnsupported = () =>
  new ApiError(403, ErrorCode.gamePlayUnsupported, 'This game has no free or trial play');

const asWire = (b: typeof lotteryBets.$inferSelect) => ({
  id: b.id,
  gameCode: b.gameCode,
  gameName: b.gameName,
  issueNo: b.issueNo,
  drawTime: isoDate(b.drawAt),
  pick: b.pick as BigSmallPick,
  amount: toWireAmount(b.stake),
  status: b.status as 'open' | 'won' | 'lost',
  win: toWireAmount(b.win),
  numbers: b.numbers ?? null,
  betTime: isoDate(b.createdAt),
});

/** Big/small bets on the five-digit lotteries (docs/lottery-bets.md). */
export function registerLotteryBetRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const secret = drawSecret(deps.serverKey.privateKey);
  const lotteryGame = async (gameCode: string) => {
    const [row] = await db
      .select()
      .from(games)
      .where(and(eq(games.gameId, gameCode), inArray(games.gameType, ['LOTT', 'ELOTT'])));
    if (!row) throw gameNotFound();
    const g: LotteryGame = { gameCode: row.gameId, gameName: row.gameName, gameType: row.gameType };
    return { row, g };
  };

  registerEndpoint(app, getLotteryIssue, async ({ query }) => {
    const { row, g } = await lotteryGame(query.gameCode);
    const now = deps.now();
    const open = openDraw(g, now);
    return {
      gameCode: g.gameCode,
      gameName: g.gameName,
      nodeId: row.nodeId,
      issueNo: open.issueNo,
      closesAt: isoDate(open.closesAt),
      drawTime: isoDate(open.drawAt),
      lastDraw: draw(g, lastDrawIndex(g, now), secret),
      bigSmall: takesBigSmall(g) ? { ...BIG_SMALL_RULE } : null,
    };
  });

  registerEndpoint(app, placeLotteryBet, async ({ body, req }) => {
    const session = req.session!;
    const { row, g } = await lotteryGame(body.gameCode);
    await settleDueLotteryBets(db, secret, deps.now(), session.memberId);
    return moneyCall(db, req, body, async (tx) => {
      if (!takesBigSmall(g)) throw badRequest('This lottery takes no big/small bets');
      if (isTrialType(session.type) && !row.supportPlay) throw playUnsupported();
      const stake = fromWireAmount(body.amount);
      if (!stakeAllowed(stake)) throw badRequest('Amount must be whole pesos within the limits');
      const now = deps.now();
      const open = openDraw(g, now);
      if (body.issueNo !== open.issueNo) throw drawClosed();
      const reference = `lottery:${randomUUID()}`;
      const { balance } = await debit(tx, {
        memberId: session.memberId,
        amount: stake,
        reason: 'lottery.bet',
        reference,
      });
      const [record] = await tx
        .insert(gameBets)
        .values({
          memberId: session.memberId,
          nodeId: row.nodeId,
          gameName: row.gameName,
          vassalage: row.vassalage,
          gameType: row.gameType,
          bet: stake,
          win: 0,
          balanceAfter: balance,
          outcome: [open.issueNo, body.pick],
          reference,
          createdAt: new Date(now),
        })
        .returning({ id: gameBets.id });
      const [bet] = await tx
        .insert(lotteryBets)
        .values({
          memberId: session.memberId,
          nodeId: row.nodeId,
          gameCode: g.gameCode,
          gameName: g.gameName,
          gameType: g.gameType,
          drawIndex: open.k,
          issueNo: open.issueNo,
          drawAt: open.drawAt,
          pick: body.pick,
          stake,
          reference,
          betRecordId: record!.id,
          createdAt: new Date(now),
        })
        .returning();
      return { bet: asWire(bet!), balance: toWireAmount(balance) };
    });
  });

  registerEndpoint(app, listLotteryBets, async ({ query, req }) => {
    const memberId = req.session!.memberId;
    await settleDueLotteryBets(db, secret, deps.now(), memberId);
    return { list: (await latestLotteryBets(db, memberId, query.gameCode)).map(asWire) };
  });
}
