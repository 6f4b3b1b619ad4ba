import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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

// The indexed page (UNION ALL of ordered scans, vendor order kept by triggers, counts kept by a trigger) must give
// exactly what the plain query gives: the join on vendors, the whole filter, a sort and a count of everything.

describeDb('a page of the game list', (t) => {
  const query = (q: Record<string, string>) => create(q, GameListQuery);

  /** The plain answer: sort everything that matches, count everything that matches. */
  async function reference(q: GameListQuery) {
    const where: (SQL | undefined)[] = [];
    if (q.gameType === 'HOT') where.push(isNotNull(games.hotRank));
    else if (q.gameType) where.push(or(eq(games.gameType, q.gameType), eq(games.gameCategory, q.gameType)));
    if (q.gameName) where.push(ilike(games.gameName, `%${q.gameName}%`));
    if (q.vassalage) where.push(eq(games.vassalage, q.vassalage));
    if (q.isNew !== undefined) where.push(eq(games.isNew, q.isNew));
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
  ];

  async function expectSameAsReference() {
    for (const c of CASES) {
      const q = query(c);
      const page = await gamePage(t.db, q);
      const want = await reference(q);
      expect({ case: c, ids: page.rows.map((r) => r.g.nodeId), total: page.total }).toEqual({
        case: c,
        ...want,
      });
    }
  }

  beforeAll(async () => {
    await seedCatalogue(t.db);
    await seedAccounts(t.db);
    await seedAccountExtras(t.db);
  });

  it("gives the plain query's page and count on the seed catalogue", async () => {
    await expectSameAsReference();
  });

  it('still does after games are added, a vendor moves and games go', async () => {
    await fillScale(t.db, 2, new Date());
    await t.db.update(vendors).set({ sort: -1 }).where(eq(vendors.vassalage, 'KIRIN'));
    await t.db.delete(games).where(sql`${games.nodeId} % 97 = 0 and ${games.nodeId} > 2000`);
    await t.db.update(games).set({ gameCategory: 'INHOUSE' }).where(eq(games.nodeId, 2005));
    await expectSameAsReference();
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(games)
      .where(
        sql`${games.vendorSort} <> (select sort from catalogue_vendors v where v.vassalage = ${games.vassalage})`,
      );
    expect(n).toBe(0);
  });
});
