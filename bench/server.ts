// Server throughput (issue 6 "Server", issue 15 "Speed"): autocannon, in its own process, at 10 connections on
// loopback, in one run:
//   - the public calls (a 26-game page, announcements) against the reference server and against a bare node:http
//     server (bench/bareServer.ts, another process) answering the same bytes: the same answer on the wire (its
//     headers and body), and, as before, the same body with only a content type: goal >= 90% of node:http;
//   - the private calls with a session (member info, balance, favourites, recent games, the betting record) against
//     the game page of the same server: goal >= 50% of its requests per second, p99 <= 10 ms;
//   - the server's resident memory just after start and after the run;
// the servers (or a private call and the game page) take turns, BENCH_ROUNDS times (4), BENCH_SECONDS each (5), and
// each figure is the median of its rounds' ratios: a slow spell of a shared machine falls on both sides alike (every
// other round runs in the reverse order, so a drift within a round does not always favour the one going first);
// on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL, on PostgreSQL
// too (a database made for the run and dropped after it). Prints figures; asserts nothing.
//   npm run build && npm run bench:server        (BENCH_SECONDS: the length of each turn, 5;
//                                                 BENCH_ROUNDS: the turns, 4)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { signIn } from './signIn';
import { median, medianBy } from './stats';
import { startServer, type RunningServer } from '../tests/e2e/harness';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Turns each server takes at each public call (BENCH_ROUNDS), SECONDS each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const HEADERS = { Merchant: 'demo', Language: 'TY', Device: 'MOBILE' };
const GAME_PAGE = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26';
const PUBLIC = {
  'game page (26 games)': GAME_PAGE,
  announcements: '/wps/relay/CCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M',
};
const PRIVATE = {
  'member info': '/wps/member/info',
  balance: '/wps/wallets/balance',
  favourites: '/wps/game/favorites?pageNo=1&pageSize=26',
  'recent games': '/wps/game/recent?pageNo=1&pageSize=26',
  'betting record': '/wps/report/bets?pageNo=1&pageSize=20',
};

interface Result {
  rps: number;
  p99: number;
  non2xx: number;
}

/** Runs the autocannon CLI in its own process, so the load generator never shares a thread with a server. */
function autocannon(url: string, seconds: number, headers: Record<string, string> = HEADERS): Result {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const run = spawnSync(resolve('node_modules/.bin/autocannon'), [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  };
  return { rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx };
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

type BareAnswers = Record<string, { body: string; type: string; headers?: Record<string, string> }>;

async function startBare(answers: BareAnswers) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('bench/bareServer.ts')], {
    env: { ...process.env, BARE_ANSWERS: JSON.stringify(answers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /ready at (\S+)/.exec(d.toString());
      if (m?.[1]) ok(m[1]);
    });
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/** One GET with exactly these headers (fetch would add Accept-Encoding and undo the coding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    httpGet(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).once('error', fail);
  });
}

/** Signs the demo member in (a sealed body, as the app sends it), and gives it a favourite and a recent game. */
async function signedIn(server: RunningServer): Promise<Record<string, string>> {
  const member = await signIn(server.url, 'demo', 'demo1234');
  const page = (await (await fetch(`${server.url}${GAME_PAGE}`, { headers: HEADERS })).json()) as {
    value: { games: { nodeId: number; vassalage: string }[] };
  };
  const game = page.value.games[0]!;
  for (const path of ['/wps/game/favorites', '/wps/game/recent']) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...member, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage }),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  return member;
}

const pad = (s: string, n: number) => s.padEnd(n);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const num = (n: number, w = 7) => n.toFixed(0).padStart(w);

