import { count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import {
  announcements,
  games,
  helpEntries,
  hotMatches,
  promotions,
  vendors,
  winners,
} from '../db/schema/catalogue';
import { GAME_CATEGORIES } from '../../src/api/contract/games';
import { seedCatalogue } from './catalogue';

describeDb('the seed catalogue', (t) => {
  beforeAll(async () => {
    await seedCatalogue(t.db);
  });

  it('holds at least 600 games across several vendors', async () => {
    const [n] = await t.db.select({ n: count() }).from(games);
    const [v] = await t.db.select({ n: count() }).from(vendors);
    expect(n!.n).toBeGreaterThanOrEqual(600);
    expect(v!.n).toBeGreaterThanOrEqual(10);
  });

  it('fills every home category, HOT being the hot-flagged games', async () => {
    const rows = await t.db.selectDistinct({ c: games.gameCategory }).from(games);
    const [hot] = await t.db.select({ n: count() }).from(games).where(isNotNull(games.hotRank));
    const present = new Set([...rows.map((r) => r.c), ...(hot!.n > 0 ? ['HOT'] : [])]);
    expect([...GAME_CATEGORIES].filter((c) => !present.has(c))).toEqual([]);
  });

  it('uses every minimum bet the filter offers, and marks some games new', async () => {
    const bets = await t.db.selectDistinct({ b: games.minBetCentavos }).from(games);
    expect(bets.map((b) => b.b).sort((a, b) => a - b)).toEqual([1, 5, 10, 50, 75]);
    const [fresh] = await t.db.select({ n: count() }).from(games).where(eq(games.isNew, true));
    expect(fresh!.n).toBeGreaterThan(10);
  });

  it('has announcements of every type, promotions, matches, winners and help', async () => {
    const types = await t.db.selectDistinct({ t: announcements.type }).from(announcements);
    expect(types.map((t) => t.t).sort()).toEqual(['A', 'B', 'H', 'PL', 'PU']);
    for (const table of [promotions, hotMatches, winners, helpEntries]) {
      const [n] = await t.db.select({ n: count() }).from(table);
      expect(n!.n).toBeGreaterThan(3);
    }
  });

  it('writes nothing the second time', async () => {
    expect(await seedCatalogue(t.db)).toBe(false);
    const [n] = await t.db.select({ n: count() }).from(vendors);
    expect(n!.n).toBe(22);
  });
});
