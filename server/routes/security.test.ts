import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getSecurityInfo,
  sendBindCode,
} from '../../src/api/contract/security';
import { setPaymentPassword } from '../../src/api/contract/withdraw';
import { hashPassword, verifyPassword } from '../auth/password';
import { describeDb } from '../db/testing';
import { devOutbox, members, messages } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';

describeDb('the security centre', (t) => {
  let api: TestApp;
  let hash: string;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
    hash = await hashPassword('Secret123');
  });
  const player = async (mobile: string | null = null) => {
    const p = await addPlayer(api);
    await t.db.update(members).set({ passwordHash: hash, mobile }).where(eq(members.id, p.memberId));
    return p;
  };
  const row = async (p: TestPlayer) =>
    (await t.db.select().from(members).where(eq(members.id, p.memberId)))[0]!;
  const lastCode = async (recipient: string) => {
    const rows = await t.db.select().from(devOutbox).where(eq(devOutbox.recipient, recipient));
    return rows.at(-1)!.code!;
  };
  const notices = async (p: TestPlayer) =>
    (await t.db.select().from(messages).where(eq(messages.memberId, p.memberId))).map((m) => m.kind);

  it('shows what is bound, masked, and whether a payment password is set', async () => {
    const p = await player('09175550123');
    expect((await call(api, getSecurityInfo, { token: p.token })).value).toEqual({
      mobile: '0917****123',
      email: null,
      hasPaymentPassword: false,
      reauth: { password: true, sms: { mobileMasked: '•••• 0123' } },
    });
  });

  it('changes the payment password with re-authentication only, and leaves a notice', async () => {
    const p = await player();
    const change = (pin: string, proof: Record<string, string>) =>
      call(api, changePaymentPassword, {
        token: p.token,
        body: { paymentPassword: pin, confirmPaymentPassword: pin, ...proof },
      });
    expect((await change('111111', { password: 'Secret123' })).code).toBe('payment.password.unset');
    await call(api, setPaymentPassword, {
      token: p.token,
      body: { paymentPassword: '222222', confirmPaymentPassword: '222222', password: 'Secret123' },
    });
    expect((await change('111111', { password: 'wrong-pass' })).code).toBe('reauth.invalid');
    expect((await change('222222', { password: 'Secret123' })).code).toBe('modify.new.old.same');
    expect((await change('111111', { password: 'Secret123' })).value).toBe(true);
    expect(await verifyPassword('111111', (await row(p)).paymentPasswordHash!)).toBe(true);
    // System messages are kinds, worded in the reader's language when read (messages.test.ts).
    expect(await notices(p)).toEqual(['paymentPasswordSet', 'paymentPasswordChanged']);
  });

  it('binds a mobile number with a code sent to it and the login password, never one another account has', async () => {
    const p = await player();
    expect(
      (await call(api, sendBindCode, { token: p.token, body: { channel: 'sms', mobileNum: '09176660001' } }))
        .status,
    ).toBe(200);
    const code = await lastCode('63|09176660001');
    const bind = (body: Record<string, string>) => call(api, bindMobile, { token: p.token, body });
    expect(
      (await bind({ mobileNum: '09176660001', verificationCode: code, password: 'nope-nope' })).code,
    ).toBe('reauth.invalid');
    expect(
      (
        await bind({
          mobileNum: '09176660001',
          verificationCode: '000000' === code ? '111111' : '000000',
          password: 'Secret123',
        })
      ).code,
    ).toBe('verification.code.invalid');
    expect(
      (await bind({ mobileNum: '09176660001', verificationCode: code, password: 'Secret123' })).value,
    ).toEqual({
      mobile: '0917****001',
    });
    expect((await row(p)).mobile).toBe('09176660001');
    expect(await notices(p)).toEqual(['mobileBound']);

    const other = await player();
    await call(api, sendBindCode, { token: other.token, body: { channel: 'sms', mobileNum: '09176660001' } });
    const code2 = await lastCode('63|09176660001');
    expect(
      (
        await call(api, bindMobile, {
          token: other.token,
          body: { mobileNum: '09176660001', verificationCode: code2, password: 'Secret123' },
        })
      ).code,
    ).toBe('member.mobile.exists');
  });

  it('binds an e-mail address with a code sent to it', async () => {
    const p = await player();
    await call(api, sendBindCode, { token: p.token, body: { channel: 'mail', email: 'Ana@Example.com' } });
    const code = await lastCode('Ana@Example.com');
    const res = await call(api, bindEmail, {
      token: p.token,
      body: { email: 'Ana@Example.com', verificationCode: code, password: 'Secret123' },
    });
    expect(res.value).toEqual({ email: 'A***@Example.com' });
    expect((await row(p)).email).toBe('Ana@Example.com');
    // The code was spent.
    expect(
      (
        await call(api, bindEmail, {
          token: p.token,
          body: { email: 'Ana@Example.com', verificationCode: code, password: 'Secret123' },
        })
      ).code,
    ).toBe('verification.code.invalid');
  });

  it('limits the codes a member may ask for', async () => {
    const p = await player();
    for (let i = 0; i < 6; i++)
      expect(
        (
          await call(api, sendBindCode, {
            token: p.token,
            body: { channel: 'mail', email: `x${i}@example.com` },
          })
        ).status,
      ).toBe(200);
    expect(
      (await call(api, sendBindCode, { token: p.token, body: { channel: 'mail', email: 'y@example.com' } }))
        .code,
    ).toBe('sms.rate.limited');
  });
});
