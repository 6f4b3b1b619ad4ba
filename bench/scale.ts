// Cost as the work grows (issue 15 "Cost stays flat"): the same calls on databases grown 1x, 10x and 100x by
// `npm run db:fill` (server/seed/fill.ts: at 100x, 60,000 games, 20,000 members, 2 million bets over a year), on the
// embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL, on PostgreSQL too.
// For each: the fill's time, the server's start on the grown database, and p99 and req/s of each call at 10
// connections with ANSWER_CACHE=off, so every call reaches the database. Then the query plans of the first pages
// on the largest database. Prints figures; asserts nothing.
// The team reports keep a period's ranking while its closed part is unchanged (server/agent/rankings.ts). So on
// PostgreSQL the profit and loss is also measured while bets are written into the team (they land in the ranking's
// tail) and while bets of past days are settled (each one makes the next call read the whole ranking again). The
// embedded database belongs to the server's process, so nothing else can write to it: those rows are PostgreSQL's.
//   npm run build && npm run bench:scale      (SCALE_FACTORS=1,10,100, SCALE_ENGINES=embedded,postgres and
//                                             BENCH_SECONDS=5 by default)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { startServer } from '../tests/e2e/harness';
import { BENCH_HEADERS, signIn } from './signIn';
import { SCALE_PLANS } from './scalePlans';

const FACTORS = (process.env.SCALE_FACTORS ?? '1,10,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENGINES = (process.env.SCALE_ENGINES ?? 'embedded,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const WEEK = `startDate=${day(-6)}&endDate=${day(0)}`;

type Who = 'guest' | 'member' | 'agent';
/** Writes made while a call is measured: new bets in the agent's team, or past bets of its team settled again. */
type Writes = { kind: 'bets' | 'settlements'; perSecond: number };
const CALLS: { name: string; who: Who; path: string; writes?: Writes }[] = [
  {
    name: 'game list (RNG, first page)',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26',
  },
  {
    name: 'game list (INHOUSE)',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&pageNo=1&pageSize=26',
  },
  {
    name: 'search by name',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameName=buffalo&pageNo=1&pageSize=26',
  },
  {
    name: 'search, rare name',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameName=zzq&pageNo=1&pageSize=26',
  },
  // As the app sends a search: within the screen's game type (src/features/games/listRules.ts).
  {
    name: 'search in a type',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=buffalo&pageNo=1&pageSize=26',
  },
  {
    name: 'two letters in a type',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=lo&pageNo=1&pageSize=26',
  },
  {
    name: 'new games of a type',
    who: 'guest',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&isNew=true&pageNo=1&pageSize=26',
  },
  { name: 'favourites', who: 'member', path: '/wps/game/favorites?pageNo=1&pageSize=26' },
  { name: 'recent games', who: 'member', path: '/wps/game/recent?pageNo=1&pageSize=26' },
  { name: 'betting record (a week)', who: 'member', path: '/wps/report/bets?pageNo=1&pageSize=20' },
  { name: 'team overview (a week)', who: 'agent', path: `/wps/agent/team/overview?${WEEK}` },
  { name: 'team members', who: 'agent', path: '/wps/agent/team/members?pageNo=1&pageSize=20&scope=all' },
  { name: 'team profit and loss', who: 'agent', path: `/wps/agent/team/pnl?${WEEK}&pageNo=1&pageSize=20` },
  { name: 'team bets', who: 'agent', path: `/wps/agent/team/bets?${WEEK}&pageNo=1&pageSize=20` },
  {
    name: 'P&L, 50 new bets/s',
    who: 'agent',
    path: `/wps/agent/team/pnl?${WEEK}&pageNo=1&pageSize=20`,
    writes: { kind: 'bets', perSecond: 50 },
  },
  {
    name: 'P&L, 5 past bets settled/s',
    who: 'agent',
    path: `/wps/agent/team/pnl?${WEEK}&pageNo=1&pageSize=20`,
    writes: { kind: 'settlements', perSecond: 5 },
  },
];

/**
 * Writes into the demo agent's team at a steady rate until stopped (which gives the rate reached), each write its own
 * statement (so its own trigger run), as the game and lottery routes write them: a new bet now, or a win added to a
 * bet of 2 to 5 days ago.
 */
function startWrites(url: string, writes: Writes): { stop: () => Promise<number> } {
  const began = performance.now();
  const client = new pg.Client({ connectionString: url });
  let running = true;
  let done = 0;
  const loop = (async () => {
    await client.connect();
    const pick = `(select member_id from member_teams where agent_id = (select id from members where username = 'agent')
      offset floor(random() * (select members from team_sizes where agent_id = (select id from members where username = 'agent')))
      limit 1)`;
    const started = performance.now();
    while (running) {
      if (writes.kind === 'bets')
        await client.query(`insert into game_bets (member_id, node_id, game_name, vassalage, game_type, bet, win,
            balance_after, outcome, reference, created_at)
          select ${pick}, node_id, game_name, vassalage, game_type, 500, 0, 100000, '["BENCH"]'::jsonb,
            'bench:' || gen_random_uuid(), now()
          from catalogue_games limit 1`);
      else
        await client.query(`update game_bets set win = win + 100 where id = (select id from game_bets
          where member_id = ${pick} and created_at < now() - interval '2 days' and created_at > now() - interval '5 days'
          limit 1)`);
      done++;
      const ahead = (done * 1000) / writes.perSecond - (performance.now() - started);
      if (ahead > 0) await new Promise((r) => setTimeout(r, ahead));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return done / ((performance.now() - began) / 1000);
    },
  };
}

interface Figure {
  rps: number;
  p99: number;
  non2xx: number;
}

/** autocannon in a child process, waited for without blocking this one (the writes beside it run here). */
function autocannon(url: string, seconds: number, headers: Record<string, string>): Promise<Figure> {
  const args = ['-c', '10', '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const child = spawn(resolve('node_modules/.bin/autocannon'), [...args, url]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (status) => {
      if (status !== 0) return fail(new Error(`autocannon failed: ${stderr}`));
      const out = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
      };
      done({ rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx });
    });
  });
}

