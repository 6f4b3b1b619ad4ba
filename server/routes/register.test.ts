import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkAffiliateCode,
  getHeadIcon,
  getRegisterFields,
  getRegisterSettings,
  getSocialLogin,
  getUserAgreement,
  listCountries,
  register,
  registerByMobile,
} from '../../src/api/contract/account';
import { REGISTER_FIELD_NAMES } from '../../src/api/contract/accountFields';
import { getMemberInfo } from '../../src/api/contract/member';
import { login } from '../../src/api/contract/session';
import { getDevOutbox, sendNoLoginSms, sendRegisterSms } from '../../src/api/contract/verification';
import { createCaptchaService } from '../auth/captcha';
import { describeDb } from '../db/testing';
import { memberProfiles, members } from '../db/schema/index';
import { getWithdrawInfo } from '../../src/api/contract/withdraw';
import { createMerchantRegistry } from '../merchants/merchantRegistry';
import { seedAccounts } from '../seed/accounts';
import { DEMO_AFFILIATE_CODE, seedAccountExtras } from '../seed/accountExtras';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, realProfile, testProfile } from '../testing/accounts';

const base = {
  registerMethod: 'PWA',
  ageConfirmed: true,
  password: 'secret123',
  confirmPassword: 'secret123',
};

describeDb('registration', (t) => {
  let api: TestApp;
  const merchants = createMerchantRegistry();
  beforeAll(async () => {
    await seedAccounts(t.db);
    await seedAccountExtras(t.db);
    api = await buildTestApp(t.db, testProfile(), {}, merchants);
  });

  it('serves the register settings, the 18 field rules and the login rules, each passing its schema', async () => {
    const s = await call(api, getRegisterSettings);
    expect(s.value).toMatchObject({ usernameRegistration: true, mobileRegistration: true, minimumAge: 18 });
    const f = await call(api, getRegisterFields);
    const fields = (f.value as { fields: { name: string; pattern: string }[] }).fields;
    expect(fields.map((x) => x.name)).toEqual([...REGISTER_FIELD_NAMES]);
    for (const x of fields) expect(() => new RegExp(x.pattern)).not.toThrow();
    const c = await call(api, listCountries);
    expect((c.value as { dialingCode: string }[])[0]).toMatchObject({ countryCode: 'PH', dialingCode: '63' });
  });

  it('serves the user agreement per language, the head icon and no social provider by default', async () => {
    const en = await call(api, getUserAgreement, { query: { language: 'EN' } });
    expect(en.value).toMatchObject({ language: 'EN', title: 'User agreement' });
    const ty = await call(api, getUserAgreement, { query: { language: 'TY' } });
    expect((ty.value as { content: string }).content).toContain('18');
    expect((await call(api, getHeadIcon)).value).toMatchObject({ url: '/cdn/img/logo/demo.png' });
    expect((await call(api, getSocialLogin)).value).toEqual({ phoneVerification: null, social: [] });
  });

  it('registers by user name, logs the new member in and stores the method and age confirmation', async () => {
    const res = await call(api, register, {
      body: { ...base, username: 'Newplayer', email: 'new@example.com', loginDeviceId: 'dev-1' },
    });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ userName: 'Newplayer', customerType: 0, mustChangePassword: false });
    const info = await call(api, getMemberInfo, { token: (res.value as { token: string }).token });
    expect(info.value).toMatchObject({ account: 'Newplayer' });
    const [row] = await t.db
      .select()
      .from(memberProfiles)
      .innerJoin(members, eq(members.id, memberProfiles.memberId))
      .where(sql`lower(${members.username}) = 'newplayer'`);
    expect(row?.member_profiles).toMatchObject({ registerMethod: 'PWA', minimumAge: 18 });
  });

  it('keeps no password in clear: the members row holds only an scrypt hash', async () => {
    await call(api, register, {
      body: { ...base, username: 'hashcheck', password: 'Plain4Text', confirmPassword: 'Plain4Text' },
    });
    const [row] = await t.db.select().from(members).where(eq(members.username, 'hashcheck'));
    const dump = JSON.stringify(row);
    expect(dump).not.toContain('Plain4Text');
    expect(dump).not.toContain(Buffer.from('Plain4Text').toString('base64'));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('stores no payment password from registration while the field is off: withdraw asks to set one', async () => {
    const res = await call(api, register, {
      body: { ...base, username: 'paypin01', paymentPassword: '482915' },
    });
    expect(res.status).toBe(200);
    const token = (res.value as { token: string }).token;
    const info = await call(api, getWithdrawInfo, { token });
    expect((info.value as { hasPaymentPassword: boolean }).hasPaymentPassword).toBe(false);
    const [row] = await t.db.select().from(members).where(eq(members.username, 'paypin01'));
    expect(row!.paymentPasswordHash).toBeNull();
  });

  it('refuses a taken user name whatever its case', async () => {
    const res = await call(api, register, { body: { ...base, username: 'NEWPLAYER' } });
    expect(res.status).toBe(409);
    expect(res.code).toBe('member.username.exists');
  });

  it('applies the field rules the client gets, with the field named', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'member.username.invalid', 'username'],
      [{ username: '9lives' }, 'member.username.invalid', 'username'],
      [
        { username: 'goodname', password: 'short', confirmPassword: 'short' },
        'member.password.invalid',
        'password',
      ],
      [
        { username: 'goodname', password: 'allletters', confirmPassword: 'allletters' },
        'member.password.invalid',
        'password',
      ],
      [{ username: 'goodname', confirmPassword: 'other1234' }, 'member.confirm.mismatch', 'confirmPassword'],
      [{ username: 'goodname', email: 'not-mail' }, 'member.email.invalid', 'email'],
      [{ username: 'goodname', mobileNum: '12' }, 'member.mobile.invalid', 'mobileNum'],
      [{ username: 'goodname', nickname: '<b>x</b>' }, 'member.name.invalid', 'nickname'],
      [{ password: 'secret123' }, 'member.username.invalid', 'username'],
    ];
    for (const [extra, code, field] of cases) {
      const res = await call(api, register, { body: { ...base, ...extra } });
      expect([res.status, res.code, res.json.value]).toEqual([400, code, { field }]);
    }
  });

  it('lets an empty optional field pass and ignores a disabled one', async () => {
    const res = await call(api, register, {
      body: { ...base, username: 'optional1', email: '', qqNum: 'bad' },
    });
    expect(res.status).toBe(200);
  });

  it('requires the age confirmation', async () => {
    const res = await call(api, register, { body: { ...base, username: 'young1', ageConfirmed: false } });
    expect([res.status, res.code]).toEqual([400, 'register.age.unconfirmed']);
  });

  it('checks affiliate codes, and links a member registered with one to the agent', async () => {
    const good = await call(api, checkAffiliateCode, {
      query: { code: DEMO_AFFILIATE_CODE.toLowerCase(), domain: 'x' },
    });
    expect(good.value).toEqual({ success: true });
    const bad = await call(api, checkAffiliateCode, { query: { code: 'NOPE1234' } });
    expect(bad.value).toEqual({ success: false });
    const refused = await call(api, register, {
      body: { ...base, username: 'invited0', affiliateCode: 'NOPE1234' },
    });
    expect([refused.status, refused.code]).toEqual([400, 'affiliate.code.invalid']);
    const res = await call(api, register, {
      body: { ...base, username: 'invited1', affiliateCode: DEMO_AFFILIATE_CODE },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.username, 'invited1'));
    expect(row!.uplineId).not.toBeNull();
  });

  it('registers by mobile with the SMS code from the outbox when REGMOBVERF3 is on', async () => {
    merchants.override('demo', { flags: { REGMOBVERF3: true } });
    try {
      const body = { ...base, mobileNum: '09170000001', countryDialingCode: '+63' };
      const noCode = await call(api, registerByMobile, { body });
      expect([noCode.status, noCode.code]).toEqual([400, 'verification.code.invalid']);
      const sent = await call(api, sendRegisterSms, {
        body: { mobileNo: '09170000001', countryDialingCode: '63' },
      });
      expect(sent.value).toEqual({ expiredMinutes: 5 });
      const outbox = await call(api, getDevOutbox, { query: { to: '09170000001', channel: 'sms' } });
      const code = (outbox.value as { code: string }[])[0]!.code;
      expect(code).toMatch(/^\d{6}$/);
      const res = await call(api, registerByMobile, { body: { ...body, verificationCode: code } });
      expect(res.status).toBe(200);
      expect(res.value).toMatchObject({ userName: '09170000001' });
      // The code was single use, and the number is now taken.
      const again = await call(api, registerByMobile, { body: { ...body, verificationCode: code } });
      expect([again.status, again.code]).toEqual([400, 'verification.code.invalid']);
      // A taken number answers like a free one; its owner gets a message with no code (no enumeration).
      const sms = await call(api, sendRegisterSms, { body: { mobileNo: '09170000001' } });
      expect([sms.status, sms.value]).toEqual([200, { expiredMinutes: 5 }]);
      const notice = await call(api, getDevOutbox, { query: { to: '09170000001', channel: 'sms' } });
      const latest = (notice.value as { code: string; body: string }[])[0]!;
      expect(latest.code).toBe('');
      expect(latest.body).toMatch(/already has an account/);
      const pw = await call(api, login, { body: { username: '09170000001', password: base.password } });
      expect(pw.status).toBe(200);
    } finally {
      merchants.override('demo', null);
    }
  });

  it('registers by mobile without a password when MOBILENUMPASSREG3 is off, to sign in by SMS code', async () => {
    const latestCode = async (to: string) => {
      const outbox = await call(api, getDevOutbox, { query: { to, channel: 'sms' } });
      return (outbox.value as { code: string }[])[0]!.code;
    };
    const { password: _p, confirmPassword: _c, ...noPassword } = base;
    // Without SMS-code sign-in the flag cannot take effect: a password is still asked.
    merchants.override('demo', { flags: { MOBILENUMPASSREG3: false, MOBILEVERCODELOGIN3: false } });
    try {
      const s = await call(api, getRegisterSettings);
      expect(s.value).toMatchObject({ mobilePasswordRegistration: true });
      const res = await call(api, registerByMobile, {
        body: { ...noPassword, mobileNum: '09170000002', countryDialingCode: '63' },
      });
      expect([res.status, res.code, (res.value as { field?: string } | undefined)?.field]).toEqual([
        400,
        'member.password.invalid',
        'password',
      ]);
    } finally {
      merchants.override('demo', null);
    }
    merchants.override('demo', {
      flags: { MOBILENUMPASSREG3: false, MOBILEVERCODELOGIN3: true, REGMOBVERF3: true },
    });
    try {
      const s = await call(api, getRegisterSettings);
      expect(s.value).toMatchObject({ mobilePasswordRegistration: false });
      await call(api, sendRegisterSms, { body: { mobileNo: '09170000002', countryDialingCode: '63' } });
      const body = { ...noPassword, mobileNum: '09170000002', countryDialingCode: '63' };
      const res = await call(api, registerByMobile, {
        body: { ...body, verificationCode: await latestCode('09170000002') },
      });
      expect(res.status).toBe(200);
      expect(res.value).toMatchObject({ userName: '09170000002' });
      // No password opens it; a code sent to the number does.
      const guess = await call(api, login, { body: { username: '09170000002', password: 'secret123' } });
      expect(guess.status).not.toBe(200);
      await call(api, sendNoLoginSms, { body: { mobileNo: '09170000002', countryDialingCode: '63' } });
      const sms = await call(api, login, {
        body: {
          type: 'sms',
          mobileNum: '09170000002',
          countryDialingCode: '63',
          verificationCode: await latestCode('09170000002'),
        },
      });
      expect(sms.status).toBe(200);
      expect(sms.value).toMatchObject({ userName: '09170000002' });
      // By user name a password is still required.
      const named = await call(api, register, { body: { ...noPassword, username: 'nopassname' } });
      expect([named.status, named.code]).toEqual([400, 'member.password.invalid']);
    } finally {
      merchants.override('demo', null);
    }
  });

  it('refuses a method the merchant switched off', async () => {
    merchants.override('demo', { flags: { USERNAMEREG3: false } });
    try {
      const res = await call(api, register, { body: { ...base, username: 'switchedoff' } });
      expect([res.status, res.code]).toEqual([403, 'function.not.available']);
    } finally {
      merchants.override('demo', null);
    }
  });
});

