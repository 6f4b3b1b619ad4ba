import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { claimReward } from '../../src/api/contract/rewards';
import { transferToUpline } from '../../src/api/contract/transfer';
import { claimRebate } from '../../src/api/contract/vip';
import { settleContract } from '../../server/agent/contracts';
import { grab } from '../../server/agent/redRain';
import { settleAgentRebates } from '../../server/agent/rebates';
import { hashPassword } from '../../server/auth/password';
import {
  agentContracts,
  agentRebates,
  contractPayouts,
  depositBonuses,
  deposits,
  ledgerEntries,
  members,
  missionPayouts,
  rebateClaims,
  rewardClaims,
  wallets,
} from '../../server/db/schema/index';
import { describeDb } from '../../server/db/testing';
import { settleDeposit } from '../../server/money/deposits';
import { settleMissions } from '../../server/money/missions';
import { MAX_MESSAGES_PER_MINUTE, postPlayerMessage } from '../../server/service/chat';
import { seedCatalogue } from '../../server/seed/catalogue';
import { buildTestApp, type TestApp } from '../../server/testing/app';
import { call, testProfile } from '../../server/testing/accounts';
import { addPlayer, type TestPlayer } from '../../server/testing/players';
import { balanceOf } from '../../server/wallet/ledger';
import { burst, NIGHTLY } from './burst';
import { addBet } from '../../server/testing/bets';

// Decide inside the transaction, under a lock (docs/money.md "Once-only payments"): a burst of concurrent claims,
// each with its own idempotency key, pays once, on both databases; and the ledger still equals the balances.

const N = NIGHTLY ? 100 : 30;
const DAY = 86_400_000;