interface Place {
  env: Record<string, string>;
  /** The database's URL, for writes made beside the server (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
  explain: (query: string) => Promise<string[]>;
}

/** The plan lines of one EXPLAIN on the embedded database, through the server's own database door. */
async function explainOn(where: { dataDir: string }, query: string): Promise<string[]> {
  const database = await openDatabase(where);
  try {
    const res = (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, string>[] };
    return res.rows.map((r) => r['QUERY PLAN'] ?? JSON.stringify(r));
  } finally {
    await database.close();
  }
}

async function pglitePlace(): Promise<Place> {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-scale-'));
  const dataDir = join(dir, 'db');
  return {
    env: { DATA_DIR: dataDir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
    explain: (query) => explainOn({ dataDir }, query),
  };
}

async function postgresPlace(url: string): Promise<Place> {
  const name = `mgp_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: u.toString() },
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    explain: async (query) => {
      const client = new pg.Client({ connectionString: u.toString() });
      await client.connect();
      try {
        const res = await client.query<{ 'QUERY PLAN': string }>(query);
        return res.rows.map((r) => r['QUERY PLAN']);
      } finally {
        await client.end();
      }
    },
  };
}

/** Dirty and written-back memory of the page cache, in MB (/proc/meminfo). */
function dirtyMb(): number {
  const info = readFileSync('/proc/meminfo', 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(info)?.[1] ?? 0);
  return (kb('Dirty') + kb('Writeback')) / 1024;
}

/**
 * Lets a fill's writes reach the disk before its database is measured. Two PostgreSQL runs measured straight after
 * the 100x fill (2026-11-27 06:19 and 12:11 UTC) had every call about twice as slow at 100x, the plain game list too
 * (31 -> 57 ms), while one run right after the first did not. So PostgreSQL is asked for a checkpoint (its role needs
 * pg_checkpoint; without it the line says so), then the page cache is flushed (`sync`), for the embedded database's
 * files too. The line printed says how much the kernel still had to write.
 */
async function settle(place: Place): Promise<string> {
  const t0 = performance.now();
  const before = dirtyMb();
  let checkpoint = '';
  if (place.url) {
    const client = new pg.Client({ connectionString: place.url });
    await client.connect();
    try {
      await client.query('checkpoint');
      checkpoint = 'a checkpoint, then ';
    } catch (err) {
      checkpoint = `no checkpoint (${err instanceof Error ? err.message : String(err)}), `;
    } finally {
      await client.end();
    }
  }
  spawnSync('sync');
  const took = ((performance.now() - t0) / 1000).toFixed(1);
  return `settled before measuring: ${checkpoint}sync of ${before.toFixed(0)} MB dirty, in ${took} s`;
}

const cell = (f: Figure | undefined) => {
  if (!f) return '';
  // autocannon gives up on a request after 10 s: a run with none answered has no p99 to show.
  if (f.rps === 0) return 'no answer in 10 s';
  return `${f.p99.toFixed(0).padStart(4)} ms ${f.rps.toFixed(0).padStart(6)}/s`;
};

/**
 * Waits until the server answers a light call at once: calls still queued from the run before (a slow report at 10
 * connections leaves a backlog on the single-threaded embedded database) must not count against the next one.
 */
async function drained(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/wps/system/config`, { headers: BENCH_HEADERS }).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
  }
}

