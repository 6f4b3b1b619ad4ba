import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  addPayee,
  getBanks,
  getWithdrawInfo,
  requestWithdraw,
  sendReauthSms,
  setPaymentPassword,
  type Payee,
  type Withdrawal,
} from '../../src/api/contract/withdraw';
import { issueCode, newSmsCode } from '../accounts/codes';
import { guarded, reauthenticate as reauthenticate_, sessionMember } from '../accounts/reauth';
import { notifyMember } from '../accounts/notify';
import { reserveAll, tooMany } from '../accounts/rateLimit';
import { dialingOf, smsTarget } from '../accounts/settings';
import { hashPassword, verifyPassword } from '../auth/password';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { members, payeeAccounts, type MemberRow } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import type { Merchant } from '../merchants/merchantRegistry';
import {
  heldOf,
  holdWithdrawal,
  moneyRecordNotFound,
  type PayeeRow,
  type WithdrawalRow,
} from '../money/withdrawals';
import { balanceOf } from '../wallet/ledger';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { answeredBefore, moneyCall } from '../wallet/money-call';
import { outOfRange, refuseTrial } from './deposit';

const HOUR = 3_600_000;
/** Wrong payment passwords per account per window before the withdraw form is locked for the window. */
const PAYMENT_PASSWORD_TRIES = 5;

/** `•••• 1234`: enough for the player to recognise the account, never the whole number. */
export const maskNumber = (n: string) => `•••• ${n.slice(-4)}`;

const bankName = (m: Merchant | undefined, code: string) =>
  m?.money.withdraw.banks.find((b) => b.code === code)?.name ?? code;

export const payeeWire = (p: PayeeRow, m: Merchant | undefined): Payee => ({
  id: p.id,
  bankCode: p.bankCode,
  bankName: bankName(m, p.bankCode),
  accountName: p.accountName,
  accountNumberMasked: maskNumber(p.accountNumber),
});

export const withdrawalWire = (w: WithdrawalRow, m: Merchant | undefined): Withdrawal => ({
  id: w.id,
  amount: toWireAmount(w.amount),
  status: w.status as Withdrawal['status'],
  bankName: bankName(m, w.payee.bankCode),
  accountNumberMasked: maskNumber(w.payee.accountNumber),
  requestedAt: isoDate(w.requestedAt),
  decidedAt: w.decidedAt ? isoDate(w.decidedAt) : null,
  remark: w.status === 'rejected' ? (w.reason ?? '') : null,
});

