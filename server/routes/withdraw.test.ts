import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  addPayee,
  getBanks,
  getWithdrawInfo,
  requestWithdraw,
  sendReauthSms,
  setPaymentPassword,
  type Payee,
  type Withdrawal,
  type WithdrawInfo,
} from '../../src/api/contract/withdraw';
import { hashPassword } from '../auth/password';
import { describeDb } from '../db/testing';
import {
  devOutbox,
  ledgerEntries,
  members,
  messages,
  operatorActions,
  withdrawals,
} from '../db/schema/index';
import { decideWithdrawal } from '../money/withdrawals';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';

describeDb('withdrawals with a hold, payee accounts and the payment password', (t) => {
  let api: TestApp;
  let key = 0;
  let passwordHash: string;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
    passwordHash = await hashPassword('Secret123');
  });

  /** A player with a login password, optionally a mobile, a balance in centavos. */
  const player = async (balance = 100_000, mobile: string | null = null): Promise<TestPlayer> => {
    const p = await addPlayer(api, { balance });
    await t.db.update(members).set({ passwordHash, mobile }).where(eq(members.id, p.memberId));
    return p;
  };
  const info = async (p: TestPlayer) =>
    (await call(api, getWithdrawInfo, { token: p.token })).value as WithdrawInfo;
  const payee = async (
    p: TestPlayer,
    proof: Record<string, string> = { password: 'Secret123' },
    n = '0917000111',
  ) =>
    call(api, addPayee, {
      token: p.token,
      body: { bankCode: 'gcash', accountName: 'Juan Dela Cruz', accountNumber: n, ...proof },
    });
  const setPin = (p: TestPlayer, pin = '135790', proof: Record<string, string> = { password: 'Secret123' }) =>
    call(api, setPaymentPassword, {
      token: p.token,
      body: { paymentPassword: pin, confirmPaymentPassword: pin, ...proof },
    });
  const withdraw = (p: TestPlayer, body: Record<string, unknown>, idempotencyKey = `withdraw-key-${++key}`) =>
    call(api, requestWithdraw, { token: p.token, body, idempotencyKey });
  /** A player ready to withdraw: a payee and a payment password. */
  const ready = async (balance = 100_000) => {
    const p = await player(balance);
    const saved = (await payee(p)).value as Payee;
    expect((await setPin(p)).status).toBe(200);
    return { p, payeeId: saved.id };
  };

  it('lists the merchant banks and the withdraw limits, with no payee and no payment password at first', async () => {
    const p = await player(50_000, '09171112222');
    expect(
      ((await call(api, getBanks, { token: p.token })).value as { list: { code: string }[] }).list[0],
    ).toEqual({
      code: 'gcash',
      name: 'GCash',
      kind: 'ewallet',
    });
    expect(await info(p)).toEqual({
      balance: 500,
      held: 0,
      min: 100,
      max: 50000,
      payees: [],
      maxPayees: 5,
      hasPaymentPassword: false,
      reauth: { password: true, sms: { mobileMasked: '•••• 2222' } },
    });
  });

  it('adds a payee account only with re-authentication, masks its number, and refuses a copy', async () => {
    const p = await player();
    expect((await payee(p, {})).code).toBe('reauth.invalid');
    expect((await payee(p, { password: 'wrong-one' })).code).toBe('reauth.invalid');
    const added = await payee(p);
    expect(added.value).toMatchObject({ bankName: 'GCash', accountNumberMasked: '•••• 0111' });
    expect((await payee(p)).code).toBe('payee.exists');
    const bad = await call(api, addPayee, {
      token: p.token,
      body: { bankCode: 'nobank', accountName: 'Juan', accountNumber: '1234567', password: 'Secret123' },
    });
    expect(bad.code).toBe('payee.bank.invalid');
  });

  it('re-authenticates by an SMS code to the account mobile', async () => {
    const p = await player(100_000, '09173334444');
    expect((await call(api, sendReauthSms, { token: p.token })).value).toEqual({ expiredMinutes: 5 });
    const [sms] = await t.db.select().from(devOutbox).where(eq(devOutbox.recipient, '63|09173334444'));
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect((await payee(p, { smsCode: '000000' === sms!.code ? '111111' : '000000' })).code).toBe(
      'reauth.invalid',
    );
    expect((await payee(p, { smsCode: sms!.code! })).status).toBe(200);
    // A code works once.
    expect((await payee(p, { smsCode: sms!.code! }, '0917999888')).code).toBe('reauth.invalid');
    const noMobile = await player();
    expect((await call(api, sendReauthSms, { token: noMobile.token })).code).toBe('member.mobile.invalid');
  });

  it('sets the payment password once, with re-authentication and a matching confirmation', async () => {
    const p = await player();
    expect((await setPin(p, '123456', { password: 'nope' })).code).toBe('reauth.invalid');
    const mismatch = await call(api, setPaymentPassword, {
      token: p.token,
      body: { paymentPassword: '123456', confirmPaymentPassword: '123457', password: 'Secret123' },
    });
    expect(mismatch.code).toBe('payment.password.mismatch');
    expect((await setPin(p)).value).toBe(true);
    expect((await setPin(p, '999999')).code).toBe('payment.password.exists');
    // The change leaves a notice in the message centre, a kind worded when read (messages.test.ts).
    const notices = await t.db.select().from(messages).where(eq(messages.memberId, p.memberId));
    expect(notices.map((n) => n.kind)).toEqual(['paymentPasswordSet']);
    expect((await info(p)).hasPaymentPassword).toBe(true);
    const [row] = await t.db.select().from(members).where(eq(members.id, p.memberId));
    expect(row!.paymentPasswordHash).not.toContain('135790');
  });

  it('holds the amount at request, then releases it on rejection or keeps it on approval', async () => {
    const { p, payeeId } = await ready(100_000);
    const res = await withdraw(p, { payeeId, amount: 300, paymentPassword: '135790' });
    expect(res.status).toBe(200);
    const { withdrawal, balance } = res.value as { withdrawal: Withdrawal; balance: number };
    expect(withdrawal).toMatchObject({ status: 'pending', amount: 300, accountNumberMasked: '•••• 0111' });
    expect(balance).toBe(700);
    expect(await info(p)).toMatchObject({ balance: 700, held: 300 });

    const rejected = await decideWithdrawal(t.db, {
      id: withdrawal.id,
      decision: 'reject',
      operator: 'alice',
      reason: 'Name on the account does not match',
      now: new Date(),
    });
    expect(rejected.status).toBe('rejected');
    expect(await info(p)).toMatchObject({ balance: 1000, held: 0 });
    await expect(
      decideWithdrawal(t.db, {
        id: withdrawal.id,
        decision: 'approve',
        operator: 'bob',
        reason: 'x',
        now: new Date(),
      }),
    ).rejects.toThrow(/already rejected/);

    const second = (await withdraw(p, { payeeId, amount: 250, paymentPassword: '135790' })).value as {
      withdrawal: Withdrawal;
    };
    await decideWithdrawal(t.db, {
      id: second.withdrawal.id,
      decision: 'approve',
      operator: 'alice',
      reason: 'paid out',
      now: new Date(),
    });
    expect(await info(p)).toMatchObject({ balance: 750, held: 0 });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['test.deposit', 100_000],
      ['withdraw.hold', -30_000],
      ['withdraw.release', 30_000],
      ['withdraw.hold', -25_000],
    ]);
    const actions = await t.db.select().from(operatorActions).where(eq(operatorActions.memberId, p.memberId));
    expect(actions.map((a) => [a.operator, a.action, a.reason])).toEqual([
      ['alice', 'withdrawal.reject', 'Name on the account does not match'],
      ['alice', 'withdrawal.approve', 'paid out'],
    ]);
  });

  it('refuses an overdraw, an amount outside the limits, a wrong payment password and a foreign payee', async () => {
    const { p, payeeId } = await ready(20_000);
    expect((await withdraw(p, { payeeId, amount: 200.01, paymentPassword: '135790' })).code).toBe(
      'wallet.insufficient.funds',
    );
    expect((await withdraw(p, { payeeId, amount: 99, paymentPassword: '135790' })).code).toBe(
      'money.amount.range',
    );
    expect((await withdraw(p, { payeeId, amount: 100, paymentPassword: '000000' })).code).toBe(
      'payment.password.invalid',
    );
    const other = await ready();
    expect((await withdraw(p, { payeeId: other.payeeId, amount: 100, paymentPassword: '135790' })).code).toBe(
      'money.record.not.found',
    );
    expect(await balanceOf(t.db, p.memberId)).toBe(20_000);
    const fresh = await player();
    const saved = (await payee(fresh)).value as Payee;
    expect((await withdraw(fresh, { payeeId: saved.id, amount: 100, paymentPassword: '135790' })).code).toBe(
      'payment.password.unset',
    );
  });

  it('locks the withdraw form after five wrong payment passwords', async () => {
    const { p, payeeId } = await ready();
    for (let i = 0; i < 5; i++)
      expect((await withdraw(p, { payeeId, amount: 100, paymentPassword: '000000' })).code).toBe(
        'payment.password.invalid',
      );
    expect((await withdraw(p, { payeeId, amount: 100, paymentPassword: '135790' })).code).toBe(
      'reauth.rate.limited',
    );
  });

  it('applies one withdraw sent twice with one key once, and refuses the key with another amount', async () => {
    const { p, payeeId } = await ready(100_000);
    const a = await withdraw(p, { payeeId, amount: 150, paymentPassword: '135790' }, 'one-withdraw-key');
    const b = await withdraw(p, { payeeId, amount: 150, paymentPassword: '135790' }, 'one-withdraw-key');
    expect(b.value).toEqual(a.value);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.memberId))).toHaveLength(1);
    const holds = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(holds.filter((e) => e.reason === 'withdraw.hold')).toHaveLength(1);
    expect(
      (await withdraw(p, { payeeId, amount: 160, paymentPassword: '135790' }, 'one-withdraw-key')).code,
    ).toBe('request.duplicate');
  });

  it('refuses trial accounts and unsealed bodies', async () => {
    const trial = await addPlayer(api, { type: 4, balance: 100_000 });
    expect((await call(api, getWithdrawInfo, { token: trial.token })).code).toBe('function.not.available');
    const p = await player();
    const plain = await api.app.inject({
      method: 'POST',
      url: requestWithdraw.path,
      headers: {
        authorization: p.token,
        'idempotency-key': 'plain-withdraw-key',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ payeeId: 1, amount: 100, paymentPassword: '135790' }),
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ errorCode: 'request.encryption.invalid' });
  });
});
