// Server throughput (issue 6 "Server", issue 15 "Speed"): autocannon, in its own process, at 10 connections on
// loopback, in one run:
//   - the public calls (a 26-game page, announcements) against the reference server and against a bare node:http
//     server (bench/bareServer.ts, another process) answering the same bytes: the same answer on the wire (its
//     headers and body), and, as before, the same body with only a content type: goal >= 90% of node:http;
//   - the private calls with a session (member info, balance, favourites, recent games, the betting record) against
//     the game page of the same server: goal >= 50% of its requests per second, p99 <= 10 ms;
//   - the server's resident memory just after start and after the run;
// the servers (or a private call and the game page) take turns, BENCH_ROUNDS times (9), BENCH_SECONDS each (3), and
// each figure is the median of its rounds' ratios: a slow spell of a shared machine falls on both sides alike (every
// other round runs in the reverse order, so a drift within a round does not always favour the one going first);
// on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL, on PostgreSQL
// too (a database made for the run and dropped after it). Prints figures; asserts nothing.
//   npm run build && npm run bench:server        (BENCH_SECONDS: the length of each turn, 3;
//                                                 BENCH_ROUNDS: the turns, 9;
//                                                 BENCH_ROOT: another checkout's build to measure, for a before)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import {
  autocannon,
  CONNECTIONS,
  GAME_PAGE,
  startBare,
  wireAnswer,
  type BareAnswers,
  type Result,
} from './answering';
import { BENCH_HEADERS as HEADERS, signIn } from './signIn';
import { median, medianBy } from './stats';
import { startServer, type RunningServer } from '../tests/e2e/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * Turns each server takes at each public call (BENCH_ROUNDS), SECONDS each. Single rounds' ratios on this 2-core
 * machine spread from 78% to 138% between turns of the same code, so a median of 4 rounds (the default until
 * 2026-11-27) fell under 90% in some runs and not others: announcements on PostgreSQL read 86% in two runs, and 99% in
 * a run of 8 rounds of 3 s right after (embedded 100%). Eight shorter turns give the median more rounds for about
 * the same time. Nine since 2026-11-28: an odd count has one middle round, where the median of eight was the upper
 * of its two middle rounds (bench/stats.ts), which leaned towards the goal.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The checkout whose build is measured: this one, or BENCH_ROOT (built with npm run build). */
const ROOT = process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {};
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

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
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
    const got = await wireAnswer(`${server.url}${path}`);
    answers[path] = got.body;
    wire[path] = got.wire;
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
  await firstScreen(server);
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

/** A browser's first visit: the page in Brotli, as Chromium asks for it. */
const BROWSER = { ...HEADERS, 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/**
 * The first screen for a guest (issue 50): `/m/home`, kept per merchant, language and content generation, against a
 * bare node:http server sending the same page (its bytes and headers) as a static file would, in turns as above.
 * Goal: >= 2,000 rps at 10 connections with p99 <= 20 ms.
 */
async function firstScreen(server: RunningServer): Promise<void> {
  const url = `${server.url}/m/home`;
  const { wire } = await wireAnswer(url, BROWSER);
  const bare = await startBare({ '/m/home': wire });
  try {
    autocannon(url, 2, BROWSER);
    autocannon(`${bare.url}/m/home`, 2, BROWSER);
    const runs: Result[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const turns = round % 2 === 1 ? [bare.url, server.url] : [server.url, bare.url];
      const got = new Map(turns.map((base) => [base, autocannon(`${base}/m/home`, SECONDS, BROWSER)]));
      runs.push(got.get(server.url)!);
      ratios.push(got.get(server.url)!.rps / got.get(bare.url)!.rps);
    }
    const r = medianBy(runs, (run) => run.rps)!;
    const p99 = Math.max(...runs.map((run) => run.p99));
    console.log(
      `  ${pad('first screen /m/home', 22)} ${num(r.rps)} rps  p99 ${p99} ms (worst round)  non-2xx ${sum(runs.map((run) => run.non2xx))}   ` +
        `a guest, Brotli; ${pct(median(ratios))} of bare node:http sending the same page (goal >= 2,000 rps, ` +
        `p99 <= 20 ms: ${r.rps >= 2000 && p99 <= 20 ? 'met' : 'missed'})`,
    );
  } finally {
    await bare.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${ROUNDS} turns of ${SECONDS} s, loopback; ${cpus().length} x ${cpus()[0]?.model}; ` +
      new Date().toISOString().slice(0, 10),
  );
  if (ROOT.root) console.log(`the build of ${ROOT.root}`);
  const embedded = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' }, ROOT);
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
    const onPg = await startServer(
      { SERVER_PROFILE: 'test', LOG_LEVEL: 'error', DATABASE_URL: u.toString() },
      ROOT,
    );
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
