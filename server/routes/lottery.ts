import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  getLotteryMenu,
  getVnNumero,
  listLotteries,
  listRecentVnLottery,
  type PrizeMode,
} from '../../src/api/contract/lottery';
import type { ApiDeps } from '../deps';
import { cdnUrl, gameArtPath } from '../catalogue/imagePaths';
import { games, vendors } from '../db/schema/catalogue';
import {
  draw,
  drawIntervalSeconds,
  drawSecret,
  drawTime,
  issueNo,
  lastDrawIndex,
  type LotteryGame,
} from '../games/lotteryDraws';
import { takesBigSmall } from '../games/bigSmall';
import { registerEndpoint } from '../http/route';

/** The VN lottery vendor (spec 02 §2). */
const VN = 'TCG_LOTTO_VN';
/** Vendors whose lobby launches with code `lobby` (spec 02 §2). */
const LOBBY_CODE_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

/** Prize modes a lottery game type plays in: e-lotteries in Elott, the others in Lott and ZY. */
const prizeModesOf = (gameType: string): PrizeMode[] => (gameType === 'ELOTT' ? ['Elott'] : ['Lott', 'ZY']);

const asLottery = (g: typeof games.$inferSelect): LotteryGame => ({
  gameCode: g.gameId,
  gameName: g.gameName,
  gameType: g.gameType,
});

/** Lottery menu, lists and draws (docs/calls.md "Lottery"). */
export function registerLotteryRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const secret = drawSecret(deps.serverKey.privateKey);
  const lotteryGames = (where?: ReturnType<typeof eq>) =>
    db
      .select()
      .from(games)
      .where(and(inArray(games.gameType, ['LOTT', 'ELOTT']), where))
      .orderBy(asc(games.vassalage), asc(games.sort), asc(games.nodeId));

  registerEndpoint(app, getLotteryMenu, async () => {
    const rows = await db.select().from(vendors).orderBy(asc(vendors.sort));
    const all = await lotteryGames();
    return {
      list: rows
        .map((v) => ({ v, mine: all.filter((g) => g.vassalage === v.vassalage) }))
        .filter(({ mine }) => mine.length > 0)
        .map(({ v, mine }) => ({
          vassalage: v.vassalage,
          vendorName: v.vendorName,
          gameType: mine[0]!.gameType,
          prizeModes: prizeModesOf(mine[0]!.gameType),
          lobbyCode: LOBBY_CODE_VENDORS.has(v.vassalage) ? 'lobby' : mine[0]!.gameId,
          gameCount: mine.length,
        })),
    };
  });

  registerEndpoint(app, listLotteries, async ({ query, req }) => {
    const cdn = deps.merchants.forRequest(req).imageCdns[0]!;
    const type = query.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
    const rows = await lotteryGames(eq(games.gameType, type));
    return {
      list: rows.map((g) => ({
        gameCode: g.gameId,
        gameName: g.gameName,
        nodeId: g.nodeId,
        vassalage: g.vassalage,
        gameType: g.gameType,
        prizeMode: query.prizeMode,
        drawIntervalSeconds: drawIntervalSeconds(asLottery(g)),
        iconUrl: cdnUrl(cdn, gameArtPath(g.nodeId, g.gameName)),
        bigSmall: takesBigSmall(asLottery(g)),
      })),
    };
  });

  const vnGames = async (gameCode: string | undefined) =>
    (await lotteryGames(eq(games.vassalage, VN)))
      .filter((g) => !gameCode || g.gameId === gameCode)
      .map(asLottery);

  registerEndpoint(app, listRecentVnLottery, async ({ query }) => {
    const now = deps.now();
    const draws = (await vnGames(query.gameCode)).flatMap((g) => {
      const last = lastDrawIndex(g, now);
      return Array.from({ length: query.size }, (_, i) => ({ g, k: last - i }));
    });
    draws.sort(
      (a, b) => +drawTime(b.g, b.k) - +drawTime(a.g, a.k) || a.g.gameCode.localeCompare(b.g.gameCode),
    );
    return { list: draws.slice(0, query.size).map(({ g, k }) => draw(g, k, secret)) };
  });

  registerEndpoint(app, getVnNumero, async ({ query }) => {
    const now = deps.now();
    return {
      list: (await vnGames(query.gameCode)).map((g) => {
        const last = lastDrawIndex(g, now);
        return {
          gameCode: g.gameCode,
          gameName: g.gameName,
          currentIssue: issueNo(g, last + 1),
          nextDrawTime: drawTime(g, last + 1).toISOString(),
          lastDraw: draw(g, last, secret),
        };
      }),
    };
  });
}
