import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { deposits, ledgerEntries } from '../db/schema/index';
import { describeDb } from '../db/testing';
import { devDecisionsIn } from '../providers/devDecisions';
import { devPaymentProvider } from '../providers/payments';
import { seedAccounts } from '../seed/accounts';
import { memberByUsername } from '../accounts/members';
import { balanceOf } from '../wallet/ledger';
import { oldestPendingSeconds, reconcileDeposits, RECONCILE_AFTER_MS } from './reconcile';
import { settleDeposit } from './deposits';

/**
 * The reconciliation (issue 65): a payment the provider acknowledged whose callback never landed is settled from the
 * provider's own record, once, whatever else settles it at the same moment.
 */
describeDb('the deposit reconciliation', (t) => {
  let memberId = 0;
  const provider = () => devPaymentProvider('s'.repeat(32), 300_000, devDecisionsIn(t.db));
  const at = new Date('2026-12-04T10:00:00Z');
  const later = new Date(at.getTime() + RECONCILE_AFTER_MS + 1000);
  beforeAll(async () => {
    await seedAccounts(t.db);
    memberId = (await memberByUsername(t.db, 'demo', 'demo'))!.id;
  });
  const pending = async (ref: string, amount = 10_000) => {
    await t.db.insert(deposits).values({
      memberId,
      merchant: 'demo',
      channel: 'gcash',
      amount,
      provider: 'dev',
      providerRef: ref,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 30 * 60_000),
    });
  };
  const statusOf = async (ref: string) =>
    (await t.db.select().from(deposits).where(eq(deposits.providerRef, ref)))[0]!.status;
  const creditsOf = async (ref: string) => {
    const [row] = await t.db.select().from(deposits).where(eq(deposits.providerRef, ref));
    return (
      await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `deposit:${row!.id}`))
    ).length;
  };

  it('settles what the provider confirmed and leaves what it has not decided', async () => {
    await pending('dev_reconcile_paid_000001');
    await pending('dev_reconcile_failed_00001');
    await pending('dev_reconcile_undecided_01');
    const p = provider();
    await p.decide({ providerRef: 'dev_reconcile_paid_000001', status: 'paid', amount: 10_000 }, at);
    await p.decide({ providerRef: 'dev_reconcile_failed_00001', status: 'failed', amount: 10_000 }, at);
    const before = await balanceOf(t.db, memberId);
    expect(await oldestPendingSeconds(t.db, later)).toBeGreaterThanOrEqual(RECONCILE_AFTER_MS / 1000);
    // Too young: the provider's callback is still on its way.
    expect((await reconcileDeposits(t.db, p, { now: at, bonus: () => 0 })).asked).toBe(0);
    const run = await reconcileDeposits(t.db, p, { now: later, bonus: () => 0 });
    expect(run.outcomes.sort()).toEqual(['credited', 'failed']);
    expect(await statusOf('dev_reconcile_paid_000001')).toBe('paid');
    expect(await statusOf('dev_reconcile_failed_00001')).toBe('failed');
    expect(await statusOf('dev_reconcile_undecided_01')).toBe('pending');
    expect((await balanceOf(t.db, memberId)) - before).toBe(10_000);
    // Again: nothing more.
    expect((await reconcileDeposits(t.db, p, { now: later, bonus: () => 0 })).outcomes).toEqual([]);
  });

  it('credits once when the callback and the reconciliation settle the same payment at the same moment', async () => {
    const ref = 'dev_reconcile_race_0000001';
    await pending(ref, 7_000);
    const p = provider();
    await p.decide({ providerRef: ref, status: 'paid', amount: 7_000 }, at);
    await Promise.all([
      reconcileDeposits(t.db, p, { now: later, bonus: () => 0 }),
      settleDeposit(t.db, {
        provider: 'dev',
        providerRef: ref,
        status: 'paid',
        amount: 7_000,
        by: 'provider:dev',
        now: later,
        bonus: () => 0,
      }),
      reconcileDeposits(t.db, p, { now: later, bonus: () => 0 }),
    ]);
    expect(await creditsOf(ref)).toBe(1);
  });
});
