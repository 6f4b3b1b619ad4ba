import { asc } from 'drizzle-orm';
import type { GameListQuery } from '../../src/api/contract/games';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/changes';
import { games } from '../db/schema/catalogue';
import { minBetCentavos, searchedName, vendorsOf } from './listQuery';

// The kept catalogue (docs/server-data.md "A database at scale"): what a finer game list needs of each game (its name,
// type, home category, vendor, classification, minimum bet and line, whether it is new), in the list's order, held in
// memory with lists of where each value is. A name search, the "new" tab or a classification filter has no database
// index that both finds its games and counts them: on PostgreSQL a search walked the type's games in order until its
// page was full (47,000 at the 100x fill for a two-letter search, which the trigram index cannot serve), then counted
// its matches by reading each one's row. Here a list starts from the shortest list of places that holds all its games
// (those whose name has the search's rarest one-, two- or three-letter part, those of its type, the new ones, those of
// its classification or vendor), checks each place against the whole filter, and so finds its page and its count in
// one pass over its candidates, not over the catalogue. The database then reads only the page's games, by key.
// It follows the database's change feed (server/db/changes.ts): any committed statement on the games table drops it,
// on every instance, and the next finer list reads it again. Nothing is served from it while the feed is not live
// (a PostgreSQL listener reconnecting); the lists then read the database as before.

/**
 * Past this many games the catalogue is not kept (about 270 bytes a game, 16 MB at 61,300): the lists read the
 * database.
 */
export const CATALOGUE_GAMES_KEPT = 200_000;

/** The longest part of a name that the name lists index: a search's rarest part of this length (or its whole). */
const GRAM = 3;

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
  /** Where each value is, as places (indexes of the columns) in list order. */
  places: {
    /** Games whose lower-cased name holds this part of one to GRAM letters. */
    grams: Map<string, Int32Array>;
    /** Games of a type or home category (the list's type filter matches either), by code. */
    types: Map<number, Int32Array>;
    vendors: Map<number, Int32Array>;
    classifications: Map<number, Int32Array>;
    fresh: Int32Array;
  };
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
  /** The catalogue was past the bound at this generation: not read again until it changes. */
  private oversizeAt = -1;
  readonly stats: KeptCatalogueStats = { reads: 0, served: 0 };

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly bound = CATALOGUE_GAMES_KEPT,
  ) {
    feed.subscribe((event) => {
      // Only the games table holds what is kept (a vendor's new place rewrites its games' `vendor_sort`).
      if (event.kind === 'reset' || (event.table === 'catalogue' && event.key === 'catalogue_games'))
        this.clear();
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
   * A page of a finer list (`finerList` in ./listQuery.ts), not the hot list; undefined when it cannot be answered
   * from memory (the feed is not live, or the catalogue is past the bound): the caller reads the database.
   */
  async page(q: GameListQuery): Promise<KeptPage | undefined> {
    if (!this.feed.live || q.gameType === 'HOT' || this.oversizeAt === this.generation) return undefined;
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
        if (generation === this.generation && this.feed.live) {
          if (columns) this.columns = columns;
          else this.oversizeAt = generation;
        }
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
    const ids = new Int32Array(n);
    const names = new Array<string>(n);
    const type = new Int32Array(n);
    const category = new Int32Array(n);
    const vendor = new Int32Array(n);
    const classify = new Int32Array(n);
    const minBet = new Int32Array(n);
    const minLine = new Int32Array(n);
    const isNew = new Uint8Array(n);
    const grams = new Map<string, number[]>();
    const types = new Map<number, number[]>();
    const vendorPlaces = new Map<number, number[]>();
    const classifications = new Map<number, number[]>();
    const fresh: number[] = [];
    const add = <K>(lists: Map<K, number[]>, key: K, at: number) => {
      const list = lists.get(key);
      if (list) {
        if (list[list.length - 1] !== at) list.push(at);
      } else lists.set(key, [at]);
    };
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      ids[i] = r.id;
      const name = (names[i] = fold(r.name));
      type[i] = code(r.type);
      category[i] = code(r.category);
      vendor[i] = code(r.vendor);
      classify[i] = code(r.classify);
      minBet[i] = r.minBet;
      minLine[i] = r.minLine;
      isNew[i] = r.isNew ? 1 : 0;
      for (let len = 1; len <= GRAM; len++)
        for (let at = 0; at + len <= name.length; at++) add(grams, name.slice(at, at + len), i);
      add(types, type[i], i);
      add(types, category[i], i);
      add(vendorPlaces, vendor[i], i);
      add(classifications, classify[i], i);
      if (r.isNew) fresh.push(i);
      // Long catalogues are indexed in slices, so other calls are answered meanwhile.
      if (i % 2048 === 2047) await new Promise((done) => setImmediate(done));
    }
    const packed = <K>(lists: Map<K, number[]>) =>
      new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
    return {
      ids,
      names,
      type,
      category,
      vendor,
      classify,
      minBet,
      minLine,
      isNew,
      codes,
      places: {
        grams: packed(grams),
        types: packed(types),
        vendors: packed(vendorPlaces),
        classifications: packed(classifications),
        fresh: Int32Array.from(fresh),
      },
    };
  }
}

/** A code that no string has: a filter on a value no game carries matches nothing. */
const NONE = -1;

const NO_PLACES = new Int32Array(0);

/**
 * The page and count of a list, with the filters of server/catalogue/gameList.ts: the type matches the game's type
 * or its home category; the name is a literal part of the game's name, in any case; vendors are a comma list. The
 * candidates are the shortest list of places that holds every game of the list (or every place, when no filter has
 * one), each checked against the whole filter, in list order.
 */
function pageOf(c: Columns, q: GameListQuery): KeptPage {
  const codeOf = (s: string) => c.codes.get(s) ?? NONE;
  const type = q.gameType ? codeOf(q.gameType) : undefined;
  const searched = searchedName(q);
  const name = searched === undefined ? undefined : fold(searched);
  const vendorsWanted = vendorsOf(q);
  const vendors = vendorsWanted.length > 0 ? new Set(vendorsWanted.map(codeOf)) : undefined;
  const classify = q.gameClassify ? codeOf(q.gameClassify) : undefined;
  const isNew = q.isNew === undefined ? undefined : q.isNew ? 1 : 0;
  const minBet = minBetCentavos(q);

  const lists: Int32Array[] = [];
  const { places } = c;
  if (name !== undefined) {
    // Every game whose name holds the search holds each of its parts: the rarest part's games hold them all.
    const len = Math.min(GRAM, name.length);
    for (let at = 0; at + len <= name.length; at++)
      lists.push(places.grams.get(name.slice(at, at + len)) ?? NO_PLACES);
  }
  if (type !== undefined) lists.push(places.types.get(type) ?? NO_PLACES);
  if (isNew === 1) lists.push(places.fresh);
  if (classify !== undefined) lists.push(places.classifications.get(classify) ?? NO_PLACES);
  if (vendors?.size === 1) lists.push(places.vendors.get([...vendors][0]!) ?? NO_PLACES);
  let candidates: Int32Array | undefined;
  for (const list of lists) if (!candidates || list.length < candidates.length) candidates = list;

  const from = (q.pageNo - 1) * q.pageSize;
  const to = from + q.pageSize;
  const ids: number[] = [];
  let total = 0;
  const count = candidates ? candidates.length : c.ids.length;
  for (let k = 0; k < count; k++) {
    const i = candidates ? candidates[k]! : k;
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
