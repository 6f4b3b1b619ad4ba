import { is } from 'superstruct';
import { beforeAll, expect, it } from 'vitest';
import { successEnvelope } from '../../src/api/contract/envelope';
import { getHeadIcon, HeadIcon, setHeadIcon } from '../../src/api/contract/account';
import { getMemberInfo, getUnreadCount, MemberInfo } from '../../src/api/contract/member';
import { getWalletBalance, WalletBalance } from '../../src/api/contract/wallet';
import { describeDb } from '../db/testing';
import { DEMO_ACCOUNTS, seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

describeDb('member and wallet calls', (t) => {
  let api: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db);
    for (const a of [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.downline[0]]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: api.joseHeaders(),
        payload: await api.seal({ username: a.username, password: a.password }),
      });
      tokens[a.username] = res.json().value.token;
    }
  });

  const get = (url: string, token?: string) =>
    api.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('gives the demo member info that passes its schema', async () => {
    const res = await get(getMemberInfo.path, tokens.demo);
    expect(is(res.json(), successEnvelope(MemberInfo))).toBe(true);
    expect(res.json().value).toMatchObject({
      account: 'demo',
      userName: 'demo',
      nickname: 'Demo Player',
      type: 0,
      toUpline: false,
      mobile: '0917****567',
      email: 'd***@example.com',
      // No deposit yet: the first-deposit bonus is still to be had (the bottom menu's bubble says so).
      firstDepositBonus: true,
    });
    expect(res.json().value.regDate).toBeGreaterThan(0);
  });

  it('shows the agent as type 1 and its downline with an upline', async () => {
    expect((await get(getMemberInfo.path, tokens.agent)).json().value).toMatchObject({
      type: 1,
      toUpline: false,
    });
    expect((await get(getMemberInfo.path, tokens.player1)).json().value).toMatchObject({
      type: 0,
      toUpline: true,
    });
  });

  it('gives the demo balance of 5,000.00 from the ledger', async () => {
    const res = await get(getWalletBalance.path, tokens.demo);
    expect(is(res.json(), successEnvelope(WalletBalance))).toBe(true);
    expect(res.json().value).toEqual({ sumBalance: 5000 });
    expect((await get(getWalletBalance.path, tokens.player1)).json().value).toEqual({ sumBalance: 250 });
  });

  it('counts one unread message for the demo member', async () => {
    const res = await get(getUnreadCount.path, tokens.demo);
    expect(res.json()).toEqual({ success: true, value: 1 });
    expect((await get(getUnreadCount.path, tokens.agent)).json()).toEqual({ success: true, value: 0 });
  });

  it('answers 401 login.not.session without a session, with a Bearer prefix, or with a token in the query', async () => {
    for (const path of [getMemberInfo.path, getWalletBalance.path, getUnreadCount.path]) {
      for (const res of [
        await get(path),
        await get(path, `Bearer ${tokens.demo}`),
        await get(`${path}?token=${tokens.demo}`),
        await get(path, 'garbage'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      }
    }
  });

  it('treats a session of another merchant as no session', async () => {
    const other = await buildTestApp(t.db, {}, { merchantOf: () => 'other' });
    const res = await other.app.inject({
      method: 'GET',
      url: getMemberInfo.path,
      headers: { authorization: tokens.demo! },
    });
    expect(res.statusCode).toBe(401);
  });

  it("shows the merchant's logo as a member's head icon until they choose one of the merchant's, form-encoded", async () => {
    const icons = (await get(getHeadIcon.path)).json().value as HeadIcon;
    expect(icons.url).toBe('/cdn/img/logo/demo.png');
    expect(icons.choices[0]).toBe(icons.url);
    expect(icons.choices).toContain('/cdn/img/avatar/8.png');
    expect((await get(getMemberInfo.path, tokens.player1)).json().value.headIcon).toBe(icons.url);

    const choose = (headIcon: string, token?: string) =>
      api.app.inject({
        method: 'POST',
        url: setHeadIcon.path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(token ? { authorization: token } : {}),
        },
        payload: new URLSearchParams({ headIcon }).toString(),
      });
    const chosen = await choose('/cdn/img/avatar/3.png', tokens.player1);
    expect(chosen.statusCode).toBe(200);
    expect(is(chosen.json(), successEnvelope(HeadIcon))).toBe(true);
    expect(chosen.json().value.url).toBe('/cdn/img/avatar/3.png');
    expect((await get(getMemberInfo.path, tokens.player1)).json().value.headIcon).toBe(
      '/cdn/img/avatar/3.png',
    );
    // Another member's icon is theirs alone.
    expect((await get(getMemberInfo.path, tokens.demo)).json().value.headIcon).toBe(icons.url);

    // Only the merchant's icons; only a member.
    for (const other of ['https://evil.example/x.png', '/cdn/img/avatar/9.png', '/cdn/img/logo/other.png']) {
      const refused = await choose(other, tokens.player1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    expect((await choose('/cdn/img/avatar/2.png')).statusCode).toBe(401);
    expect((await get(getMemberInfo.path, tokens.player1)).json().value.headIcon).toBe(
      '/cdn/img/avatar/3.png',
    );

    // Every choice is a picture the server's CDN draws.
    for (const url of icons.choices) {
      const picture = await api.app.inject({ method: 'GET', url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type'], url).toMatch(/^image\//);
    }
  });

  it('answers an unknown /wps/ path with a 404 envelope', async () => {
    const res = await get('/wps/no/such/call', tokens.demo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.not.found', message: 'Not found' });
  });
});
