// What `npm start`'s V8 heap flags cost the public calls (docs/server-data.md "What the 8 MB semi-space costs the
// fast lane"): two servers on the embedded database, one with `npm start`'s flags and one with FLAGS_B (space-separated,
// empty by default: no flags), and a bare node:http server (bench/bareServer.ts) sending the same answer, take turns
// at the public game page (autocannon in its own process, 10 connections, ROUNDS turns of SECONDS each, alternating
// the order). Prints each server's requests per second per turn, the median, and its share of bare node:http's
// median; asserts nothing. A fourth contender, bare node:http started with `npm start`'s flags, shows whether the
// flags slow node:http itself.
//   npm run build && npm run bench:server-flags        (FLAGS_B="", BENCH_ROUNDS=6, BENCH_SECONDS=4)
import { cpus } from 'node:os';
import { serverArgs, startServer } from '../tests/e2e/harness';
import { autocannon, CONNECTIONS, GAME_PAGE, startBare, wireAnswer } from './answering';
import { median } from './stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const FLAGS_B = (process.env.FLAGS_B ?? '').split(/\s+/).filter(Boolean);

async function main(): Promise<void> {
  const flagged = await startServer({ LOG_LEVEL: 'error' });
  const other = await startServer({ LOG_LEVEL: 'error' }, { nodeFlags: FLAGS_B });
  const { wire } = await wireAnswer(`${flagged.url}${GAME_PAGE}`);
  const bare = await startBare({ [GAME_PAGE]: wire });
  const startFlags = serverArgs().slice(0, -1);
  const flaggedBare = await startBare({ [GAME_PAGE]: wire }, startFlags);
  try {
    const servers: [string, string][] = [
      ["npm start's flags", flagged.url],
      [FLAGS_B.length > 0 ? FLAGS_B.join(' ') : 'no flags', other.url],
      ['bare node:http', bare.url],
      ["bare node:http, npm start's flags", flaggedBare.url],
    ];
    for (const [, url] of servers) autocannon(`${url}${GAME_PAGE}`, 2);
    const turns = new Map<string, number[]>(servers.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, url] of round % 2 === 0 ? servers : [...servers].reverse())
        turns.get(name)!.push(autocannon(`${url}${GAME_PAGE}`, SECONDS).rps);
    const bareMedian = median(turns.get('bare node:http')!);
    console.log(
      `game page (${Buffer.from(wire.body, 'base64').length} bytes), autocannon, ${CONNECTIONS} connections, ` +
        `${ROUNDS} turns of ${SECONDS} s; ` +
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
    await bare.stop();
    await flaggedBare.stop();
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
