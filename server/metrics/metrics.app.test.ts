import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { login } from '../../src/api/contract/session';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer } from '../testing/players';
import { hitLimit } from '../accounts/rateLimit';
import { payeeAccounts } from '../db/schema/index';
import { credit, debit } from '../wallet/ledger';
import { decideWithdrawal, holdWithdrawal } from '../money/withdrawals';
import { metricsText, serveMetrics, watchAnswerCaches } from './metrics';

/** The value of one sample (`name{labels}`) in the Prometheus text, 0 when absent. */
async function sample(name: string, labels: string): Promise<number> {
  const line = (await metricsText()).split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describeDb('metrics', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, testProfile());
    watchAnswerCaches({ public: api.deps.publicAnswers, private: api.deps.privateAnswers });
  });

  it('counts requests by route pattern and failures by code, with no member data in any label', async () => {
    await api.app.inject({ method: 'GET', url: '/wps/promotions?categoryId=5' });
    await api.app.inject({ method: 'GET', url: '/wps/promotions/nope-ana-09171234567' });
    await call(api, login, { body: { username: 'demo', password: 'wrong-password' } });
    // A limit refusal counts by the limit's kind, never its key (here a phone number).
    const refused0 = await sample('mgp_limit_refusals_total', 'limit="sms-num"');
    const smsLimit = { bucket: 'sms-num:demo:09171234567', limit: 1, windowMs: 60_000 };
    await hitLimit(t.db, smsLimit, new Date());
    expect((await hitLimit(t.db, smsLimit, new Date())).over).toBe(true);
    expect(await sample('mgp_limit_refusals_total', 'limit="sms-num"')).toBe(refused0 + 1);
    const text = await metricsText();
    expect(text).toMatch(
      /mgp_http_requests_total\{route="\/wps\/promotions",method="GET",status="200"\} \d+/,
    );
    expect(text).toContain('route="unmatched"');
    expect(text).toMatch(/mgp_failures_total\{code="[a-z.]+",status="4\d\d"\} \d+/);
    expect(text).toContain('mgp_http_request_duration_seconds_bucket');
    expect(text).toContain('mgp_nodejs_eventloop_lag_seconds');
    expect(text).toContain('mgp_process_resident_memory_bytes');
    expect(text).toMatch(/mgp_answer_cache_reads_total\{cache="public",result="(hit|miss)"\} \d+/);
    // Never a raw URL, a query, a user name or a number a person gave.
    for (const leak of ['categoryId', 'nope-ana', '09171234567', 'demo', 'wrong-password'])
      expect(text).not.toContain(leak);
  });

  it('counts money after it commits: ledger movements by reason, withdrawals by state, callbacks by outcome', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const credits = 'reason="game.win",direction="credit"';
    const [n0, c0] = [
      await sample('mgp_ledger_movements_total', credits),
      await sample('mgp_ledger_centavos_total', credits),
    ];
    await credit(t.db, { memberId: p.memberId, amount: 250, reason: 'game.win' });
    expect(await sample('mgp_ledger_movements_total', credits)).toBe(n0 + 1);
    expect(await sample('mgp_ledger_centavos_total', credits)).toBe(c0 + 250);

    // A movement in a transaction that rolls back is never counted; a refused debit neither.
    await t.db
      .transaction(async (tx) => {
        await credit(tx, { memberId: p.memberId, amount: 100, reason: 'game.win' });
        expect(await sample('mgp_ledger_movements_total', credits)).toBe(n0 + 1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const debits = 'reason="game.bet",direction="debit"';
    const d0 = await sample('mgp_ledger_movements_total', debits);
    await expect(
      debit(t.db, { memberId: p.memberId, amount: 99_999_999, reason: 'game.bet' }),
    ).rejects.toThrow();
    expect(await sample('mgp_ledger_movements_total', credits)).toBe(n0 + 1);
    expect(await sample('mgp_ledger_movements_total', debits)).toBe(d0);

    const [requested0, paid0] = [
      await sample('mgp_withdrawals_total', 'state="requested"'),
      await sample('mgp_withdrawals_total', 'state="paid"'),
    ];
    const [payee] = await t.db
      .insert(payeeAccounts)
      .values({
        memberId: p.memberId,
        bankCode: 'GCASH',
        accountName: 'A',
        accountNumber: '09170000000',
        createdAt: new Date(),
      })
      .returning();
    const held = await t.db.transaction((tx) =>
      holdWithdrawal(tx, { memberId: p.memberId, payee: payee!, amount: 1_000, now: new Date() }),
    );
    expect(await sample('mgp_withdrawals_total', 'state="requested"')).toBe(requested0 + 1);
    await decideWithdrawal(t.db, {
      id: held.withdrawal.id,
      decision: 'approve',
      operator: 'test',
      reason: 'paid out',
      now: new Date(),
    });
    expect(await sample('mgp_withdrawals_total', 'state="paid"')).toBe(paid0 + 1);

    const unsigned0 = await sample('mgp_payment_callbacks_total', 'outcome="unsigned"');
    await api.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/dev',
      headers: { 'content-type': 'application/json' },
      payload: '{"reference":"dev_x","status":"paid","amount":1}',
    });
    expect(await sample('mgp_payment_callbacks_total', 'outcome="unsigned"')).toBe(unsigned0 + 1);
  });

  it('times PostgreSQL queries and shows the pool in use', async () => {
    if (t.kind !== 'postgres') return; // The embedded database runs in this process: no pool, no wire.
    const before = await sample('mgp_db_query_duration_seconds_count', 'outcome="ok"');
    await t.db.execute(sql`select 1`);
    expect(await sample('mgp_db_query_duration_seconds_count', 'outcome="ok"')).toBeGreaterThan(before);
    await t.db.execute(sql`select nonsense_column`).catch(() => undefined);
    expect(await sample('mgp_db_query_duration_seconds_count', 'outcome="error"')).toBeGreaterThan(0);
    expect(await sample('mgp_db_pool_connections', 'state="open"')).toBeGreaterThan(0);
  });

  it('serves /metrics on its own listener, and nothing else there', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('mgp_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/wps/promotions`)).status).toBe(404);
    } finally {
      server.close();
    }
    // And not on the players' port.
    expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
