import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import {
  CATEGORY_TEXT_KEYS,
  GAME_CATEGORIES,
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGames,
  listHotGames,
  listHotGamesGet,
  listGameMenus,
  listHotMatches,
  listVassalGameTypes,
  listVendors,
} from '../../src/api/contract/games';
import type { ApiDeps } from '../deps';
import { cdnUrl, teamPath } from '../catalogue/imagePaths';
import { isoDate } from '../catalogue/isoDate';
import { loadVendors } from '../catalogue/loadVendors';
import { toGameItem } from '../catalogue/toGameItem';
import { typeFilter } from '../catalogue/typeFilter';
import { gamePage } from '../catalogue/gameList';
import { games, hotMatches, vendors, winners } from '../db/schema/catalogue';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/route';

/** The seed's matches recur daily, so a long-running demo database still shows upcoming matches. */
function upcoming(t: Date, now: Date): Date {
  const day = 86_400_000;
  return t >= now ? t : new Date(t.getTime() + Math.ceil((now.getTime() - t.getTime()) / day) * day);
}

async function hotGames(db: Db, cdn: string, gameType: string | undefined) {
  const rows = await db
    .select({ g: games, vendorName: vendors.vendorName })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(isNotNull(games.hotRank), gameType ? typeFilter(gameType) : undefined))
    .orderBy(asc(games.hotRank), asc(games.nodeId))
    .limit(60);
  return { list: rows.map((r) => toGameItem(r.g, r.vendorName, cdn)) };
}

/** The read-only game catalogue: lists, hot games, vendors, vendor config, winner board and hot matches. */
/** Home categories split from SPORTS with tabs and lobbies of their own (src/lib/categories.ts). */
const OWN_LOBBIES = ['ESPORTS', 'COCKFIGHT'];

export function registerGameRoutes(
  app: FastifyInstance,
  deps: Pick<ApiDeps, 'db' | 'merchants' | 'keptCatalogue'>,
): void {
  const { db } = deps;
  const cdnOf = (req: Parameters<ApiDeps['merchants']['forRequest']>[0]) =>
    deps.merchants.forRequest(req).imageCdns[0]!;

  registerEndpoint(app, listGames, async ({ query, req }) => {
    const { rows, total } = await gamePage(db, query, deps.keptCatalogue);
    const cdn = cdnOf(req);
    return {
      games: rows.map((r) => toGameItem(r.g, r.vendorName, cdn)),
      pageNum: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });

  registerEndpoint(app, listHotGames, async ({ body, req }) => hotGames(db, cdnOf(req), body.gameType));
  registerEndpoint(app, listHotGamesGet, async ({ query, req }) => hotGames(db, cdnOf(req), query.gameType));

  registerEndpoint(app, listVendors, async ({ query, req }) => {
    const all = await loadVendors(db, cdnOf(req));
    const t = query.gameType;
    // A vendor of its type, unless it belongs to a lobby category of its own (e-sports and sabong vendors have
    // games of type SPORTS, and their own tabs and lobbies): the sports lobby lists sports vendors only.
    const elsewhere = (v: (typeof all)[number]) =>
      v.vendor.categories.some((c) => c !== t && OWN_LOBBIES.includes(c));
    return all
      .filter((v) => !t || v.vendor.categories.includes(t) || (v.gameTypes.includes(t) && !elsewhere(v)))
      .map((v) => v.vendor);
  });

  registerEndpoint(app, listAllVassalages, async ({ req }) =>
    (await loadVendors(db, cdnOf(req))).map((v) => v.vendor),
  );

  registerEndpoint(app, listVassalGameTypes, async ({ query, req }) => {
    const all = await loadVendors(db, cdnOf(req));
    const keys = [...new Set(all.flatMap((v) => [...v.gameTypes, ...v.vendor.categories]))].sort();
    return keys
      .filter((k) => !query.gameType || k === query.gameType)
      .map((gameType) => ({
        gameType,
        vendors: all
          .filter((v) => v.gameTypes.includes(gameType) || v.vendor.categories.includes(gameType))
          .map((v) => v.vendor),
      }));
  });

  registerEndpoint(app, getGameVendorConfig, async () => {
    const rows = await db.select().from(vendors).orderBy(asc(vendors.sort));
    return {
      sorting: GAME_CATEGORIES.map((gameCategory) => ({
        gameCategory,
        vendorNames: rows.filter((v) => v.categories.includes(gameCategory)).map((v) => v.vassalage),
      })),
      mapping: CATEGORY_TEXT_KEYS,
    };
  });

  registerEndpoint(app, listGameMenus, async () => {
    const rows = await db.select().from(vendors).orderBy(asc(vendors.sort));
    const counts = await db
      .select({ category: games.gameCategory, n: count() })
      .from(games)
      .groupBy(games.gameCategory);
    const [hot] = await db.select({ n: count() }).from(games).where(isNotNull(games.hotRank));
    const hotCount = Math.min(hot?.n ?? 0, 60);
    const countOf = (c: string) => counts.find((r) => r.category === c)?.n ?? 0;
    return {
      list: GAME_CATEGORIES.map((gameCategory) => ({
        gameCategory,
        labelKey: CATEGORY_TEXT_KEYS[gameCategory]!,
        vendors: rows.filter((v) => v.categories.includes(gameCategory)).map((v) => v.vassalage),
        // HOT is a list, not a category of games: its count is the hot games'.
        gameCount: gameCategory === 'HOT' ? hotCount : countOf(gameCategory),
      })),
    };
  });

  registerEndpoint(app, getWinnerBoard, async () => {
    const rows = await db.select().from(winners).orderBy(asc(winners.id));
    const sorted = rows.sort((a, b) => b.winCentavos - a.winCentavos).slice(0, 20);
    return {
      list: sorted.map((w) => ({
        vo: {
          userName: w.userName,
          gameName: w.gameName,
          vassalage: w.vassalage,
          winAmount: w.winCentavos / 100,
          winTime: isoDate(w.wonAt),
        },
      })),
    };
  });

  registerEndpoint(app, listHotMatches, async ({ req }) => {
    const cdn = cdnOf(req);
    const now = new Date();
    const rows = await db.select().from(hotMatches);
    rows.sort((a, b) => +upcoming(a.matchTime, now) - +upcoming(b.matchTime, now) || a.id - b.id);
    return {
      list: rows.map((m) => ({
        matchTime: isoDate(upcoming(m.matchTime, now)),
        league: m.league,
        homeTeam: m.homeTeam,
        awayTeam: m.awayTeam,
        homeTeamImageUrl: cdnUrl(cdn, teamPath(m.homeTeam)),
        awayTeamImageUrl: cdnUrl(cdn, teamPath(m.awayTeam)),
        vendor: m.vendor,
        roomId: m.roomId,
        nodeId: m.nodeId,
      })),
    };
  });
}
