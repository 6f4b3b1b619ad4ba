// Memory over a soak, then under a guest's query flood (issue 65; SOAK_SECONDS=0 runs the flood alone): the reference server on the embedded database (and on PostgreSQL with
// BENCH_DATABASE_URL or TEST_DATABASE_URL), its resident memory just after start, then under 50 connections for
// SOAK_SECONDS (300 by default) of public and signed-in calls in turn, sampled every 10 s. A search with a new term
// in each round keeps adding answers to the caches, so their bounds are part of what is measured. Prints the
// samples, the first and last minute's averages and their difference; asserts nothing.
// The server runs as `npm start` does, with its V8 heap flags; SERVER_NODE_FLAGS (space-separated, may be empty)
// replaces those flags, to compare.
//   npm run build && npm run bench:memory      (SOAK_SECONDS=300, SOAK_ENGINES=embedded,postgres by default;
//   SERVER_NODE_OPTIONS passes Node options to the server only)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { serverArgs, startServer, type RunningServer } from '../tests/e2e/harness';
import { BENCH_HEADERS, signIn } from './signIn';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const ROUND_SECONDS = 15;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Node options for the server only (SERVER_NODE_OPTIONS), e.g. to try V8 heap settings. */
const SERVER_ENV: Record<string, string> = process.env.SERVER_NODE_OPTIONS
  ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS }
  : {};
/** Node flags for the server in place of `npm start`'s (SERVER_NODE_FLAGS), or `npm start`'s when unset. */
const NODE_FLAGS =
  process.env.SERVER_NODE_FLAGS === undefined
    ? undefined
    : process.env.SERVER_NODE_FLAGS.split(/\s+/).filter(Boolean);
/** `embedded`, `postgres` or both (the default), comma-separated. */
const ENGINES = (process.env.SOAK_ENGINES ?? 'embedded,postgres').split(',');

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** autocannon in its own process, without blocking this one (the sampler keeps its timer). */
function load(url: string, headers: Record<string, string>, seconds: number): Promise<void> {
  const args = ['-c', '50', '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((ok, fail) => {
    const child = spawn(resolve('node_modules/.bin/autocannon'), [...args, url], { stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`autocannon exited with ${code}`))));
  });
}

async function soak(server: RunningServer, label: string): Promise<void> {
  const pid = server.pid!;
  const started = rssMb(pid);
  const member = await signIn(server.url, 'demo', 'demo1234');
  const calls: [string, Record<string, string>][] = [
    ['/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26', BENCH_HEADERS],
    ['/wps/member/info', member],
    ['/wps/relay/CCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M', BENCH_HEADERS],
    ['/wps/wallets/balance', member],
    ['/wps/game/favorites?pageNo=1&pageSize=26', member],
    ['/wps/report/bets?pageNo=1&pageSize=20', member],
  ];
  const samples: { t: number; mb: number }[] = [];
  const t0 = Date.now();
  const sampler = setInterval(() => samples.push({ t: (Date.now() - t0) / 1000, mb: rssMb(pid) }), 10_000);
  let round = 0;
  try {
    while (Date.now() - t0 < SOAK_SECONDS * 1000) {
      const [path, headers] = calls[round % calls.length]!;
      // Two loads at once: the round's call, and a search for a term never asked before.
      await Promise.all([
        load(`${server.url}${path}`, headers, ROUND_SECONDS),
        load(
          `${server.url}/wps/relay/GCSGAME_gameList?gameName=${randomBytes(3).toString('hex')}&pageNo=1`,
          BENCH_HEADERS,
          ROUND_SECONDS,
        ),
      ]);
      round++;
    }
  } finally {
    clearInterval(sampler);
  }
  const avg = (xs: { mb: number }[]) => xs.reduce((a, s) => a + s.mb, 0) / Math.max(1, xs.length);
  const first = samples.filter((s) => s.t <= 60);
  const last = samples.filter((s) => s.t > (Date.now() - t0) / 1000 - 60);
  console.log(`\n${label}: resident memory, MB (goal: no growth; at most 300 embedded, 150 PostgreSQL)`);
  console.log(`  just after start ${started.toFixed(0)}`);
  console.log(`  every 10 s under load: ${samples.map((s) => s.mb.toFixed(0)).join(' ')}`);
  console.log(
    `  first minute ${avg(first).toFixed(0)}, last minute ${avg(last).toFixed(0)}: ` +
      `${(avg(last) - avg(first)).toFixed(0)} MB over ${((Date.now() - t0) / 60_000).toFixed(1)} min; ` +
      `highest ${Math.max(...samples.map((s) => s.mb)).toFixed(0)}`,
  );
}

