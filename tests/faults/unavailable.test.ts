import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { buildTestApp, type TestApp } from '../../server/testing/app';
import { startTcpRelay, type TcpRelay } from './database/tcpRelay';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';

/**
 * Every database error that means "unavailable" answers 503 with Retry-After (issue 65), on a real PostgreSQL, one
 * class at a time: a database not accepting connections (55000), too many connections (53300), a connection refused
 * (socket error, class 08's kind), and the pool's own wait for a free connection timing out. The server's call is a
 * guest read that always goes to the database (the trial count). Needs TEST_DATABASE_URL (bash .ci/run sets it).
 */

const PG_URL = process.env.TEST_DATABASE_URL;
const CALL = '/wps/session/trial/count?loginDeviceId=unavailable-test';

describe.skipIf(!PG_URL)('a database that cannot take work, on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let relay: TcpRelay;
  let database: Database;
  let api: TestApp;
  let admin: pg.Client;
  let name = '';
  let relayClosed = false;

  beforeAll(async () => {
    scratch = await scratchDatabase(PG_URL!, 'mgp_unavail');
    const url = new URL(scratch.url);
    name = url.pathname.slice(1);
    relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    const through = new URL(scratch.url);
    through.host = relay.address;
    database = await openDatabase({
      databaseUrl: through.toString(),
      dataDir: '',
      connectTimeoutMs: 500,
      warn: () => undefined,
    });
    api = await buildTestApp(database.db, {});
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin
      ?.query(`alter database ${name} allow_connections true connection limit -1`)
      .catch(() => undefined);
    await admin?.end();
    await api?.app.close();
    await database?.close().catch(() => undefined);
    if (!relayClosed) await relay?.close();
    await scratch?.drop();
  });

  const ask = () => api.app.inject({ method: 'GET', url: CALL, headers: { merchant: 'demo' } });
  const expectUnavailable = async () => {
    const res = await ask();
    expect({
      status: res.statusCode,
      retryAfter: res.headers['retry-after'],
      code: res.json().errorCode,
    }).toEqual({
      status: 503,
      retryAfter: '2',
      code: 'system.unavailable',
    });
  };
  /**
   * Ends every client session of the scratch database, so the pool must open new ones. Only clients': an autovacuum
   * worker on it is a superuser process this role may not end ("must be a superuser to terminate superuser process").
   */
  const dropSessions = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [name],
    );

  it('answers normally first', async () => {
    expect((await ask()).statusCode).toBe(200);
  });

  it('55000: a database not accepting connections', async () => {
    await admin.query(`alter database ${name} allow_connections false`);
    try {
      await dropSessions();
      await expectUnavailable();
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
    }
    await expect.poll(async () => (await ask()).statusCode).toBe(200);
  });

  it('53300: too many connections', async () => {
    await admin.query(`alter database ${name} connection limit 0`);
    try {
      await dropSessions();
      await expectUnavailable();
    } finally {
      await admin.query(`alter database ${name} connection limit -1`);
    }
    await expect.poll(async () => (await ask()).statusCode).toBe(200);
  });

  it('a connection refused or reset (the way to the database cut)', async () => {
    await relay.close();
    relayClosed = true;
    await expectUnavailable();
  });

  it("the pool's wait for a free connection timing out", async () => {
    const reopened = new URL(scratch.url);
    const held = await openDatabase({
      databaseUrl: reopened.toString(),
      dataDir: '',
      connectTimeoutMs: 300,
      warn: () => undefined,
    });
    const busy = await buildTestApp(held.db, {});
    // Every pooled connection busy for 3 s: the next request waits 300 ms for one, then answers 503.
    const sleepers = Array.from({ length: 10 }, () =>
      held.db.execute(sql`select pg_sleep(3)`).catch(() => undefined),
    );
    try {
      await new Promise((r) => setTimeout(r, 200));
      const res = await busy.app.inject({ method: 'GET', url: CALL, headers: { merchant: 'demo' } });
      expect({ status: res.statusCode, retryAfter: res.headers['retry-after'] }).toEqual({
        status: 503,
        retryAfter: '2',
      });
    } finally {
      await Promise.all(sleepers);
      await busy.app.close();
      await held.close();
    }
  });
});
