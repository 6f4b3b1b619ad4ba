import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listBetRecords } from '../../src/api/contract/bets';
import { getLotteryIssue, listLotteryBets, placeLotteryBet } from '../../src/api/contract/lotteryBets';
import { describeDb } from '../db/testing';
import { gameBets, ledgerEntries, lotteryBets } from '../db/schema/index';
import { bigSmallOf } from '../games/bigSmall';
import { settleDueLotteryBets } from '../games/lotteryBets';
import { drawNumbers, drawSecret } from '../games/lotteryDraws';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';
import { valueOf } from './catalogueTestApp';

/** Quick Lotto 5 Min: draws every 300 s; its digits decide big/small. */
const QUICK5 = { gameCode: 'SEALOTT-0003', gameName: 'Quick Lotto 5 Min', gameType: 'LOTT' };
/** One second after a draw of every 5-minute lottery. */
const START = 300_000 * 5_900_000 + 1000;

describeDb('big/small lottery bets', (t) => {
  let api: TestApp;
  let clock = START;
  let key = 0;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { now: () => clock });
  });
  const issue = async (gameCode = QUICK5.gameCode) =>
    valueOf(
      getLotteryIssue,
      await api.app.inject({ method: 'GET', url: `${getLotteryIssue.path}?gameCode=${gameCode}` }),
    );
  const bet = (
    token: string,
    body: Record<string, unknown>,
    idempotencyKey: string | null = `lottery-key-${++key}`,
  ) =>
    api.app.inject({
      method: 'POST',
      url: placeLotteryBet.path,
      headers: { authorization: token, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { gameCode: QUICK5.gameCode, pick: 'BIG', amount: 10, ...body },
    });
  const myBets = async (token: string) =>
    valueOf(
      listLotteryBets,
      await api.app.inject({
        method: 'GET',
        url: `${listLotteryBets.path}?gameCode=${QUICK5.gameCode}`,
        headers: { authorization: token },
      }),
    ).list;
  const ledgerOf = (memberId: number) =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));

  it('shows the open issue, when it closes and draws, and the rule only for five-digit lotteries', async () => {
    const open = await issue();
    expect(Date.parse(open.drawTime)).toBe(START - 1000 + 300_000);
    expect(Date.parse(open.closesAt)).toBe(START - 1000 + 290_000);
    expect(open.bigSmall).toEqual({ odds: 1.95, minAmount: 1, maxAmount: 10_000, closeBeforeSeconds: 10 });
    expect(open.lastDraw.numbers).toHaveLength(5);
    expect((await issue('ELOTTO-0002')).bigSmall).toBeNull();
    const unknown = await api.app.inject({ method: 'GET', url: `${getLotteryIssue.path}?gameCode=NOPE` });
    expect(unknown.json().errorCode).toBe('game.not.found');
  });

  it('debits the stake once per Idempotency-Key and writes the bet record at once', async () => {
    const p = await addPlayer(api, { balance: 5_000 });
    const { issueNo } = await issue();
    const first = valueOf(placeLotteryBet, await bet(p.token, { issueNo, amount: 20 }, 'same-key'));
    expect(first.balance).toBe(30);
    expect(first.bet).toMatchObject({ issueNo, pick: 'BIG', amount: 20, status: 'open', win: 0 });
    const replay = valueOf(placeLotteryBet, await bet(p.token, { issueNo, amount: 20 }, 'same-key'));
    expect(replay).toEqual(first);
    expect(await balanceOf(t.db, p.memberId)).toBe(3_000);
    const other = await bet(p.token, { issueNo, amount: 5 }, 'same-key');
    expect(other.json().errorCode).toBe('request.duplicate');
    expect((await bet(p.token, { issueNo }, null)).json().errorCode).toBe('request.invalid');
    const records = valueOf(
      listBetRecords,
      await api.app.inject({
        method: 'GET',
        url: `${listBetRecords.path}?gameType=LOTT`,
        headers: { authorization: p.token },
      }),
    );
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ gameName: QUICK5.gameName, bet: 20, win: 0, balanceAfter: 30 });
    expect(await myBets(p.token)).toHaveLength(1);
  });

  it('refuses a stake above the balance with wallet.insufficient.funds and writes nothing', async () => {
    const p = await addPlayer(api, { balance: 500 });
    const res = await bet(p.token, { issueNo: (await issue()).issueNo, amount: 6 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient.funds' });
    expect(await balanceOf(t.db, p.memberId)).toBe(500);
    expect(await myBets(p.token)).toEqual([]);
    expect(await ledgerOf(p.memberId)).toHaveLength(1);
  });

  it('refuses a closed or past issue with lottery.draw.closed', async () => {
    const p = await addPlayer(api, { balance: 5_000 });
    const { issueNo, closesAt } = await issue();
    clock = Date.parse(closesAt);
    try {
      const closed = await bet(p.token, { issueNo });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errorCode).toBe('lottery.draw.closed');
      expect((await bet(p.token, { issueNo: '20000101-0001' })).json().errorCode).toBe('lottery.draw.closed');
      expect((await issue()).issueNo).not.toBe(issueNo);
    } finally {
      clock = START;
    }
    expect(await balanceOf(t.db, p.memberId)).toBe(5_000);
  });

  it('refuses amounts that are not whole pesos within the limits, lotteries without big/small, and trial accounts', async () => {
    const p = await addPlayer(api, { balance: 5_000_000 });
    const { issueNo } = await issue();
    for (const amount of [0, 1.5, 10_001, -1])
      expect((await bet(p.token, { issueNo, amount })).json().errorCode).toBe('request.invalid');
    const six = await bet(p.token, {
      issueNo: (await issue('ELOTTO-0002')).issueNo,
      gameCode: 'ELOTTO-0002',
    });
    expect(six.json().errorCode).toBe('request.invalid');
    const trial = await addPlayer(api, { type: 4, balance: 200_000 });
    expect((await bet(trial.token, { issueNo })).json().errorCode).toBe('game.play.unsupported');
    expect(await balanceOf(t.db, p.memberId)).toBe(5_000_000);
  });

  it('settles after the draw: the winning side is paid 1.95 times once, the losing side nothing', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const open = await issue();
    valueOf(placeLotteryBet, await bet(p.token, { issueNo: open.issueNo, pick: 'BIG', amount: 10 }));
    valueOf(placeLotteryBet, await bet(p.token, { issueNo: open.issueNo, pick: 'SMALL', amount: 10 }));
    expect(await balanceOf(t.db, p.memberId)).toBe(8_000);
    expect((await myBets(p.token)).every((b) => b.status === 'open')).toBe(true);

    clock = Date.parse(open.drawTime);
    try {
      const [placed] = await t.db.select().from(lotteryBets).where(eq(lotteryBets.memberId, p.memberId));
      const secret = drawSecret(api.deps.serverKey.privateKey);
      const digits = drawNumbers(QUICK5, placed!.drawIndex, secret);
      const winner = bigSmallOf(digits);
      const settled = await myBets(p.token);
      expect(settled.map((b) => [b.pick, b.status, b.win])).toEqual(
        [...settled].map((b) => [b.pick, b.pick === winner ? 'won' : 'lost', b.pick === winner ? 19.5 : 0]),
      );
      expect(settled.every((b) => JSON.stringify(b.numbers) === JSON.stringify(digits))).toBe(true);
      expect(await balanceOf(t.db, p.memberId)).toBe(8_000 + 1_950);
      // Settling again pays nothing more: every bet of this member is settled.
      expect(await settleDueLotteryBets(t.db, secret, clock, p.memberId)).toBe(0);
      expect(await balanceOf(t.db, p.memberId)).toBe(9_950);
      const records = await t.db.select().from(gameBets).where(eq(gameBets.memberId, p.memberId));
      expect(records.map((r) => r.win).sort()).toEqual([0, 1_950]);
      const reasons = (await ledgerOf(p.memberId)).map((e) => e.reason);
      expect(reasons.filter((r) => r === 'lottery.win')).toHaveLength(1);
    } finally {
      clock = START;
    }
  });
});
