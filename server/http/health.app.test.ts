import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { gracefulStop, Readiness, type ReadinessChecks } from './health';
import { INTERNAL_HEADER, INTERNAL_TOKEN } from './internalCalls';

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
  const readiness = new Readiness();
  const begun = readiness.begin(checks);
  afterAll(() => readiness.stop());
  const appReady = buildApp({
    config: { ...readConfig({}), appDir: '/nonexistent' },
    logger: false,
    readiness,
  });
  afterAll(async () => (await appReady).close());
  const get = async (url: string) => {
    await begun;
    return (await appReady).inject({ method: 'GET', url });
  };

  it('answers /healthz while the process answers, never cached', async () => {
    const res = await get('/healthz');
    expect([res.statusCode, res.json(), res.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
  });

  it('answers /readyz 200 with every check, and 503 naming the failing one once its check has run', async () => {
    const ok = await get('/readyz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      ready: true,
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', changeFeed: 'ok', merchants: 'ok', accepting: 'ok' },
    });
    state.database = false;
    await readiness.refresh();
    const down = await get('/readyz');
    expect([down.statusCode, down.json().status, down.json().checks.database]).toEqual([
      503,
      'not-ready',
      'failing',
    ]);
    state.database = true;
    state.changeFeed = false;
    await readiness.refresh();
    expect((await get('/readyz')).json().checks.changeFeed).toBe('failing');
    state.changeFeed = true;
    await readiness.refresh();
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers "starting" until its checks begin', () => {
    expect(new Readiness().report()).toEqual({
      ready: false,
      status: 'starting',
      checks: { started: 'failing' },
    });
  });

  it('answers "starting" until the first round of its checks is in, not ready before any has run', async () => {
    const slow = new Readiness({ everyMs: 60_000 });
    let answer: (ok: boolean) => void = () => {};
    const first = slow.begin({ ...checks, database: () => new Promise<boolean>((done) => (answer = done)) });
    try {
      await new Promise((r) => setTimeout(r, 10));
      expect(slow.report()).toMatchObject({ ready: false, status: 'starting' });
      answer(true);
      await first;
      expect(slow.report()).toMatchObject({ ready: true, status: 'ready' });
    } finally {
      slow.stop();
    }
  });

  it('answers at once while a check hangs, and counts the hung check as failing after its time limit', async () => {
    const hung = new Readiness({ everyMs: 60_000, timeoutMs: 50 });
    await hung.begin({ ...checks, database: () => new Promise<boolean>(() => {}) });
    try {
      const t0 = performance.now();
      const report = hung.report();
      expect(performance.now() - t0).toBeLessThan(50);
      expect([report.ready, report.checks.database]).toEqual([false, 'failing']);
    } finally {
      hung.stop();
    }
  });

  it('turns not ready first on a graceful stop, keeps answering while draining, then closes', async () => {
    const steps: string[] = [];
    const stopping = new Readiness();
    await stopping.begin(checks);
    stopping.stop();
    const code = await gracefulStop({
      readiness: stopping,
      drainMs: 3000,
      closeMs: 10_000,
      sleep: async (ms) => {
        steps.push(`sleep ${ms} ready=${stopping.report().ready} ${stopping.report().status}`);
        if (ms === 10_000) await new Promise(() => {});
      },
      close: async () => {
        steps.push('close');
      },
    });
    expect(code).toBe(0);
    expect(steps.slice(0, 2)).toEqual(['sleep 3000 ready=false draining', 'close']);
    // A close that never ends is cut at the bound, with exit code 1.
    const cut = await gracefulStop({
      readiness: new Readiness(),
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
  it("writes one line per player's request (method, URL, route, status, time, address, id) and none for the balancer's checks", async () => {
    const lines: string[] = [];
    const readiness = new Readiness();
    await readiness.begin({
      database: async () => true,
      migrations: () => true,
      changeFeed: () => true,
      merchants: () => true,
    });
    readiness.stop();
    const app = await buildApp({
      config: { ...readConfig({ LOG_LEVEL: 'info' }), appDir: '/nonexistent' },
      logStream: { write: (line: string) => lines.push(line) > 0 },
      readiness,
    });
    try {
      await app.inject({ method: 'GET', url: '/readyz' });
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({
        method: 'GET',
        url: '/m/nothing-here',
        headers: { 'x-request-id': 'player-report-1' },
      });
      // The first screen's in-process calls carry the process's own mark: not a player's request.
      await app.inject({
        method: 'GET',
        url: '/m/internal-call',
        headers: { [INTERNAL_HEADER]: INTERNAL_TOKEN },
      });
      // A mark that is not this process's token is a player's request like any other.
      await app.inject({ method: 'GET', url: '/m/forged-mark', headers: { [INTERNAL_HEADER]: 'guess' } });
    } finally {
      await app.close();
    }
    const events = lines.map(
      (l) =>
        JSON.parse(l) as {
          requestId?: string;
          req?: { method: string; url: string; ip: string };
          res?: { statusCode: number };
          route?: string;
          responseTime?: number;
        },
    );
    const requests = events.filter((e) => e.req);
    expect(requests.map((e) => e.req!.url)).toEqual(['/m/nothing-here', '/m/forged-mark']);
    expect(requests[0]).toMatchObject({
      requestId: 'player-report-1',
      req: { method: 'GET', ip: '127.0.0.1' },
      res: { statusCode: expect.any(Number) },
      route: '/m/*',
    });
    expect(typeof requests[0]!.responseTime).toBe('number');
  });
});
