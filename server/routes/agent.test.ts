import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  getTeamKpi,
  getTeamOverview,
  getTeamPnl,
  listTeamBets,
  listTeamMembers,
  listAgentNotices,
  openDownlineAccount,
  readAgentNotice,
} from '../../src/api/contract/agent';
import { dayIn } from '../../src/api/contract/zonedTime';
import { describeDb } from '../db/testing';
import { announcements } from '../db/schema/catalogue';
import { deposits, gameBets, members, payeeAccounts, sessions } from '../db/schema/index';
import { settleDeposit } from '../money/deposits';
import { decideWithdrawal, holdWithdrawal } from '../money/withdrawals';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { credit } from '../wallet/ledger';
import { addBet } from '../testing/bets';

describeDb('the agent team figures and notices', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });
  const today = () => dayIn(Date.now(), 'Asia/Manila');
  const bet = (p: TestPlayer, at = new Date()) =>
    t.db.insert(gameBets).values({
      memberId: p.memberId,
      nodeId: 1,
      gameName: 'Demo Slot',
      vassalage: 'DEMO',
      gameType: 'RNG',
      bet: 1000,
      win: 0,
      balanceAfter: 0,
      outcome: [],
      reference: `test:${Math.random()}`,
      createdAt: at,
    });
  const kpi = async (agent: TestPlayer, startDate = today(), endDate = today(), size = 0) =>
    call(api, getTeamKpi, { token: agent.token, query: { startDate, endDate, size: String(size) } });

  it('counts the whole team below the agent, at any depth, from real sign-ins, bets, accounts and sessions', async () => {
    const agent = await addPlayer(api, { type: 1 });
    const sub = await addPlayer(api, { type: 1, uplineId: agent.memberId });
    const a = await addPlayer(api, { uplineId: agent.memberId });
    const b = await addPlayer(api, { uplineId: sub.memberId });
    // Registered long ago, never signed in: counted nowhere today.
    await addPlayer(api, { uplineId: sub.memberId, regDate: new Date('2024-01-01'), session: false });
    // Someone else's member: never counted.
    const stranger = await addPlayer(api);
    await bet(stranger);
    await bet(a);
    await bet(a);
    await bet(b, new Date('2024-01-02T00:00:00Z'));
    // b's session went quiet 10 minutes ago: signed in today, not online.
    await t.db.execute(
      sql`update ${sessions} set last_seen_at = now() - interval '10 minutes' where member_id = ${b.memberId}`,
    );
    const first = await kpi(agent);
    expect(first.value).toEqual({
      list: [],
      footer: {
        teamLoginMemberCount: 3,
        teamBetMemberCount: 1,
        teamRegisterMemberCount: 3,
        teamOnlineCount: 2,
      },
    });
    // The sub-agent sees only its own team.
    expect((await kpi(sub)).value).toMatchObject({
      footer: {
        teamLoginMemberCount: 1,
        teamBetMemberCount: 0,
        teamRegisterMemberCount: 1,
        teamOnlineCount: 0,
      },
    });
    const days = await kpi(agent, '2024-01-01', '2024-01-03', 10);
    expect(days.code).toBeUndefined();
    expect(days.value).toMatchObject({
      list: [
        { day: '2024-01-02', bettors: 1, registrations: 0 },
        { day: '2024-01-01', registrations: 1 },
      ],
      footer: { teamBetMemberCount: 1, teamRegisterMemberCount: 1 },
    });
  });

  it('refuses members and bad periods', async () => {
    const member = await addPlayer(api);
    expect((await kpi(member)).code).toBe('function.not.available');
    const agent = await addPlayer(api, { type: 1 });
    expect((await kpi(agent, '2026-02-10', '2026-02-01')).code).toBe('request.invalid');
    expect((await kpi(agent, '2026-01-01', '2026-12-31')).code).toBe('request.invalid');
  });

  it('marks agent notices read one by one, and counts the unread', async () => {
    const now = new Date();
    const ids = [901, 902];
    for (const id of ids)
      await t.db.insert(announcements).values({
        id,
        type: 'A',
        groupName: 'm_home',
        title: `Agent news ${id}`,
        content: '<p>news</p>',
        url: '',
        images: [],
        translations: {},
        startDate: new Date(now.getTime() - 3_600_000),
        endDate: new Date(now.getTime() + 86_400_000),
        noExpiry: false,
        sort: id,
      });
    const agent = await addPlayer(api, { type: 1 });
    const list = await call(api, listAgentNotices, { token: agent.token });
    const value = list.value as { list: { id: number; read: boolean }[]; footer: { unreadCount: number } };
    const unread = value.footer.unreadCount;
    expect(value.list.filter((n) => ids.includes(n.id)).every((n) => !n.read)).toBe(true);
    const read = await call(api, readAgentNotice, { token: agent.token, body: { id: 901 } });
    expect(read.value).toEqual({ unreadCount: unread - 1 });
    // Reading twice changes nothing.
    expect((await call(api, readAgentNotice, { token: agent.token, body: { id: 901 } })).value).toEqual({
      unreadCount: unread - 1,
    });
    expect((await call(api, readAgentNotice, { token: agent.token, body: { id: 999999 } })).code).toBe(
      'request.not.found',
    );
    const member = await addPlayer(api);
    expect((await call(api, listAgentNotices, { token: member.token })).code).toBe('function.not.available');
  });

  it('opens an account directly below the agent, by the register rules, once per name', async () => {
    const agent = await addPlayer(api, { type: 1 });
    const name = `dl${Date.now().toString(36)}`;
    const open = (body: Record<string, string>) =>
      call(api, openDownlineAccount, { token: agent.token, body });
    expect((await open({ username: 'x', password: 'abc12345', confirmPassword: 'abc12345' })).code).toBe(
      'member.username.invalid',
    );
    expect((await open({ username: name, password: 'abc12345', confirmPassword: 'abc1234x' })).code).toBe(
      'member.confirm.mismatch',
    );
    const opened = await open({ username: name, password: 'abc12345', confirmPassword: 'abc12345' });
    expect(opened.value).toEqual({ userName: name });
    expect(
      (await open({ username: name.toUpperCase(), password: 'abc12345', confirmPassword: 'abc12345' })).code,
    ).toBe('member.username.exists');
    const [row] = await t.db.select().from(members).where(eq(members.username, name));
    expect(row).toMatchObject({ uplineId: agent.memberId, type: 0, mustChangePassword: true });
    expect((await kpi(agent)).value).toMatchObject({ footer: { teamRegisterMemberCount: 1 } });
    const member = await addPlayer(api);
    expect(
      (
        await call(api, openDownlineAccount, {
          token: member.token,
          body: { username: `${name}b`, password: 'abc12345', confirmPassword: 'abc12345' },
        })
      ).code,
    ).toBe('function.not.available');
  });

  it('reports the team: overview, members, profit and loss, and bets, all from real rows', async () => {
    const agent = await addPlayer(api, { type: 1 });
    const sub = await addPlayer(api, { type: 1, uplineId: agent.memberId, balance: 5_000 });
    const a = await addPlayer(api, { uplineId: agent.memberId, balance: 10_000 });
    const b = await addPlayer(api, { uplineId: sub.memberId, balance: 2_000 });
    const outsider = await addPlayer(api, { balance: 99_000 });
    const play = (p: TestPlayer, betC: number, winC: number) =>
      addBet(t.db, p.memberId, { bet: betC, win: winC, at: new Date() });
    await play(a, 1_000, 0);
    await play(a, 500, 2_000);
    await play(b, 300, 0);
    await play(outsider, 9_999, 0);
    const q = { startDate: today(), endDate: today() };
    const overview = await call(api, getTeamOverview, { token: agent.token, query: q });
    expect(overview.value).toMatchObject({
      teamSize: 3,
      directMembers: 2,
      agents: 1,
      newMembers: 3,
      bettors: 2,
      betTotal: 18,
      winTotal: 20,
      result: 2,
      balanceTotal: 170,
    });
    const direct = await call(api, listTeamMembers, { token: agent.token, query: {} });
    const dv = direct.value as {
      list: { id: number; isAgent: boolean; teamSize: number; direct: boolean }[];
      total: number;
    };
    expect(dv.total).toBe(2);
    expect(dv.list.find((m) => m.id === sub.memberId)).toMatchObject({
      isAgent: true,
      teamSize: 1,
      direct: true,
    });
    const all = await call(api, listTeamMembers, {
      token: agent.token,
      query: { scope: 'all', pageSize: '2' },
    });
    expect(all.value).toMatchObject({ total: 3, totalPages: 2 });
    const pnl = await call(api, getTeamPnl, { token: agent.token, query: q });
    expect(pnl.value).toMatchObject({
      list: [
        { bets: 2, betAmount: 15, winAmount: 20, result: 5 },
        { bets: 1, betAmount: 3, winAmount: 0, result: -3 },
      ],
      totals: { bets: 3, betAmount: 18, winAmount: 20, result: 2 },
    });
    const bets = await call(api, listTeamBets, { token: agent.token, query: { ...q, pageSize: '2' } });
    expect(bets.value).toMatchObject({ totals: { bets: 3 }, totalPages: 2 });
    expect((bets.value as { list: unknown[] }).list).toHaveLength(2);
    const [bName] = await t.db
      .select({ u: members.username })
      .from(members)
      .where(eq(members.id, b.memberId));
    const filtered = await call(api, listTeamBets, {
      token: agent.token,
      query: { ...q, username: bName!.u.slice(2, 8).toUpperCase() },
    });
    expect(filtered.value).toMatchObject({ totals: { bets: 1, betAmount: 3 } });
    // The literal % matches nothing rather than everything.
    expect(
      (await call(api, listTeamBets, { token: agent.token, query: { ...q, username: '%' } })).value,
    ).toMatchObject({
      totals: { bets: 0 },
    });
  });

  it("shows the team's balance now, with the change feed keeping it: after a movement, a join and a move", async () => {
    // A server with the database's change feed, as `npm start` runs: the overview's balance is kept (teamBalances.ts).
    const live = await buildTestApp(t.db, testProfile(), { changes: t.changes });
    expect(live.deps.teamBalances).toBeDefined();
    const agent = await addPlayer(live, { type: 1 });
    const a = await addPlayer(live, { uplineId: agent.memberId, balance: 10_000 });
    const other = await addPlayer(live, { type: 1 });
    const q = { startDate: today(), endDate: today() };
    const balance = async () => {
      await t.changes.settled();
      const res = await call(live, getTeamOverview, { token: agent.token, query: q });
      return (res.value as { balanceTotal: number }).balanceTotal;
    };
    expect(await balance()).toBe(100);
    await credit(t.db, { memberId: a.memberId, amount: 2_550, reason: 'test.deposit' });
    expect(await balance()).toBe(125.5);
    await addPlayer(live, { uplineId: a.memberId, balance: 40_000 });
    expect(await balance()).toBe(525.5);
    // Paid through the money paths themselves: a deposit settled by its provider, a withdrawal approved by an operator.
    const now = new Date();
    await t.db.insert(deposits).values({
      memberId: a.memberId,
      merchant: 'demo',
      channel: 'gcash',
      amount: 7_500,
      provider: 'dev',
      providerRef: `team-${a.memberId}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    const settled = await settleDeposit(t.db, {
      provider: 'dev',
      providerRef: `team-${a.memberId}`,
      status: 'paid',
      amount: 7_500,
      by: 'provider:dev',
      now,
      bonus: () => 0,
    });
    expect(settled.outcome).toBe('credited');
    const [payee] = await t.db
      .insert(payeeAccounts)
      .values({
        memberId: a.memberId,
        bankCode: 'GCASH',
        accountName: 'A',
        accountNumber: '0917',
        createdAt: now,
      })
      .returning();
    const held = await t.db.transaction((tx) =>
      holdWithdrawal(tx as unknown as typeof t.db, {
        memberId: a.memberId,
        payee: payee!,
        amount: 2_000,
        now,
      }),
    );
    await decideWithdrawal(t.db, {
      id: held.withdrawal.id,
      decision: 'approve',
      operator: 'ops',
      reason: '',
      now,
    });
    const money = async () => {
      await t.changes.settled();
      const res = await call(live, getTeamOverview, { token: agent.token, query: q });
      return res.value as Record<string, number>;
    };
    expect(await money()).toMatchObject({
      depositCount: 1,
      depositTotal: 75,
      withdrawCount: 1,
      withdrawTotal: 20,
      balanceTotal: 525.5 + 75 - 20,
    });
    await t.db.update(members).set({ uplineId: other.memberId }).where(eq(members.id, a.memberId));
    expect(await balance()).toBe(0);
    expect(await money()).toMatchObject({
      depositCount: 0,
      depositTotal: 0,
      withdrawCount: 0,
      withdrawTotal: 0,
    });
    // a's wallet, read again once after the credit, and once after the deposit and the withdrawal's hold together.
    expect(live.deps.teamBalances!.stats.walletReads).toBe(2);
    await live.app.close();
  });
});
