// The first visit's main thread (issue 66): home, login and the game list loaded in a fresh profile at 4x CPU (CDP
// throttling, not Lighthouse's simulation), five times each, with a Chromium trace of each load. Prints, medians over
// the runs: the main thread's busy total (every top-level task of the page's renderer main thread, from navigation
// until no task has been over 50 ms for 2 s, or 15 s have passed), the longest task with what ran in it (the script's URL
// and function, a layout, a style recalculation), and the count of tasks over 50 ms; with the machine, the browser's
// version and Lighthouse's benchmark index. PEER_DIST=path serves that build beside (phanpy's, docs/performance.md
// "The same-stack peer") and measures its landing page in the same run, so the ratio holds across hosts.
// AB_OTHER=path runs another checkout's build (built with npm run build) on a server of its own and measures its three
// pages in the same rounds: before and after a change, in one run.
//   npm run build && npm run bench:start-tasks
//   (BENCH_RUNS=5, PEER_DIST=/work/peer/phanpy/dist, AB_OTHER=/path/to/checkout, TRACE_DIR=.tmp/traces,
//   BENCH_ONLY=home: only the pages whose name holds it, the peer's landing kept)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser, phoneContext, startServer } from '../tests/e2e/harness';
import { serveDist } from './staticHost';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Only the app's pages whose name holds this text (BENCH_ONLY=filter); the peer's landing is measured regardless. */
const ONLY = process.env.BENCH_ONLY ?? '';
const QUIET_MS = 2000;
const LIMIT_MS = 15_000;
const LONG_MS = 50;
/** TRACE_DIR=path keeps each load's trace there (open it in Chromium's performance panel). */
const TRACE_DIR = process.env.TRACE_DIR;
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: Record<string, unknown>;
    name?: string;
    /** UpdateLayoutTree: the elements whose style it computed. */
    elementCount?: number;
    /** Layout: the layout objects it had to lay out. */
    beginData?: { dirtyObjects?: number };
  };
}

interface Load {
  totalMs: number;
  longestMs: number;
  longestWhat: string;
  over50: number;
  /** The main thread's tasks, and the elements styled and layout objects laid out in them: work, not time. */
  tasks: number;
  styled: number;
  laidOut: number;
}

/** Trace events that say what a task ran, most telling first when two are as heavy. */
const TELLING = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
]);

/** What a task ran, by its heaviest telling event: a script's URL and function, a layout, a style pass, a parse. */
function describeTask(task: TraceEvent, inside: TraceEvent[]): string {
  let heaviest: TraceEvent | undefined;
  for (const e of inside) if (TELLING.has(e.name) && (e.dur ?? 0) > (heaviest?.dur ?? 0)) heaviest = e;
  if (!heaviest) return task.name;
  const data = heaviest.args?.data ?? {};
  const where = [data.url, data.functionName].filter((x) => typeof x === 'string' && x !== '').join(' ');
  const short = where.replace(/^https?:\/\/[^/]+/, '');
  return `${heaviest.name}${short ? ` ${short}` : ''} (${((heaviest.dur ?? 0) / 1000).toFixed(0)} ms)`;
}

/**
 * The page's renderer main thread's top-level tasks. A navigation may move to another renderer process (site
 * isolation), so the page's thread is the renderer main thread that was busiest.
 */
function tasksOf(events: TraceEvent[]): { tasks: TraceEvent[]; all: TraceEvent[] } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isTask = (e: TraceEvent) =>
    e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  let best: { tasks: TraceEvent[]; all: TraceEvent[]; busy: number } = { tasks: [], all: [], busy: -1 };
  for (const main of mains) {
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter(isTask).sort((a, b) => a.ts - b.ts);
    // Nested task events (a RunTask inside another) count once: only the outermost.
    const top: TraceEvent[] = [];
    let end = -1;
    for (const t of tasks) {
      if (t.ts < end) continue;
      top.push(t);
      end = t.ts + (t.dur ?? 0);
    }
    const busy = top.reduce((sum, t) => sum + (t.dur ?? 0), 0);
    if (busy > best.busy) best = { tasks: top, all: onMain, busy };
  }
  return { tasks: best.tasks, all: best.all };
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

