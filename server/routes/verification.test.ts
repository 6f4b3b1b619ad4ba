import { beforeAll, expect, it } from 'vitest';
import { changePassword } from '../../src/api/contract/account';
import { createTrial, getTrialCount, login } from '../../src/api/contract/session';
import { sendNoLoginSms, sendRegisterSms } from '../../src/api/contract/verification';
import { ACCOUNT_DEFAULTS } from '../config';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, realProfile } from '../testing/accounts';

describeDb('SMS, trial and password-change limits (real values)', (t) => {
  let api: TestApp;
  let now = Date.UTC(2026, 0, 1);
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, realProfile(), { now: () => now });
  });

  it('ask for the registration captcha before a register code, and count nothing without it', async () => {
    const r = await call(api, sendRegisterSms, { body: { mobileNo: '09180000002' }, ip: '10.1.1.1' });
    expect([r.status, r.code]).toEqual([400, 'captcha.required']);
  });

  it('allow one code per number per resend gap, then a few per hour', async () => {
    const send = (ip = '10.1.0.1') => call(api, sendNoLoginSms, { body: { mobileNum: '09180000001' }, ip });
    expect((await send()).status).toBe(200);
    const soon = await send();
    expect([soon.status, soon.code]).toEqual([429, 'sms.rate.limited']);
    expect(soon.headers['retry-after']).toBe('60');
    for (let i = 1; i < ACCOUNT_DEFAULTS.smsPerNumberPerHour; i++) {
      now += ACCOUNT_DEFAULTS.smsResendSeconds * 1000;
      expect((await send(`10.1.0.${i + 1}`)).status).toBe(200);
    }
    now += ACCOUNT_DEFAULTS.smsResendSeconds * 1000;
    expect((await send('10.1.0.99')).code).toBe('sms.rate.limited');
  });

  it('limit the codes one address may ask for, across numbers', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < ACCOUNT_DEFAULTS.smsPerIpPerHour; i++)
      expect(
        (await call(api, sendNoLoginSms, { body: { mobileNum: `0919000${1000 + i}` }, ip })).status,
      ).toBe(200);
    const r = await call(api, sendNoLoginSms, { body: { mobileNum: '09190009999' }, ip });
    expect([r.status, r.code]).toEqual([429, 'sms.rate.limited']);
  });

  it('count trial accounts per device and refuse past the daily limit', async () => {
    const device = { loginDeviceId: 'trial-device-1' };
    const before = await call(api, getTrialCount, { query: device, ip: '10.3.0.1' });
    expect(before.value).toEqual({ remaining: ACCOUNT_DEFAULTS.trialPerDevicePerDay, limit: 3 });
    for (let i = 0; i < ACCOUNT_DEFAULTS.trialPerDevicePerDay; i++)
      expect((await call(api, createTrial, { body: device, ip: '10.3.0.1' })).status).toBe(200);
    expect((await call(api, getTrialCount, { query: device, ip: '10.3.0.1' })).value).toMatchObject({
      remaining: 0,
    });
    const refused = await call(api, createTrial, { body: device, ip: '10.3.0.1' });
    expect([refused.status, refused.code]).toEqual([429, 'trial.limit.reached']);
    now += 86_400_000;
    expect((await call(api, getTrialCount, { query: device, ip: '10.3.0.1' })).value).toMatchObject({
      remaining: 3,
    });
  });

  it('answer 429 after repeated wrong old passwords on change password', async () => {
    const r = await call(api, login, {
      body: { username: 'player2', password: 'player1234' },
      ip: '10.4.0.1',
    });
    const token = (r.value as { token: string }).token;
    const body = { oldPassword: 'wrong-old1', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' };
    for (let i = 0; i < ACCOUNT_DEFAULTS.loginAccountLimit; i++)
      expect((await call(api, changePassword, { token, body })).code).toBe('password.old.invalid');
    const limited = await call(api, changePassword, { token, body: { ...body, oldPassword: 'player1234' } });
    expect([limited.status, limited.code]).toEqual([429, 'password.rate.limited']);
  });
});
