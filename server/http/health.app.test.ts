import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { gracefulStop, Readiness, type ReadinessChecks } from './health';

describe('health and readiness', () => {
  const state = { database: true, changeFeed: true };
  const checks: ReadinessChecks = {
    database: async () => {
      if (!state.database) throw new Error('connection refused');
      return true;
    },
    migrations: () => true,
    changeFeed: () => state.changeFeed,
    merchants: () => true,
  };
  const readiness = new Readiness(checks);
  const appReady = buildApp({
    config: { ...readConfig({}), appDir: '/nonexistent' },
    logger: false,
    readiness,
  });
  afterAll(async () => (await appReady).close());
  const get = async (url: string) => (await appReady).inject({ method: 'GET', url });

  it('answers /healthz while the process answers, never cached', async () => {
    const res = await get('/healthz');
    expect([res.statusCode, res.json(), res.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
  });

  it('answers /readyz 200 with every check, and 503 naming the failing one', async () => {
    const ok = await get('/readyz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', changeFeed: 'ok', merchants: 'ok', accepting: 'ok' },
    });
    state.database = false;
    const down = await get('/readyz');
    expect([down.statusCode, down.json().checks.database]).toEqual([503, 'failing']);
    state.database = true;
    state.changeFeed = false;
    expect((await get('/readyz')).json().checks.changeFeed).toBe('failing');
    state.changeFeed = true;
  });

  it('turns not ready first on a graceful stop, keeps answering while draining, then closes', async () => {
    const steps: string[] = [];
    const stopping = new Readiness(checks);
    const code = await gracefulStop({
      readiness: stopping,
      drainMs: 3000,
      closeMs: 10_000,
      sleep: async (ms) => {
        steps.push(`sleep ${ms} ready=${(await stopping.report()).ready}`);
        if (ms === 10_000) await new Promise(() => {});
      },
      close: async () => {
        steps.push('close');
      },
    });
    expect(code).toBe(0);
    expect(steps.slice(0, 2)).toEqual(['sleep 3000 ready=false', 'close']);
    // A close that never ends is cut at the bound, with exit code 1.
    const cut = await gracefulStop({
      readiness: new Readiness(checks),
      drainMs: 0,
      closeMs: 5,
      close: () => new Promise(() => {}),
    });
    expect(cut).toBe(1);
  });
});

describe('request ids', () => {
  const appReady = buildApp({ config: { ...readConfig({}), appDir: '/nonexistent' }, logger: false });
  afterAll(async () => (await appReady).close());

  it('keeps a plain id from the proxy, makes one otherwise, and never takes one that could forge a log line', async () => {
    const app = await appReady;
    const idOf = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/healthz', headers })).headers['x-request-id'];
    expect(await idOf({ 'x-request-id': 'lb-7f3a.01' })).toBe('lb-7f3a.01');
    expect(await idOf({})).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await idOf({ 'x-request-id': 'x"}\n{"level":60' });
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the request log', () => {
  it("leaves out the balancer's checks and keeps the players' requests, with their id and address", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...readConfig({ LOG_LEVEL: 'info' }), appDir: '/nonexistent' },
      logStream: { write: (line: string) => lines.push(line) > 0 },
      readiness: new Readiness({
        database: async () => true,
        migrations: () => true,
        changeFeed: () => true,
        merchants: () => true,
      }),
    });
    try {
      await app.inject({ method: 'GET', url: '/readyz' });
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({
        method: 'GET',
        url: '/m/nothing-here',
        headers: { 'x-request-id': 'player-report-1' },
      });
    } finally {
      await app.close();
    }
    const events = lines.map(
      (l) => JSON.parse(l) as { requestId?: string; req?: { url: string; ip: string } },
    );
    expect(events.filter((e) => e.req).map((e) => e.req!.url)).toEqual(['/m/nothing-here']);
    expect(events.find((e) => e.req)).toMatchObject({
      requestId: 'player-report-1',
      req: { ip: '127.0.0.1' },
    });
  });
});