async function engine(label: string, make: () => Promise<Place>): Promise<void> {
  const figures = new Map<string, Map<number, Figure>>();
  const starts = new Map<number, number>();
  let last: Place | undefined;
  for (const factor of FACTORS) {
    const place = await make();
    const fill = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/fill.ts', '--factor', String(factor)],
      {
        env: { ...process.env, ...place.env, LOG_LEVEL: 'error' },
        encoding: 'utf8',
      },
    );
    if (fill.status !== 0) throw new Error(`fill x${factor} failed: ${fill.stderr}`);
    console.log(`  ${label} x${factor}: ${fill.stdout.trim().split('\n').at(-1)}`);
    console.log(`    ${await settle(place)}`);
    const t0 = performance.now();
    const server = await startServer({ ...place.env, LOG_LEVEL: 'error', ANSWER_CACHE: 'off' });
    starts.set(factor, (performance.now() - t0) / 1000);
    try {
      const heads: Record<Who, Record<string, string>> = {
        guest: BENCH_HEADERS,
        member: await signIn(server.url, 'demo', 'demo1234'),
        agent: await signIn(server.url, 'agent', 'agent1234'),
      };
      for (const call of CALLS) {
        if (call.writes && !place.url) continue;
        await autocannon(`${server.url}${call.path}`, 1, heads[call.who]);
        await drained(server.url);
        const writer = call.writes && place.url ? startWrites(place.url, call.writes) : undefined;
        const f = await autocannon(`${server.url}${call.path}`, SECONDS, heads[call.who]);
        const rate = await writer?.stop();
        if (rate !== undefined)
          console.log(`    ${call.name} x${factor}: ${rate.toFixed(0)} writes/s made while measured`);
        if (f.non2xx > 0) console.log(`    ${call.name}: ${f.non2xx} answers were not 2xx`);
        if (f.rps === 0) {
          // No answer within autocannon's 10 s: one call on its own, to show what the server does with it.
          const t0 = performance.now();
          const one = await fetch(`${server.url}${call.path}`, { headers: heads[call.who] }).then(
            async (r) => `${r.status} ${(await r.text()).slice(0, 200)}`,
            (err: unknown) => String(err),
          );
          console.log(
            `    ${call.name} x${factor}, one call alone: ${(performance.now() - t0).toFixed(0)} ms, ${one}`,
          );
        }
        figures.set(call.name, (figures.get(call.name) ?? new Map<number, Figure>()).set(factor, f));
      }
    } finally {
      await server.stop();
    }
    if (last) await last.drop();
    last = place;
  }
  const top = FACTORS.at(-1)!;
  const first = FACTORS[0]!;
  console.log(`\n${label}: p99 and req/s at 10 connections, ${SECONDS} s each, every call to the database`);
  console.log(
    `  ${'call'.padEnd(28)}${FACTORS.map((f) => `x${f}`.padEnd(20)).join('')}x${top} / x${first} p99`,
  );
  for (const call of CALLS) {
    const row = figures.get(call.name);
    if (!row) {
      console.log(`  ${call.name.padEnd(28)}left out: only PostgreSQL takes writes beside the server`);
      continue;
    }
    const a = row.get(first)!;
    const b = row.get(top)!;
    const ratio = b.rps === 0 ? Infinity : Math.max(b.p99, 1) / Math.max(a.p99, 1);
    console.log(
      `  ${call.name.padEnd(28)}${FACTORS.map((f) => cell(row.get(f)).padEnd(20)).join('')}` +
        `${Number.isFinite(ratio) ? ratio.toFixed(1) : '-'} ` +
        // The goal is set for the calls alone; beside writes the figure shows what the writes cost.
        (call.writes ? '(beside writes)' : `(goal <= 2: ${ratio <= 2 ? 'met' : 'missed'})`),
    );
  }
  console.log(
    `  server start: ${FACTORS.map((f) => `x${f} ${starts.get(f)!.toFixed(1)} s`).join(', ')} ` +
      `(goal < 10 s at x${top}: ${starts.get(top)! < 10 ? 'met' : 'missed'})`,
  );
  if (last) {
    console.log(
      `\n${label}: query plans of the first pages at x${top} (EXPLAIN ANALYZE; rows read per node)`,
    );
    try {
      for (const [name, query] of Object.entries(SCALE_PLANS)) {
        console.log(`  -- ${name}`);
        for (const line of await last.explain(
          `explain (analyze, costs off, timing off, summary off) ${query}`,
        ))
          console.log(`     ${line}`);
      }
    } finally {
      await last.drop();
    }
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:scale, ${cpus().length} x ${cpus()[0]?.model}, ${new Date().toISOString().slice(0, 10)}`,
  );
  if (ENGINES.includes('embedded')) await engine('embedded database (PGlite)', pglitePlace);
  if (!ENGINES.includes('postgres')) return;
  if (PG_URL) await engine('PostgreSQL', () => postgresPlace(PG_URL));
  else console.log('\nPostgreSQL: left out (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
