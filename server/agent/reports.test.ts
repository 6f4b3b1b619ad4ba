import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { memberTree } from '../testing/memberTree';
import { gameBets } from '../db/schema/index';
import { teamMembers, teamOverview, teamPnl } from './reports';
import { teamBettors, teamKpi, teamKpiDays } from './team';

// The team reports read the kept team and its kept sums (member_teams, team_bet_buckets, team_member_buckets). Here
// each answer is checked against what the bets themselves say, worked out in the test: the people who bet, each
// member's figures, the ranking by stake, the pages, a name filter, and periods whose ends fall inside a quarter hour.

interface Bet {
  member: string;
  at: string;
  bet: number;
  win: number;
}

describeDb('the team reports', (t) => {
  const tree = memberTree(t);
  const ids = tree.ids;

  const join = (username: string, upline: string | null, regDate: string) =>
    tree.join(username, upline, { type: username.startsWith('agent') ? 1 : 0, regDate: new Date(regDate) });

  // agentA at the top; agentB below it with p3 and p4; p1, p2 and p5 directly below agentA; an outsider elsewhere.
  const BETS: Bet[] = [
    { member: 'p1', at: '2026-03-01T10:00:00Z', bet: 500, win: 0 },
    { member: 'p1', at: '2026-03-01T10:07:00Z', bet: 300, win: 900 },
    { member: 'p2', at: '2026-03-01T10:20:00Z', bet: 800, win: 100 },
    { member: 'p3', at: '2026-03-02T08:00:00Z', bet: 1200, win: 0 },
    { member: 'p4', at: '2026-03-02T09:00:00Z', bet: 800, win: 1600 },
    { member: 'agentB', at: '2026-03-03T23:59:00Z', bet: 100, win: 50 },
    { member: 'p5', at: '2026-02-20T12:00:00Z', bet: 999, win: 0 },
    { member: 'outsider', at: '2026-03-01T10:00:00Z', bet: 5000, win: 0 },
  ];

  /** What the bets say for agentA's team in [from, to): per member, ranked by stake, ties by account. */
  function expected(from: string, to: string, name = '') {
    const team = ['agentB', 'p1', 'p2', 'p3', 'p4', 'p5'];
    const per = new Map<string, { bets: number; bet: number; win: number }>();
    for (const b of BETS) {
      if (!team.includes(b.member) || !b.member.includes(name)) continue;
      const at = Date.parse(b.at);
      if (at < Date.parse(from) || at >= Date.parse(to)) continue;
      const s = per.get(b.member) ?? { bets: 0, bet: 0, win: 0 };
      per.set(b.member, { bets: s.bets + 1, bet: s.bet + b.bet, win: s.win + b.win });
    }
    return [...per.entries()]
      .sort(([a, x], [b, y]) => y.bet - x.bet || ids[a]! - ids[b]!)
      .map(([username, s]) => ({
        username,
        bets: s.bets,
        betAmount: s.bet / 100,
        winAmount: s.win / 100,
        result: (s.win - s.bet) / 100,
      }));
  }

  const period = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

  it('answers bettors, the ranked profit and loss, its pages and totals as the bets say', async () => {
    await join('agentA', null, '2026-01-01T00:00:00Z');
    await join('agentB', 'agentA', '2026-01-05T00:00:00Z');
    await join('p1', 'agentA', '2026-02-01T00:00:00Z');
    await join('p2', 'agentA', '2026-02-02T00:00:00Z');
    await join('p3', 'agentB', '2026-03-01T12:00:00Z');
    await join('p4', 'agentB', '2026-03-02T00:00:00Z');
    await join('p5', 'agentA', '2026-02-03T00:00:00Z');
    await join('outsider', null, '2026-01-01T00:00:00Z');
    // Written in two statements: the second adds to quarter hours the first made.
    const rows = BETS.map((b, i) => ({
      memberId: ids[b.member]!,
      nodeId: 1,
      gameName: 'Test',
      vassalage: 'TEST',
      gameType: 'RNG',
      bet: b.bet,
      win: b.win,
      balanceAfter: 0,
      outcome: ['TEST'],
      reference: `report:${i}`,
      createdAt: new Date(b.at),
    }));
    await t.db.insert(gameBets).values(rows.slice(0, 3));
    await t.db.insert(gameBets).values(rows.slice(3));

    const agent = ids.agentA!;
    // Whole quarter hours, then ends inside them (10:05 cuts p1's first bet off, 09:00:00.001 p4's).
    for (const [from, to] of [
      ['2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z'],
      ['2026-03-01T10:05:00Z', '2026-03-02T09:00:00.001Z'],
      ['2026-03-01T10:05:00Z', '2026-03-01T10:10:00Z'],
      ['2026-02-01T00:00:00Z', '2026-03-04T00:00:00Z'],
    ] as const) {
      const want = expected(from, to);
      const p = period(from, to);
      expect(await teamBettors(t.db, agent, p)).toBe(want.length);
      const all = await teamPnl(t.db, agent, p, { pageNo: 1, pageSize: 20, username: '' });
      expect(all.list).toEqual(want);
      const sum = (k: 'bets' | 'betAmount' | 'winAmount') => want.reduce((a, r) => a + r[k], 0);
      expect(all.totals.bets).toBe(sum('bets'));
      expect(all.totals.betAmount).toBeCloseTo(sum('betAmount'), 2);
      expect(all.totals.winAmount).toBeCloseTo(sum('winAmount'), 2);
      expect(all.totalPages).toBe(Math.max(1, Math.ceil(want.length / 20)));
      const overview = await teamOverview(t.db, agent, p);
      expect(overview.bettors).toBe(want.length);
      expect(overview.betTotal).toBeCloseTo(sum('betAmount'), 2);
    }

    const p = period('2026-02-01T00:00:00Z', '2026-03-04T00:00:00Z');
    const want = expected('2026-02-01T00:00:00Z', '2026-03-04T00:00:00Z');
    // Pages of two: each page is its slice of the ranking; a page past the end is empty but keeps the figures.
    for (const pageNo of [1, 2, 3]) {
      const page = await teamPnl(t.db, agent, p, { pageNo, pageSize: 2, username: '' });
      expect(page.list).toEqual(want.slice((pageNo - 1) * 2, pageNo * 2));
      expect(page.totalPages).toBe(3);
    }
    const past = await teamPnl(t.db, agent, p, { pageNo: 9, pageSize: 2, username: '' });
    expect(past.list).toEqual([]);
    expect(past.totalPages).toBe(3);
    expect(past.totals.bets).toBe(want.reduce((a, r) => a + r.bets, 0));
    // A name filter: only the matching members, and the totals are theirs.
    const named = await teamPnl(t.db, agent, p, { pageNo: 1, pageSize: 20, username: 'P4' });
    expect(named.list).toEqual(expected('2026-02-01T00:00:00Z', '2026-03-04T00:00:00Z', 'p4'));
    expect(named.totals).toEqual({ bets: 1, betAmount: 8, winAmount: 16, result: 8 });
    // The sub-agent's own team: its members and itself are not counted in, p3 and p4 are.
    const sub = await teamPnl(t.db, ids.agentB!, p, { pageNo: 1, pageSize: 20, username: '' });
    expect(sub.list.map((r) => r.username)).toEqual(['p3', 'p4']);
    // Nobody bet in an empty period.
    const none = period('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z');
    expect(await teamPnl(t.db, agent, none, { pageNo: 1, pageSize: 20, username: '' })).toMatchObject({
      list: [],
      totalPages: 1,
      totals: { bets: 0, betAmount: 0 },
    });
  });

  it('counts the day by day bettors and registrations, and pages the members list newest first', async () => {
    const agent = ids.agentA!;
    const p = period('2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z');
    const kpi = await teamKpi(t.db, agent, p, new Date('2026-03-03T12:00:00Z'));
    expect(kpi.teamBetMemberCount).toBe(5);
    // p3 joined on 03-01, p4 on 03-02.
    expect(kpi.teamRegisterMemberCount).toBe(2);
    // In Manila (UTC+8) agentB's bet at 23:59 UTC falls on 03-04; p3's and p4's on 03-02; p1's and p2's on 03-01.
    const days = await teamKpiDays(t.db, agent, p, 'Asia/Manila', 10);
    expect(days.map((d) => [d.day, d.bettors])).toEqual([
      ['2026-03-04', 1],
      ['2026-03-02', 2],
      ['2026-03-01', 2],
    ]);

    const order = ['p4', 'p3', 'p5', 'p2', 'p1', 'agentB'];
    const first = await teamMembers(t.db, agent, { pageNo: 1, pageSize: 4, username: '', scope: 'all' });
    const second = await teamMembers(t.db, agent, { pageNo: 2, pageSize: 4, username: '', scope: 'all' });
    expect([...first.list, ...second.list].map((r) => r.username)).toEqual(order);
    expect(first.total).toBe(6);
    expect(first.totalPages).toBe(2);
    expect(first.list.find((r) => r.username === 'p4')?.direct).toBe(false);
    const direct = await teamMembers(t.db, agent, { pageNo: 1, pageSize: 20, username: '', scope: 'direct' });
    expect(direct.list.map((r) => r.username)).toEqual(['p5', 'p2', 'p1', 'agentB']);
    expect(direct.list.find((r) => r.username === 'agentB')?.teamSize).toBe(2);
    const named = await teamMembers(t.db, agent, { pageNo: 1, pageSize: 20, username: 'p', scope: 'all' });
    expect(named.list.map((r) => r.username)).toEqual(['p4', 'p3', 'p5', 'p2', 'p1']);
  });

  /** EXPLAIN's plan of a query, with the named scan kinds (`seqscan`, `bitmapscan`) turned off for it alone. */
  async function planOf(off: readonly ('seqscan' | 'bitmapscan')[], query: SQL): Promise<string> {
    return t.db.transaction(async (tx) => {
      for (const kind of off) await tx.execute(sql.raw(`set local enable_${kind} = off`));
      const rows = await tx.execute(sql`explain ${query}`);
      return (rows as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
  }

  it("reads the members list's first page from its index, in the index's order", async () => {
    // The page query of teamMembers. With scans that read the table in no order ruled out, a plan without a Sort is one
    // that reads the team's rows from member_teams_newest in the order asked for and stops after the page. The index
    // was once DESC NULLS LAST (drizzle's bare desc()), an order `order by ... desc` never asks for: PostgreSQL then
    // sorted the whole team (4,004 rows on the 100x database) for each page of 20.
    const plan = await planOf(
      ['seqscan', 'bitmapscan'],
      sql`select member_id, reg_date from member_teams
        where agent_id = ${ids.agentA!} order by reg_date desc, member_id desc limit 20`,
    );
    expect(plan).toContain('member_teams_newest');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("reads the overview's paid deposits and withdrawals of a period by their time, not every one ever made", async () => {
    // The overview's two money queries. With sequential scans ruled out, the plan names the partial index of paid
    // rows by time; before migration 0027 the overview read all deposits (and withdrawals) to find a period's paid ones.
    const team = sql`(select member_id from member_teams where agent_id = ${ids.agentA!})`;
    const plans = [
      await planOf(
        ['seqscan'],
        sql`select count(*), sum(amount) from deposits where member_id in ${team}
          and status = 'paid' and settled_at >= now() - interval '7 days' and settled_at < now()`,
      ),
      await planOf(
        ['seqscan'],
        sql`select count(*), sum(amount) from withdrawals where member_id in ${team}
          and status = 'paid' and decided_at >= now() - interval '7 days' and decided_at < now()`,
      ),
    ];
    expect(plans[0]).toContain('deposits_paid_time');
    expect(plans[1]).toContain('withdrawals_paid_time');
  });
});
