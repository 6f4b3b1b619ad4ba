import fc from 'fast-check';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDb, type TestDb } from '../db/testing';
import {
  deposits,
  ledgerEntries,
  members,
  payeeAccounts,
  rebateClaims,
  rewardClaims,
  wallets,
  withdrawals,
} from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { credit, debit } from '../wallet/ledger';
import { settleDeposit } from './deposits';
import { adjustBalance } from './operator';
import { transferUp } from './transfers';
import { payMission, payRebate, payReward } from './claims';
import { decideWithdrawal, holdWithdrawal } from './withdrawals';

// Random interleavings of every kind of money movement (upline transfers, rebate, reward and mission payouts included) (docs/money.md "Invariants"):
// after each step every balance is at or above zero, each member's ledger sums to its wallet, and each entry's
// balance_after follows from the one before; at the end each paid deposit was credited once and the bonus at most
// once per member.

const MEMBERS = 3;
const BONUS = 25_800;

type Step =
  | { kind: 'deposit'; m: number; amount: number }
  | { kind: 'callbackAgain'; pick: number }
  | { kind: 'hold'; m: number; amount: number }
  | { kind: 'decide'; pick: number; approve: boolean }
  | { kind: 'bet'; m: number; amount: number }
  | { kind: 'win'; m: number; amount: number }
  | { kind: 'adjust'; m: number; amount: number }
  | { kind: 'transfer'; m: number; amount: number }
  | { kind: 'rebate'; m: number; period: number; amount: number }
  | { kind: 'reward'; m: number; promotion: number; amount: number }
  | { kind: 'mission'; m: number; mission: number; amount: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const centavos = fc.integer({ min: 1, max: 200_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), m: member, amount: centavos }),
  fc.record({ kind: fc.constant('callbackAgain' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('hold' as const), m: member, amount: centavos }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('bet' as const), m: member, amount: centavos }),
  fc.record({ kind: fc.constant('win' as const), m: member, amount: centavos }),
  fc.record({ kind: fc.constant('transfer' as const), m: member, amount: centavos }),
  // Few periods and promotions, so the same one is often claimed again (and must pay nothing).
  fc.record({
    kind: fc.constant('rebate' as const),
    m: member,
    period: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: 100, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('mission' as const),
    m: member,
    mission: fc.integer({ min: 1, max: 2 }),
    amount: fc.integer({ min: 100, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('reward' as const),
    m: member,
    promotion: fc.integer({ min: 1, max: 2 }),
    amount: fc.integer({ min: 100, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    m: member,
    amount: fc.integer({ min: -150_000, max: 150_000 }).filter((n) => n !== 0),
  }),
);
/** Steps in batches: the steps of a batch run at once, so their transactions interleave (on PostgreSQL). */
const batches = fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 });

/** A refusal the rules allow (an overdraw, a decided withdrawal); anything else fails the property. */
const allowed = (err: unknown) => err instanceof ApiError && [422, 409].includes(err.status);

async function checkInvariants(t: TestDb, ids: number[]): Promise<void> {
  for (const id of ids) {
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, id))
      .orderBy(asc(ledgerEntries.id));
    let running = 0;
    for (const e of entries) {
      running += e.amount;
      expect(e.balanceAfter).toBe(running);
      expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(wallet?.balance ?? 0).toBe(running);
  }
}

