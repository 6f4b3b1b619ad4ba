import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  claimRebate,
  getRebateQuote,
  getVipStatus,
  listRebateClaims,
  type RebateQuote,
  type VipStatus,
} from '../../src/api/contract/vip';
import { describeDb } from '../db/testing';
import { ledgerEntries, members } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';
import { levelFor, rebateOf } from '../money/vip';
import { addBet } from '../testing/bets';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);

describeDb('VIP levels and the manual rebate', (t) => {
  let api: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile(), { now: () => clock });
  });
  /** A bet record of `pesos` staked, `daysAgo` before now. */
  const bet = (p: TestPlayer, pesos: number, daysAgo: number) =>
    addBet(t.db, p.memberId, { bet: pesos * 100, at: new Date(clock - daysAgo * DAY) });

  it('computes levels and rebates from centavos', () => {
    const levels = api.deps.merchants.byCode('demo')!.money.vipLevels;
    expect(levelFor(levels, 0).level).toBe(0);
    expect(levelFor(levels, 499_999).level).toBe(0);
    expect(levelFor(levels, 500_000).level).toBe(1);
    expect(rebateOf(600_000, 50)).toBe(3_000);
    expect(rebateOf(199, 30)).toBe(0);
  });

  it('reaches a level from real bets of the last 30 days only, and keeps it on the member', async () => {
    const p = await addPlayer(api);
    await bet(p, 4000, 2);
    await bet(p, 2000, 29);
    await bet(p, 90_000, 31);
    const vip = (await call(api, getVipStatus, { token: p.token, headers: { language: 'EN' } }))
      .value as VipStatus;
    expect(vip).toMatchObject({
      level: 1,
      name: 'Bronze',
      validBets: 6000,
      rebatePercent: 0.5,
      windowDays: 30,
    });
    expect(vip.next).toEqual({ level: 2, name: 'Silver', minValidBets: 50000, remaining: 44000 });
    expect(vip.levels).toHaveLength(6);
    // The level names are the merchant's, in the reader's language (merchants.json gives TY and EN).
    const ty = (await call(api, getVipStatus, { token: p.token, headers: { language: 'TY' } }))
      .value as VipStatus;
    expect([ty.name, ty.next?.name, ty.levels.at(-1)!.name]).toEqual(['Bronse', 'Pilak', 'Diyamante']);
    const [row] = await t.db.select().from(members).where(eq(members.id, p.memberId));
    expect(row!.vipLevel).toBe(1);
  });

  it('pays the rebate of a period once, whatever the keys, and the next claim starts where it ended', async () => {
    const p = await addPlayer(api);
    await bet(p, 6000, 1);
    const quote = (await call(api, getRebateQuote, { token: p.token })).value as RebateQuote;
    expect(quote).toMatchObject({ validBets: 6000, rebatePercent: 0.5, level: 1, amount: 30, min: 1 });
    const first = await call(api, claimRebate, {
      token: p.token,
      body: {},
      idempotencyKey: 'rebate-key-one',
    });
    expect(first.status).toBe(200);
    expect(
      (await call(api, claimRebate, { token: p.token, body: {}, idempotencyKey: 'rebate-key-one' })).value,
    ).toEqual(first.value);
    expect(
      (await call(api, claimRebate, { token: p.token, body: {}, idempotencyKey: 'rebate-key-two' })).code,
    ).toBe('rebate.nothing');
    expect(await balanceOf(t.db, p.memberId)).toBe(3_000);
    clock += 60_000;
    await bet(p, 1000, 1 / 86_400);
    const next = (await call(api, getRebateQuote, { token: p.token })).value as RebateQuote;
    expect(next).toMatchObject({ validBets: 1000, amount: 5 });
    await call(api, claimRebate, { token: p.token, body: {}, idempotencyKey: 'rebate-key-three' });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['rebate.manual', 3_000],
      ['rebate.manual', 500],
    ]);
    const report = (await call(api, listRebateClaims, { token: p.token })).value as {
      list: { amount: number }[];
      totals: { count: number; amount: number };
    };
    expect(report.list.map((c) => c.amount)).toEqual([5, 30]);
    expect(report.totals).toEqual({ count: 2, amount: 35 });
  });

  it('is refused when the merchant turns the flags off, and to trial accounts', async () => {
    const p = await addPlayer(api);
    api.deps.merchants.override('*', { flags: { MANPLAYREB3: false, VIPBENEFIT: false } });
    try {
      expect((await call(api, getRebateQuote, { token: p.token })).code).toBe('function.not.available');
      expect((await call(api, getVipStatus, { token: p.token })).code).toBe('function.not.available');
    } finally {
      api.deps.merchants.override('*', null);
    }
    const trial = await addPlayer(api, { type: 4 });
    expect((await call(api, getVipStatus, { token: trial.token })).code).toBe('function.not.available');
  });
});
