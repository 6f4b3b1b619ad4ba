import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGames,
  listHotGames,
  listHotGamesGet,
  listHotMatches,
  listVassalGameTypes,
  listVendors,
} from '../../src/api/contract/games';
import { describeDb } from '../db/testing';
import { catalogueTestApp, valueOf } from './catalogueTestApp';

describeDb('the game catalogue calls', (t) => {
  let app: FastifyInstance;
  /** The same app with the database's change feed, as `npm start` runs: finer lists come from the kept catalogue. */
  let kept: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  /** A game list, which both apps must answer alike. */
  const list = async (qs: string) => {
    const url = `${listGames.path}?${qs}`;
    const plain = valueOf(listGames, await get(url));
    expect({ qs, answer: valueOf(listGames, await kept.inject({ method: 'GET', url })) }).toEqual({
      qs,
      answer: plain,
    });
    return plain;
  };

  beforeAll(async () => {
    app = await catalogueTestApp(t.db);
    kept = await catalogueTestApp(t.db, undefined, t.changes);
  });
  afterAll(async () => {
    await app.close();
    await kept.close();
  });

  it('pages the game list 26 at a time from page 1 by default', async () => {
    const first = await list('clientType=2&platform=html5');
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBeGreaterThanOrEqual(Math.ceil(600 / 26));
    const last = await list(`pageNo=${first.totalPages}`);
    expect(last.games.length).toBeGreaterThan(0);
    expect(last.games.length).toBeLessThanOrEqual(26);
    const past = await list(`pageNo=${first.totalPages + 1}`);
    expect(past.games).toEqual([]);
    const second = await list('pageNo=2');
    expect(second.games[0]!.nodeId).not.toBe(first.games[0]!.nodeId);
  });

  it('filters by game type, vendor, classification, minimum bet and new games together', async () => {
    const rng = await list('gameType=RNG&pageSize=200');
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const fish = await list('gameType=FISH&pageSize=200');
    expect(fish.games.length).toBeGreaterThan(0);
    expect(fish.games.every((g) => g.gameType === 'FISH')).toBe(true);
    const aurora = await list('gameType=RNG&vassalage=AURORA&pageSize=200');
    expect(aurora.games.length).toBeGreaterThan(26);
    expect(aurora.games.every((g) => g.vassalage === 'AURORA')).toBe(true);
    const slots = await list('gameType=RNG&gameClassify=MEGAWAYS&minBet=0.05');
    expect(slots.games.length).toBeGreaterThan(0);
    expect(slots.games.every((g) => g.gameClassify === 'MEGAWAYS' && g.minBet === 0.05)).toBe(true);
    const fresh = await list('isNew=true&pageSize=200');
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const inhouse = await list('gameType=INHOUSE');
    expect(inhouse.games.every((g) => g.vassalage === 'TCG_INHOUSE' && g.gameType === 'RNG')).toBe(true);
  });

  it('searches by part of a game name, ignoring case, with % and _ taken literally', async () => {
    const [sample] = (await list('gameType=RNG')).games;
    const word = sample!.gameName.split(' ')[1]!.toLowerCase();
    const found = await list(`gameName=${encodeURIComponent(word)}&pageSize=200`);
    expect(found.games.length).toBeGreaterThan(0);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes(word))).toBe(true);
    expect((await list('gameName=%25')).games).toEqual([]);
    expect((await list('gameName=zzzz-no-such-game')).totalPages).toBe(0);
  });

  it('ignores a token parameter and refuses a bad page number with a 400 envelope', async () => {
    expect((await list('token=abc')).games).toHaveLength(26);
    const bad = await get(`${listGames.path}?pageNo=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect((await get(`${listGames.path}?pageSize=abc`)).statusCode).toBe(400);
  });

  it('lists hot games by POST and by GET, optionally of one type', async () => {
    const body = { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: 'demo' };
    const posted = valueOf(
      listHotGames,
      await app.inject({ method: 'POST', url: listHotGames.path, payload: body }),
    );
    expect(posted.list.length).toBeGreaterThan(10);
    const got = valueOf(listHotGamesGet, await get(`${listHotGamesGet.path}?isPlatform=2&platform=html5`));
    expect(got.list.map((g) => g.nodeId)).toEqual(posted.list.map((g) => g.nodeId));
    const hotTab = await list('gameType=HOT&pageSize=200');
    expect(hotTab.games.map((g) => g.nodeId).sort()).toEqual(got.list.map((g) => g.nodeId).sort());
    const live = valueOf(listHotGamesGet, await get(`${listHotGamesGet.path}?gameType=LIVE`));
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('lists vendors with icons and tiles, all vassalages, and vendors per game type', async () => {
    const all = valueOf(listAllVassalages, await get(listAllVassalages.path));
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all[0]!.tileUrl).toBe(`/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${all[0]!.vassalage}-WHITE.png`);
    const fish = valueOf(listVendors, await get(`${listVendors.path}?gameType=FISH`));
    expect(fish.map((v) => v.vassalage).sort()).toEqual(['AURORA_FISH', 'KIRIN_FISH', 'SIRENA']);
    // The sports lobby: sports vendors only; e-sports and sabong vendors (games of type SPORTS) have their own.
    const sports = valueOf(listVendors, await get(`${listVendors.path}?gameType=SPORTS`));
    expect(sports.length).toBeGreaterThan(0);
    const esportsVendors = valueOf(listVendors, await get(`${listVendors.path}?gameType=ESPORTS`));
    const sabong = valueOf(listVendors, await get(`${listVendors.path}?gameType=COCKFIGHT`));
    expect(esportsVendors.length).toBeGreaterThan(0);
    expect(sabong.length).toBeGreaterThan(0);
    const elsewhere = new Set([...esportsVendors, ...sabong].map((v) => v.vassalage));
    expect(sports.filter((v) => elsewhere.has(v.vassalage))).toEqual([]);
    const byType = valueOf(listVassalGameTypes, await get(listVassalGameTypes.path));
    const esports = byType.find((t) => t.gameType === 'ESPORTS');
    expect(esports?.vendors.length).toBeGreaterThan(0);
  });

  it('gives the category order with vendors and label keys', async () => {
    const cfg = valueOf(getGameVendorConfig, await get(getGameVendorConfig.path));
    expect(cfg.sorting[0]!.gameCategory).toBe('HOT');
    expect(cfg.sorting.find((s) => s.gameCategory === 'COCKFIGHT')!.vendorNames.length).toBeGreaterThan(0);
    expect(cfg.mapping.COCKFIGHT).toBe('Sabong');
  });

  it('sorts the winner board highest win first', async () => {
    const { list: board } = valueOf(getWinnerBoard, await get(getWinnerBoard.path));
    expect(board.length).toBeGreaterThan(5);
    const amounts = board.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('lists hot matches soonest first with league and team images', async () => {
    const { list: matches } = valueOf(listHotMatches, await get(listHotMatches.path));
    expect(matches.length).toBeGreaterThan(3);
    expect(matches[0]!.homeTeamImageUrl).toMatch(/^\/cdn\/img\/team\/[A-Z-]+\.png$/);
    const times = matches.map((m) => Date.parse(m.matchTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
