import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { changePassword, setPasswordByPhone } from '../../src/api/contract/account';
import { submitFeedback } from '../../src/api/contract/feedback';
import { createTrial, login } from '../../src/api/contract/session';
import { transferToUpline } from '../../src/api/contract/transfer';
import { sendNoLoginSms } from '../../src/api/contract/verification';
import { addPayee, requestWithdraw } from '../../src/api/contract/withdraw';
import { checkCode, issueCode } from '../../server/accounts/codes';
import { createCaptchaService } from '../../server/auth/captcha';
import { hashPassword } from '../../server/auth/password';
import { ACCOUNT_DEFAULTS, DEFAULTS } from '../../server/config';
import { members, verificationCodes } from '../../server/db/schema/index';
import { describeDb } from '../../server/db/testing';
import { buildTestApp, type TestApp } from '../../server/testing/app';
import { call, realProfile } from '../../server/testing/accounts';
import { addPlayer } from '../../server/testing/players';
import { burst, NIGHTLY } from './burst';

// Count first, then check (docs/security.md): a burst of concurrent attempts at one limit gets exactly the limit's
// number of checks, never more, on both databases. A check shows in the answer: a refusal of the credential
// (400/401) was checked, a 429 or a captcha demand was not.

const N = NIGHTLY ? 300 : 100;
const A = ACCOUNT_DEFAULTS;

