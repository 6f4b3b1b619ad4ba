import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { deposits, members, payeeAccounts, withdrawals } from '../db/schema/index';
import { describeDb } from '../db/testing';
import { memberTree } from '../testing/memberTree';
import { teamMoneyTotals } from './reports';

// The team's kept money sums (team_money_buckets, migration 0029) must always equal what the paid deposits and
// withdrawals themselves say, per agent and quarter hour: after a deposit is paid, paid at once, failed, changed by
// hand while paid, reversed and removed; after a withdrawal is paid or rejected; after a member moves with its team
// and its money; after a member is removed. And the overview's totals from them must equal the rows' own.

describeDb('the kept team money', (t) => {
  const { ids, join: joinAs } = memberTree(t);
  let payee = 0;
  let ref = 0;
  const at = (iso: string) => new Date(iso);

  const join = (username: string, upline: string | null, type = 0) => joinAs(username, upline, { type });

  async function deposit(who: string, amount: number, status: string, settledAt: string | null) {
    const [row] = await t.db
      .insert(deposits)
      .values({
        memberId: ids[who]!,
        merchant: 'demo',
        channel: 'gcash',
        amount,
        status,
        provider: 'test',
        providerRef: `r${++ref}`,
        createdAt: at('2026-11-01T00:00:00Z'),
        expiresAt: at('2026-11-01T00:30:00Z'),
        settledAt: settledAt === null ? null : at(settledAt),
      })
      .returning({ id: deposits.id });
    return row!.id;
  }

  async function withdrawal(who: string, amount: number, status: string, decidedAt: string | null) {
    const [row] = await t.db
      .insert(withdrawals)
      .values({
        memberId: ids[who]!,
        payeeId: payee,
        payee: { bankCode: 'GCASH', accountName: 'Test', accountNumber: '09170000000' },
        amount,
        status,
        requestedAt: at('2026-11-01T00:00:00Z'),
        decidedAt: decidedAt === null ? null : at(decidedAt),
      })
      .returning({ id: withdrawals.id });
    return row!.id;
  }

  type Row = {
    agent: number;
    bucket: string;
    deposits: number;
    deposit: number;
    withdrawals: number;
    withdraw: number;
  };
  const rowsOf = (result: unknown): Row[] =>
    (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
      agent: Number(r.agent),
      bucket: new Date(r.bucket as string).toISOString(),
      deposits: Number(r.deposits),
      deposit: Number(r.deposit),
      withdrawals: Number(r.withdrawals),
      withdraw: Number(r.withdraw),
    }));

  /** What the kept sums say, rows of nothing left out. */
  async function kept(): Promise<Row[]> {
    return rowsOf(
      await t.db.execute(sql`select agent_id as agent, bucket, deposits, deposit, withdrawals, withdraw
        from team_money_buckets where deposits <> 0 or deposit <> 0 or withdrawals <> 0 or withdraw <> 0
        order by 1, 2`),
    );
  }

  /** What the rows say: every paid deposit and withdrawal, summed for each agent above its member (walked from the accounts). */
  async function truth(): Promise<Row[]> {
    return rowsOf(
      await t.db.execute(sql`
        with recursive walk(agent_id, member_id) as (
          select upline_id, id from members where upline_id is not null
          union all
          select w.agent_id, m.id from walk w join members m on m.upline_id = w.member_id
        ), money as (
          select member_id, settled_at as at, 1 as deposits, amount as deposit, 0 as withdrawals, 0::bigint as withdraw
          from deposits where status = 'paid' and settled_at is not null
          union all
          select member_id, decided_at, 0, 0::bigint, 1, amount from withdrawals where status = 'paid' and decided_at is not null
        )
        select w.agent_id as agent, date_bin('15 minutes', m.at, timestamptz '2000-01-01 00:00:00+00') as bucket,
          sum(m.deposits) as deposits, sum(m.deposit) as deposit, sum(m.withdrawals) as withdrawals,
          sum(m.withdraw) as withdraw
        from walk w join money m on m.member_id = w.member_id group by 1, 2 order by 1, 2`),
    );
  }

  const same = async (step: string) => expect(await kept(), step).toEqual(await truth());

  beforeAll(async () => {
    await join('agent', null, 1);
    await join('sub', 'agent', 1);
    await join('a', 'sub');
    await join('b', 'agent');
    await join('other', null, 1);
    await join('loner', null);
    const [row] = await t.db
      .insert(payeeAccounts)
      .values({
        memberId: ids.loner!,
        bankCode: 'GCASH',
        accountName: 'Test',
        accountNumber: '09170000000',
        createdAt: at('2026-11-01T00:00:00Z'),
      })
      .returning({ id: payeeAccounts.id });
    payee = row!.id;
  });

  it('follows every write to deposits and withdrawals, moves and removals', async () => {
    const pending = await deposit('a', 10_000, 'pending', null);
    await same('a pending deposit counts nowhere');
    expect(await kept()).toEqual([]);
    await t.db
      .update(deposits)
      .set({ status: 'paid', settledAt: at('2026-11-02T10:07:00Z') })
      .where(eq(deposits.id, pending));
    await same('paid: sub and agent, in the 10:00 quarter hour');
    expect((await kept()).map((r) => [r.agent, r.bucket, r.deposit])).toEqual([
      [ids.agent, '2026-11-02T10:00:00.000Z', 10_000],
      [ids.sub, '2026-11-02T10:00:00.000Z', 10_000],
    ]);
    await deposit('b', 2_500, 'paid', '2026-11-02T10:14:59Z');
    await deposit('b', 99_999, 'failed', null);
    await deposit('loner', 7_000, 'paid', '2026-11-02T10:00:00Z');
    await same('paid at once; a failed one; a member without an agent');
    // Changed by hand while paid: another amount, then another time; then no longer paid; then removed.
    await t.db.update(deposits).set({ amount: 12_000 }).where(eq(deposits.id, pending));
    await same('amount changed');
    await t.db
      .update(deposits)
      .set({ settledAt: at('2026-11-03T00:00:00Z') })
      .where(eq(deposits.id, pending));
    await same('time changed');
    await t.db.update(deposits).set({ settledBy: 'operator:x' }).where(eq(deposits.id, pending));
    await same('nothing of the sums changed');
    const second = await deposit('a', 500, 'paid', '2026-11-03T00:01:00Z');
    await t.db.update(deposits).set({ status: 'failed' }).where(eq(deposits.id, second));
    await same('no longer paid');
    await t.db.delete(deposits).where(eq(deposits.id, pending));
    await same('removed');

    const w = await withdrawal('a', 3_000, 'pending', null);
    await withdrawal('b', 400, 'rejected', '2026-11-02T11:00:00Z');
    await same('pending and rejected withdrawals count nowhere');
    await t.db
      .update(withdrawals)
      .set({ status: 'paid', decidedAt: at('2026-11-02T11:20:00Z') })
      .where(eq(withdrawals.id, w));
    await deposit('a', 8_000, 'paid', '2026-11-02T11:29:00Z');
    await same('a paid withdrawal beside a deposit in one quarter hour');

    // The sub-agent moves to another agent, taking a's money along; then b moves below the sub-agent.
    await t.db.update(members).set({ uplineId: ids.other! }).where(eq(members.id, ids.sub!));
    await same('moved with its team');
    await t.db.update(members).set({ uplineId: ids.sub! }).where(eq(members.id, ids.b!));
    await same('moved below a sub-agent');
    await t.db.update(members).set({ uplineId: null }).where(eq(members.id, ids.b!));
    await same('moved to no agent');

    // Removed: its money leaves its agents' sums.
    await t.db.delete(members).where(eq(members.id, ids.a!));
    await same('a member removed');
    expect((await kept()).length).toBe(0);
  });

  it('gives the overview the same totals as the rows, for whole quarter hours and for any other period', async () => {
    await join('c', 'agent');
    await deposit('c', 1_000, 'paid', '2026-11-05T08:00:00Z');
    await deposit('c', 2_000, 'paid', '2026-11-05T08:14:00Z');
    await deposit('c', 4_000, 'paid', '2026-11-05T08:15:00Z');
    await deposit('c', 8_000, 'paid', '2026-11-05T09:59:59Z');
    await deposit('c', 16_000, 'paid', '2026-11-05T10:00:00Z');
    await withdrawal('c', 300, 'paid', '2026-11-05T09:00:00Z');
    const whole = { from: at('2026-11-05T08:00:00Z'), to: at('2026-11-05T10:00:00Z') };
    expect(await teamMoneyTotals(t.db, ids.agent!, whole)).toEqual({
      deposits: 4,
      deposit: 15_000,
      withdrawals: 1,
      withdraw: 300,
    });
    // Not a run of whole quarter hours: read from the rows.
    const odd = { from: at('2026-11-05T08:10:00Z'), to: at('2026-11-05T10:00:00.001Z') };
    expect(await teamMoneyTotals(t.db, ids.agent!, odd)).toEqual({
      deposits: 4,
      deposit: 30_000,
      withdrawals: 1,
      withdraw: 300,
    });
    expect(await teamMoneyTotals(t.db, ids.other!, whole)).toEqual({
      deposits: 0,
      deposit: 0,
      withdrawals: 0,
      withdraw: 0,
    });
  });
});
