import { createMerchantRegistry } from '../merchants/merchantRegistry';
import { number, object } from 'superstruct';
import { beforeAll, expect, it } from 'vitest';
import { endpoint } from '../../src/api/contract/endpoint';
import { registerApi } from '../api';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { describeDb } from '../db/testing';
import { createApiDeps } from '../deps';
import { registerEndpoint } from '../http/route';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp } from '../testing/app';
import { debit } from './ledger';
import { moneyCall } from './money-call';

/** A stand-in money endpoint, as the games and wallet branches will write theirs. */
const spend = endpoint({
  method: 'POST',
  path: '/wps/test/spend',
  access: 'member',
  query: null,
  body: object({ amount: number() }),
  answer: object({ balance: number() }),
  idempotent: true,
});

describeDb('money endpoints', (t) => {
  let inject: (
    headers: Record<string, string>,
    amount: number,
  ) => Promise<{ statusCode: number; json: () => { value?: { balance: number }; errorCode?: string } }>;

  beforeAll(async () => {
    await seedAccounts(t.db);
    const config = { ...readConfig({}), appDir: '/nonexistent' };
    const deps = await createApiDeps(t.db, config, createMerchantRegistry());
    const app = await buildApp({
      config,
      logger: false,
      registerApi: async (scope) => {
        await registerApi(scope, deps);
        registerEndpoint(scope, spend, ({ req, body }) =>
          moneyCall(t.db, req, body, async (tx) => {
            const { balance } = await debit(tx, {
              memberId: req.session!.memberId,
              amount: body.amount * 100,
              reason: 'test.spend',
            });
            return { balance: balance / 100 };
          }),
        );
      },
    });
    const { seal, joseHeaders } = await buildTestApp(t.db);
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: joseHeaders(),
      payload: await seal({ username: 'demo', password: 'demo1234' }),
    });
    const token = login.json().value.token as string;
    inject = (headers, amount) =>
      app.inject({
        method: 'POST',
        url: spend.path,
        headers: { authorization: token, ...headers },
        payload: { amount },
      });
  });

  it('need an Idempotency-Key', async () => {
    const res = await inject({}, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
  });

  it('apply a retried key once and refuse the key for another amount', async () => {
    const first = await inject({ 'idempotency-key': 'key-00000001' }, 10);
    const retry = await inject({ 'idempotency-key': 'key-00000001' }, 10);
    expect(first.json().value).toEqual({ balance: 4990 });
    expect(retry.json().value).toEqual({ balance: 4990 });
    const other = await inject({ 'idempotency-key': 'key-00000001' }, 20);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('request.duplicate');
    expect((await inject({ 'idempotency-key': 'key-00000002' }, 20)).json().value).toEqual({ balance: 4970 });
  });
});