describeDb('registration captcha (real values)', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, realProfile(), {
      captchas: createCaptchaService(t.db, Date.now, () => '13579'),
    });
  });

  it('demands the captcha before looking anything up, and accepts the right one', async () => {
    const none = await call(api, register, { body: { ...base, username: 'capuser1' } });
    expect([none.status, none.code]).toEqual([400, 'captcha.required']);
    const img = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    const captchaId = String(img.headers['captcha-id']);
    const wrong = await call(api, register, {
      body: { ...base, username: 'capuser1', captcha: '00000', captchaId },
    });
    expect(wrong.code).toBe('captcha.invalid');
    const img2 = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    const ok = await call(api, register, {
      body: {
        ...base,
        username: 'capuser1',
        captcha: '13579',
        captchaId: String(img2.headers['captcha-id']),
      },
    });
    expect(ok.status).toBe(200);
  });
});

describe('the dev outbox route', () => {
  it('is not there without the test profile or DEV_OUTBOX', async () => {
    const { openDatabase } = await import('../db/client');
    const { readConfig } = await import('../config');
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const api = await buildTestApp(database.db, { ...readConfig({}), appDir: '/nonexistent' });
      const res = await api.app.inject({ method: 'GET', url: getDevOutbox.path });
      expect(res.statusCode).toBe(404);
      await api.app.close();
    } finally {
      await database.close();
    }
  });
});