async function against(server: RunningServer, engine: string): Promise<void> {
  const startedRss = rssMb(server.pid);
  const answers: BareAnswers = {};
  const wire: BareAnswers = {};
  for (const path of Object.values(PUBLIC)) {
    // As autocannon asks: no Accept-Encoding, so the bytes are the ones it will get.
    const res = await rawGet(`${server.url}${path}`, HEADERS);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const body = res.body.toString('base64');
    const type = String(res.headers['content-type'] ?? 'application/json');
    answers[path] = { body, type };
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
        headers[name] = String(value);
    wire[path] = { body, type, headers };
  }
  const member = await signedIn(server);
  const bare = await startBare(answers);
  const bareWire = await startBare(wire);
  console.log(`\n${engine}: resident memory ${startedRss.toFixed(0)} MB just after start`);
  try {
    for (const [name, path] of Object.entries(PUBLIC)) {
      // A short warm-up of each server first (JIT, caches), not counted.
      autocannon(`${server.url}${path}`, 2);
      autocannon(`${bare.url}${path}`, 2);
      autocannon(`${bareWire.url}${path}`, 2);
      // The servers take turns, ROUNDS times: on a shared machine a slow spell then falls on all three alike, where
      // one long run each (as before 2026-11-26) put it on whichever was running (ratios of 81% to 106% between
      // consecutive turns of the same code). Each ratio is of one round; the median is the figure.
      const refs: Result[] = [];
      const sameRatios: number[] = [];
      const bodyRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Every other round runs in the reverse order, so a machine that slows (or speeds up) across a round does
        // not always favour the server that goes first.
        const turns = [server.url, bareWire.url, bare.url];
        if (round % 2 === 1) turns.reverse();
        const got = new Map(turns.map((url) => [url, autocannon(`${url}${path}`, SECONDS)]));
        const [ref, same, base] = [got.get(server.url)!, got.get(bareWire.url)!, got.get(bare.url)!];
        refs.push(ref);
        sameRatios.push(ref.rps / same.rps);
        bodyRatios.push(ref.rps / base.rps);
      }
      const ref = medianBy(refs, (r) => r.rps)!;
      const ratio = median(sameRatios);
      console.log(
        `  ${pad(name, 22)} ${num(ref.rps)} rps  p99 ${ref.p99} ms  non-2xx ${sum(refs.map((r) => r.non2xx))}   ` +
          `bare node:http, same answer: ${pct(ratio)} (rounds ${sameRatios.map(pct).join(' ')}; ` +
          `goal >= 90%: ${ratio >= 0.9 ? 'met' : 'missed'}); same body only: ${pct(median(bodyRatios))}`,
      );
    }
  } finally {
    await bare.stop();
    await bareWire.stop();
  }
  // Each private call takes turns with the game page in the same way, and is set against the turn next to it.
  for (const [name, path] of Object.entries(PRIVATE)) {
    autocannon(`${server.url}${path}`, 2, member);
    const runs: Result[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // In the reverse order every other round, as above.
      const page = round % 2 === 1 ? autocannon(`${server.url}${GAME_PAGE}`, SECONDS) : undefined;
      const r = autocannon(`${server.url}${path}`, SECONDS, member);
      const pageRun = page ?? autocannon(`${server.url}${GAME_PAGE}`, SECONDS);
      runs.push(r);
      ratios.push(r.rps / pageRun.rps);
    }
    const r = medianBy(runs, (run) => run.rps)!;
    const p99 = Math.max(...runs.map((run) => run.p99));
    const ratio = median(ratios);
    console.log(
      `  ${pad(name, 22)} ${num(r.rps)} rps  p99 ${p99} ms  non-2xx ${sum(runs.map((run) => run.non2xx))}   ` +
        `${pct(ratio)} of the game page (rounds ${ratios.map(pct).join(' ')}; goal >= 50%: ` +
        `${ratio >= 0.5 ? 'met' : 'missed'}; p99 <= 10 ms: ${p99 <= 10 ? 'met' : 'missed'})`,
    );
  }
  console.log(`  resident memory after the run: ${rssMb(server.pid).toFixed(0)} MB`);
}

async function main(): Promise<void> {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${ROUNDS} turns of ${SECONDS} s, loopback; ${cpus().length} x ${cpus()[0]?.model}; ` +
      new Date().toISOString().slice(0, 10),
  );
  const embedded = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' });
  try {
    await against(embedded, 'embedded database (PGlite)');
  } finally {
    await embedded.stop();
  }
  if (!PG_URL) {
    console.log('\nPostgreSQL: left out (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `mgp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  try {
    const onPg = await startServer({
      SERVER_PROFILE: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: u.toString(),
    });
    try {
      await against(onPg, 'PostgreSQL');
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
