import { beforeAll, expect, it } from 'vitest';
import { createDeposit } from '../../src/api/contract/deposit';
import { login } from '../../src/api/contract/session';
import { transferToUpline } from '../../src/api/contract/transfer';
import { requestWithdraw } from '../../src/api/contract/withdraw';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';

/**
 * Hostile input never reaches a 500 (issue 38): amounts past the contract's maximum, JSON nested thousands deep, a
 * large body without a session, and URLs the router cannot take. Each answers in the envelope, with the security
 * headers, and logs no stack.
 */
describeDb('hostile input', (t) => {
  let api: TestApp;
  let member: TestPlayer;
  const logged: string[] = [];
  beforeAll(async () => {
    await seedCatalogue(t.db);
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, { ...testProfile(), logLevel: 'info' }, {}, undefined, {
      write: (l) => void logged.push(l),
    });
    member = await addPlayer(api, { balance: 10_000 });
  });
  const noStack = () => expect(logged.filter((l) => /"level":50|RangeError|stack/.test(l))).toEqual([]);

  it('refuses an amount of 1e15 on deposit, withdrawal, upline transfer and lottery bet with 400 naming it', async () => {
    const answers = [
      await call(api, createDeposit, {
        token: member.token,
        body: { channel: 'gcash', amount: 1e15 },
        idempotencyKey: 'hostile-deposit',
      }),
      await call(api, requestWithdraw, {
        token: member.token,
        body: { payeeId: 1, amount: 1e15, paymentPassword: '123456' },
        idempotencyKey: 'hostile-withdraw',
      }),
      await call(api, transferToUpline, {
        token: member.token,
        body: { amount: 1e15, paymentPassword: '123456' },
        idempotencyKey: 'hostile-transfer',
      }),
    ];
    const bet = await api.app.inject({
      method: 'POST',
      url: '/wps/lottery/bet',
      headers: { authorization: member.token, 'idempotency-key': 'hostile-lottery-bet' },
      payload: { gameCode: 'TCG_5D', issueNo: '1', pick: 'BIG', amount: 1e15 },
    });
    for (const a of answers)
      expect([a.status, a.code, (a.json as { message?: string }).message]).toEqual([
        400,
        'request.invalid',
        'Invalid amount',
      ]);
    expect([bet.statusCode, bet.json().errorCode, bet.json().message]).toEqual([
      400,
      'request.invalid',
      'Invalid amount',
    ]);
    noStack();
  });

  it('refuses JSON nested 5,000 deep with 400 before anything walks it, sealed or plain, guest or member', async () => {
    const deepArray = '['.repeat(5000) + ']'.repeat(5000);
    const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const [url, authorization] of [
      ['/wps/session/login', undefined],
      ['/wps/verification/sms/noLogin', undefined],
      ['/wps/member/password/email', undefined],
      ['/wps/deposit', member.token],
    ] as const)
      for (const payload of [deepArray, deepObject]) {
        const res = await api.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': 'hostile-deep',
            ...(authorization ? { authorization } : {}),
          },
          payload,
        });
        expect([url, res.statusCode, res.json().errorCode]).toEqual([url, 400, 'request.invalid']);
      }
    // A sealed login whose payload nests deep is refused like any unreadable sealed body.
    const sealed = await call(api, login, {
      body: JSON.parse('['.repeat(30) + ']'.repeat(30)) as unknown,
    });
    expect(sealed.status).toBe(400);
    const deepSealed = await api.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: api.joseHeaders(),
      payload: await api.seal(JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown),
    });
    expect(deepSealed.statusCode).toBe(400);
    noStack();
  });

  it('refuses a large body without a session unread: 401, not a parse error', async () => {
    // Two megabytes of broken JSON: read, it would answer 400; refused first, it answers 401.
    const res = await api.app.inject({
      method: 'PUT',
      url: '/wps/member/feedback',
      headers: { 'content-type': 'application/json' },
      payload: `{"content":"${'x'.repeat(2 * 1024 * 1024)}`,
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([401, 'login.not.session']);
  });

  it('sends the security headers with the router’s own errors', async () => {
    for (const [url, status] of [
      ['/m/%ZZ', 400],
      [`/dev/pay/${'x'.repeat(200)}`, 414],
    ] as const) {
      const res = await api.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
