// What bench/server.ts and bench/serverFlags.ts share: autocannon in its own process, the bare node:http server
// (bench/bareServer.ts) and the answers it is given, taken from the reference server as they came on the wire.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { rawGet } from '../server/testing/rawHttp';
import { BENCH_HEADERS } from './signIn';

/** The public game page the server benches measure: 26 games of the RNG catalogue. */
export const GAME_PAGE = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26';

/** Connections autocannon keeps open: the figures are at 10. */
export const CONNECTIONS = 10;

export interface Result {
  rps: number;
  p99: number;
  non2xx: number;
}

/** Runs the autocannon CLI in its own process, so the load generator never shares a thread with a server. */
export function autocannon(
  url: string,
  seconds: number,
  headers: Record<string, string> = BENCH_HEADERS,
): Result {
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

/** What the bare server answers per path: the body (base64), its type and, for "the same answer", every header. */
export type BareAnswers = Record<string, { body: string; type: string; headers?: Record<string, string> }>;

/** Starts bench/bareServer.ts in its own process with these answers, node started with `nodeFlags` (none by default). */
export async function startBare(answers: BareAnswers, nodeFlags: readonly string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', resolve('bench/bareServer.ts')], {
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

/** Headers node writes itself for each answer, left out of what the bare server is given. */
const NODE_WRITES = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

/**
 * A public answer of the reference server as autocannon gets it (no Accept-Encoding, so the bytes are the ones it
 * will get): as "the same body only" (`body`) and as "the same answer" (`wire`: every header but node's own).
 */
export async function wireAnswer(
  url: string,
  requestHeaders: Record<string, string> = BENCH_HEADERS,
): Promise<{ body: BareAnswers[string]; wire: BareAnswers[string] }> {
  const res = await rawGet(url, requestHeaders);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const body = res.body.toString('base64');
  const type = String(res.headers['content-type'] ?? 'application/json');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined && !NODE_WRITES.includes(name)) headers[name] = String(value);
  return { body: { body, type }, wire: { body, type, headers } };
}
