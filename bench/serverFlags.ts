// What `npm start`'s V8 heap flags cost the public calls (docs/server-data.md "What the 8 MB semi-space costs the
// fast lane"): two servers on the embedded database, one with `npm start`'s flags and one with FLAGS_B (space-separated,
// empty by default: no flags), and a bare node:http server (bench/bareServer.ts) sending the same answer, take turns
// at the public game page (autocannon in its own process, 10 connections, ROUNDS turns of SECONDS each, alternating
// the order). Prints each server's requests per second per turn, the median, and its share of bare node:http's
// median; asserts nothing.
//   npm run build && npm run bench:server-flags        (FLAGS_B="", BENCH_ROUNDS=6, BENCH_SECONDS=4)
import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/harness';
import { median } from './stats';

const HEADERS = { Merchant: 'demo', Language: 'TY', Device: 'MOBILE' };
const GAME_PAGE = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const FLAGS_B = (process.env.FLAGS_B ?? '').split(/\s+/).filter(Boolean);

function autocannon(url: string, seconds: number): number {
  const args = ['-c', '10', '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(HEADERS)) args.push('-H', `${k}=${v}`);
  const run = spawnSync(resolve('node_modules/.bin/autocannon'), [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { requests: { average: number } }).requests.average;
}

/** The answer as autocannon gets it: no Accept-Encoding, every header but the ones node writes itself. */
function answerOf(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((ok, fail) => {
    get(url, { headers: HEADERS, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (typeof v === 'string' && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k))
            headers[k] = v;
        ok({ body: Buffer.concat(chunks), headers });
      });
    }).once('error', fail);
  });
}

async function main(): Promise<void> {
  const flagged = await startServer({ LOG_LEVEL: 'error' });
  const other = await startServer({ LOG_LEVEL: 'error' }, { nodeFlags: FLAGS_B });
  const { body, headers } = await answerOf(`${flagged.url}${GAME_PAGE}`);
  const answers = { [GAME_PAGE]: { body: body.toString('base64'), type: 'application/json', headers } };
  const bare = spawn(process.execPath, ['--import', 'tsx', resolve('bench/bareServer.ts')], {
    env: { ...process.env, BARE_ANSWERS: JSON.stringify(answers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const bareUrl = await new Promise<string>((ok, fail) => {
      bare.stdout?.on('data', (d: Buffer) => {
        const m = /ready at (\S+)/.exec(d.toString());
        if (m?.[1]) ok(m[1]);
      });
      bare.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
    });
    const servers: [string, string][] = [
      ["npm start's flags", flagged.url],
      [FLAGS_B.length > 0 ? FLAGS_B.join(' ') : 'no flags', other.url],
      ['bare node:http', bareUrl],
    ];
    for (const [, url] of servers) autocannon(`${url}${GAME_PAGE}`, 2);
    const turns = new Map<string, number[]>(servers.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, url] of round % 2 === 0 ? servers : [...servers].reverse())
        turns.get(name)!.push(autocannon(`${url}${GAME_PAGE}`, SECONDS));
    const bareMedian = median(turns.get('bare node:http')!);
    console.log(
      `game page (${body.length} bytes), autocannon, 10 connections, ${ROUNDS} turns of ${SECONDS} s; ` +
        `${cpus().length} x ${cpus()[0]?.model}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    for (const [name] of servers) {
      const rps = turns.get(name)!;
      console.log(
        `  ${name.padEnd(34)} ${rps.map((r) => r.toFixed(0).padStart(6)).join(' ')}   median ` +
          `${median(rps).toFixed(0).padStart(6)}   ${((median(rps) / bareMedian) * 100).toFixed(0)}% of bare node:http`,
      );
    }
  } finally {
    bare.kill('SIGTERM');
    await flagged.stop();
    await other.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