describeDb('money under random interleavings', (t) => {
  let run = 0;

  it('keeps balances at or above zero and the ledger equal to the balances', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        run++;
        const now = new Date();
        const ids: number[] = [];
        const payees: number[] = [];
        for (let i = 0; i < MEMBERS; i++) {
          const [row] = await t.db
            .insert(members)
            .values({ merchant: 'demo', username: `prop${run}x${i}x${Date.now()}`, passwordHash: 'none' })
            .returning({ id: members.id });
          ids.push(row!.id);
          const [payee] = await t.db
            .insert(payeeAccounts)
            .values({
              memberId: row!.id,
              bankCode: 'gcash',
              accountName: 'P',
              accountNumber: '0917000000',
              createdAt: now,
            })
            .returning({ id: payeeAccounts.id });
          payees.push(payee!.id);
        }
        const paid: { ref: string; amount: number }[] = [];
        const pendingWithdrawals: number[] = [];
        let refs = 0;

        const apply = async (s: Step): Promise<void> => {
          switch (s.kind) {
            case 'deposit': {
              const ref = `prop-${run}-${refs++}`;
              await t.db.insert(deposits).values({
                memberId: ids[s.m]!,
                merchant: 'demo',
                channel: 'gcash',
                amount: s.amount,
                provider: 'dev',
                providerRef: ref,
                createdAt: now,
                expiresAt: new Date(now.getTime() + 60_000),
              });
              const settled = await settle(ref, s.amount);
              expect(settled).toBe('credited');
              paid.push({ ref, amount: s.amount });
              return;
            }
            case 'callbackAgain': {
              if (paid.length === 0) return;
              const d = paid[s.pick % paid.length]!;
              expect(await settle(d.ref, d.amount)).toBe('duplicate');
              return;
            }
            case 'hold': {
              const payee = (
                await t.db.select().from(payeeAccounts).where(eq(payeeAccounts.id, payees[s.m]!))
              )[0]!;
              const held = await t.db.transaction((tx) =>
                holdWithdrawal(tx, { memberId: ids[s.m]!, payee, amount: s.amount, now }),
              );
              pendingWithdrawals.push(held.withdrawal.id);
              return;
            }
            case 'decide': {
              if (pendingWithdrawals.length === 0) return;
              const id = pendingWithdrawals[s.pick % pendingWithdrawals.length]!;
              await decideWithdrawal(t.db, {
                id,
                decision: s.approve ? 'approve' : 'reject',
                operator: 'prop',
                reason: 'property test',
                now,
              });
              return;
            }
            case 'bet':
              await debit(t.db, { memberId: ids[s.m]!, amount: s.amount, reason: 'game.bet' });
              return;
            case 'win':
              await credit(t.db, { memberId: ids[s.m]!, amount: s.amount, reason: 'game.win' });
              return;
            case 'transfer':
              // To the next member, standing in for the upline agent.
              await t.db.transaction((tx) =>
                transferUp(tx, {
                  fromMemberId: ids[s.m]!,
                  toMemberId: ids[(s.m + 1) % MEMBERS]!,
                  amount: s.amount,
                  now,
                }),
              );
              return;
            case 'rebate': {
              const from = new Date(Date.UTC(2026, 0, 1 + s.period));
              await t.db.transaction((tx) =>
                payRebate(tx, {
                  memberId: ids[s.m]!,
                  from,
                  to: new Date(from.getTime() + 86_400_000),
                  validBets: s.amount * 200,
                  rateBp: 50,
                  vipLevel: 0,
                  amount: s.amount,
                }),
              );
              return;
            }
            case 'reward':
              await t.db.transaction((tx) =>
                payReward(tx, {
                  memberId: ids[s.m]!,
                  promotionId: s.promotion,
                  amount: s.amount,
                  remark: '',
                  now,
                }),
              );
              return;
            case 'mission':
              await t.db.transaction((tx) =>
                payMission(tx, {
                  merchant: 'demo',
                  missionId: `prop-${run}-${s.mission}`,
                  memberId: ids[s.m]!,
                  amount: s.amount,
                  now,
                }),
              );
              return;
            case 'adjust':
              await adjustBalance(t.db, {
                memberId: ids[s.m]!,
                amount: s.amount,
                operator: 'prop',
                reason: 'p',
                now,
              });
          }
        };
        const settle = async (ref: string, amount: number) =>
          (
            await settleDeposit(t.db, {
              provider: 'dev',
              providerRef: ref,
              status: 'paid',
              amount,
              by: 'provider:dev',
              now,
              bonus: () => BONUS,
            })
          ).outcome;

        for (const batch of plan) {
          const outcomes = await Promise.allSettled(batch.map(apply));
          for (const o of outcomes) if (o.status === 'rejected' && !allowed(o.reason)) throw o.reason;
          await checkInvariants(t, ids);
        }

        // Each paid deposit credited exactly once; the bonus at most once per member, and only with a deposit.
        const credits = await t.db
          .select()
          .from(ledgerEntries)
          .where(and(inArray(ledgerEntries.memberId, ids), eq(ledgerEntries.reason, 'deposit.paid')));
        expect(credits).toHaveLength(paid.length);
        for (const id of ids) {
          const bonuses = await t.db
            .select()
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.memberId, id), eq(ledgerEntries.reason, 'deposit.bonus')));
          const deposited = credits.some((c) => c.memberId === id);
          expect(bonuses.length).toBe(deposited ? 1 : 0);
        }
        // Each rebate period and each promotion's reward paid at most once per member.
        const repeated = await t.db
          .select({ reason: ledgerEntries.reason, memberId: ledgerEntries.memberId, n: count() })
          .from(ledgerEntries)
          .innerJoin(rebateClaims, eq(ledgerEntries.reference, sql`'rebate:' || ${rebateClaims.id}`))
          .where(inArray(ledgerEntries.memberId, ids))
          .groupBy(ledgerEntries.reason, ledgerEntries.memberId, rebateClaims.fromAt)
          .having(sql`count(*) > 1`);
        expect(repeated).toEqual([]);
        for (const id of ids) {
          const rewards = await t.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, id));
          const paidRewards = await t.db
            .select()
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.memberId, id), eq(ledgerEntries.reason, 'reward.claim')));
          expect(paidRewards).toHaveLength(rewards.length);
          expect(rewards.length).toBeLessThanOrEqual(2);
          const missions = await t.db
            .select()
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.memberId, id), eq(ledgerEntries.reason, 'mission.reward')));
          expect(missions.length).toBeLessThanOrEqual(2);
        }
        // Every decided withdrawal left the wallet once (held), and came back once when rejected.
        const decided = await t.db.select().from(withdrawals).where(inArray(withdrawals.memberId, ids));
        for (const w of decided) {
          const moves = await t.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.reference, `withdraw:${w.id}`));
          expect(moves.map((m) => m.reason).sort()).toEqual(
            w.status === 'rejected' ? ['withdraw.hold', 'withdraw.release'] : ['withdraw.hold'],
          );
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
  }, 120_000);
});
