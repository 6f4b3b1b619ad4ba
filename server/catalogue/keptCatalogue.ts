import { asc } from 'drizzle-orm';
import type { GameListQuery } from '../../src/api/contract/games';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/changes';
import { games } from '../db/schema/catalogue';

// The kept catalogue (docs/server-data.md "A database at scale"): what a finer game list needs of each game (its name,
// type, home category, vendor, classification, minimum bet and line, whether it is new), in the list's order, held in
// memory. A name search, the "new" tab or a classification filter has no index that both finds its games and counts
// them: on PostgreSQL a search walked the type's games in order until its page was full (47,000 at the 100x fill for
// a two-letter search, which the trigram index cannot serve), then counted its matches by reading each one's row.
// Held here, a finer list is one pass over compact arrays (about 2 ms for 61,300 games), and the database reads only
// the page's games, by key.
// It follows the database's change feed (server/db/changes.ts): any committed statement on a catalogue table drops
// it, on every instance, and the next finer list reads it again. Nothing is served from it while the feed is not live
// (a PostgreSQL listener reconnecting); the lists then read the database as before.

/** Past this many games the catalogue is not kept (about 60 bytes a game): the lists read the database. */
export const CATALOGUE_GAMES_KEPT = 500_000;

/** The filters of a game list that the kept counts (`catalogue_game_counts`) cannot answer. */
export function finerList(q: GameListQuery): boolean {
  return (
    !!q.gameName?.trim() ||
    q.isNew !== undefined ||
    !!q.gameClassify ||
    q.minBet !== undefined ||
    q.minLine !== undefined
  );
}

/** The games of the catalogue in list order (vendor, game, id), a column each; strings as codes of `codes`. */
interface Columns {
  ids: Int32Array;
  /** Names, lower-cased as a search compares them. */
  names: string[];
  type: Int32Array;
  category: Int32Array;
  vendor: Int32Array;
  classify: Int32Array;
  minBet: Int32Array;
  minLine: Int32Array;
  isNew: Uint8Array;
  codes: Map<string, number>;
}

/** One page of a finer list: the page's game ids in order, and how many games the whole list has. */
export interface KeptPage {
  ids: number[];
  total: number;
}

/** What the kept catalogue has done, for tests and figures. */
export interface KeptCatalogueStats {
  /** Times the catalogue was read whole. */
  reads: number;
  /** Lists answered from it. */
  served: number;
}

/** Case-insensitive as ILIKE is for the catalogue's names (C.UTF-8 folds the same letters as JavaScript). */
const fold = (s: string) => s.toLowerCase();

