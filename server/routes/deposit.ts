import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { createDeposit, getDeposit, getDepositOptions, type Deposit } from '../../src/api/contract/deposit';
import { ErrorCode } from '../../src/api/contract/errors';
import { isTrialType } from '../../src/api/contract/memberTypes';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { deposits } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import type { Merchant } from '../merchants/merchantRegistry';
import { bonusEligible, expireDueDeposits, type DepositRow } from '../money/deposits';
import { moneyRecordNotFound } from '../money/withdrawals';
import { balanceOf } from '../wallet/ledger';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';

/** Trial (play-money) accounts have no real money to move. */
export const trialRefused = () =>
  new ApiError(403, ErrorCode.functionNotAvailable, 'Please login an actual account to use this function');

export function refuseTrial(req: FastifyRequest): void {
  if (isTrialType(req.session!.type)) throw trialRefused();
}

export const outOfRange = (min: number, max: number) =>
  new ApiError(400, ErrorCode.amountOutOfRange, 'Amount outside the limits', { min, max });

/** The first-deposit bonus of a merchant in centavos (0: off). */
export const firstDepositBonusOf = (m: Merchant | undefined): number =>
  m ? fromWireAmount(m.money.deposit.firstDepositBonus) : 0;

/**
 * The merchants' rules for settling a deposit (server/money/deposits.ts): the first-deposit bonus, and what a
 * provider's late success becomes. The provider's callback and the reconciliation settle by the same rules.
 */
export const settlementRulesOf = (merchants: { byCode(code: string): Merchant | undefined }) => ({
  bonus: (merchant: string) => firstDepositBonusOf(merchants.byCode(merchant)),
  lateSuccess: (merchant: string) => merchants.byCode(merchant)?.money.deposit.lateSuccess ?? 'credit',
});

export function depositWire(row: DepositRow, m: Merchant | undefined): Deposit {
  return {
    id: row.id,
    channel: row.channel,
    channelName: m?.money.deposit.channels.find((c) => c.code === row.channel)?.name ?? row.channel,
    amount: toWireAmount(row.amount),
    status: row.status as Deposit['status'],
    bonus: toWireAmount(row.bonus),
    createdAt: isoDate(row.createdAt),
    expiresAt: isoDate(row.expiresAt),
    settledAt: row.settledAt ? isoDate(row.settledAt) : null,
  };
}

/** Deposits through the payment provider (docs/money.md "Deposit"). */
export function registerDepositRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  registerEndpoint(app, getDepositOptions, async ({ req }) => {
    refuseTrial(req);
    const m = deps.merchantOf(req);
    const merchant = deps.merchants.byCode(m)!;
    const bonus = merchant.money.deposit.firstDepositBonus;
    return {
      channels: merchant.money.deposit.channels.map((c) => ({ ...c })),
      firstDepositBonus:
        bonus > 0 ? { amount: bonus, eligible: await bonusEligible(db, req.session!.memberId) } : null,
      expiryMinutes: merchant.money.deposit.expiryMinutes,
    };
  });

  registerEndpoint(app, createDeposit, async ({ body, req }) => {
    refuseTrial(req);
    const merchant = deps.merchants.byCode(deps.merchantOf(req))!;
    const channel = merchant.money.deposit.channels.find((c) => c.code === body.channel);
    if (!channel) throw new ApiError(400, ErrorCode.depositChannelInvalid, 'Unknown deposit channel');
    const amount = fromWireAmount(body.amount);
    if (amount < fromWireAmount(channel.min) || amount > fromWireAmount(channel.max))
      throw outOfRange(channel.min, channel.max);
    const memberId = req.session!.memberId;
    return moneyCall(db, req, body, async (tx) => {
      const now = new Date(deps.now());
      const [row] = await tx
        .insert(deposits)
        .values({
          memberId,
          merchant: merchant.code,
          channel: channel.code,
          amount,
          provider: deps.payments.name,
          // Replaced below by the provider's own reference, in the same transaction.
          providerRef: `opening:${randomUUID()}`,
          createdAt: now,
          expiresAt: new Date(now.getTime() + merchant.money.deposit.expiryMinutes * 60_000),
        })
        .returning();
      const started = await deps.payments.start({
        merchant: merchant.code,
        amount,
        channel: channel.code,
        returnUrl: `/m/voucherCenter?deposit=${row!.id}`,
      });
      const [opened] = await tx
        .update(deposits)
        .set({ providerRef: started.providerRef })
        .where(eq(deposits.id, row!.id))
        .returning();
      return { deposit: depositWire(opened!, merchant), payUrl: started.payUrl };
    });
  });

  registerEndpoint(app, getDeposit, async ({ query, req }) => {
    const memberId = req.session!.memberId;
    await expireDueDeposits(db, new Date(deps.now()), memberId);
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, query.id), eq(deposits.memberId, memberId)));
    if (!row) throw moneyRecordNotFound();
    return {
      deposit: depositWire(row, deps.merchants.byCode(row.merchant)),
      balance: toWireAmount(await balanceOf(db, memberId)),
    };
  });
}
