import { beforeAll, expect, it } from 'vitest';
import { login } from '../../src/api/contract/session';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { metricsText, serveMetrics, watchAnswerCaches } from './metrics';

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
    const text = await metricsText();
    expect(text).toMatch(
      /mgp_http_requests_total\{route="\/wps\/promotions",method="GET",status="200"\} \d+/,
    );
    expect(text).toContain('route="unmatched"');
    expect(text).toMatch(/mgp_failures_total\{code="[a-z.]+",status="4\d\d"\} \d+/);
    expect(text).toContain('mgp_http_request_duration_seconds_bucket');
    expect(text).toContain('mgp_nodejs_eventloop_lag_seconds');
    expect(text).toContain('mgp_process_resident_memory_bytes');
    expect(text).toMatch(/mgp_answer_cache_reads\{cache="public",result="(hit|miss)"\} \d+/);
    // Never a raw URL, a query, a user name or a number a person gave.
    for (const leak of ['categoryId', 'nope-ana', '09171234567', 'demo', 'wrong-password'])
      expect(text).not.toContain(leak);
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
