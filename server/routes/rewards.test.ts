import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { claimReward, listRewards, type Reward } from '../../src/api/contract/rewards';
import { describeDb } from '../db/testing';
import { deposits, ledgerEntries, rewardClaims } from '../db/schema/index';
import { settleDeposit } from '../money/deposits';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';

describeDb('the reward center', (t) => {
  let api: TestApp;
  let key = 0;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, testProfile());
  });
  const rewards = async (p: TestPlayer) =>
    (await call(api, listRewards, { token: p.token })).value as { list: Reward[]; unclaimed: number };
  const claim = (p: TestPlayer, promotionId: number, remark?: string) =>
    call(api, claimReward, {
      token: p.token,
      body: { promotionId, ...(remark === undefined ? {} : { remark }) },
      idempotencyKey: `reward-key-${++key}`,
    });

  it('lists the rewards with their requirement and progress, and counts those claimable now', async () => {
    const p = await addPlayer(api);
    const r = await rewards(p);
    expect(r.list.map((x) => [x.promotionId, x.requirement.kind, x.claimable])).toEqual([
      [1, 'deposit', false],
      [2, 'none', true],
      [3, 'bets', false],
    ]);
    expect(r.unclaimed).toBe(1);
    // The welcome promotion doubles a first deposit: ₱500 paid in, ₱500 reward, as its text and table say.
    expect(r.list[0]).toMatchObject({ amount: 500, requirement: { amount: 500, progress: 0 } });
  });

  it('credits a claim once, keeps the remark, and refuses a second claim and an unmet requirement', async () => {
    const p = await addPlayer(api);
    expect((await claim(p, 1)).code).toBe('reward.not.claimable');
    expect((await claim(p, 2, 'x'.repeat(141))).code).toBe('request.invalid');
    const ok = await claim(p, 2, 'Salamat!');
    expect(ok.value).toEqual({ amount: 8.88, balance: 8.88 });
    expect((await claim(p, 2)).code).toBe('reward.claimed');
    expect(await balanceOf(t.db, p.memberId)).toBe(888);
    const [row] = await t.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, p.memberId));
    expect(row!.remark).toBe('Salamat!');
    const r = await rewards(p);
    expect(r.list.find((x) => x.promotionId === 2)).toMatchObject({ claimed: true, claimable: false });
    expect(r.unclaimed).toBe(0);

    // A paid deposit of ₱500 meets the welcome reward's requirement.
    const [d] = await t.db
      .insert(deposits)
      .values({
        memberId: p.memberId,
        merchant: 'demo',
        channel: 'gcash',
        amount: 50_000,
        provider: 'dev',
        providerRef: `reward-test-${p.memberId}`,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await settleDeposit(t.db, {
      provider: 'dev',
      providerRef: d!.providerRef,
      status: 'paid',
      amount: 50_000,
      by: 'provider:dev',
      now: new Date(),
      bonus: () => 0,
    });
    expect((await rewards(p)).unclaimed).toBe(1);
    expect((await claim(p, 1)).value).toMatchObject({ amount: 500 });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.filter((e) => e.reason === 'reward.claim').map((e) => e.amount)).toEqual([888, 50_000]);
  });

  it('is refused to trial accounts and when the merchant has no reward center', async () => {
    const trial = await addPlayer(api, { type: 4 });
    expect((await call(api, listRewards, { token: trial.token })).code).toBe('function.not.available');
    const p = await addPlayer(api);
    api.deps.merchants.override('*', { flags: { REWCEN3: false } });
    try {
      expect((await call(api, listRewards, { token: p.token })).code).toBe('function.not.available');
    } finally {
      api.deps.merchants.override('*', null);
    }
  });
});
