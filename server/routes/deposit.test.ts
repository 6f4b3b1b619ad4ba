import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createDeposit, getDeposit, getDepositOptions, type Deposit } from '../../src/api/contract/deposit';
import { describeDb } from '../db/testing';
import { deposits, ledgerEntries, paymentCallbacks } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, realProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { signCallback } from '../providers/payments';
import { settleDeposit } from '../money/deposits';
import { approveDepositByHand } from '../money/operator';
import { balanceOf } from '../wallet/ledger';

const SECRET = 'a-test-callback-secret-of-at-least-32-chars';
const START = Date.UTC(2026, 10, 24, 3, 0, 0);

describeDb('deposits through the dev payment provider', (t) => {
  let api: TestApp;
  let clock = START;
  let key = 0;
  beforeAll(async () => {
    api = await buildTestApp(
      t.db,
      { ...realProfile(), payments: { provider: 'dev', callbackSecret: SECRET, toleranceMs: 300_000 } },
      { now: () => clock },
    );
  });

  const open = async (
    p: TestPlayer,
    amount = 500,
    channel = 'gcash',
    idempotencyKey = `deposit-key-${++key}`,
  ) => call(api, createDeposit, { token: p.token, body: { channel, amount }, idempotencyKey });
  const refOf = async (id: number) =>
    (await t.db.select().from(deposits).where(eq(deposits.id, id)))[0]!.providerRef;
  const decide = (ref: string, decision: string) =>
    api.app.inject({
      method: 'POST',
      url: `/dev/pay/${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}&lang=EN`,
    });
  const callback = (body: unknown, opts: { ts?: number; signature?: string | null } = {}) => {
    const raw = JSON.stringify(body);
    const ts = opts.ts ?? clock;
    const signature = opts.signature === undefined ? signCallback(SECRET, ts, raw) : opts.signature;
    return api.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/dev',
      headers: {
        'content-type': 'application/json',
        'x-pay-timestamp': String(ts),
        ...(signature === null ? {} : { 'x-pay-signature': signature }),
      },
      payload: raw,
    });
  };
  const status = async (p: TestPlayer, id: number) =>
    (await call(api, getDeposit, { token: p.token, query: { id: String(id) } })).value as {
      deposit: Deposit;
      balance: number;
    };

  it('offers the merchant channels and the first-deposit bonus, and refuses a trial account', async () => {
    const p = await addPlayer(api);
    const res = await call(api, getDepositOptions, { token: p.token });
    expect(res.status).toBe(200);
    const options = res.value as { channels: { code: string }[]; firstDepositBonus: unknown };
    expect(options.channels.map((c) => c.code)).toEqual(['gcash', 'maya', 'instapay', 'qrph']);
    expect(options.firstDepositBonus).toEqual({ amount: 258, eligible: true });
    const trial = await addPlayer(api, { type: 4, balance: 200_000 });
    expect((await call(api, getDepositOptions, { token: trial.token })).code).toBe('function.not.available');
    expect((await open(trial)).code).toBe('function.not.available');
  });

  it('refuses an unknown channel and an amount outside the channel limits', async () => {
    const p = await addPlayer(api);
    expect((await open(p, 500, 'paypal')).code).toBe('deposit.channel.invalid');
    const low = await open(p, 99.99);
    expect(low.code).toBe('money.amount.range');
    expect(low.json.value).toEqual({ min: 100, max: 50000 });
    expect((await open(p, 50000.01)).code).toBe('money.amount.range');
  });

  it('waits on the pay page, credits once however often the callback comes, and the bonus once', async () => {
    const p = await addPlayer(api);
    const first = await open(p, 500);
    expect(first.status).toBe(200);
    const { deposit, payUrl } = first.value as { deposit: Deposit; payUrl: string };
    expect(deposit.status).toBe('pending');
    const ref = await refOf(deposit.id);
    expect(payUrl).toBe(`/dev/pay/${ref}`);

    // The page never decides by itself: reading it changes nothing.
    const page = await api.app.inject({ method: 'GET', url: `${payUrl}?lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₱500.00');
    expect(page.body).toContain('Approve payment');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await status(p, deposit.id)).deposit.status).toBe('pending');
    expect(await balanceOf(t.db, p.memberId)).toBe(0);

    const approved = await decide(ref, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/m/voucherCenter?deposit=${deposit.id}`);
    const after = await status(p, deposit.id);
    expect(after.deposit).toMatchObject({ status: 'paid', bonus: 258 });
    expect(after.balance).toBe(758);

    // The same callback again (a replay), a fresh repeat of it, and the page's button once more: nothing moves.
    const replay = await api.app.inject({ method: 'POST', url: `/wps/dev/payments/resend?ref=${ref}` });
    expect(replay.json()).toEqual({ success: true, value: { outcome: 'replayed' } });
    clock += 1000;
    const repeat = await api.app.inject({
      method: 'POST',
      url: `/wps/dev/payments/resend?ref=${ref}&mode=repeat`,
    });
    expect(repeat.json()).toEqual({ success: true, value: { outcome: 'duplicate' } });
    await decide(ref, 'approve');
    expect(await balanceOf(t.db, p.memberId)).toBe(75_800);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['deposit.paid', 50_000],
      ['deposit.bonus', 25_800],
    ]);

    // A second deposit gets no bonus.
    const second = (await open(p, 1000)).value as { deposit: Deposit };
    await decide(await refOf(second.deposit.id), 'approve');
    expect((await status(p, second.deposit.id)).deposit).toMatchObject({ status: 'paid', bonus: 0 });
    expect(await balanceOf(t.db, p.memberId)).toBe(175_800);
    const options = (await call(api, getDepositOptions, { token: p.token })).value as {
      firstDepositBonus: { eligible: boolean };
    };
    expect(options.firstDepositBonus.eligible).toBe(false);
  });

  it('applies the same idempotency key once, and refuses it with another body', async () => {
    const p = await addPlayer(api);
    const a = await open(p, 300, 'gcash', 'same-deposit-key');
    const b = await open(p, 300, 'gcash', 'same-deposit-key');
    expect(b.value).toEqual(a.value);
    expect(await t.db.select().from(deposits).where(eq(deposits.memberId, p.memberId))).toHaveLength(1);
    expect((await open(p, 400, 'gcash', 'same-deposit-key')).code).toBe('request.duplicate');
  });

  it('logs and ignores unsigned, badly signed, stale, malformed and unknown callbacks', async () => {
    const p = await addPlayer(api);
    const { deposit } = (await open(p, 200)).value as { deposit: Deposit };
    const ref = await refOf(deposit.id);
    const body = { reference: ref, status: 'paid', amount: 20_000 };
    expect((await callback(body, { signature: null })).json()).toMatchObject({ outcome: 'unsigned' });
    expect((await callback(body, { signature: 'v1=' + '0'.repeat(64) })).json()).toMatchObject({
      outcome: 'bad-signature',
    });
    expect((await callback(body, { ts: clock - 301_000 })).json()).toMatchObject({ outcome: 'stale' });
    expect((await callback({ ...body, amount: 'lots' })).json()).toMatchObject({ outcome: 'malformed' });
    expect((await callback({ ...body, amount: 20_001 })).json()).toMatchObject({
      outcome: 'amount-mismatch',
    });
    expect((await callback({ ...body, reference: 'dev_nosuchpayment000' })).json()).toMatchObject({
      outcome: 'unknown-reference',
    });
    const other = await api.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/acme',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(other.statusCode).toBe(400);
    expect(await balanceOf(t.db, p.memberId)).toBe(0);
    expect((await status(p, deposit.id)).deposit.status).toBe('pending');
    const logged = await t.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.providerRef, ref));
    expect(logged.map((l) => l.outcome)).toEqual(['amount-mismatch']);

    // A genuine one after all that still credits.
    const ok = await callback(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ outcome: 'credited' });
    expect(await balanceOf(t.db, p.memberId)).toBe(45_800);
  });

  it('marks a failed payment, and expires a pending one past its time', async () => {
    const p = await addPlayer(api);
    const { deposit } = (await open(p, 150)).value as { deposit: Deposit };
    await decide(await refOf(deposit.id), 'fail');
    expect((await status(p, deposit.id)).deposit.status).toBe('failed');
    const late = (await open(p, 150)).value as { deposit: Deposit };
    // In two steps, so the session (30 idle minutes) stays alive.
    clock += 20 * 60_000;
    expect((await status(p, late.deposit.id)).deposit.status).toBe('pending');
    clock += 11 * 60_000;
    expect((await status(p, late.deposit.id)).deposit.status).toBe('expired');
    const page = await api.app.inject({
      method: 'GET',
      url: `/dev/pay/${await refOf(late.deposit.id)}?lang=EN`,
    });
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).not.toContain('Approve payment');
    expect(await balanceOf(t.db, p.memberId)).toBe(0);
  });

  it('credits a genuine paid after failed once, as a late success, and says so in the log', async () => {
    const p = await addPlayer(api);
    const { deposit } = (await open(p, 300)).value as { deposit: Deposit };
    const ref = await refOf(deposit.id);
    expect((await callback({ reference: ref, status: 'failed', amount: 30_000 })).json()).toMatchObject({
      outcome: 'failed',
    });
    clock += 1000;
    const late = await callback({ reference: ref, status: 'paid', amount: 30_000 });
    expect([late.statusCode, late.json()]).toEqual([200, { received: true, outcome: 'late-credited' }]);
    clock += 1000;
    expect((await callback({ reference: ref, status: 'paid', amount: 30_000 })).json()).toMatchObject({
      outcome: 'duplicate',
    });
    expect(await balanceOf(t.db, p.memberId)).toBe(30_000 + 25_800);
    expect((await status(p, deposit.id)).deposit.status).toBe('paid');
    const outcomes = await t.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.providerRef, ref));
    expect(outcomes.map((o) => o.outcome)).toEqual(['failed', 'late-credited', 'duplicate']);
  });

  it('holds a paid after failed for review where the merchant says so, until an operator credits it', async () => {
    const p = await addPlayer(api);
    const { deposit } = (await open(p, 200)).value as { deposit: Deposit };
    const ref = await refOf(deposit.id);
    const report = { provider: 'dev', providerRef: ref, amount: 20_000, by: 'provider:dev', bonus: () => 0 };
    await settleDeposit(t.db, { ...report, status: 'failed', now: new Date(clock) });
    const held = await settleDeposit(t.db, {
      ...report,
      status: 'paid',
      now: new Date(clock),
      lateSuccess: () => 'review',
    });
    expect(held.outcome).toBe('held-for-review');
    expect(await balanceOf(t.db, p.memberId)).toBe(0);
    const approved = await approveDepositByHand(t.db, {
      id: deposit.id,
      operator: 'ana',
      reason: 'provider confirmed the late payment',
      now: new Date(clock),
      bonus: () => 0,
    });
    expect(approved.outcome).toBe('credited');
    expect(await balanceOf(t.db, p.memberId)).toBe(20_000);
  });

  it("never shows another member's deposit", async () => {
    const a = await addPlayer(api);
    const b = await addPlayer(api);
    const { deposit } = (await open(a, 100)).value as { deposit: Deposit };
    const res = await call(api, getDeposit, { token: b.token, query: { id: String(deposit.id) } });
    expect(res.code).toBe('money.record.not.found');
  });
});