export class KeptCatalogue {
  private columns: Columns | undefined;
  private reading: Promise<Columns | undefined> | undefined;
  /** Grows at every catalogue change and reset: a read begun before one keeps nothing. */
  private generation = 0;
  readonly stats: KeptCatalogueStats = { reads: 0, served: 0 };

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly bound = CATALOGUE_GAMES_KEPT,
  ) {
    feed.subscribe((event) => {
      if (event.kind === 'reset' || event.table === 'catalogue') this.clear();
    });
  }

  /** Drops the kept catalogue. */
  clear(): void {
    this.columns = undefined;
    this.reading = undefined;
    this.generation++;
  }

  /** Whether the catalogue is kept now. */
  get kept(): boolean {
    return this.columns !== undefined;
  }

  /**
   * A page of a finer list (`finerList`), not the hot list; undefined when it cannot be answered from memory (the
   * feed is not live, or the catalogue is past the bound): the caller reads the database.
   */
  async page(q: GameListQuery): Promise<KeptPage | undefined> {
    if (!this.feed.live || q.gameType === 'HOT') return undefined;
    const columns = this.columns ?? (await this.read());
    if (!columns || !this.feed.live) return undefined;
    this.stats.served++;
    return pageOf(columns, q);
  }

  /** Reads the catalogue, once for all the lists asking meanwhile. */
  private read(): Promise<Columns | undefined> {
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.readColumns().then(
      (columns) => {
        if (this.reading === reading) this.reading = undefined;
        // A change meanwhile: this list may use what was read (as it would a read that ran just before the change),
        // but nothing is kept.
        if (columns && generation === this.generation && this.feed.live) this.columns = columns;
        return columns;
      },
      (err: unknown) => {
        if (this.reading === reading) this.reading = undefined;
        throw err;
      },
    );
    this.reading = reading;
    return reading;
  }

  private async readColumns(): Promise<Columns | undefined> {
    const rows = await this.db
      .select({
        id: games.nodeId,
        name: games.gameName,
        type: games.gameType,
        category: games.gameCategory,
        vendor: games.vassalage,
        classify: games.gameClassify,
        minBet: games.minBetCentavos,
        minLine: games.minLine,
        isNew: games.isNew,
      })
      .from(games)
      .orderBy(asc(games.vendorSort), asc(games.sort), asc(games.nodeId))
      // One past the bound says the catalogue is too large, without reading all of it.
      .limit(this.bound + 1);
    this.stats.reads++;
    if (rows.length > this.bound) return undefined;
    const n = rows.length;
    const codes = new Map<string, number>();
    const code = (s: string) => {
      let c = codes.get(s);
      if (c === undefined) codes.set(s, (c = codes.size));
      return c;
    };
    const columns: Columns = {
      ids: new Int32Array(n),
      names: new Array<string>(n),
      type: new Int32Array(n),
      category: new Int32Array(n),
      vendor: new Int32Array(n),
      classify: new Int32Array(n),
      minBet: new Int32Array(n),
      minLine: new Int32Array(n),
      isNew: new Uint8Array(n),
      codes,
    };
    rows.forEach((r, i) => {
      columns.ids[i] = r.id;
      columns.names[i] = fold(r.name);
      columns.type[i] = code(r.type);
      columns.category[i] = code(r.category);
      columns.vendor[i] = code(r.vendor);
      columns.classify[i] = code(r.classify);
      columns.minBet[i] = r.minBet;
      columns.minLine[i] = r.minLine;
      columns.isNew[i] = r.isNew ? 1 : 0;
    });
    return columns;
  }
}

/** A code that no string has: a filter on a value no game carries matches nothing. */
const NONE = -1;

/**
 * The page and count of a list, with the filters of server/catalogue/gameList.ts: the type matches the game's type
 * or its home category; the name is a literal part of the game's name, in any case; vendors are a comma list.
 */
function pageOf(c: Columns, q: GameListQuery): KeptPage {
  const codeOf = (s: string) => c.codes.get(s) ?? NONE;
  const type = q.gameType ? codeOf(q.gameType) : undefined;
  const name = q.gameName?.trim() ? fold(q.gameName.trim()) : undefined;
  const vendorsWanted = (q.vassalage ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const vendors = vendorsWanted.length > 0 ? new Set(vendorsWanted.map(codeOf)) : undefined;
  const classify = q.gameClassify ? codeOf(q.gameClassify) : undefined;
  const isNew = q.isNew === undefined ? undefined : q.isNew ? 1 : 0;
  const minBet = q.minBet === undefined ? undefined : Math.round(q.minBet * 100);
  const from = (q.pageNo - 1) * q.pageSize;
  const to = from + q.pageSize;
  const ids: number[] = [];
  let total = 0;
  for (let i = 0; i < c.ids.length; i++) {
    if (type !== undefined && c.type[i] !== type && c.category[i] !== type) continue;
    if (isNew !== undefined && c.isNew[i] !== isNew) continue;
    if (classify !== undefined && c.classify[i] !== classify) continue;
    if (minBet !== undefined && c.minBet[i] !== minBet) continue;
    if (q.minLine !== undefined && c.minLine[i] !== q.minLine) continue;
    if (vendors && !vendors.has(c.vendor[i]!)) continue;
    if (name !== undefined && !c.names[i]!.includes(name)) continue;
    if (total >= from && total < to) ids.push(c.ids[i]!);
    total++;
  }
  return { ids, total };
}