describeDb('once-only payments under a burst of concurrent claims', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    // The real clock, which moves between the requests of a burst as it does in production.
    api = await buildTestApp(t.db, testProfile(), { now: () => Date.now() });
  });

  const bet = (p: TestPlayer, pesos: number, at: number) =>
    addBet(t.db, p.memberId, { bet: pesos * 100, at: new Date(at) });

  /** Every wallet equals the sum of its ledger entries. */
  const ledgerMatches = async (ids: number[]) => {
    const sums = await t.db
      .select({ id: ledgerEntries.memberId, sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.memberId, ids))
      .groupBy(ledgerEntries.memberId);
    const kept = await t.db.select().from(wallets).where(inArray(wallets.memberId, ids));
    for (const w of kept) expect(Number(sums.find((s) => s.id === w.memberId)?.sum ?? 0)).toBe(w.balance);
  };

  it(`pays the manual rebate once in a burst of ${N} first claims`, async () => {
    const p = await addPlayer(api);
    await bet(p, 6000, Date.now() - DAY);
    const rs = await burst(N, (i) =>
      call(api, claimRebate, { token: p.token, body: {}, idempotencyKey: `rebate-burst-${i}` }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, p.memberId))).toHaveLength(
      1,
    );
    expect(await balanceOf(t.db, p.memberId)).toBe(3_000);
    await ledgerMatches([p.memberId]);
  });

  it(`pays a reward once in a burst of ${N} claims`, async () => {
    const p = await addPlayer(api);
    const rs = await burst(N, (i) =>
      call(api, claimReward, {
        token: p.token,
        body: { promotionId: 2 },
        idempotencyKey: `reward-burst-${i}`,
      }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, p.memberId))).toHaveLength(
      1,
    );
    expect(await balanceOf(t.db, p.memberId)).toBe(888);
    await ledgerMatches([p.memberId]);
  });

  it(`moves only what the wallet holds in a burst of ${N} upline transfers`, async () => {
    const agent = await addPlayer(api, { type: 1 });
    const p = await addPlayer(api, { balance: 100_000 });
    await t.db
      .update(members)
      .set({ uplineId: agent.memberId, paymentPasswordHash: await hashPassword('246810') })
      .where(eq(members.id, p.memberId));
    // ₱1,000 and transfers of ₱300: three fit.
    const rs = await burst(N, (i) =>
      call(api, transferToUpline, {
        token: p.token,
        body: { amount: 300, paymentPassword: '246810' },
        idempotencyKey: `upline-burst-${i}`,
      }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await balanceOf(t.db, p.memberId)).toBe(10_000);
    expect(await balanceOf(t.db, agent.memberId)).toBe(90_000);
    await ledgerMatches([p.memberId, agent.memberId]);
  });

  it(`pays the first-deposit bonus once when ${N} deposits of one member are paid at once`, async () => {
    const p = await addPlayer(api);
    const now = new Date();
    const refs = Array.from({ length: N }, (_, i) => `race-bonus-${p.memberId}-${i}`);
    await t.db.insert(deposits).values(
      refs.map((providerRef) => ({
        memberId: p.memberId,
        merchant: 'demo',
        channel: 'gcash',
        amount: 50_000,
        provider: 'dev',
        providerRef,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DAY),
      })),
    );
    await burst(N, (i) =>
      settleDeposit(t.db, {
        provider: 'dev',
        providerRef: refs[i]!,
        status: 'paid',
        amount: 50_000,
        by: 'provider:dev',
        now,
        bonus: () => 25_800,
      }),
    );
    expect(
      await t.db.select().from(depositBonuses).where(eq(depositBonuses.memberId, p.memberId)),
    ).toHaveLength(1);
    expect(await balanceOf(t.db, p.memberId)).toBe(N * 50_000 + 25_800);
    await ledgerMatches([p.memberId]);
  });

  it(`lets a member grab red rain once, and the window's budget never overspend, in bursts of ${N}`, async () => {
    const now = new Date();
    const w = (id: string, budget: number) => ({
      event: {
        id,
        start: '00:00',
        minutes: 1440,
        budget,
        minAmount: 10,
        maxAmount: 20,
      } as unknown as Parameters<typeof grab>[1]['event'],
      day: `race-${id}`,
      from: new Date(now.getTime() - 60_000),
      to: new Date(now.getTime() + 60_000),
    });
    const p = await addPlayer(api);
    const one = w(`one-${p.memberId}`, 10_000);
    const mine = await burst(N, () => t.db.transaction((tx) => grab(tx, one, 'demo', p.memberId, now)));
    expect(mine.filter((o) => o.ok)).toHaveLength(1);
    // ₱50 shared by N members grabbing ₱10 to ₱20 each: never more than the budget.
    const players = await Promise.all(Array.from({ length: N }, () => addPlayer(api)));
    const shared = w(`shared-${p.memberId}`, 50);
    const all = await burst(N, (i) =>
      t.db.transaction((tx) => grab(tx, shared, 'demo', players[i]!.memberId, now)),
    );
    const paid = all.flatMap((o) => (o.ok ? [o.amount] : []));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(paid.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5_000);
    await ledgerMatches([p.memberId, ...players.map((x) => x.memberId)]);
  });

  it(`pays a met mission once when ${N} board reads and settlers run at once`, async () => {
    const p = await addPlayer(api);
    await bet(p, 1500, Date.now() - 3_600_000);
    const m = api.deps.merchants.byCode('demo')!;
    await burst(N, () => settleMissions(t.db, m, new Date()));
    const paid = await t.db.select().from(missionPayouts).where(eq(missionPayouts.memberId, p.memberId));
    expect(paid).toHaveLength(1);
    await ledgerMatches([p.memberId]);
  });

  it(`posts ${MAX_MESSAGES_PER_MINUTE} chat lines a minute in a burst of ${N}`, async () => {
    const chatId = `race-chat-${Date.now()}`;
    const now = new Date();
    const out = await burst(N, (i) =>
      postPlayerMessage(t.db, { chatId, merchant: 'demo', body: `line ${i}`, now }),
    );
    expect(out.filter((o) => o === 'posted')).toHaveLength(MAX_MESSAGES_PER_MINUTE);
  });

  it(`pays each day's agent rebate once when ${N} settlers run at once`, async () => {
    const agent = await addPlayer(api, { type: 1 });
    const m = api.deps.merchants.byCode('demo')!;
    const paid = await burst(N, () => settleAgentRebates(t.db, agent.memberId, m, 'Asia/Manila', new Date()));
    const rows = await t.db.select().from(agentRebates).where(eq(agentRebates.agentId, agent.memberId));
    expect(new Set(rows.map((r) => r.day)).size).toBe(rows.length);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`pays each period of a salary contract once when ${N} settlers run at once`, async () => {
    const upline = await addPlayer(api, { type: 1 });
    const downline = await addPlayer(api, { type: 1, uplineId: upline.memberId });
    const player = await addPlayer(api, { uplineId: downline.memberId });
    const start = Date.now() - 3 * DAY;
    for (let d = 0; d < 3; d++) await bet(player, 1000, start + d * DAY + 3_600_000);
    const [c] = await t.db
      .insert(agentContracts)
      .values({
        merchant: 'demo',
        kind: 'salary',
        uplineId: upline.memberId,
        downlineId: downline.memberId,
        rate: 10,
        period: 'day',
        status: 'active',
        proposedAt: new Date(start - DAY),
        decidedAt: new Date(start - DAY),
      })
      .returning();
    const settled = await burst(N, () => settleContract(t.db, c!, 'Asia/Manila', new Date()));
    const rows = await t.db.select().from(contractPayouts).where(eq(contractPayouts.contractId, c!.id));
    expect(new Set(rows.map((r) => r.periodKey)).size).toBe(rows.length);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(rows.length);
    const total = rows.reduce((a, r) => a + r.amount, 0);
    expect(total).toBeGreaterThan(0);
    expect(await balanceOf(t.db, downline.memberId)).toBe(total);
    await ledgerMatches([downline.memberId]);
  });
});
