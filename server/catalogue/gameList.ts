import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { GameListQuery } from '../../src/api/contract/games';
import type { Db } from '../db/client';
import { gameCounts, games, vendors } from '../db/schema/catalogue';
import type { KeptCatalogue } from './keptCatalogue';
import { finerList, minBetCentavos, searchedName, vendorsOf } from './listQuery';

// A page of the game list at any catalogue size (docs/server-data.md "A database at scale"). The page is read in its
// order from an index and stops after the page: every game carries its vendor's place (`vendor_sort`), so the order
// vendor, game, id is one index per way in (all, type, home category, vendor, hot). A type filter matches the game
// type or the home category, which no single index orders; the two are read as two ordered index scans merged
// (UNION ALL, the second leaving out what the first has). The page count of a list by type and vendor comes from
// `catalogue_game_counts`. A name search or finer filter is answered from the kept catalogue (./keptCatalogue.ts) when
// the server has one, reading only the page's games; without it, it counts its matches (a name search through the
// trigram index, in the same pass as its page).

/** `%` and `_` in a search are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every filter but the game type. */
function otherFilters(q: GameListQuery): (SQL | undefined)[] {
  const vendorsWanted = vendorsOf(q);
  const name = searchedName(q);
  const minBet = minBetCentavos(q);
  return [
    name ? ilike(games.gameName, `%${likeEscape(name)}%`) : undefined,
    q.isNew !== undefined ? eq(games.isNew, q.isNew) : undefined,
    vendorsWanted.length > 0 ? inArray(games.vassalage, vendorsWanted) : undefined,
    q.gameClassify ? eq(games.gameClassify, q.gameClassify) : undefined,
    minBet !== undefined ? eq(games.minBetCentavos, minBet) : undefined,
    q.minLine !== undefined ? eq(games.minLine, q.minLine) : undefined,
  ];
}

/** Only filters the kept counts answer: none, a type, vendors. */
const countable = (q: GameListQuery) => q.gameType !== 'HOT' && !finerList(q);

async function countOf(db: Db, q: GameListQuery, where: SQL | undefined): Promise<number> {
  if (countable(q)) {
    const vendorsWanted = vendorsOf(q);
    const [row] = await db
      .select({ n: sum(gameCounts.games) })
      .from(gameCounts)
      .where(
        and(
          q.gameType
            ? or(eq(gameCounts.gameType, q.gameType), eq(gameCounts.gameCategory, q.gameType))
            : undefined,
          vendorsWanted.length > 0 ? inArray(gameCounts.vassalage, vendorsWanted) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(games).where(where);
  return row?.n ?? 0;
}

export interface GamePage {
  rows: { g: typeof games.$inferSelect; vendorName: string }[];
  total: number;
}

/** The games of `ids`, in that order (one gone meanwhile is left out). */
async function gamesByIds(db: Db, ids: number[]): Promise<(typeof games.$inferSelect)[]> {
  const byId = new Map(
    ids.length
      ? (await db.select().from(games).where(inArray(games.nodeId, ids))).map((g) => [g.nodeId, g])
      : [],
  );
  return ids.map((id) => byId.get(id)).filter((g) => g !== undefined);
}

/** The page's games with their vendors' names. */
async function withVendorNames(db: Db, page: (typeof games.$inferSelect)[]): Promise<GamePage['rows']> {
  const wanted = [...new Set(page.map((g) => g.vassalage))];
  const names = new Map(
    wanted.length === 0
      ? []
      : (
          await db
            .select({ vassalage: vendors.vassalage, name: vendors.vendorName })
            .from(vendors)
            .where(inArray(vendors.vassalage, wanted))
        ).map((v) => [v.vassalage, v.name]),
  );
  // Every game has its vendor (a foreign key).
  return page.map((g) => ({ g, vendorName: names.get(g.vassalage) ?? g.vassalage }));
}

/**
 * One page of the list and the number of games in the whole list. With `kept` (the server's kept catalogue), a finer
 * list finds its page and count in memory.
 */
export async function gamePage(db: Db, q: GameListQuery, kept?: KeptCatalogue): Promise<GamePage> {
  const fromMemory = kept && finerList(q) ? await kept.page(q) : undefined;
  if (fromMemory)
    return { rows: await withVendorNames(db, await gamesByIds(db, fromMemory.ids)), total: fromMemory.total };
  const rest = otherFilters(q);
  const hot = q.gameType === 'HOT';
  const byType = q.gameType !== undefined && q.gameType !== '' && !hot;
  const limit = q.pageSize;
  const offset = (q.pageNo - 1) * q.pageSize;
  // Games only in each branch: a join would keep the planner from merging the branches' ordered index scans.
  const pick = () => db.select().from(games);
  let page: (typeof games.$inferSelect)[];
  let where: SQL | undefined;
  let searchTotal: number | undefined;
  if (byType) {
    const t = q.gameType!;
    where = and(or(eq(games.gameType, t), eq(games.gameCategory, t)), ...rest);
    // Each branch ordered and cut to the page's end itself: the planner then reads both from their indexes and
    // merges them (a bare UNION ALL under ORDER BY ... LIMIT sorts the whole of both).
    const order = [asc(games.vendorSort), asc(games.sort), asc(games.nodeId)];
    const first = pick()
      .where(and(eq(games.gameType, t), ...rest))
      .orderBy(...order)
      .limit(offset + limit);
    const second = pick()
      // `category <> type` follows from the two before it; said, it lets the planner use the partial index.
      .where(
        and(
          eq(games.gameCategory, t),
          ne(games.gameType, t),
          ne(games.gameCategory, games.gameType),
          ...rest,
        ),
      )
      .orderBy(...order)
      .limit(offset + limit);
    // The union's order names its output columns, not the table's.
    page = await unionAll(first, second)
      .orderBy(sql`"vendor_sort"`, sql`"sort"`, sql`"node_id"`)
      .limit(limit)
      .offset(offset);
  } else if (!hot && searchedName(q)) {
    // A name search reads its matches once: the trigram index finds them (the inner query, kept apart from the
    // outer one by `offset 0`, so the planner cannot walk the list order instead), then one pass ranks them for the
    // page and counts them. Only the page's games are then read whole, by their keys.
    where = and(...rest);
    const ranked = await db
      .select({ nodeId: sql<number>`m.node_id`, total: sql<number>`count(*) over ()` })
      .from(
        sql`(select ${games.nodeId} as node_id, ${games.vendorSort} as vendor_sort, ${games.sort} as sort
          from ${games} where ${where} offset 0) m`,
      )
      .orderBy(sql`m.vendor_sort`, sql`m.sort`, sql`m.node_id`)
      .limit(limit)
      .offset(offset);
    page = await gamesByIds(
      db,
      ranked.map((r) => Number(r.nodeId)),
    );
    // A page past the end has no row to carry the count.
    searchTotal = ranked.length ? Number(ranked[0]!.total) : undefined;
  } else {
    where = and(hot ? isNotNull(games.hotRank) : undefined, ...rest);
    page = await pick()
      .where(where)
      .orderBy(
        ...(hot ? [asc(games.hotRank)] : []),
        asc(games.vendorSort),
        asc(games.sort),
        asc(games.nodeId),
      )
      .limit(limit)
      .offset(offset);
  }
  return { rows: await withVendorNames(db, page), total: searchTotal ?? (await countOf(db, q, where)) };
}
