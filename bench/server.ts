// Server throughput (issue 6 "Server"): autocannon, in its own process, against the reference server on loopback
// for a 26-game page and the announcements call, and against a bare node:http server (bench/bareServer.ts, another
// process) answering the same bytes, in the same run. Prints requests per second, p99 latency and the ratio.
// Goal: the game page at >= 90% of node:http's requests per second, p99 <= 15 ms. Prints figures; asserts nothing.
//   npm run build && npm run bench:server
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/harness';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { Merchant: 'demo', Language: 'TY', Device: 'MOBILE' };
const CALLS = {
  'game page (26 games)': '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26',
  announcements: '/wps/relay/CCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M',
};

interface Result {
  rps: number;
  p99: number;
  non2xx: number;
}

/** Runs the autocannon CLI in its own process, so the load generator never shares a thread with a server. */
function autocannon(url: string, seconds: number): Result {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(HEADERS)) args.push('-H', `${k}=${v}`);
  const run = spawnSync(resolve('node_modules/.bin/autocannon'), [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  };
  return { rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx };
}

async function startBare(answers: Record<string, { body: string; type: string }>) {
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

async function main(): Promise<void> {
  const server = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' });
  const answers: Record<string, { body: string; type: string }> = {};
  for (const path of Object.values(CALLS)) {
    const res = await fetch(`${server.url}${path}`, { headers: HEADERS });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    answers[path] = {
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      type: res.headers.get('content-type') ?? 'application/json',
    };
  }
  const bare = await startBare(answers);
  try {
    console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, same bytes`);
    for (const [name, path] of Object.entries(CALLS)) {
      const bytes = Buffer.from(answers[path]!.body, 'base64').length;
      // A short warm-up of each server first (JIT, caches), not counted.
      autocannon(`${server.url}${path}`, 2);
      autocannon(`${bare.url}${path}`, 2);
      const ref = autocannon(`${server.url}${path}`, SECONDS);
      const base = autocannon(`${bare.url}${path}`, SECONDS);
      const ratio = ref.rps / base.rps;
      console.log(`${name} (${(bytes / 1024).toFixed(1)} KiB answer)`);
      console.log(
        `  reference server  ${ref.rps.toFixed(0).padStart(7)} rps   p99 ${ref.p99} ms   non-2xx ${ref.non2xx}`,
      );
      console.log(`  bare node:http    ${base.rps.toFixed(0).padStart(7)} rps   p99 ${base.p99} ms`);
      console.log(
        `  ratio ${(ratio * 100).toFixed(0)}% of node:http (goal >= 90%: ${ratio >= 0.9 ? 'met' : 'missed'}); ` +
          `p99 goal <= 15 ms: ${ref.p99 <= 15 ? 'met' : 'missed'}`,
      );
    }
  } finally {
    await bare.stop();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
