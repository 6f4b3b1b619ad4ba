// The public calls as a merchant deploys them (issue 50, docs/deployment.md): the game page through HAProxy with
// deploy/haproxy.cfg to two instances on the embedded database (TRUST_PROXY=1, as the guide sets it), autocannon in
// its own process at 10 connections on loopback. With BENCH_ROOT, the same setup on that checkout's build too, the
// two taking turns (BENCH_ROUNDS of BENCH_SECONDS each, every other round in the reverse order), so one slow spell
// of a shared machine falls on both. Prints each build's requests per second per turn, their median, p99, and how
// many answers each instance's fast lane sent (its `/metrics`); asserts nothing. Needs haproxy (Debian's package).
//   npm run build && npm run bench:proxy        (BENCH_ROOT: another checkout's build, for a before;
//                                               BENCH_ROUNDS: 5; BENCH_SECONDS: 3)
import { cpus } from 'node:os';
import { freePort, HAPROXY_MISSING, haproxyInstalled, startProxy, waitForServers } from '../scripts/cluster';
import { startServer } from '../tests/e2e/harness';
import { autocannon, CONNECTIONS, GAME_PAGE, type Result } from './answering';
import { median } from './stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Setup {
  name: string;
  url: string;
  metrics: string[];
  stop: () => Promise<void>;
}

/** Two instances of a build behind deploy/haproxy.cfg, each with its metrics listener. */
async function behindProxy(name: string, root?: string): Promise<Setup> {
  const metricsPorts = [await freePort(), await freePort()];
  const instances = await Promise.all(
    metricsPorts.map((port) =>
      startServer({ LOG_LEVEL: 'error', TRUST_PROXY: '1', METRICS_PORT: String(port) }, root ? { root } : {}),
    ),
  );
  const proxy = await startProxy({ instances: instances.map((i) => new URL(i.url).host) });
  await waitForServers(proxy, ['app1', 'app2'], 'UP');
  return {
    name,
    url: `${proxy.url}${GAME_PAGE}`,
    metrics: metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`),
    stop: async () => {
      await proxy.stop();
      await Promise.all(instances.map((i) => i.stop()));
    },
  };
}

/** The answers an instance's fast lane has sent, from its metrics. */
async function laneAnswers(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(
    /mgp_http_requests_total\{route="fast lane",method="GET",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
  );
}

async function main(): Promise<void> {
  if (!haproxyInstalled()) throw new Error(HAPROXY_MISSING);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${ROUNDS} turns of ${SECONDS} s, through HAProxy to 2 instances ` +
      `(embedded database, TRUST_PROXY=1); ${cpus().length} x ${cpus()[0]?.model}; ${new Date().toISOString().slice(0, 10)}`,
  );
  const setups = [await behindProxy('this build')];
  if (process.env.BENCH_ROOT) setups.push(await behindProxy(process.env.BENCH_ROOT, process.env.BENCH_ROOT));
  try {
    for (const s of setups) autocannon(s.url, 2);
    const runs = new Map<Setup, Result[]>(setups.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const s of round % 2 === 1 ? [...setups].reverse() : setups)
        runs.get(s)!.push(autocannon(s.url, SECONDS));
    for (const s of setups) {
      const r = runs.get(s)!;
      const lanes = await Promise.all(s.metrics.map(laneAnswers));
      console.log(
        `  ${s.name}: game page ${median(r.map((x) => x.rps)).toFixed(0)} rps (turns ` +
          `${r.map((x) => x.rps.toFixed(0)).join(' ')}), p99 ${Math.max(...r.map((x) => x.p99))} ms (worst turn), ` +
          `non-2xx ${r.reduce((n, x) => n + x.non2xx, 0)}; fast-lane answers per instance: ${lanes.join(', ')}`,
      );
    }
  } finally {
    await Promise.all(setups.map((s) => s.stop()));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
