import { beforeAll, expect, it } from 'vitest';
import { listGameMenus } from '../../src/api/contract/games';
import {
  getLotteryMenu,
  getVnNumero,
  listLotteries,
  listRecentVnLottery,
} from '../../src/api/contract/lottery';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { valueOf } from './catalogueTestApp';

// 2026-11-22T08:10:00Z: a quarter past a 30-minute VN draw boundary is 08:00, the next 08:30.
const NOW = Date.parse('2026-11-22T08:10:00Z');

describeDb('game menus and lotteries', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { now: () => NOW });
  });
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('lists the game menus in the category order with their vendors and counts', async () => {
    const { list } = valueOf(listGameMenus, await get(listGameMenus.path));
    expect(list[0]).toMatchObject({ gameCategory: 'HOT', labelKey: 'hot' });
    expect(list.find((m) => m.gameCategory === 'ELOTT')).toEqual({
      gameCategory: 'ELOTT',
      labelKey: 'ELOTT',
      vendors: ['TCG_LOTTO_VN'],
      gameCount: 8,
    });
    expect(list.find((m) => m.gameCategory === 'COCKFIGHT')).toMatchObject({
      labelKey: 'Sabong',
      gameCount: 3,
    });
  });

  it('gives the lottery menu with prize modes and lobby codes', async () => {
    const { list } = valueOf(getLotteryMenu, await get(getLotteryMenu.path));
    expect(list.map((v) => [v.vassalage, v.prizeModes, v.lobbyCode])).toEqual([
      ['TCG_LOTTO_VN', ['Elott'], 'lobby'],
      ['TCG_SEA', ['Lott', 'ZY'], 'lobby'],
      ['TCG_LOTT', ['Lott', 'ZY'], 'lobby'],
    ]);
  });

  it('lists lotteries by prize mode', async () => {
    const elott = valueOf(listLotteries, await get(`${listLotteries.path}?prizeMode=Elott`)).list;
    expect(elott).toHaveLength(8);
    expect(elott.every((l) => l.vassalage === 'TCG_LOTTO_VN' && l.prizeMode === 'Elott')).toBe(true);
    const lott = valueOf(listLotteries, await get(listLotteries.path)).list;
    expect(lott).toHaveLength(14);
    expect(lott.find((l) => l.gameName === 'Quick Lotto 3 Min')?.drawIntervalSeconds).toBe(180);
    expect((await get(`${listLotteries.path}?prizeMode=Nope`)).json().errorCode).toBe('request.invalid');
  });

  it('gives the recent VN draws newest first, the same on every call', async () => {
    const url = `${listRecentVnLottery.path}?gameCode=ELOTTO-0002&size=3`;
    const { list } = valueOf(listRecentVnLottery, await get(url));
    expect(list.map((d) => [d.issueNo, d.drawTime])).toEqual([
      ['20261122-0017', '2026-11-22T08:00:00.000Z'],
      ['20261122-0016', '2026-11-22T07:30:00.000Z'],
      ['20261122-0015', '2026-11-22T07:00:00.000Z'],
    ]);
    // Mega Lotto 6/45: six distinct numbers of 1-45.
    const n = list[0]!.numbers.map(Number);
    expect(new Set(n).size).toBe(6);
    expect(n.every((x) => x >= 1 && x <= 45)).toBe(true);
    expect(valueOf(listRecentVnLottery, await get(url)).list).toEqual(list);
  });

  it('gives the VN number board: open issue, next draw and last result', async () => {
    const { list } = valueOf(getVnNumero, await get(getVnNumero.path));
    expect(list).toHaveLength(8);
    const d3 = list.find((x) => x.gameName === '3D Lotto')!;
    expect(d3).toMatchObject({ currentIssue: '20261122-0018', nextDrawTime: '2026-11-22T08:30:00.000Z' });
    expect(d3.lastDraw?.numbers).toHaveLength(3);
  });
});
