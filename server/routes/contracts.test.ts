import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  decideContract,
  getPendingContracts,
  getSalaryContracts,
  getDividendContracts,
  proposeContract,
  type Contract,
} from '../../src/api/contract/contracts';
import { dayIn, startOfDayIn } from '../../src/api/contract/zonedTime';
import { settleAllContracts } from '../agent/contracts';
import { describeDb } from '../db/testing';
import { agentContracts, ledgerEntries, members } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { addBet } from '../testing/bets';

const TZ = 'Asia/Manila';

describeDb('agent contracts', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });
  const nameOf = async (p: TestPlayer) =>
    (await t.db.select({ u: members.username }).from(members).where(eq(members.id, p.memberId)))[0]!.u;
  const bet = (p: TestPlayer, betC: number, winC: number, at: Date) =>
    addBet(t.db, p.memberId, { bet: betC, win: winC, at });
  const credits = async (p: TestPlayer, reason: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId)))
      .filter((e) => e.reason === reason)
      .map((e) => e.amount);

  it('is proposed by the upline, accepted by the downline, and pays each whole day once', async () => {
    const upline = await addPlayer(api, { type: 1 });
    const down = await addPlayer(api, { type: 1, uplineId: upline.memberId });
    const player = await addPlayer(api, { uplineId: down.memberId });
    const downName = await nameOf(down);

    // Only agents directly below, within the rate limit.
    const stranger = await addPlayer(api, { type: 1 });
    expect(
      (
        await call(api, proposeContract, {
          token: upline.token,
          body: { downline: await nameOf(stranger), kind: 'salary', rate: 5 },
        })
      ).code,
    ).toBe('member.field.invalid');
    expect(
      (
        await call(api, proposeContract, {
          token: upline.token,
          body: { downline: downName, kind: 'salary', rate: 21 },
        })
      ).code,
    ).toBe('member.field.invalid');

    const proposed = await call(api, proposeContract, {
      token: upline.token,
      body: { downline: downName, kind: 'salary', rate: 5 },
    });
    const contract = proposed.value as Contract;
    expect(contract).toMatchObject({ status: 'proposed', period: 'day', rate: 5, downline: downName });
    expect(
      (
        await call(api, proposeContract, {
          token: upline.token,
          body: { downline: downName, kind: 'salary', rate: 6 },
        })
      ).code,
    ).toBe('request.duplicate');
    expect((await call(api, getPendingContracts, { token: down.token })).value).toMatchObject({
      list: [{ id: contract.id, kind: 'salary' }],
    });
    // Only the downline decides.
    expect(
      (await call(api, decideContract, { token: upline.token, body: { id: contract.id, accept: true } }))
        .code,
    ).toBe('request.not.found');
    const accepted = await call(api, decideContract, {
      token: down.token,
      body: { id: contract.id, accept: true },
    });
    expect(accepted.value).toMatchObject({ status: 'active' });
    expect((await call(api, getPendingContracts, { token: down.token })).value).toEqual({ list: [] });

    // Accepted three days ago; the team bet ₱1,000 (player) and ₱200 (the downline itself) the day before yesterday.
    const now = Date.now();
    const dayBefore = dayIn(now - 2 * 86_400_000, TZ);
    await t.db
      .update(agentContracts)
      .set({ decidedAt: new Date(now - 3 * 86_400_000) })
      .where(eq(agentContracts.id, contract.id));
    const noon = new Date(startOfDayIn(dayBefore, TZ).getTime() + 12 * 3_600_000);
    await bet(player, 100_000, 30_000, noon);
    await bet(down, 20_000, 0, noon);
    // A bet of someone outside the team never counts.
    await bet(stranger, 999_999, 0, noon);

    const read = async () =>
      (await call(api, getSalaryContracts, { token: down.token, query: { dailysalreqtype: 'received' } }))
        .value as {
        list: Contract[];
      };
    const merchant = api.deps.merchants.byCode('demo')!;
    const [first] = await Promise.all([
      read(),
      settleAllContracts(t.db, merchant.code, TZ, new Date()),
      settleAllContracts(t.db, merchant.code, TZ, new Date()),
    ]);
    await read();
    // 0.5% of ₱1,200 is ₱6, paid once for that day; the other whole days paid nothing (no bets).
    expect(await credits(down, 'contract.salary')).toEqual([600]);
    const mine = (await read()).list[0]!;
    expect(mine.totalPaid).toBe(6);
    expect(mine.payouts.find((p) => p.periodKey === dayBefore)).toMatchObject({ bets: 1200, amount: 6 });
    // The whole days that paid nothing are settled too, but listed only the periods that paid, newest first.
    expect(mine.payouts.map((p) => p.amount)).toEqual([6]);
    expect(first.list[0]!.id).toBe(contract.id);
    // The upline sees it among those it gave.
    expect(
      (
        (await call(api, getSalaryContracts, { token: upline.token, query: { dailysalreqtype: 'given' } }))
          .value as {
          list: Contract[];
        }
      ).list.map((c) => c.id),
    ).toEqual([contract.id]);
  });

  it('stores the period the agent proposed, and refuses one its kind is not paid by', async () => {
    const upline = await addPlayer(api, { type: 1 });
    const down = await addPlayer(api, { type: 1, uplineId: upline.memberId });
    const downline = await nameOf(down);
    const propose = (kind: 'salary' | 'hourly' | 'dividend', period?: 'day' | 'hour' | 'week' | 'month') =>
      call(api, proposeContract, {
        token: upline.token,
        body: { downline, kind, rate: 5, ...(period ? { period } : {}) },
      });
    // A salary paid by the week, an hourly one by the day, a dividend by the hour: no such contracts.
    for (const [kind, period] of [
      ['salary', 'week'],
      ['hourly', 'day'],
      ['dividend', 'hour'],
    ] as const) {
      const refused = await propose(kind, period);
      expect([kind, period, refused.code]).toEqual([kind, period, 'member.field.invalid']);
    }
    expect((await propose('salary', 'day')).value).toMatchObject({ kind: 'salary', period: 'day' });
    expect((await propose('hourly', 'hour')).value).toMatchObject({ kind: 'hourly', period: 'hour' });
    expect((await propose('dividend', 'month')).value).toMatchObject({ kind: 'dividend', period: 'month' });
  });

  it('pays a dividend on the net loss, and gives types 41 and 42 no contracts and no prompt', async () => {
    const upline = await addPlayer(api, { type: 1 });
    const down = await addPlayer(api, { type: 1, uplineId: upline.memberId });
    const refused = await call(api, proposeContract, {
      token: upline.token,
      body: { downline: await nameOf(down), kind: 'dividend', rate: 300, period: 'month' },
    });
    const c = refused.value as Contract;
    expect(c.period).toBe('month');
    expect(
      (await call(api, decideContract, { token: down.token, body: { id: c.id, accept: false } })).value,
    ).toMatchObject({
      status: 'refused',
    });
    // Refused frees the kind for a new proposal.
    expect(
      (
        await call(api, proposeContract, {
          token: upline.token,
          body: { downline: await nameOf(down), kind: 'dividend', rate: 100 },
        })
      ).value,
    ).toMatchObject({ status: 'proposed', period: 'week' });

    const quiet = await addPlayer(api, { type: 41, uplineId: upline.memberId });
    expect(
      (
        await call(api, proposeContract, {
          token: upline.token,
          body: { downline: await nameOf(quiet), kind: 'salary', rate: 5 },
        })
      ).code,
    ).toBe('member.field.invalid');
    expect((await call(api, getPendingContracts, { token: quiet.token })).value).toEqual({ list: [] });
    expect(
      (
        await call(api, getDividendContracts, {
          token: quiet.token,
          query: { divtypecompperiodreq: 'received' },
        })
      ).value,
    ).toEqual({ list: [], maxRate: 500 });
    const rows = await t.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, down.memberId)));
    expect(rows.map((r) => r.status).sort()).toEqual(['proposed', 'refused']);
  });
});
