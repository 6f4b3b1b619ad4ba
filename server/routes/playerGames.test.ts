import { beforeAll, expect, it } from 'vitest';
import { addFavourite, listFavourites, removeFavourite } from '../../src/api/contract/favourites';
import { launchGame } from '../../src/api/contract/launch';
import { addRecentGame, listRecentGames } from '../../src/api/contract/recent';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { valueOf } from './catalogueTestApp';
import { addPlayer, type TestPlayer } from '../testing/players';
import { games } from '../db/schema/catalogue';
import { asc } from 'drizzle-orm';

describeDb('favourites, recent games and launch', (t) => {
  let api: TestApp;
  let member: TestPlayer;
  let other: TestPlayer;
  let trial: TestPlayer;
  let catalogue: (typeof games.$inferSelect)[];
  let clock = Date.now();

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { now: () => clock });
    member = await addPlayer(api, { balance: 10_000 });
    other = await addPlayer(api);
    trial = await addPlayer(api, { type: 4, balance: 200_000 });
    catalogue = await t.db.select().from(games).orderBy(asc(games.nodeId));
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  const fav = (g: { nodeId: number; vassalage: string }) => ({ nodeId: g.nodeId, vendor: g.vassalage });

  it('refuses favourites and recent games to guests with login.not.session', async () => {
    for (const [method, url] of [
      ['GET', listFavourites.path],
      ['POST', addFavourite.path],
      ['GET', listRecentGames.path],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? fav(catalogue[0]!) : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('adds a favourite once however often it is added, and lists it', async () => {
    const g = catalogue[3]!;
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', addFavourite.path, member.token, fav(g));
      expect(valueOf(addFavourite, res)).toEqual({ nodeId: g.nodeId, favourite: true });
    }
    const list = valueOf(listFavourites, await call('GET', listFavourites.path, member.token));
    expect(list.content.map((x) => x.nodeId)).toEqual([g.nodeId]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    // Favourites are per member.
    expect(valueOf(listFavourites, await call('GET', listFavourites.path, other.token)).content).toEqual([]);
  });

  it('refuses a favourite of an unknown game or of the wrong vendor with game.not.found', async () => {
    for (const body of [
      { nodeId: 999_999, vendor: 'AURORA' },
      { nodeId: catalogue[0]!.nodeId, vendor: 'NOT_THE_VENDOR' },
    ]) {
      const res = await call('POST', addFavourite.path, member.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    }
    const bad = await call('POST', addFavourite.path, member.token, { nodeId: 'x', vendor: 'AURORA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
  });

  it('pages favourites newest first and narrows them by game type', async () => {
    const picks = catalogue.filter((g) => g.gameType === 'RNG').slice(10, 15);
    const fish = catalogue.find((g) => g.gameType === 'FISH')!;
    for (const g of [...picks, fish]) {
      clock += 1000;
      await call('POST', addFavourite.path, other.token, fav(g));
    }
    const page1 = valueOf(
      listFavourites,
      await call('GET', `${listFavourites.path}?pageNo=1&pageSize=4`, other.token),
    );
    const page2 = valueOf(
      listFavourites,
      await call('GET', `${listFavourites.path}?pageNo=2&pageSize=4`, other.token),
    );
    expect(page1.totalPages).toBe(2);
    // Newest first: the fish game was added last.
    expect([...page1.content, ...page2.content].map((g) => g.nodeId)).toEqual(
      [...picks, fish].map((g) => g.nodeId).reverse(),
    );
    const fishOnly = valueOf(
      listFavourites,
      await call('GET', `${listFavourites.path}?gameType=FISH`, other.token),
    );
    expect(fishOnly.content.map((g) => g.nodeId)).toEqual([fish.nodeId]);
  });

  it('removes a favourite, and removing it again still succeeds', async () => {
    const g = catalogue[3]!;
    for (let i = 0; i < 2; i++) {
      const res = await api.app.inject({
        method: 'DELETE',
        url: removeFavourite.path,
        headers: { authorization: member.token },
        payload: fav(g),
      });
      expect(valueOf(removeFavourite, res)).toEqual({ nodeId: g.nodeId, favourite: false });
    }
    expect(valueOf(listFavourites, await call('GET', listFavourites.path, member.token)).content).toEqual([]);
  });

  /** Games with free and trial play (`supportPlay`); the others are real money only (demoGame.test.ts). */
  const playable = () => catalogue.filter((g) => g.supportPlay);

  it('lets a guest launch free play only, and sends real money to login', async () => {
    const g = playable()[0]!;
    const real = await call('GET', `${launchGame.path}?vendor=${g.vassalage}&nodeId=${g.nodeId}`);
    expect(real.statusCode).toBe(401);
    expect(real.json().errorCode).toBe('login.not.session');
    const free = valueOf(
      launchGame,
      await call('GET', `${launchGame.path}?vendor=${g.vassalage}&nodeId=${g.nodeId}&accountType=0`),
    );
    expect(free).toMatchObject({ nodeId: g.nodeId, gameName: g.gameName, mode: 'fun', ticketExpiresIn: 60 });
    // No language asked: the game page speaks the default, TY.
    expect(free.url).toMatch(/^\/demo-game\/slot\?ticket=[A-Za-z0-9_-]{43}&lang=TY$/);
  });

  it('launches a member for real money and records a recent game', async () => {
    const g = playable()[10]!;
    const res = await call(
      'GET',
      `${launchGame.path}?category=RNG&vendor=${g.vassalage}&gameId=${g.gameId}&nodeId=${g.nodeId}&accountType=1&token=ignored`,
      member.token,
    );
    expect(valueOf(launchGame, res)).toMatchObject({ nodeId: g.nodeId, mode: 'real' });
    expect(res.headers['cache-control']).toBe('no-store');
    const recent = valueOf(listRecentGames, await call('GET', listRecentGames.path, member.token));
    expect(recent.list.map((x) => x.nodeId)).toContain(g.nodeId);
    // A member asking for free play gets free play.
    const free = await call(
      'GET',
      `${launchGame.path}?vendor=${g.vassalage}&nodeId=${g.nodeId}&accountType=0`,
      member.token,
    );
    expect(valueOf(launchGame, free).mode).toBe('fun');
  });

  it('launches a trial account on its trial credit whatever the account type', async () => {
    const g = playable()[1]!;
    for (const accountType of [0, 1]) {
      const res = await call(
        'GET',
        `${launchGame.path}?vendor=${g.vassalage}&nodeId=${g.nodeId}&accountType=${accountType}`,
        trial.token,
      );
      expect(valueOf(launchGame, res).mode).toBe('trial');
    }
  });

  it('launches a lottery lobby by vendor and code lobby, and a hot match by room id', async () => {
    const lobby = valueOf(
      launchGame,
      await call('GET', `${launchGame.path}?vendor=TCG_SEA&gameId=lobby`, member.token),
    );
    expect(lobby.vassalage).toBe('TCG_SEA');
    const byCode = catalogue.find((g) => g.vassalage === 'TCG_LOTT')!;
    const res = valueOf(
      launchGame,
      await call(
        'GET',
        `${launchGame.path}?vendor=TCG_LOTT&gameId=${byCode.gameId}&showChoice=false`,
        member.token,
      ),
    );
    expect(res.nodeId).toBe(byCode.nodeId);
  });

  it('refuses an unknown game with game.not.found and a bad query with request.invalid', async () => {
    for (const q of ['vendor=AURORA&nodeId=999999', 'vendor=NOPE', `vendor=AURORA&gameId=NOPE-1`]) {
      const res = await call('GET', `${launchGame.path}?${q}&accountType=0`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('game.not.found');
    }
    const bad = await call('GET', `${launchGame.path}?vendor=AURORA&accountType=7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
  });

  it('keeps recent games last played first, 25 to a page', async () => {
    const p = await addPlayer(api);
    const played = catalogue.slice(100, 130);
    for (const g of played) {
      clock += 1000;
      valueOf(addRecentGame, await call('POST', addRecentGame.path, p.token, fav(g)));
    }
    // Playing the first again moves it to the front.
    clock += 1000;
    await call('POST', addRecentGame.path, p.token, fav(played[0]!));
    const page1 = valueOf(
      listRecentGames,
      await call('GET', `${listRecentGames.path}?page=1&clientType=2`, p.token),
    );
    const page2 = valueOf(listRecentGames, await call('GET', `${listRecentGames.path}?page=2`, p.token));
    expect(page1.list).toHaveLength(25);
    expect(page1.totalPages).toBe(2);
    expect(page1.list[0]!.nodeId).toBe(played[0]!.nodeId);
    expect(page1.list[1]!.nodeId).toBe(played[29]!.nodeId);
    expect(page2.list).toHaveLength(5);
    expect(page2.list.at(-1)!.nodeId).toBe(played[1]!.nodeId);
  });
});
