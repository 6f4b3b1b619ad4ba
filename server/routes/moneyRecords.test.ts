import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listDeposits, type Deposit } from '../../src/api/contract/deposit';
import {
  listAccountEntries,
  listWithdrawals,
  type AccountEntry,
  type Withdrawal,
} from '../../src/api/contract/withdraw';
import { describeDb } from '../db/testing';
import { deposits, members, payeeAccounts } from '../db/schema/index';
import { holdWithdrawal, decideWithdrawal } from '../money/withdrawals';
import { settleDeposit } from '../money/deposits';
import { adjustBalance } from '../money/operator';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';

interface Page<T, Totals> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totals: Totals;
}

describeDb('the load, withdraw and account records', (t) => {
  let api: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile(), { now: () => clock });
  });

  const deposit = async (p: TestPlayer, amount: number, at: number, ref: string) => {
    const [row] = await t.db
      .insert(deposits)
      .values({
        memberId: p.memberId,
        merchant: 'demo',
        channel: 'gcash',
        amount,
        provider: 'dev',
        providerRef: ref,
        createdAt: new Date(at),
        expiresAt: new Date(at + 30 * 60_000),
      })
      .returning();
    return row!;
  };
  const pay = (ref: string, amount: number) =>
    settleDeposit(t.db, {
      provider: 'dev',
      providerRef: ref,
      status: 'paid',
      amount,
      by: 'provider:dev',
      now: new Date(clock),
      bonus: () => 25_800,
    });
  const get = async <T, Totals>(
    e: typeof listDeposits | typeof listWithdrawals | typeof listAccountEntries,
    p: TestPlayer,
    query: Record<string, string> = {},
  ) => {
    const res = await call(api, e, { token: p.token, query });
    return { status: res.status, code: res.code, page: res.value as Page<T, Totals> };
  };

  it('lists deposits newest first with their status, reads a pending one past its time as expired, and totals the range', async () => {
    const p = await addPlayer(api);
    const hour = 3_600_000;
    await deposit(p, 50_000, clock - 3 * hour, 'rec-a');
    await pay('rec-a', 50_000);
    await deposit(p, 20_000, clock - 2 * hour, 'rec-b');
    await deposit(p, 10_000, clock - 10 * 60_000, 'rec-c');
    await deposit(p, 99_900, clock - 8 * 86_400_000, 'rec-old');
    const { page } = await get<Deposit, { count: number; paid: number; bonus: number }>(listDeposits, p);
    expect(page.list.map((d) => [d.amount, d.status, d.bonus])).toEqual(
      [
        [100, 'pending'],
        [200, 'expired'],
        [500, 'paid'],
      ].map(([a, s]) => [a, s, s === 'paid' ? 258 : 0]),
    );
    expect(page.totals).toEqual({ count: 3, paid: 500, bonus: 258 });
    expect(page.list[0]!.channelName).toBe('GCash');

    const paged = await get<Deposit, unknown>(listDeposits, p, { pageSize: '2', pageNo: '2' });
    expect(paged.page).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(paged.page.list.map((d) => d.amount)).toEqual([500]);
    const older = await get<Deposit, unknown>(listDeposits, p, {
      from: new Date(clock - 9 * 86_400_000).toISOString(),
      to: new Date(clock - 7 * 86_400_000).toISOString(),
    });
    expect(older.page.list.map((d) => d.amount)).toEqual([999]);
    const other = await addPlayer(api);
    expect((await get<Deposit, unknown>(listDeposits, other)).page.list).toEqual([]);
  });

  it('lists withdrawals with the payee masked, a rejection with its remark, and the paid and pending totals', async () => {
    const p = await addPlayer(api, { balance: 100_000 });
    const [payee] = await t.db
      .insert(payeeAccounts)
      .values({
        memberId: p.memberId,
        bankCode: 'bdo',
        accountName: 'Ana',
        accountNumber: '001234567890',
        createdAt: new Date(),
      })
      .returning();
    const hold = (amount: number) =>
      t.db.transaction((tx) =>
        holdWithdrawal(tx, { memberId: p.memberId, payee: payee!, amount, now: new Date(clock) }),
      );
    const a = await hold(10_000);
    const b = await hold(20_000);
    await hold(30_000);
    const decide = (id: number, decision: 'approve' | 'reject', reason: string) =>
      decideWithdrawal(t.db, { id, decision, operator: 'alice', reason, now: new Date(clock) });
    await decide(a.withdrawal.id, 'approve', 'sent');
    await decide(b.withdrawal.id, 'reject', 'Account name does not match');
    const { page } = await get<Withdrawal, { count: number; paid: number; pending: number }>(
      listWithdrawals,
      p,
    );
    expect(page.list.map((w) => [w.amount, w.status, w.remark])).toEqual([
      [300, 'pending', null],
      [200, 'rejected', 'Account name does not match'],
      [100, 'paid', null],
    ]);
    expect(page.list[0]).toMatchObject({ bankName: 'BDO Unibank', accountNumberMasked: '•••• 7890' });
    expect(page.totals).toEqual({ count: 3, paid: 100, pending: 300 });
  });

  it("lists every ledger entry of the member, and the agent's downline in the agent view", async () => {
    const agent = await addPlayer(api, { type: 1 });
    const down = await addPlayer(api, { balance: 5_000 });
    await t.db.update(members).set({ uplineId: agent.memberId }).where(eq(members.id, down.memberId));
    const stranger = await addPlayer(api, { balance: 7_000 });
    await adjustBalance(t.db, {
      memberId: down.memberId,
      amount: -1_500,
      operator: 'bob',
      reason: 'chargeback',
      now: new Date(),
    });

    // Ledger entries carry the database's time; the range ends at the server clock.
    clock = Date.now() + 1000;
    const own = await get<AccountEntry, { count: number; in: number; out: number }>(listAccountEntries, down);
    expect(own.page.list.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['operator.adjust', -15, 35],
      ['test.deposit', 50, 50],
    ]);
    expect(own.page.totals).toEqual({ count: 2, in: 50, out: 15 });

    const team = await get<AccountEntry, unknown>(listAccountEntries, agent, { types: 'A' });
    expect(team.status).toBe(200);
    expect(new Set(team.page.list.map((e) => e.account)).size).toBe(1);
    expect(team.page.list).toHaveLength(2);
    const [downRow] = await t.db.select().from(members).where(eq(members.id, down.memberId));
    expect(team.page.list[0]!.account).toBe(downRow!.username);

    const refused = await get<AccountEntry, unknown>(listAccountEntries, stranger, { types: 'A' });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('function.not.available');
  });
});
