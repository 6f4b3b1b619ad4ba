import { beforeAll, expect, it } from 'vitest';
import { getSocialLogin, registerByMobile } from '../../src/api/contract/account';
import { login } from '../../src/api/contract/session';
import {
  confirmDevPhoneCode,
  getDevOutbox,
  mintDevPhoneToken,
  sendDevPhoneCode,
} from '../../src/api/contract/verification';
import { describeDb } from '../db/testing';
import { createMerchantRegistry } from '../merchants/merchantRegistry';
import { devPhoneVerification } from '../providers/phoneVerification';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';

describeDb('the dev phone-verification provider', (t) => {
  let api: TestApp;
  const merchants = createMerchantRegistry();
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, testProfile(), { phoneVerification: devPhoneVerification() }, merchants);
  });

  it('proves the number of a registration by mobile instead of an SMS code, for that number only', async () => {
    merchants.override('demo', { flags: { REGMOBVERF3: true } });
    try {
      const minted = await call(api, mintDevPhoneToken, { body: { mobileNum: '09175550000' } });
      const idToken = (minted.value as { idToken: string }).idToken;
      const body = {
        registerMethod: 'H5',
        ageConfirmed: true,
        password: 'phone1234',
        confirmPassword: 'phone1234',
      };
      const foreign = await call(api, registerByMobile, {
        body: { ...body, mobileNum: '09175550001', firebaseChannel: 'sms', firebaseIdToken: idToken },
      });
      expect(foreign.code).toBe('verification.code.invalid');
      const ok = await call(api, registerByMobile, {
        body: { ...body, mobileNum: '09175550000', firebaseChannel: 'sms', firebaseIdToken: idToken },
      });
      expect(ok.value).toMatchObject({ userName: '09175550000' });
    } finally {
      merchants.override('demo', null);
    }
  });

  it('opens the social gating and logs a member in with a minted token for their number', async () => {
    expect((await call(api, getSocialLogin)).value).toEqual({
      phoneVerification: 'dev',
      social: ['facebook', 'google'],
    });
    const minted = await call(api, mintDevPhoneToken, {
      body: { mobileNum: '09171234567', countryDialingCode: '63' },
    });
    const idToken = (minted.value as { idToken: string }).idToken;
    const ok = await call(api, login, {
      body: { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: idToken },
    });
    expect(ok.value).toMatchObject({ userName: 'demo' });
  });

  it('sends its code to the outbox and trades it once for a token that logs the member in', async () => {
    const phone = { mobileNum: '09171234567', countryDialingCode: '63' };
    expect((await call(api, sendDevPhoneCode, { body: phone })).value).toEqual({ expiredMinutes: 5 });
    const [msg] = (await call(api, getDevOutbox, { query: { to: '09171234567', channel: 'sms' } }))
      .value as Array<{ code: string; subject: string }>;
    expect(msg?.subject).toBe('Phone verification');
    const wrong = await call(api, confirmDevPhoneCode, {
      body: { ...phone, code: msg!.code === '000000' ? '000001' : '000000' },
    });
    expect([wrong.status, wrong.code]).toEqual([400, 'verification.code.invalid']);
    const token = await call(api, confirmDevPhoneCode, { body: { ...phone, code: msg!.code } });
    const idToken = (token.value as { idToken: string }).idToken;
    const ok = await call(api, login, {
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken },
    });
    expect(ok.value).toMatchObject({ userName: 'demo' });
    const again = await call(api, confirmDevPhoneCode, { body: { ...phone, code: msg!.code } });
    expect(again.code).toBe('verification.code.invalid');
  });

  it('refuses a forged or foreign token like a wrong password', async () => {
    const forged = await call(api, login, {
      body: { type: 'firebase', firebaseIdToken: `dev.63.09171234567.${'A'.repeat(43)}` },
    });
    expect([forged.status, forged.code]).toEqual([401, 'login.failed']);
    const other = devPhoneVerification().mint({ dialingCode: '63', number: '09171234567' });
    expect((await call(api, login, { body: { type: 'firebase', firebaseIdToken: other } })).code).toBe(
      'login.failed',
    );
  });
});

describeDb('without a phone-verification provider', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });

  it('refuses provider logins and has no token minter', async () => {
    const r = await call(api, login, { body: { type: 'firebase', firebaseIdToken: 'anything' } });
    expect([r.status, r.code]).toEqual([403, 'function.not.available']);
    for (const e of [mintDevPhoneToken, sendDevPhoneCode, confirmDevPhoneCode]) {
      const res = await api.app.inject({ method: 'POST', url: e.path, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});
