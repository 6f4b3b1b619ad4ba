import { beforeAll, expect, it } from 'vitest';
import { login } from '../../src/api/contract/session';
import { getDevOutbox, sendNoLoginSms } from '../../src/api/contract/verification';
import { createCaptchaService } from '../auth/captcha';
import { ACCOUNT_DEFAULTS, DEFAULTS } from '../config';
import { describeDb } from '../db/testing';
import { DEMO_ACCOUNTS, seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, realProfile } from '../testing/accounts';

describeDb('login brute-force limits (real values)', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, realProfile(), {
      captchas: createCaptchaService(t.db, Date.now, () => '11111'),
    });
  });

  const solve = async () => {
    const img = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    return { captcha: '11111', captchaId: String(img.headers['captcha-id']) };
  };

  it('demands the captcha after the threshold, then answers 429 for the account past its limit', async () => {
    const ip = '10.0.0.1';
    const body = { username: 'agent', password: 'wrong-password' };
    for (let i = 0; i < DEFAULTS.loginCaptchaAfter; i++) {
      const r = await call(api, login, { body, ip });
      expect([r.status, r.code, r.json.value]).toEqual([
        401,
        'login.failed',
        { captcha: i + 1 >= DEFAULTS.loginCaptchaAfter },
      ]);
    }
    // Without a captcha no password is evaluated, even the right one.
    const right = await call(api, login, { body: { username: 'agent', password: 'agent1234' }, ip });
    expect([right.status, right.code]).toEqual([401, 'captcha.required']);
    for (let i = DEFAULTS.loginCaptchaAfter; i < ACCOUNT_DEFAULTS.loginAccountLimit; i++) {
      const r = await call(api, login, { body: { ...body, ...(await solve()) }, ip });
      expect(r.code).toBe('login.failed');
    }
    const limited = await call(api, login, {
      body: { username: 'agent', password: 'agent1234', ...(await solve()) },
      ip,
    });
    expect([limited.status, limited.code]).toEqual([429, 'login.rate.limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address gets the same answer: the limit is the account's.
    const elsewhere = await call(api, login, {
      body: { username: 'AGENT', password: 'x1234567' },
      ip: '10.0.0.2',
    });
    expect(elsewhere.code).toBe('login.rate.limited');
  });

  it('limits an unknown user exactly like a real one', async () => {
    const ip = '10.0.1.1';
    const answers: unknown[] = [];
    for (const username of ['player1', 'ghost-user']) {
      for (let i = 0; i < ACCOUNT_DEFAULTS.loginAccountLimit; i++)
        await call(api, login, { body: { username, password: 'wrong-pass', ...(await solve()) }, ip });
      const r = await call(api, login, {
        body: { username, password: 'wrong-pass', ...(await solve()) },
        ip,
      });
      // The time left differs by the seconds the loop took; everything else must be the same.
      const { value, ...rest } = r.json as { value: { retryAfterSeconds: number } };
      expect(value.retryAfterSeconds).toBeGreaterThan(0);
      answers.push([r.status, rest]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject([429, { errorCode: 'login.rate.limited' }]);
  });

  it('answers 429 for an address past its limit, whatever the account', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < ACCOUNT_DEFAULTS.loginIpLimit; i++)
      await call(api, login, { body: { username: `spray${i}`, password: 'wrong-pass' }, ip });
    const r = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password },
      ip,
    });
    expect([r.status, r.code]).toEqual([429, 'login.rate.limited']);
    const other = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password },
      ip: '10.0.2.2',
    });
    expect(other.status).toBe(200);
  }, 60_000);

  it('refuses a replayed login body', async () => {
    const sealed = await api.seal({ username: 'demo', password: DEMO_ACCOUNTS.member.password });
    const send = () =>
      api.app.inject({
        method: 'POST',
        url: login.path,
        headers: api.joseHeaders(),
        payload: sealed,
        remoteAddress: '10.0.3.1',
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'request.encryption.invalid' });
  });

  it('logs in by SMS code once, and refuses a wrong or replayed code', async () => {
    const ip = '10.0.4.1';
    await call(api, sendNoLoginSms, { body: { mobileNum: '09171234567' }, ip });
    const [msg] = (await call(api, getDevOutbox, { query: { to: '09171234567' } })).value as {
      code: string;
    }[];
    const body = { type: 'sms', mobileNum: '09171234567', countryDialingCode: '63' };
    const wrong = await call(api, login, { body: { ...body, verificationCode: '000000' }, ip });
    expect([wrong.status, wrong.code]).toEqual([401, 'login.failed']);
    const ok = await call(api, login, { body: { ...body, verificationCode: msg!.code }, ip });
    expect(ok.status).toBe(200);
    expect(ok.value).toMatchObject({ userName: 'demo' });
    const again = await call(api, login, { body: { ...body, verificationCode: msg!.code }, ip });
    expect(again.code).toBe('login.failed');
  });
});

describeDb('login separation', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    const cfg = realProfile();
    api = await buildTestApp(t.db, { ...cfg, accounts: { ...cfg.accounts, loginSeparation: true } });
  });

  it('refuses a player at the agent login and an agent at the member login, only after right credentials', async () => {
    const player = await call(api, login, {
      body: { username: 'demo', password: 'demo1234', loginAs: 'agent' },
    });
    expect([player.status, player.code]).toEqual([403, 'login.not.agent']);
    const agent = await call(api, login, { body: { username: 'agent', password: 'agent1234' } });
    expect([agent.status, agent.code]).toEqual([403, 'login.not.member']);
    const agentOk = await call(api, login, {
      body: { username: 'agent', password: 'agent1234', loginAs: 'agent' },
    });
    expect(agentOk.status).toBe(200);
    const wrong = await call(api, login, { body: { username: 'agent', password: 'wrong-pass' } });
    expect(wrong.code).toBe('login.failed');
  });
});
