// Load (issue "Trust", "Load"): autocannon on loopback against login, the game list, member info and the balance, at
// concurrency 100 for 30 s each, on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
// a PostgreSQL, on PostgreSQL too (a database made for the run and dropped after it). Every login carries a fresh
// JWE (sealed before the run, one per request, each with its own nonce). The server runs in the documented test
// profile (SERVER_PROFILE=test: login limits and captcha raised, docs/accounts.md), since 100 connections from one
// address would otherwise meet the per-address login limit by design. Prints requests per second, p99 latency,
// errors and 5xx; asserts nothing.
//   npm run build && npm run bench:load            (BENCH_SECONDS, BENCH_CONNECTIONS to change the run)
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { encryptionHeader, JWE_CONTENT_TYPE } from '../src/api/contract/jwe';
import { sealPayload } from '../src/lib/crypto';
import { startServer, type RunningServer } from '../tests/e2e/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const HEADERS = { merchant: 'demo', language: 'TY', device: 'MOBILE' };

interface Row {
  db: string;
  call: string;
  rps: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  s5xx: number;
}

type PublishedKey = Parameters<typeof sealPayload>[1];

async function run(db: string, call: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    db,
    call,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    s5xx: result['5xx'],
  };
}

async function against(server: RunningServer, db: string): Promise<Row[]> {
  const key = (
    (await (await fetch(`${server.url}/wps/system/publicKey`, { headers: HEADERS })).json()) as {
      value: PublishedKey;
    }
  ).value;
  const seal = () => sealPayload({ username: 'demo', password: 'demo1234' }, key);
  const loginHeaders = {
    ...HEADERS,
    'content-type': JWE_CONTENT_TYPE,
    encryption: encryptionHeader(key.kid),
  };
  const first = await fetch(`${server.url}/wps/session/login`, {
    method: 'POST',
    headers: loginHeaders,
    body: await seal(),
  });
  const token = ((await first.json()) as { value: { token: string } }).value.token;
  const member = { ...HEADERS, authorization: token };

  // One sealed body per login request; a few more than the server can take in the run.
  const bodies: string[] = [];
  for (let i = 0; i < 400 * SECONDS; i++) bodies.push(await seal());
  let next = 0;

  const rows: Row[] = [];
  rows.push(
    await run(db, 'login (fresh JWE each)', {
      url: `${server.url}/wps/session/login`,
      method: 'POST',
      headers: loginHeaders,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    }),
  );
  rows.push(
    await run(db, 'game list (26 games)', {
      url: `${server.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26`,
      headers: HEADERS,
    }),
  );
  rows.push(await run(db, 'member info', { url: `${server.url}/wps/member/info`, headers: member }));
  rows.push(await run(db, 'balance', { url: `${server.url}/wps/wallets/balance`, headers: member }));
  if (next > bodies.length)
    process.stdout.write(`note: ${next} logins reused sealed bodies (replays are refused)\n`);
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const embedded = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' });
  try {
    rows.push(...(await against(embedded, 'PGlite')));
  } finally {
    await embedded.stop();
  }
  if (PG_URL) {
    const name = `mgp_load_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    const onPg = await startServer({
      SERVER_PROFILE: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: u.toString(),
    });
    try {
      rows.push(...(await against(onPg, 'PostgreSQL')));
    } finally {
      await onPg.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    process.stdout.write('PostgreSQL left out: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)\n');
  }
  const cpu = cpus();
  process.stdout.write(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(
      totalmem() / 2 ** 30,
    )} GiB; ${CONNECTIONS} connections, ${SECONDS} s per call, server and load generator on one machine\n`,
  );
  process.stdout.write(
    '| database | call | req/s | p99 ms | requests | errors | timeouts | non-2xx | 5xx |\n',
  );
  process.stdout.write('| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n');
  for (const r of rows)
    process.stdout.write(
      `| ${r.db} | ${r.call} | ${r.rps} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.s5xx} |\n`,
    );
  const fives = rows.reduce((a, r) => a + r.s5xx, 0);
  process.stdout.write(`\n5xx answers in all: ${fives}\n`);
}

await main();
