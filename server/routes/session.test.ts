import { is } from 'superstruct';
import { beforeAll, expect, it } from 'vitest';
import { FailureEnvelope, successEnvelope } from '../../src/api/contract/envelope';
import { getMemberInfo } from '../../src/api/contract/member';
import { getCaptcha, LoginAnswer, PublicKey, TrialAnswer } from '../../src/api/contract/session';
import { WalletBalance } from '../../src/api/contract/wallet';
import { createCaptchaService } from '../auth/captcha';
import { describeDb } from '../db/testing';
import { DEMO_ACCOUNTS, seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

describeDb('session calls', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(
      t.db,
      { loginCaptchaAfter: 3 },
      { captchas: createCaptchaService(t.db, Date.now, () => '24680') },
    );
  });

  const login = async (payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: api.joseHeaders(),
      payload: await api.seal({ type: 'username', loginDeviceId: 'device-1', ...payload }),
    });

  it('publishes the body-encryption public key with its kid and algorithms', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/wps/system/publicKey' });
    expect(res.statusCode).toBe(200);
    expect(is(res.json(), successEnvelope(PublicKey))).toBe(true);
    expect(res.json().value.kid).toBe(api.deps.serverKey.kid);
    expect(res.json().value.jwk).not.toHaveProperty('d');
  });

  it('serves a never-cached captcha PNG with its id in a header', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(is(res.json(), successEnvelope(getCaptcha.answer))).toBe(true);
    expect(res.json().value).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['captcha-id']).toMatch(/^[\w-]{22}$/);
  });

  it('logs the demo member in, case-insensitively, and the token opens member calls', async () => {
    const { member } = DEMO_ACCOUNTS;
    const res = await login({ username: 'DEMO', password: member.password });
    expect(res.statusCode).toBe(200);
    expect(is(res.json(), successEnvelope(LoginAnswer))).toBe(true);
    // The account's first session ever: firstTimeLogin; a later login is not.
    expect(res.json().value).toMatchObject({
      userName: 'demo',
      customerType: 0,
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    const again = await login({ username: 'demo', password: member.password });
    expect(again.json().value).toMatchObject({ firstTimeLogin: false });
    const info = await api.app.inject({
      method: 'GET',
      url: getMemberInfo.path,
      headers: { authorization: res.json().value.token },
    });
    expect(info.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await login({ username: 'agent', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'login.failed',
      message: 'Incorrect username or password',
      value: { captcha: false },
    });
    expect(is(wrong.json(), FailureEnvelope)).toBe(true);
  });

  it('demands a captcha after repeated failures, and accepts a login with the right one', async () => {
    const { downline } = DEMO_ACCOUNTS;
    const player = downline[0];
    await login({ username: player.username, password: 'bad1' });
    await login({ username: player.username, password: 'bad2' });
    const third = await login({ username: player.username, password: 'bad3' });
    expect(third.json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });

    const noCaptcha = await login({ username: player.username, password: player.password });
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const image = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    const captchaId = image.headers['captcha-id'] as string;
    const badCaptcha = await login({
      username: player.username,
      password: player.password,
      captchaId,
      captcha: '11111',
    });
    expect(badCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });

    const again = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    const ok = await login({
      username: player.username,
      password: player.password,
      captchaId: again.headers['captcha-id'],
      captcha: '24680',
    });
    expect(ok.statusCode).toBe(200);
    const after = await login({ username: player.username, password: 'bad4' });
    expect(after.json()).toMatchObject({ value: { captcha: false } });
  });

  it('revokes the token at logout', async () => {
    const res = await login({ username: 'demo', password: DEMO_ACCOUNTS.member.password });
    const token = res.json().value.token as string;
    const out = await api.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.json()).toEqual({ success: true, value: true });
    const info = await api.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token },
    });
    expect(info.statusCode).toBe(401);
    expect(info.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('opens a trial account of type 4 with play money under the trial merchant', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/wps/session/trial',
      payload: { loginDeviceId: 'd-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(is(res.json(), successEnvelope(TrialAnswer))).toBe(true);
    const { token, userName, merchantCode } = res.json().value;
    expect(merchantCode).toBe('demotrial');
    const info = await api.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token },
    });
    expect(info.json().value).toMatchObject({ userName, type: 4 });
    const wallet = await api.app.inject({
      method: 'GET',
      url: '/wps/wallets/balance',
      headers: { authorization: token },
    });
    expect(is(wallet.json(), successEnvelope(WalletBalance))).toBe(true);
    expect(wallet.json().value.sumBalance).toBe(2000);
    const bodiless = await api.app.inject({ method: 'POST', url: '/wps/session/trial' });
    expect(bodiless.statusCode).toBe(200);
  });

  it('never lets a trial account log in with a password', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/wps/session/trial' });
    const { userName } = res.json().value;
    const attempt = await login({ username: userName, password: '!' });
    expect(attempt.json()).toMatchObject({ errorCode: 'login.failed' });
  });
});