/** Withdraw, payee accounts, the payment password and re-authentication (docs/money.md "Withdraw"). */
export function registerWithdrawRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const acct = config.accounts;
  const merchantOf = (req: FastifyRequest) => deps.merchants.byCode(deps.merchantOf(req))!;

  const memberOf = (req: FastifyRequest) => sessionMember(deps, req);
  const reauthenticate = (
    req: FastifyRequest,
    member: MemberRow,
    proof: { password?: string; smsCode?: string },
  ) => reauthenticate_(deps, req, member, proof);

  const payeesOf = (memberId: number) =>
    db.select().from(payeeAccounts).where(eq(payeeAccounts.memberId, memberId)).orderBy(payeeAccounts.id);

  registerEndpoint(app, getBanks, async ({ req }) => ({
    list: merchantOf(req).money.withdraw.banks.map((b) => ({ ...b })),
  }));

  registerEndpoint(app, getWithdrawInfo, async ({ req }) => {
    refuseTrial(req);
    const member = await memberOf(req);
    const m = merchantOf(req);
    const mobile = member.mobile;
    return {
      balance: toWireAmount(await balanceOf(db, member.id)),
      held: toWireAmount(await heldOf(db, member.id)),
      min: m.money.withdraw.min,
      max: m.money.withdraw.max,
      payees: (await payeesOf(member.id)).map((p) => payeeWire(p, m)),
      maxPayees: m.money.withdraw.maxPayees,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      reauth: { password: true, sms: mobile ? { mobileMasked: `•••• ${mobile.slice(-4)}` } : null },
    };
  });

  registerEndpoint(app, sendReauthSms, async ({ req }) => {
    refuseTrial(req);
    const member = await memberOf(req);
    if (!member.mobile) throw new ApiError(400, ErrorCode.mobileInvalid, 'This account has no mobile number');
    const m = merchantOf(req);
    const dialing = dialingOf(undefined, m);
    const target = smsTarget(dialing, member.mobile);
    const at = new Date(deps.now());
    const limits = [
      { bucket: `sms-gap:${m.code}:${target}`, limit: 1, windowMs: acct.smsResendMs },
      { bucket: `sms-num:${m.code}:${target}`, limit: acct.smsPerNumberPerHour, windowMs: HOUR },
    ];
    await reserveAll(db, limits, at, (ms) => tooMany(ErrorCode.smsRateLimited, ms));
    const code = newSmsCode();
    await issueCode(
      db,
      { merchant: member.merchant, purpose: 'reauth', target },
      code,
      acct.smsCodeMinutes * 60_000,
      at,
    );
    try {
      await deps.sms.send({
        merchant: member.merchant,
        dialingCode: dialing,
        number: member.mobile,
        code,
        text: `Your verification code is ${code}. It confirms a change to your withdrawal details. Never share it.`,
      });
    } catch {
      throw new ApiError(502, ErrorCode.smsSendFailed, 'SMS could not be sent');
    }
    return { expiredMinutes: acct.smsCodeMinutes };
  });

  registerEndpoint(
    app,
    addPayee,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await memberOf(req);
      await reauthenticate(req, member, body);
      const m = merchantOf(req);
      if (!m.money.withdraw.banks.some((b) => b.code === body.bankCode))
        throw new ApiError(400, ErrorCode.bankInvalid, 'Unknown bank', { field: 'bankCode' });
      const accountName = body.accountName.trim();
      if (accountName.length < 2)
        throw new ApiError(400, ErrorCode.nameInvalid, 'Name invalid', { field: 'accountName' });
      const [n] = await db
        .select({ n: count() })
        .from(payeeAccounts)
        .where(eq(payeeAccounts.memberId, member.id));
      if ((n?.n ?? 0) >= m.money.withdraw.maxPayees)
        throw new ApiError(409, ErrorCode.payeeLimitReached, 'Too many payee accounts');
      const [row] = await db
        .insert(payeeAccounts)
        .values({
          memberId: member.id,
          bankCode: body.bankCode,
          accountName,
          accountNumber: body.accountNumber,
          createdAt: new Date(deps.now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, ErrorCode.payeeExists, 'Payee account already saved');
      await notifyMember(db, member.id, 'payeeAdded', new Date(deps.now()));
      return payeeWire(row, m);
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(
    app,
    setPaymentPassword,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await memberOf(req);
      if (member.paymentPasswordHash !== null)
        throw new ApiError(409, ErrorCode.paymentPasswordExists, 'Payment password already set');
      await reauthenticate(req, member, body);
      if (body.confirmPaymentPassword !== body.paymentPassword)
        throw new ApiError(400, ErrorCode.paymentPasswordMismatch, 'Payment passwords differ', {
          field: 'confirmPaymentPassword',
        });
      const hash = await hashPassword(body.paymentPassword);
      // Conditional, so two tabs setting it at once cannot overwrite each other.
      const set = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, member.id), isNull(members.paymentPasswordHash)))
        .returning({ id: members.id });
      if (set.length === 0)
        throw new ApiError(409, ErrorCode.paymentPasswordExists, 'Payment password already set');
      await notifyMember(db, member.id, 'paymentPasswordSet', new Date(deps.now()));
      return true;
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(
    app,
    requestWithdraw,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await memberOf(req);
      const m = merchantOf(req);
      if (member.paymentPasswordHash === null)
        throw new ApiError(409, ErrorCode.paymentPasswordUnset, 'Set a payment password first');
      // The payment password stays out of the request hash that the idempotency table keeps.
      const input = { payeeId: body.payeeId, amount: body.amount };
      // A retry of a withdrawal this key already made is answered as it was, without a new password check.
      const before = await answeredBefore(db, req, input);
      // The kept value passes the answer schema like any other (registerEndpoint checks it).
      if (before) return before.value as never;
      await guarded(
        deps,
        { bucket: `paypass:${member.id}`, limit: PAYMENT_PASSWORD_TRIES, windowMs: acct.loginWindowMs },
        () => verifyPassword(body.paymentPassword, member.paymentPasswordHash!),
        () =>
          new ApiError(400, ErrorCode.paymentPasswordInvalid, 'Payment password incorrect', {
            field: 'paymentPassword',
          }),
      );
      const [payee] = await db
        .select()
        .from(payeeAccounts)
        .where(and(eq(payeeAccounts.id, body.payeeId), eq(payeeAccounts.memberId, member.id)));
      if (!payee) throw moneyRecordNotFound();
      const amount = fromWireAmount(body.amount);
      if (amount < fromWireAmount(m.money.withdraw.min) || amount > fromWireAmount(m.money.withdraw.max))
        throw outOfRange(m.money.withdraw.min, m.money.withdraw.max);
      return moneyCall(db, req, input, async (tx) => {
        const held = await holdWithdrawal(tx, {
          memberId: member.id,
          payee,
          amount,
          now: new Date(deps.now()),
        });
        return { withdrawal: withdrawalWire(held.withdrawal, m), balance: toWireAmount(held.balance) };
      });
    },
    { openBody: deps.openJwe },
  );
}
