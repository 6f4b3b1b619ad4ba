// The first visit's main thread (issue 66): home, login and the game list loaded in a fresh profile at 4x CPU (CDP
// throttling, not Lighthouse's simulation), five times each, with a Chromium trace of each load. Prints, medians over
// the runs: the main thread's busy total (every top-level task of the page's renderer main thread, from navigation
// until the page has been quiet for 2 s or 15 s have passed), the longest task with what ran in it (the script's URL
// and function, a layout, a style recalculation), and the count of tasks over 50 ms; with the machine, the browser's
// version and Lighthouse's benchmark index. PEER_DIST=path serves that build beside (phanpy's, docs/performance.md
// "The same-stack peer") and measures its landing page in the same run, so the ratio holds across hosts.
//   npm run build && npm run bench:start-tasks      (BENCH_RUNS=5, PEER_DIST=/work/peer/phanpy/dist)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser, phoneContext, startServer } from '../tests/e2e/harness';
import { serveDist } from './staticHost';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 2000;
const LIMIT_MS = 15_000;
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface Load {
  totalMs: number;
  longestMs: number;
  longestWhat: string;
  over50: number;
}

/** What a task ran, by its heaviest child event: a script's URL and function, a layout, a style pass, a parse. */
function describeTask(task: TraceEvent, inside: TraceEvent[]): string {
  let heaviest: TraceEvent | undefined;
  for (const e of inside)
    if (
      e !== task &&
      (e.dur ?? 0) > (heaviest?.dur ?? 0) &&
      e.name !== 'RunTask' &&
      !e.name.startsWith('ThreadControllerImpl')
    )
      heaviest = e;
  if (!heaviest) return task.name;
  const data = heaviest.args?.data ?? {};
  const where = [data.url, data.functionName].filter((x) => typeof x === 'string' && x !== '').join(' ');
  const short = where.replace(/^https?:\/\/[^/]+/, '');
  return `${heaviest.name}${short ? ` ${short}` : ''} (${((heaviest.dur ?? 0) / 1000).toFixed(0)} ms)`;
}

/** The renderer main thread's top-level tasks of one trace, from the navigation on. */
function tasksOf(events: TraceEvent[]): { tasks: TraceEvent[]; all: TraceEvent[] } {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return { tasks: [], all: [] };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Nested task events (a RunTask inside another) count once: only the outermost.
  tasks.sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  let end = -1;
  for (const t of tasks) {
    if (t.ts < end) continue;
    top.push(t);
    end = t.ts + (t.dur ?? 0);
  }
  return { tasks: top, all: onMain };
}

async function trace(cdp: CDPSession, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
      ],
    },
  });
  await work();
  const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = await trace(cdp, async () => {
    await page.goto(url, { waitUntil: 'load' });
    // Quiet: no task of 5 ms or more for QUIET_MS, read in the page (long tasks observer would miss short work).
    await page.evaluate(
      ({ quiet, limit }) =>
        new Promise<void>((done) => {
          const start = performance.now();
          let last = performance.now();
          let before = performance.now();
          const tick = () => {
            const now = performance.now();
            if (now - before > 20) last = now;
            before = now;
            if (now - last > quiet || now - start > limit) done();
            else setTimeout(tick, 10);
          };
          tick();
        }),
      { quiet: QUIET_MS, limit: LIMIT_MS },
    );
  });
  await context.close();
  const { tasks, all } = tasksOf(events);
  const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const after = tasks.filter((t) => t.ts >= navStart);
  let longest = after[0];
  for (const t of after) if ((t.dur ?? 0) > (longest?.dur ?? 0)) longest = t;
  const inside = longest
    ? all.filter((e) => e.ts >= longest.ts && e.ts + (e.dur ?? 0) <= longest.ts + (longest.dur ?? 0))
    : [];
  return {
    totalMs: after.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
    longestMs: (longest?.dur ?? 0) / 1000,
    longestWhat: longest ? describeTask(longest, inside) : '-',
    over50: after.filter((t) => (t.dur ?? 0) / 1000 > LONG_MS).length,
  };
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const source = readFileSync('node_modules/lighthouse/core/lib/page-functions.js', 'utf8');
  const body = /function computeBenchmarkIndex\(\) \{[\s\S]*?\n\}/.exec(source)?.[0];
  if (!body) return NaN;
  const page = await browser.newPage();
  const index = (await page.evaluate(`(${body})()`)) as number;
  await page.close();
  return Math.round(index);
}

async function main(): Promise<void> {
  const server = await startServer({ SERVER_PROFILE: 'test' });
  const browser = await launchBrowser();
  const peer = process.env.PEER_DIST ? await serveDist(resolve(process.env.PEER_DIST)) : undefined;
  const pages: [string, string][] = [
    ['home', `${server.url}/m/home`],
    ['login', `${server.url}/m/login`],
    ['game list', `${server.url}/m/gameList?gameType=RNG`],
    ...(peer ? ([['phanpy landing', `${peer.url}/`]] as [string, string][]) : []),
  ];
  const results = new Map<string, Load[]>(pages.map(([name]) => [name, []]));
  const indexes: number[] = [];
  try {
    indexes.push(await benchmarkIndex(browser));
    // Interleaved: one load of each page per round, so a busy moment of the host falls on all alike.
    for (let run = 0; run < RUNS; run++)
      for (const [name, url] of pages) results.get(name)!.push(await loadOnce(browser, url));
    indexes.push(await benchmarkIndex(browser));
  } finally {
    await browser.close();
    await server.stop();
    peer?.server.close();
  }
  console.log(
    `bench:start-tasks: first visits, fresh profile, 4x CPU (CDP), median of ${RUNS}; ` +
      `${cpus().length} x ${cpus()[0]?.model}; ${browser.version()}; Lighthouse benchmark index ${indexes.join(' / ')}; ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  const peerTotal = results.get('phanpy landing')
    ? median(results.get('phanpy landing')!.map((l) => l.totalMs))
    : undefined;
  for (const [name, loads] of results) {
    const total = median(loads.map((l) => l.totalMs));
    const longest = median(loads.map((l) => l.longestMs));
    const whats = loads.map((l) => `${l.longestMs.toFixed(0)} ms: ${l.longestWhat}`);
    console.log(
      `  ${name.padEnd(15)} main thread ${total.toFixed(0)} ms${peerTotal ? ` (${(total / peerTotal).toFixed(2)}x the peer's)` : ''}; ` +
        `longest task ${longest.toFixed(0)} ms; tasks over ${LONG_MS} ms: ${median(loads.map((l) => l.over50))}`,
    );
    for (const w of whats) console.log(`      ${w}`);
  }
  if (!peer) console.log('  the peer: left out (set PEER_DIST to a built phanpy, docs/performance.md)');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
