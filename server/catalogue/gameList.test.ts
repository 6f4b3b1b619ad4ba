import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { create } from 'superstruct';
import { beforeAll, expect, it } from 'vitest';
import { GameListQuery } from '../../src/api/contract/games';
import { describeDb } from '../db/testing';
import { games, vendors } from '../db/schema/catalogue';
import { seedCatalogue } from '../seed/catalogue';
import { fillScale } from '../seed/fill';
import { seedAccounts } from '../seed/accounts';
import { seedAccountExtras } from '../seed/accountExtras';
import { gamePage } from './gameList';
import { KeptCatalogue } from './keptCatalogue';

// The indexed page (UNION ALL of ordered scans, vendor order kept by triggers, counts kept by a trigger) must give
// exactly what the plain query gives: the join on vendors, the whole filter, a sort and a count of everything. So must
// the kept catalogue (keptCatalogue.ts), which answers the finer lists (a name, the new tab, a classification, a
// minimum bet or line) from memory, and must follow every change to the catalogue.

describeDb('a page of the game list', (t) => {
  const query = (q: Record<string, string>) => create(q, GameListQuery);

  /** The plain answer: sort everything that matches, count everything that matches. */
  async function reference(q: GameListQuery) {
    const where: (SQL | undefined)[] = [];
    if (q.gameType === 'HOT') where.push(isNotNull(games.hotRank));
    else if (q.gameType) where.push(or(eq(games.gameType, q.gameType), eq(games.gameCategory, q.gameType)));
    const name = q.gameName?.trim();
    if (name) where.push(sql`strpos(lower(${games.gameName}), lower(${name})) > 0`);
    if (q.vassalage) where.push(inArray(games.vassalage, q.vassalage.split(',')));
    if (q.isNew !== undefined) where.push(eq(games.isNew, q.isNew));
    if (q.gameClassify) where.push(eq(games.gameClassify, q.gameClassify));
    if (q.minBet !== undefined) where.push(eq(games.minBetCentavos, Math.round(q.minBet * 100)));
    if (q.minLine !== undefined) where.push(eq(games.minLine, q.minLine));
    const all = await t.db
      .select({ id: games.nodeId })
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
      .where(and(...where))
      .orderBy(
        ...(q.gameType === 'HOT' ? [asc(games.hotRank)] : []),
        asc(vendors.sort),
        asc(games.sort),
        asc(games.nodeId),
      );
    const [n] = await t.db
      .select({ n: count() })
      .from(games)
      .where(and(...where));
    const from = (q.pageNo - 1) * q.pageSize;
    return { ids: all.slice(from, from + q.pageSize).map((r) => r.id), total: n!.n };
  }

  const CASES: Record<string, string>[] = [
    {},
    { gameType: 'RNG' },
    { gameType: 'RNG', pageNo: '3' },
    { gameType: 'INHOUSE' },
    { gameType: 'SPORTS', pageSize: '5' },
    { gameType: 'COCKFIGHT' },
    { gameType: 'HOT', pageNo: '2' },
    { gameType: 'RNG', vassalage: 'KIRIN' },
    { gameName: 'buffalo' },
    { gameName: 'buffalo', pageNo: '40' },
    { gameName: 'a', pageSize: '7', pageNo: '2' },
    { gameName: 'BUFFALO', gameType: 'RNG', pageNo: '2', pageSize: '3' },
    { gameType: 'FISH', isNew: 'true' },
    { gameType: 'NOSUCHTYPE' },
    // A search as the app sends it (within a type), two letters (no trigram serves them), any case, trimmed.
    { gameType: 'RNG', gameName: 'ba' },
    { gameType: 'RNG', gameName: '  bA ', pageNo: '2' },
    { gameType: '', gameName: 'fortune' },
    { gameName: 'zzq' },
    // `%` and `_` are letters, not patterns.
    { gameName: '%' },
    { gameName: 'a_b' },
    { gameType: 'RNG', isNew: 'false', pageNo: '2' },
    { gameType: 'RNG', gameClassify: 'ARCADE' },
    { gameType: 'RNG', gameClassify: 'SLOTS', minBet: '0.5' },
    { gameType: 'FISH', minBet: '0.01', minLine: '1' },
    { gameType: 'RNG', gameClassify: 'NOSUCH' },
    { gameType: 'RNG', vassalage: 'KIRIN,NOVA', gameName: 'o' },
    { gameType: 'RNG', vassalage: 'NOSUCH', gameName: 'o' },
    { vassalage: 'NOVA', gameName: 'Ti', pageSize: '3', pageNo: '2' },
    { gameType: 'FISH', isNew: 'true', gameName: 'fish' },
    { gameName: 'of the' },
    // Names holding each part of a search but not the search itself ("pick": its rarest part is in 17 names, it in 3).
    { gameName: 'PICK' },
    { gameType: 'RNG', gameName: 'golden' },
    { gameType: 'HOT', gameName: 'a' },
    { gameName: 'a', pageNo: '500' },
  ];

  /** Every case, read by the database alone and through the kept catalogue, against the plain query. */
  async function expectSameAsReference(kept: KeptCatalogue) {
    for (const c of CASES) {
      const q = query(c);
      const want = await reference(q);
      for (const through of [undefined, kept]) {
        const page = await gamePage(t.db, q, through);
        expect({
          case: c,
          kept: !!through,
          ids: page.rows.map((r) => r.g.nodeId),
          total: page.total,
        }).toEqual({
          case: c,
          kept: !!through,
          ...want,
        });
      }
    }
  }

  beforeAll(async () => {
    await seedCatalogue(t.db);
    await seedAccounts(t.db);
    await seedAccountExtras(t.db);
    // The seed's own announcements reach the feed before the kept catalogue is made.
    await t.changes.settled();
  });

  let kept: KeptCatalogue;

  it("gives the plain query's page and count on the seed catalogue", async () => {
    kept = new KeptCatalogue(t.db, t.changes);
    await expectSameAsReference(kept);
    // Read once, then every finer list from memory.
    expect(kept.stats.reads).toBe(1);
    expect(kept.stats.served).toBeGreaterThan(15);
  });

  it('still does after games are added, a vendor moves and games go', async () => {
    await fillScale(t.db, 2, new Date());
    await t.changes.settled();
    expect(kept.kept).toBe(false);
    await t.db.update(vendors).set({ sort: -1 }).where(eq(vendors.vassalage, 'KIRIN'));
    await t.db.delete(games).where(sql`${games.nodeId} % 97 = 0 and ${games.nodeId} > 2000`);
    await t.db.update(games).set({ gameCategory: 'INHOUSE' }).where(eq(games.nodeId, 2005));
    await expectSameAsReference(kept);
    // Each change is seen at the next list: a game renamed, made new, then taken away.
    const search = query({ gameType: 'RNG', gameName: 'Zebra Gold' });
    expect((await gamePage(t.db, search, kept)).total).toBe(0);
    await t.db.update(games).set({ gameName: 'ZEBRA GOLD', isNew: true }).where(eq(games.nodeId, 2006));
    await t.changes.settled();
    expect((await gamePage(t.db, search, kept)).rows.map((r) => r.g.nodeId)).toEqual([2006]);
    await t.db.delete(games).where(eq(games.nodeId, 2006));
    await t.changes.settled();
    expect((await gamePage(t.db, search, kept)).total).toBe(0);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(games)
      .where(
        sql`${games.vendorSort} <> (select sort from catalogue_vendors v where v.vassalage = ${games.vassalage})`,
      );
    expect(n).toBe(0);
  });
});