/**
 * The query flood of issue 65: 6,000 plain GETs of the public catalogue from a guest, each with an 8 KB query of keys
 * of its own, then 6,000 with the contract's keys at their longest (a new 100-character search each time, every
 * other field filled), 20 at a time. Prints the resident memory before, after, and 30 s later, the answers' codes,
 * and the bytes the kept answers hold.
 */
async function flood(server: RunningServer, label: string): Promise<void> {
  const pid = server.pid!;
  const before = rssMb(pid);
  const codes = new Map<number, number>();
  const ask = async (url: string) => {
    const res = await fetch(url, { headers: BENCH_HEADERS });
    await res.arrayBuffer();
    codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
  };
  const long = (n: number) =>
    randomBytes(Math.ceil(n / 2))
      .toString('hex')
      .slice(0, n);
  const urls = [
    ...Array.from(
      { length: 6000 },
      (_, i) => `${server.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&k${i}=${long(8000)}`,
    ),
    ...Array.from(
      { length: 6000 },
      () =>
        `${server.url}/wps/relay/GCSGAME_gameList?gameName=${long(100)}&gameType=${long(100)}&vendor=${long(100)}` +
        `&pageNo=1&pageSize=26`,
    ),
  ];
  const t0 = Date.now();
  const rounds: number[] = [];
  // Three rounds of new queries: a bounded store stops growing after the first.
  for (let round = 0; round < 3; round++) {
    const fresh = urls.map((u) => u.replace(/=([0-9a-f]{100})/g, () => `=${long(100)}`));
    for (let i = 0; i < fresh.length; i += 20) await Promise.all(fresh.slice(i, i + 20).map(ask));
    rounds.push(rssMb(pid));
  }
  const seconds = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 30_000));
  console.log(`\n${label}: 3 rounds of 12,000 flooding GETs in ${seconds.toFixed(0)} s`);
  console.log(`  answers: ${[...codes].map(([code, n]) => `${n} x ${code}`).join(', ')}`);
  console.log(
    `  resident memory, MB: before ${before.toFixed(0)}, after each round ${rounds.map((r) => r.toFixed(0)).join(', ')}, ` +
      `30 s later ${rssMb(pid).toFixed(0)}`,
  );
}

async function main(): Promise<void> {
  console.log(
    `bench:memory, ${SOAK_SECONDS} s at 50 connections; ${cpus().length} x ${cpus()[0]?.model}; ` +
      `${new Date().toISOString()}; server: node ${[...serverArgs(NODE_FLAGS).slice(0, -1), '<entry>'].join(' ')}`,
  );
  if (ENGINES.includes('embedded')) {
    const embedded = await startServer({ ...SERVER_ENV, LOG_LEVEL: 'error' }, { nodeFlags: NODE_FLAGS });
    try {
      if (SOAK_SECONDS > 0) await soak(embedded, 'embedded database (PGlite)');
      await flood(embedded, 'embedded database (PGlite)');
    } finally {
      await embedded.stop();
    }
  }
  if (!ENGINES.includes('postgres')) return;
  if (!PG_URL) {
    console.log('\nPostgreSQL: left out (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `mgp_mem_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  try {
    const onPg = await startServer(
      { ...SERVER_ENV, LOG_LEVEL: 'error', DATABASE_URL: u.toString() },
      { nodeFlags: NODE_FLAGS },
    );
    try {
      if (SOAK_SECONDS > 0) await soak(onPg, 'PostgreSQL');
      await flood(onPg, 'PostgreSQL');
    } finally {
      await onPg.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