describeDb('limits under a burst of concurrent requests (real values)', (t) => {
  let api: TestApp;
  let pin: string;
  let password: string;
  beforeAll(async () => {
    api = await buildTestApp(t.db, realProfile(), {
      captchas: createCaptchaService(t.db, Date.now, () => '11111'),
      // Holds are recorded elsewhere (loginLimits.test.ts); here they would only slow the burst.
      sleep: async () => undefined,
    });
    [pin, password] = await Promise.all([hashPassword('246810'), hashPassword('Secret123')]);
  });

  /** A member with a login password and a payment password, under a fresh agent. */
  const member = async (balance = 100_000) => {
    const agent = await addPlayer(api, { type: 1 });
    const p = await addPlayer(api, { balance });
    const mobile = `09${String(p.memberId).padStart(9, '0')}`;
    await t.db
      .update(members)
      .set({ uplineId: agent.memberId, paymentPasswordHash: pin, passwordHash: password, mobile })
      .where(eq(members.id, p.memberId));
    const [row] = await t.db.select().from(members).where(eq(members.id, p.memberId));
    return { ...p, username: row!.username, mobile };
  };
  const checkedOf = (rs: Array<{ code: string | undefined }>, code: string) =>
    rs.filter((r) => r.code === code).length;

  it(`checks ${5} payment passwords of an upline transfer in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, transferToUpline, {
        token: p.token,
        body: { amount: 100, paymentPassword: `99999${i % 10}` },
        idempotencyKey: `transfer-burst-${i}`,
      }),
    );
    expect(checkedOf(rs, 'payment.password.invalid')).toBe(5);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(N - 5);
  });

  it(`checks 5 payment passwords of a withdrawal in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, requestWithdraw, {
        token: p.token,
        body: { payeeId: 1, amount: 100, paymentPassword: `99999${i % 10}` },
        idempotencyKey: `withdraw-burst-${i}`,
      }),
    );
    expect(checkedOf(rs, 'payment.password.invalid')).toBe(5);
  });

  it(`checks ${A.loginAccountLimit} old passwords on change in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, changePassword, {
        token: p.token,
        body: { oldPassword: `Wrong${i}abc`, newPassword: 'Another123', confirmNewPassword: 'Another123' },
      }),
    );
    expect(checkedOf(rs, 'password.old.invalid')).toBe(A.loginAccountLimit);
  });

  it(`checks ${A.loginAccountLimit} login re-checks when adding a payee in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, addPayee, {
        token: p.token,
        body: {
          bankCode: 'gcash',
          accountName: 'Juan Dela Cruz',
          accountNumber: '0917000111',
          password: `Wrong${i}abc`,
        },
      }),
    );
    expect(checkedOf(rs, 'reauth.invalid')).toBe(A.loginAccountLimit);
  });

  it(`checks ${DEFAULTS.loginCaptchaAfter} passwords of one account without captchas in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, login, {
        body: { username: p.username, password: `Wrong${i}abc` },
        ip: `10.1.${Math.floor(i / 250)}.${i % 250}`,
      }),
    );
    expect(checkedOf(rs, 'login.failed')).toBe(DEFAULTS.loginCaptchaAfter);
    expect(checkedOf(rs, 'captcha.required')).toBe(N - DEFAULTS.loginCaptchaAfter);
  });

  it(`checks ${A.loginIpCaptchaAfter} user names from one address without captchas in a burst of ${N}`, async () => {
    const rs = await burst(N, (i) =>
      call(api, login, { body: { username: `ghost-a-${i}`, password: 'Wrong1abc' }, ip: '10.2.0.1' }),
    );
    expect(checkedOf(rs, 'login.failed')).toBe(A.loginIpCaptchaAfter);
  });

  it(`checks ${A.loginIpLimit} user names from one address with solved captchas in a burst of ${N}`, async () => {
    const solved = await Promise.all(
      Array.from({ length: N }, async () => {
        const img = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
        return { captcha: '11111', captchaId: String(img.headers['captcha-id']) };
      }),
    );
    const rs = await burst(N, (i) =>
      call(api, login, {
        body: { username: `ghost-b-${i}`, password: 'Wrong1abc', ...solved[i] },
        ip: '10.3.0.1',
      }),
    );
    expect(checkedOf(rs, 'login.failed')).toBe(A.loginIpLimit);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(N - A.loginIpLimit);
  });

  it(`compares ${A.codeMaxTries} SMS codes on the phone reset in a burst of ${N}`, async () => {
    const p = await member();
    await call(api, sendNoLoginSms, { body: { mobileNum: p.mobile }, ip: '10.4.0.1' });
    await api.deps.idle();
    await burst(N, (i) =>
      call(api, setPasswordByPhone, {
        body: {
          newPassword: 'Another123',
          mobileNum: p.mobile,
          verificationCode: String(100_000 + i),
        },
      }),
    );
    // Every wrong comparison costs a try; the code dies at the limit. Before, each of the burst cost one.
    const codes = await t.db
      .select({ tries: verificationCodes.tries })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, 'noLogin'), like(verificationCodes.target, `%|${p.mobile}`)));
    expect(codes.map((c) => c.tries)).toEqual([A.codeMaxTries]);
  });

  it(`compares ${A.codeMaxTries} codes when ${N} checks of one code run at once`, async () => {
    const key = { merchant: 'demo', purpose: 'race', target: `race|${N}` };
    const at = new Date();
    await issueCode(t.db, key, '123456', 600_000, at);
    const oks = await burst(N, (i) => checkCode(t.db, key, String(200_000 + i), A.codeMaxTries, at));
    expect(oks.filter((c) => c.ok)).toHaveLength(0);
    const [row] = await t.db
      .select({ tries: verificationCodes.tries })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, key.target));
    expect(row!.tries).toBe(A.codeMaxTries);
    // The right code after the burst finds the code dead.
    expect((await checkCode(t.db, key, '123456', A.codeMaxTries, at)).ok).toBe(false);
  });

  it(`sends one sign-in SMS in a burst of ${N} for one number`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, sendNoLoginSms, { body: { mobileNum: p.mobile }, ip: `10.5.${i >> 8}.${i & 255}` }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it(`creates ${A.trialPerDevicePerDay} trial accounts for one device in a burst of ${N}`, async () => {
    const rs = await burst(N, () =>
      call(api, createTrial, { body: { loginDeviceId: 'burst-device' }, ip: '10.6.0.1' }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(A.trialPerDevicePerDay);
  });

  it(`keeps 5 feedback messages an hour in a burst of ${N}`, async () => {
    const p = await member();
    const rs = await burst(N, (i) =>
      call(api, submitFeedback, {
        token: p.token,
        body: { content: `one two three four five ${i}`, images: [] },
      }),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(5);
  });
});
