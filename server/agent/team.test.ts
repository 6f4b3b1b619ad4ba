import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { memberTree } from '../testing/memberTree';
import {
  gameBets,
  members,
  memberTeams,
  teamBetBuckets,
  teamMemberBuckets,
  teamSizes,
} from '../db/schema/index';
import { seedAccounts } from '../seed/accounts';
import { BUCKET_MS, teamBetTotals } from './team';
import { boundRankings, keptRankings, periodRanking, RANKING_MEMBERS_KEPT, RANKINGS_KEPT } from './rankings';

// The kept team (member_teams), its quarter-hour sums (team_bet_buckets, migration 0020) and its sums per member and
// quarter hour (team_member_buckets, migration 0022) must always equal what the accounts and bets themselves say: the
// upline tree walked by a recursive query, and the bets summed per agent (and member) and quarter hour. The kept team
// sizes (team_sizes, migration 0024) must equal the walked team's. The kept rankings (rankings.ts), read before each
// write and asked again after it, must rank the members as the bets say, with the write in their closed part, in their
// tail, or both. Checked after every kind of write the triggers follow.

describeDb('the kept team and its sums', (t) => {
  const tree = memberTree(t);
  const ids = tree.ids;
  const at = (iso: string) => new Date(iso);

  const join = (username: string, upline: string | null) =>
    tree.join(username, upline, { type: username.startsWith('a') ? 1 : 0 });

  function bet(member: string, createdAt: string, stake: number, win: number) {
    return {
      memberId: ids[member]!,
      nodeId: 1,
      gameName: 'Test',
      vassalage: 'TEST',
      gameType: 'RNG',
      bet: stake,
      win,
      balanceAfter: 0,
      outcome: ['TEST'],
      reference: `test:${member}:${createdAt}:${stake}`,
      createdAt: at(createdAt),
    };
  }

  /** What the tree says: every (agent, member below it, depth), walked from the accounts. */
  async function walkedTeams() {
    const rows = await t.db.execute(sql`
      with recursive walk(agent_id, member_id, depth) as (
        select upline_id, id, 1 from members where upline_id is not null
        union all
        select w.agent_id, m.id, w.depth + 1 from walk w join members m on m.upline_id = w.member_id
      )
      select w.agent_id as "agentId", w.member_id as "memberId", w.depth, m.reg_date as "regDate"
      from walk w join members m on m.id = w.member_id order by 1, 2`);
    return (
      rows as unknown as {
        rows: { agentId: number; memberId: number; depth: number; regDate: string | Date }[];
      }
    ).rows.map((r) => ({
      agentId: Number(r.agentId),
      memberId: Number(r.memberId),
      depth: Number(r.depth),
      regDate: new Date(r.regDate).toISOString(),
    }));
  }

  /** What the bets say: each agent's team bets summed per quarter hour, empty sums left out. */
  async function summedBets() {
    const rows = await t.db.execute(sql`
      with recursive walk(agent_id, member_id) as (
        select upline_id, id from members where upline_id is not null
        union all
        select w.agent_id, m.id from walk w join members m on m.upline_id = w.member_id
      )
      select w.agent_id as "agentId",
        date_bin('15 minutes', b.created_at, timestamptz '2000-01-01 00:00:00+00') as bucket,
        count(*) as bets, sum(b.bet) as bet, sum(b.win) as win
      from walk w join game_bets b on b.member_id = w.member_id
      group by 1, 2 order by 1, 2`);
    return (
      rows as unknown as {
        rows: { agentId: number; bucket: string | Date; bets: number; bet: number; win: number }[];
      }
    ).rows.map((r) => ({
      agentId: Number(r.agentId),
      bucket: new Date(r.bucket).toISOString(),
      bets: Number(r.bets),
      bet: Number(r.bet),
      win: Number(r.win),
    }));
  }

  /** The same per member too: each agent's team bets summed per quarter hour and member. */
  async function summedMemberBets() {
    const rows = await t.db.execute(sql`
      with recursive walk(agent_id, member_id) as (
        select upline_id, id from members where upline_id is not null
        union all
        select w.agent_id, m.id from walk w join members m on m.upline_id = w.member_id
      )
      select w.agent_id as "agentId",
        date_bin('15 minutes', b.created_at, timestamptz '2000-01-01 00:00:00+00') as bucket,
        b.member_id as "memberId", count(*) as bets, sum(b.bet) as bet, sum(b.win) as win
      from walk w join game_bets b on b.member_id = w.member_id
      group by 1, 2, 3 order by 1, 2, 3`);
    return (
      rows as unknown as {
        rows: {
          agentId: number;
          bucket: string | Date;
          memberId: number;
          bets: number;
          bet: number;
          win: number;
        }[];
      }
    ).rows.map((r) => ({
      agentId: Number(r.agentId),
      bucket: new Date(r.bucket).toISOString(),
      memberId: Number(r.memberId),
      bets: Number(r.bets),
      bet: Number(r.bet),
      win: Number(r.win),
    }));
  }

  async function expectKeptRight() {
    const kept = await t.db
      .select()
      .from(memberTeams)
      .orderBy(asc(memberTeams.agentId), asc(memberTeams.memberId));
    expect(kept.map((r) => ({ ...r, regDate: r.regDate.toISOString() }))).toEqual(await walkedTeams());
    const sums = (
      await t.db
        .select()
        .from(teamBetBuckets)
        .orderBy(asc(teamBetBuckets.agentId), asc(teamBetBuckets.bucket))
    )
      .filter((r) => r.bets !== 0 || r.bet !== 0 || r.win !== 0)
      .map(({ changes: _, ...r }) => ({ ...r, bucket: r.bucket.toISOString() }));
    expect(sums).toEqual(await summedBets());
    // Per member, every kept row is a live one: a member's removed bets take its rows out.
    const perMember = (
      await t.db
        .select()
        .from(teamMemberBuckets)
        .orderBy(
          asc(teamMemberBuckets.agentId),
          asc(teamMemberBuckets.bucket),
          asc(teamMemberBuckets.memberId),
        )
    ).map((r) => ({ ...r, bucket: r.bucket.toISOString() }));
    expect(perMember).toEqual(await summedMemberBets());
    // Each agent's kept size is its walked team's (an agent whose team emptied keeps a row of zeros).
    const walked = await walkedTeams();
    const sizes = (await t.db.select().from(teamSizes).orderBy(asc(teamSizes.agentId)))
      .filter((r) => r.members !== 0)
      .map(({ epoch: _, ...r }) => r);
    const want = [...new Set(walked.map((r) => r.agentId))].map((agentId) => ({
      agentId,
      members: walked.filter((r) => r.agentId === agentId).length,
      direct: walked.filter((r) => r.agentId === agentId && r.depth === 1).length,
    }));
    expect(sizes).toEqual(want);
    await expectRankingsRight();
  }

  /** What the bets say: the team's members who bet in [from, to), by stake, ties in account order. */
  async function rankedBets(agentId: number, from: Date, to: Date) {
    const rows = await t.db.execute(sql`
      with recursive walk(agent_id, member_id) as (
        select upline_id, id from members where upline_id is not null
        union all
        select w.agent_id, m.id from walk w join members m on m.upline_id = w.member_id
      )
      select b.member_id as "memberId", count(*) as bets, sum(b.bet) as bet, sum(b.win) as win
      from walk w join game_bets b on b.member_id = w.member_id
      where w.agent_id = ${agentId} and b.created_at >= ${from} and b.created_at < ${to}
      group by 1 order by sum(b.bet) desc, 1`);
    return (
      rows as unknown as { rows: { memberId: number; bets: number; bet: number; win: number }[] }
    ).rows.map((r) => ({
      memberId: Number(r.memberId),
      bets: Number(r.bets),
      bet: Number(r.bet),
      win: Number(r.win),
    }));
  }

  // Days of March; read at 10:20 on the first (closed up to 10:15, the rest a tail), after them (all closed), and a
  // quarter hour read inside itself (all tail). Each is kept between the checks, so a write must reach it.
  const RANKED: [from: string, to: string, now: string][] = [
    ['2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z', '2026-03-01T10:20:00Z'],
    ['2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z', '2026-06-01T00:00:00Z'],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:15:00Z', '2026-03-01T10:07:00Z'],
  ];

  async function expectRankingsRight() {
    for (const agent of ['a1', 'a2', 'b1', 'p1'])
      for (const [from, to, now] of RANKED) {
        const p = { from: at(from), to: at(to) };
        const want = await rankedBets(ids[agent]!, p.from, p.to);
        const kept = await periodRanking(t.db, ids[agent]!, p, Date.parse(now));
        const label = `${agent} ${from} ${to} read at ${now}`;
        expect(kept, label).toBeDefined();
        expect(kept!.people, label).toBe(want.length);
        expect(kept!.page(0, 100), label).toEqual(want);
        // Pages of two, and a page past the end.
        for (let o = 0; o <= want.length; o += 2)
          expect(kept!.page(o, 2), label).toEqual(want.slice(o, o + 2));
        expect(kept!.totals, label).toEqual(await teamBetTotals(t.db, ids[agent]!, p));
      }
  }

  beforeAll(async () => {
    await seedAccounts(t.db);
    // a1 at the top; a2 below it with p1; p2 directly below a1; b1 in another tree; a loner.
    await join('a1', null);
    await join('a2', 'a1');
    await join('p1', 'a2');
    await join('p2', 'a1');
    await join('b1', null);
    await join('p3', 'b1');
    await join('loner', null);
  });

  it('keeps the team as members join at any depth, and sums bets written one by one and many at once', async () => {
    await t.db.insert(gameBets).values(bet('p1', '2026-03-01T10:00:00Z', 500, 0));
    await t.db
      .insert(gameBets)
      .values([
        bet('p1', '2026-03-01T10:14:59.999Z', 300, 900),
        bet('p2', '2026-03-01T10:15:00Z', 200, 0),
        bet('a2', '2026-03-02T23:59:00Z', 1000, 2500),
        bet('p3', '2026-03-01T10:05:00Z', 700, 0),
        bet('loner', '2026-03-01T10:05:00Z', 100, 0),
      ]);
    await expectKeptRight();
    const a1Team = await t.db.select().from(memberTeams).where(eq(memberTeams.agentId, ids.a1!));
    expect(a1Team.map((r) => [r.memberId, r.depth]).sort()).toEqual(
      [
        [ids.a2!, 1],
        [ids.p1!, 2],
        [ids.p2!, 1],
      ].sort(),
    );
  });

  it('follows a settled bet (its win changed) and a member who joins after betting started', async () => {
    await t.db
      .update(gameBets)
      .set({ win: 4000 })
      .where(and(eq(gameBets.memberId, ids.p2!), eq(gameBets.bet, 200)));
    await t.db
      .update(gameBets)
      .set({ win: 0, bet: 350 })
      .where(and(eq(gameBets.memberId, ids.p1!), eq(gameBets.bet, 300)));
    await join('p4', 'p1');
    await t.db.insert(gameBets).values(bet('p4', '2026-03-03T01:00:00Z', 50, 0));
    await expectKeptRight();
  });

  it('moves a member with everyone below it, and sums its old and new agents again', async () => {
    await t.db.update(members).set({ uplineId: ids.b1! }).where(eq(members.id, ids.a2!));
    await expectKeptRight();
    await t.db.update(members).set({ uplineId: null }).where(eq(members.id, ids.b1!));
    await expectKeptRight();
    await t.db.update(members).set({ uplineId: ids.a1! }).where(eq(members.id, ids.b1!));
    await expectKeptRight();
  });

  it("follows a member's registration date, which orders the team's members list", async () => {
    await t.db
      .update(members)
      .set({ regDate: at('2025-01-02T03:04:05Z') })
      .where(eq(members.id, ids.p1!));
    await expectKeptRight();
  });

  it('refuses a move that would put a member below itself, and changes nothing', async () => {
    const before = await t.db.select().from(memberTeams);
    await expect(
      t.db.update(members).set({ uplineId: ids.p4! }).where(eq(members.id, ids.a1!)),
    ).rejects.toThrow();
    await expect(
      t.db.update(members).set({ uplineId: ids.a1! }).where(eq(members.id, ids.a1!)),
    ).rejects.toThrow();
    expect(await t.db.select().from(memberTeams)).toEqual(before);
    await expectKeptRight();
  });

  it('takes a removed member and its bets out of its agents', async () => {
    await t.db.delete(members).where(eq(members.id, ids.p2!));
    await expectKeptRight();
    await t.db.delete(gameBets).where(eq(gameBets.memberId, ids.p4!));
    await expectKeptRight();
  });

  it('reads a ranking again only when its closed part changed, and keeps within its bound', async () => {
    const p = { from: at('2026-03-01T00:00:00Z'), to: at('2026-03-04T00:00:00Z') };
    const now = Date.parse('2026-03-01T10:20:00Z');
    await periodRanking(t.db, ids.a1!, p, now);
    const reads = keptRankings(t.db).reads;
    await periodRanking(t.db, ids.a1!, p, now);
    expect(keptRankings(t.db).reads).toBe(reads);
    // A bet in the tail is read with the tail, the kept part stays.
    await t.db.insert(gameBets).values(bet('p1', '2026-03-02T12:00:00Z', 70, 0));
    await periodRanking(t.db, ids.a1!, p, now);
    expect(keptRankings(t.db).reads).toBe(reads);
    // A bet in the closed part is read again; so is a ranking whose tail grew past an hour.
    await t.db.insert(gameBets).values(bet('p1', '2026-03-01T09:00:00Z', 70, 0));
    await periodRanking(t.db, ids.a1!, p, now);
    expect(keptRankings(t.db).reads).toBe(reads + 1);
    await periodRanking(t.db, ids.a1!, p, now + 76 * 60_000);
    expect(keptRankings(t.db).reads).toBe(reads + 2);
    await expectKeptRight();
    expect(keptRankings(t.db).members).toBeLessThanOrEqual(RANKING_MEMBERS_KEPT);
    // Periods without a bettor are kept too, up to their own bound; the least recently used go first.
    boundRankings(t.db, { rankings: 3, members: RANKING_MEMBERS_KEPT });
    const day = (d: number) => {
      const from = Date.parse('2020-01-01T00:00:00Z') + d * 86_400_000;
      return periodRanking(
        t.db,
        ids.loner!,
        { from: new Date(from), to: new Date(from + 86_400_000) },
        from + 2 * 86_400_000,
      );
    };
    for (let d = 0; d < 5; d++) await day(d);
    expect(keptRankings(t.db).rankings).toBe(3);
    const before = keptRankings(t.db).reads;
    await day(4);
    expect(keptRankings(t.db).reads).toBe(before);
    await day(0);
    expect(keptRankings(t.db).reads).toBe(before + 1);
    // And a ranking of more members than the bound is answered but not kept.
    boundRankings(t.db, { rankings: 3, members: 1 });
    await periodRanking(t.db, ids.a1!, p, now);
    await periodRanking(t.db, ids.a1!, p, now);
    expect(keptRankings(t.db).members).toBeLessThanOrEqual(1);
    boundRankings(t.db, { rankings: RANKINGS_KEPT, members: RANKING_MEMBERS_KEPT });
    // A period that is not whole quarter hours is left to the bets.
    expect(
      await periodRanking(t.db, ids.a1!, { from: at('2026-03-01T00:07:00Z'), to: p.to }),
    ).toBeUndefined();
  });

  it("answers a period's totals from the sums, exact at edges inside a quarter hour", async () => {
    await t.db
      .insert(gameBets)
      .values([
        bet('p1', '2026-04-01T00:00:00Z', 11, 1),
        bet('p1', '2026-04-01T00:07:30Z', 13, 0),
        bet('p3', '2026-04-01T00:14:59Z', 17, 40),
        bet('p1', '2026-04-01T05:44:00Z', 19, 0),
        bet('a2', '2026-04-01T05:45:00Z', 23, 5),
        bet('p1', '2026-04-02T00:00:00Z', 29, 0),
      ]);
    const raw = async (agent: number, from: Date, to: Date) => {
      const all = await t.db.execute(sql`
        select count(*) as bets, coalesce(sum(bet), 0) as bet, coalesce(sum(win), 0) as win from game_bets
        where member_id in (select member_id from member_teams where agent_id = ${agent})
          and created_at >= ${from} and created_at < ${to}`);
      const r = (all as unknown as { rows: { bets: number; bet: number; win: number }[] }).rows[0]!;
      return { bets: Number(r.bets), bet: Number(r.bet), win: Number(r.win) };
    };
    const edges = [
      '2026-03-01T00:00:00Z',
      '2026-04-01T00:00:00Z',
      '2026-04-01T00:07:30Z',
      '2026-04-01T00:07:31Z',
      '2026-04-01T00:14:59.500Z',
      '2026-04-01T05:44:30Z',
      '2026-04-01T05:45:00Z',
      '2026-04-01T16:00:00Z',
      '2026-04-02T00:00:00.001Z',
      '2026-05-01T00:00:00Z',
    ].map(at);
    let checked = 0;
    for (const agent of [ids.a1!, ids.a2!, ids.b1!, ids.loner!])
      for (const from of edges)
        for (const to of edges) {
          if (to.getTime() <= from.getTime()) continue;
          expect(
            await teamBetTotals(t.db, agent, { from, to }),
            `${agent} ${from.toISOString()} ${to.toISOString()}`,
          ).toEqual(await raw(agent, from, to));
          checked++;
        }
    expect(checked).toBe(4 * 45);
    expect(await teamBetTotals(t.db, ids.a1!, { from: edges[1]!, to: edges[1]! })).toEqual({
      bets: 0,
      bet: 0,
      win: 0,
    });
    expect(BUCKET_MS).toBe(900_000);
  });
});
