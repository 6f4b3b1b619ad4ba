import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { addFavourite, listFavourites, removeFavourite } from '../../src/api/contract/favourites';
import { addRecentGame, listRecentGames } from '../../src/api/contract/recent';
import type { ApiDeps } from '../deps';
import { toGameItem } from '../catalogue/toGameItem';
import { typeFilter } from '../catalogue/typeFilter';
import type { Db } from '../db/client';
import { games, vendors } from '../db/schema/catalogue';
import { favouriteGames, recentGames } from '../db/schema/player-games';
import { gameByNode } from '../games/findGame';
import { registerEndpoint } from '../http/route';

/** Records that a member played a game now (launch and the recent call share it). */
export async function touchRecent(db: Db, memberId: number, nodeId: number, at: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: at } });
}

type Table = typeof favouriteGames | typeof recentGames;

/** One page of a member's favourites or recent games, joined to the catalogue, newest first. */
async function page(
  db: Db,
  table: Table,
  time: SQL | typeof favouriteGames.createdAt | typeof recentGames.playedAt,
  memberId: number,
  q: { page: number; pageSize: number; gameType?: string | undefined },
  cdn: string,
) {
  const where = and(eq(table.memberId, memberId), q.gameType ? typeFilter(q.gameType) : undefined);
  const [total] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(games, eq(games.nodeId, table.nodeId))
    .where(where);
  const rows = await db
    .select({ g: games, vendorName: vendors.vendorName })
    .from(table)
    .innerJoin(games, eq(games.nodeId, table.nodeId))
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(where)
    .orderBy(desc(time), desc(games.nodeId))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => toGameItem(r.g, r.vendorName, cdn)),
    totalPages: Math.ceil((total?.n ?? 0) / q.pageSize),
  };
}

/** Favourites and recent games of the signed-in member (spec 02 §2 "Favourites and launch"). */
export function registerPlayerGameRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const cdnOf = (req: Parameters<ApiDeps['merchants']['forRequest']>[0]) =>
    deps.merchants.forRequest(req).imageCdns[0]!;

  registerEndpoint(app, addFavourite, async ({ body, req }) => {
    const game = await gameByNode(db, body.nodeId, body.vendor);
    await db
      .insert(favouriteGames)
      .values({ memberId: req.session!.memberId, nodeId: game.nodeId, createdAt: new Date(deps.now()) })
      .onConflictDoNothing();
    return { nodeId: game.nodeId, favourite: true };
  });

  registerEndpoint(app, removeFavourite, async ({ body, req }) => {
    // No catalogue check: a favourite of a game that has since left the catalogue can still be removed.
    await db
      .delete(favouriteGames)
      .where(and(eq(favouriteGames.memberId, req.session!.memberId), eq(favouriteGames.nodeId, body.nodeId)));
    return { nodeId: body.nodeId, favourite: false };
  });

  registerEndpoint(app, listFavourites, async ({ query, req }) => {
    const q = { page: query.pageNo, pageSize: query.pageSize, gameType: query.gameType };
    const p = await page(db, favouriteGames, favouriteGames.createdAt, req.session!.memberId, q, cdnOf(req));
    return { content: p.items, pageNum: query.pageNo, totalPages: p.totalPages };
  });

  registerEndpoint(app, addRecentGame, async ({ body, req }) => {
    const game = await gameByNode(db, body.nodeId, body.vendor);
    await touchRecent(db, req.session!.memberId, game.nodeId, new Date(deps.now()));
    return { nodeId: game.nodeId, recent: true };
  });

  registerEndpoint(app, listRecentGames, async ({ query, req }) => {
    const p = await page(db, recentGames, recentGames.playedAt, req.session!.memberId, query, cdnOf(req));
    return { list: p.items, totalPages: p.totalPages };
  });
}
