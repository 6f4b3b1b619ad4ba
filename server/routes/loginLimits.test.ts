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
  /** The holds the gate asked for, recorded instead of waited out. */
  const holds: number[] = [];
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, realProfile(), {
      captchas: createCaptchaService(t.db, Date.now, () => '11111'),
      sleep: async (ms) => {
        holds.push(ms);
      },
    });
  });

  const solve = async () => {
    const img = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
    return { captcha: '11111', captchaId: String(img.headers['captcha-id']) };
  };
  const A = ACCOUNT_DEFAULTS;

  it('demands the captcha after the threshold, then holds each attempt longer, but never keeps the owner out', async () => {
    holds.length = 0;
    const body = { username: 'agent', password: 'wrong-password' };
    // An attacker who knows only the user name, from a new address each time (so no address limit helps it).
    for (let i = 0; i < DEFAULTS.loginCaptchaAfter; i++) {
      const r = await call(api, login, { body, ip: `10.0.0.${i + 1}` });
      expect([r.status, r.code, r.json.value]).toEqual([
        401,
        'login.failed',
        { captcha: i + 1 >= DEFAULTS.loginCaptchaAfter },
      ]);
    }
    // Without a captcha no password is evaluated, even the right one.
    const right = await call(api, login, {
      body: { username: 'agent', password: 'agent1234' },
      ip: '10.0.1.1',
    });
    expect([right.status, right.code]).toEqual([401, 'captcha.required']);
    const attempts = 3 * A.loginAccountLimit;
    for (let i = DEFAULTS.loginCaptchaAfter; i < attempts; i++) {
      const r = await call(api, login, { body: { ...body, ...(await solve()) }, ip: `10.0.2.${i}` });
      expect(r.code).toBe('login.failed');
    }
    // Holds start at the account limit and double to the longest: 1 s, 2 s, 4 s, 8 s, 8 s…
    const expected = Array.from({ length: attempts - A.loginAccountLimit }, (_, k) =>
      Math.min(A.loginDelayMaxMs, A.loginDelayBaseMs * 2 ** k),
    );
    expect(holds).toEqual(expected);
    // The owner, with the right password and a solved captcha, gets in: held like any attempt, never refused.
    holds.length = 0;
    const owner = await call(api, login, {
      body: { username: 'agent', password: 'agent1234', ...(await solve()) },
      ip: '10.0.3.1',
    });
    expect(owner.status).toBe(200);
    expect(holds).toEqual([A.loginDelayMaxMs]);
    // The success clears the account's count: the next login is neither held nor asked for a captcha.
    holds.length = 0;
    const next = await call(api, login, {
      body: { username: 'agent', password: 'agent1234' },
      ip: '10.0.3.1',
    });
    expect(next.status).toBe(200);
    expect(holds).toEqual([]);
  });

  it('treats an unknown user exactly like a real one: same answers, same holds', async () => {
    const seen: unknown[] = [];
    for (const username of ['player1', 'ghost-user']) {
      holds.length = 0;
      const answers: unknown[] = [];
      for (let i = 0; i < A.loginAccountLimit + 3; i++) {
        const r = await call(api, login, {
          body: { username, password: 'wrong-pass', ...(await solve()) },
          ip: `10.1.${username.length}.${i}`,
        });
        answers.push([r.status, r.json]);
      }
      seen.push({ answers, holds: [...holds] });
    }
    expect(seen[0]).toEqual(seen[1]);
    expect((seen[0] as { holds: number[] }).holds.length).toBe(3);
  });

  it('asks an address for a captcha, then holds it, then refuses it, whatever the account', async () => {
    const ip = '10.0.14.1';
    holds.length = 0;
    for (let i = 0; i < A.loginIpCaptchaAfter; i++) {
      const r = await call(api, login, { body: { username: `spray${i}`, password: 'wrong-pass' }, ip });
      expect(r.code).toBe('login.failed');
    }
    // A user name never tried before, from this address: the captcha first.
    const fresh = await call(api, login, { body: { username: 'demo', password: 'wrong-pass' }, ip });
    expect([fresh.status, fresh.code]).toEqual([401, 'captcha.required']);
    for (let i = A.loginIpCaptchaAfter; i < A.loginIpLimit; i++) {
      const r = await call(api, login, {
        body: { username: `spray${i}`, password: 'wrong-pass', ...(await solve()) },
        ip,
      });
      expect(r.code).toBe('login.failed');
    }
    expect(holds.length).toBe(A.loginIpLimit - 2 * A.loginIpCaptchaAfter);
    expect(holds[0]).toBe(A.loginDelayBaseMs);
    const r = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password, ...(await solve()) },
      ip,
    });
    expect([r.status, r.code]).toEqual([429, 'login.rate.limited']);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password },
      ip: '10.0.14.2',
    });
    expect(other.status).toBe(200);
  }, 60_000);

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotating header resets no limit', async () => {
    const ip = '10.0.15.1';
    for (let i = 0; i < A.loginIpLimit; i++)
      await call(api, login, {
        body: { username: `rot${i}`, password: 'wrong-pass', ...(await solve()) },
        ip,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    const r = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password, ...(await solve()) },
      ip,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect([r.status, r.code]).toEqual([429, 'login.rate.limited']);
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
