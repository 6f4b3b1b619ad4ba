import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listBetRecords } from '../../src/api/contract/bets';
import { addFavourite, listFavourites } from '../../src/api/contract/favourites';
import { getMemberInfo } from '../../src/api/contract/member';
import { addRecentGame, listRecentGames } from '../../src/api/contract/recent';
import { logout } from '../../src/api/contract/session';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { games } from '../db/schema/catalogue';
import { gameBets } from '../db/schema/demo-game';
import { members } from '../db/schema/index';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer, type TestPlayer } from '../testing/players';
import { credit } from '../wallet/ledger';

/**
 * Signed-in reads held in memory (issue 15): served from there, and never stale after a change that reached the
 * database by any path, on this instance or another (a write straight to the database stands for another instance).
 */
describeDb('signed-in answers held in memory', (t) => {
  let api: TestApp;
  let player: TestPlayer;
  let first: typeof games.$inferSelect;

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { changes: t.changes });
    player = await addPlayer(api, { balance: 10_000 });
    const [row] = await t.db.select().from(games).orderBy(asc(games.nodeId)).limit(1);
    first = row!;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: player.token },
      ...(payload ? { payload } : {}),
    });
  const value = async (url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().value;
  };

  it('answers the balance from memory, and a ledger movement from anywhere shows at once', async () => {
    const cache = api.deps.privateAnswers!;
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 100 });
    const hits = cache.stats.hits;
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 100 });
    expect(cache.stats.hits).toBe(hits + 1);
    await credit(t.db, { memberId: player.memberId, amount: 2_550, reason: 'test' });
    await t.changes.settled();
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 125.5 });
  });

  it('answers member info from memory until the member row changes', async () => {
    const before = await value(getMemberInfo.path);
    expect(await value(getMemberInfo.path)).toEqual(before);
    await t.db.update(members).set({ nickname: 'Held Nick' }).where(eq(members.id, player.memberId));
    await t.changes.settled();
    expect((await value(getMemberInfo.path)).nickname).toBe('Held Nick');
  });

  it('shows a favourite and a recent game as soon as they are added, and a catalogue change', async () => {
    expect((await value(listFavourites.path)).content).toEqual([]);
    expect((await value(listRecentGames.path)).list).toEqual([]);
    const body = { nodeId: first.nodeId, vendor: first.vassalage };
    expect((await call('POST', addFavourite.path, body)).statusCode).toBe(200);
    expect((await call('POST', addRecentGame.path, body)).statusCode).toBe(200);
    await t.changes.settled();
    expect((await value(listFavourites.path)).content.map((g: { nodeId: number }) => g.nodeId)).toEqual([
      first.nodeId,
    ]);
    expect((await value(`${listRecentGames.path}?pageNo=1&pageSize=10`)).list).toHaveLength(1);
    await t.db.update(games).set({ gameName: 'Renamed Held' }).where(eq(games.nodeId, first.nodeId));
    await t.changes.settled();
    expect((await value(listFavourites.path)).content[0].gameName).toBe('Renamed Held');
  });

  it('shows a bet in the betting record as soon as it is written', async () => {
    expect((await value(listBetRecords.path)).list).toEqual([]);
    await t.db.insert(gameBets).values({
      memberId: player.memberId,
      nodeId: first.nodeId,
      gameName: first.gameName,
      vassalage: first.vassalage,
      gameType: first.gameType,
      bet: 500,
      win: 0,
      balanceAfter: 12_050,
      outcome: ['BELL', 'STAR', 'SEVEN'],
      reference: 'bet:held-test',
      createdAt: new Date(Date.now() - 1000),
    });
    await t.changes.settled();
    const records = await value(listBetRecords.path);
    expect(records.list).toHaveLength(1);
    expect(records.totals).toMatchObject({ betCount: 1, bet: 5 });
  });

  it('keeps answers apart by member and by query', async () => {
    const other = await addPlayer(api, { balance: 700 });
    const res = await api.app.inject({
      method: 'GET',
      url: getWalletBalance.path,
      headers: { authorization: other.token },
    });
    expect(res.json().value).toEqual({ sumBalance: 7 });
    expect((await value(`${listFavourites.path}?pageNo=2`)).content).toEqual([]);
    expect((await value(listFavourites.path)).content).toHaveLength(1);
  });

  it('refuses a logged-out token at once, held answers or not', async () => {
    expect((await call('GET', getWalletBalance.path)).statusCode).toBe(200);
    expect((await call('DELETE', logout.path)).statusCode).toBe(200);
    const after = await call('GET', getWalletBalance.path);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});
