import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members, teamSizes } from '../db/schema/index';
import { describeDb } from '../db/testing';
import { relayFeed } from '../testing/relayFeed';
import { memberTree } from '../testing/memberTree';
import { credit, debit } from '../wallet/ledger';
import { TeamBalances } from './teamBalances';

// The kept team balances (teamBalances.ts) must equal the sum of the team's wallets as the database holds them, after
// every kind of change: money moved, a member joining, a member moved away, a member removed while another joins in
// the same transaction, a reset of the feed, a feed that is not live; and they must not read what did not change.

describeDb('the kept team balances', (t) => {
  const { ids, join: joinAs } = memberTree(t);
  let turn = 0;

  const join = (username: string, upline: string | null, type = 0) => joinAs(username, upline, { type });

  /** What the database says: the sum of the wallets of every member below the agent. */
  async function summed(agent: string): Promise<number> {
    const rows = await t.db.execute(sql`
      select coalesce(sum(w.balance), 0) as total from member_teams m join wallets w on w.member_id = m.member_id
      where m.agent_id = ${ids[agent]!}`);
    return Number((rows as unknown as { rows: { total: string | number }[] }).rows[0]!.total);
  }

  async function version(agent: string): Promise<string> {
    const [row] = await t.db
      .select({ epoch: teamSizes.epoch, members: teamSizes.members })
      .from(teamSizes)
      .where(eq(teamSizes.agentId, ids[agent]!));
    return `${row?.epoch ?? 0}:${row?.members ?? 0}`;
  }

  const relay = () => relayFeed(t);

  const pay = (who: string, amount: number) =>
    credit(t.db, { memberId: ids[who]!, amount, reason: 'test', reference: `t:${++turn}` });

  beforeAll(async () => {
    await join('agent', null, 1);
    await join('sub', 'agent', 1);
    for (const m of ['m1', 'm2', 'm3']) await join(m, 'sub');
    await join('m4', 'agent');
    await join('nowallet', 'agent');
    await join('other', null, 1);
    await join('outsider', 'other');
    for (const [who, amount] of [
      ['sub', 1_000],
      ['m1', 2_500],
      ['m2', 300],
      ['m3', 7_000],
      ['m4', 45],
      ['outsider', 99_999],
    ] as const)
      await pay(who, amount);
  });

  it('sums the team once, then reads again only the wallets announced since', async () => {
    const feed = relay();
    const kept = new TeamBalances(t.db, feed);
    const ask = async (agent: string) => {
      await t.changes.settled();
      return kept.total(ids[agent]!, await version(agent));
    };
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(await ask('agent')).toBe(10_845);
    expect(kept.stats).toEqual({ wholeReads: 1, walletReads: 0, kept: 1 });
    expect(await ask('sub')).toBe(await summed('sub'));
    expect(kept.size).toEqual({ teams: 2, members: 6 + 3 });

    // Money moved in the team: that wallet alone, in both teams it is in.
    await pay('m1', 500);
    await debit(t.db, { memberId: ids.m2!, amount: 300, reason: 'test', reference: `t:${++turn}` });
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(await ask('sub')).toBe(await summed('sub'));
    expect(kept.stats.wholeReads).toBe(2);
    expect(kept.stats.walletReads).toBe(4);
    // Outside the team, and a member's first wallet: the first is not read, the second is.
    await pay('outsider', 1);
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(kept.stats.walletReads).toBe(4);
    await pay('nowallet', 12);
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(kept.stats.walletReads).toBe(5);

    // A member joins: the team's version changes, so it is read whole.
    const reads = kept.stats.wholeReads;
    await join('m5', 'sub');
    await pay('m5', 800);
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(kept.stats.wholeReads).toBe(reads + 1);

    // A member moves to another agent, taking its money out of the team.
    await t.db.update(members).set({ uplineId: ids.other! }).where(eq(members.id, ids.m4!));
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(await ask('other')).toBe(await summed('other'));
    expect(kept.stats.wholeReads).toBe(reads + 3);

    // A member removed while another joins, in one transaction: the size is the same, the epoch is not (0028).
    const before = await version('agent');
    await t.db.transaction(async (tx) => {
      await tx.delete(members).where(eq(members.id, ids.m3!));
      const [row] = await tx
        .insert(members)
        .values({ merchant: 'demo', username: 'm6', passwordHash: 'x', type: 0, uplineId: ids.sub! })
        .returning({ id: members.id });
      ids.m6 = row!.id;
    });
    expect((await version('agent')).split(':')[1]).toBe(before.split(':')[1]);
    expect(await ask('agent')).toBe(await summed('agent'));
    await pay('m6', 3);
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(await ask('sub')).toBe(await summed('sub'));

    // A reset (changes may have been missed): everything is read again.
    const whole = kept.stats.wholeReads;
    feed.emit({ kind: 'reset' });
    expect(kept.size).toEqual({ teams: 0, members: 0 });
    expect(await ask('agent')).toBe(await summed('agent'));
    expect(kept.stats.wholeReads).toBe(whole + 1);
  });

  it('keeps nothing while the feed is not live, nor a team larger than its bound', async () => {
    const feed = relay();
    feed.paused = true;
    const kept = new TeamBalances(t.db, feed);
    const v = await version('agent');
    expect(await kept.total(ids.agent!, v)).toBe(await summed('agent'));
    expect(await kept.total(ids.agent!, v)).toBe(await summed('agent'));
    expect(kept.stats.wholeReads).toBe(2);
    expect(kept.size.teams).toBe(0);
    // Live again, but a bound of 3 members: the sub-agent's team (4) is not kept, a smaller one is.
    feed.paused = false;
    const small = new TeamBalances(t.db, feed, 3);
    await small.total(ids.sub!, await version('sub'));
    await small.total(ids.sub!, await version('sub'));
    expect(small.stats.wholeReads).toBe(2);
    await small.total(ids.other!, await version('other'));
    await small.total(ids.other!, await version('other'));
    expect(small.stats).toMatchObject({ wholeReads: 3, kept: 1 });
  });

  it('reads again a wallet announced while its team was being read', async () => {
    const feed = relay();
    const kept = new TeamBalances(t.db, feed);
    const v = await version('sub');
    // The read is under way (its statement sent) when the announcement comes: it may or may not have seen the change.
    const reading = kept.total(ids.sub!, v);
    feed.emit({ kind: 'change', table: 'wallets', key: String(ids.m1!) });
    expect(await reading).toBe(await summed('sub'));
    expect(kept.stats).toEqual({ wholeReads: 1, walletReads: 0, kept: 0 });
    expect(await kept.total(ids.sub!, v)).toBe(await summed('sub'));
    expect(kept.stats.walletReads).toBe(1);
    // The same while a moved wallet is read again.
    await pay('m2', 70);
    await t.changes.settled();
    const again = kept.total(ids.sub!, v);
    feed.emit({ kind: 'change', table: 'wallets', key: String(ids.m5!) });
    expect(await again).toBe(await summed('sub'));
    expect(kept.stats.walletReads).toBe(2);
    expect(await kept.total(ids.sub!, v)).toBe(await summed('sub'));
    expect(kept.stats.walletReads).toBe(3);
    // Nothing new: kept.
    expect(await kept.total(ids.sub!, v)).toBe(await summed('sub'));
    expect(kept.stats.kept).toBe(1);
  });
});