async function loadOnce(browser: Browser, url: string, name: string): Promise<Load> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = await trace(cdp, async () => {
    await page.goto(url, { waitUntil: 'load' });
    // Quiet, as Lighthouse's time to interactive reads it: no long task (over 50 ms) for QUIET_MS, read in the page
    // by a long-task observer checked four times a second (a faster poll is main-thread work of its own). A string,
    // not a function: tsx's transform would name the inner function with a helper the page lacks.
    await page.evaluate(`new Promise((done) => {
      const start = performance.now();
      let last = start;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
      }).observe({ type: 'longtask', buffered: true });
      const check = () => {
        const now = performance.now();
        if (now - last > ${QUIET_MS} || now - start > ${LIMIT_MS}) done();
        else setTimeout(check, 250);
      };
      check();
    })`);
  });
  await context.close();
  if (TRACE_DIR)
    writeFileSync(
      resolve(TRACE_DIR, `${name.replace(/ /g, '-')}-${Date.now()}.json`),
      JSON.stringify({ traceEvents: events }),
    );
  const { tasks, all } = tasksOf(events);
  const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const after = tasks.filter((t) => t.ts >= navStart);
  let longest = after[0];
  for (const t of after) if ((t.dur ?? 0) > (longest?.dur ?? 0)) longest = t;
  const inside = longest
    ? all.filter((e) => e.ts >= longest.ts && e.ts + (e.dur ?? 0) <= longest.ts + (longest.dur ?? 0))
    : [];
  let styled = 0;
  let laidOut = 0;
  for (const e of all) {
    if (e.ts < navStart) continue;
    if (e.name === 'UpdateLayoutTree') styled += e.args?.elementCount ?? 0;
    else if (e.name === 'Layout') laidOut += e.args?.beginData?.dirtyObjects ?? 0;
  }
  return {
    totalMs: after.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
    longestMs: (longest?.dur ?? 0) / 1000,
    longestWhat: longest ? describeTask(longest, inside) : '-',
    over50: after.filter((t) => (t.dur ?? 0) / 1000 > LONG_MS).length,
    tasks: after.length,
    styled,
    laidOut,
  };
}

/**
 * The median of the ratios of one page's main-thread totals to another's, load by load: the pages load in turns, one
 * of each per round, so each ratio compares two loads a few seconds apart, and a busy moment of the host falls on both.
 */
function paired(loads: Load[], against: Load[]): number {
  return median(loads.map((l, i) => l.totalMs / (against[i]?.totalMs ?? NaN)).filter(Number.isFinite));
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
  const other = process.env.AB_OTHER
    ? await startServer({ SERVER_PROFILE: 'test' }, { root: resolve(process.env.AB_OTHER) })
    : undefined;
  const browser = await launchBrowser();
  const peer = process.env.PEER_DIST ? await serveDist(resolve(process.env.PEER_DIST)) : undefined;
  const appPages = (url: string, tag: string): [string, string][] =>
    (
      [
        [`home${tag}`, `${url}/m/home`],
        [`login${tag}`, `${url}/m/login`],
        [`game list${tag}`, `${url}/m/gameList?gameType=RNG`],
      ] as [string, string][]
    ).filter(([name]) => name.includes(ONLY));
  const pages: [string, string][] = [
    ...appPages(server.url, ''),
    ...(other ? appPages(other.url, ' (other)') : []),
    ...(peer ? ([['phanpy landing', `${peer.url}/`]] as [string, string][]) : []),
  ];
  const results = new Map<string, Load[]>(pages.map(([name]) => [name, []]));
  const indexes: number[] = [];
  try {
    indexes.push(await benchmarkIndex(browser));
    // Interleaved: one load of each page per round, so a busy moment of the host falls on all alike.
    for (let run = 0; run < RUNS; run++)
      for (const [name, url] of pages) results.get(name)!.push(await loadOnce(browser, url, name));
    indexes.push(await benchmarkIndex(browser));
  } finally {
    await browser.close();
    await server.stop();
    await other?.stop();
    peer?.server.close();
  }
  console.log(
    `bench:start-tasks: first visits, fresh profile, 4x CPU (CDP), median of ${RUNS}; ` +
      `${cpus().length} x ${cpus()[0]?.model}; ${browser.version()}; Lighthouse benchmark index ${indexes.join(' / ')}; ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  const peerLoads = results.get('phanpy landing');
  const peerTotal = peerLoads ? median(peerLoads.map((l) => l.totalMs)) : undefined;
  for (const [name, loads] of results) {
    const total = median(loads.map((l) => l.totalMs));
    const longest = median(loads.map((l) => l.longestMs));
    const whats = loads.map((l) => `${l.longestMs.toFixed(0)} ms: ${l.longestWhat}`);
    const toPeer = peerTotal
      ? ` (${(total / peerTotal).toFixed(2)}x the peer's, ${paired(loads, peerLoads!).toFixed(2)}x paired)`
      : '';
    console.log(
      `  ${name.padEnd(23)} main thread ${total.toFixed(0)} ms${toPeer}; ` +
        `longest task ${longest.toFixed(0)} ms; tasks over ${LONG_MS} ms: ${median(loads.map((l) => l.over50))}; ` +
        `${median(loads.map((l) => l.tasks))} tasks, ${median(loads.map((l) => l.styled))} elements styled, ` +
        `${median(loads.map((l) => l.laidOut))} objects laid out`,
    );
    for (const w of whats) console.log(`      ${w}`);
  }
  for (const [name, loads] of results) {
    const before = results.get(`${name} (other)`);
    if (before)
      console.log(`  ${name}: ${paired(loads, before).toFixed(3)}x the other build's main thread, paired`);
  }
  if (other) console.log(`  (other): the build in ${process.env.AB_OTHER}`);
  if (!peer) console.log('  the peer: left out (set PEER_DIST to a built phanpy, docs/performance.md)');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
