// This app against a same-stack peer in one run (issue 15 "How it is shown"): phanpy (Vite, valtio, idb-keyval,
// lingui, vite-plugin-pwa), built from its published source outside this repository (docs/performance.md says how;
// it is never committed). Its `dist/` is served here as any host would: gzip for text, immutable caching for hashed
// assets. Lighthouse (lhci collect: mobile preset, simulated slow 4G and 4x CPU, Debian's Chromium), 3 runs per URL,
// medians, for the peer's landing page and this app's /m/home, /m/login and /m/gameList?gameType=RNG on the built
// reference server. Then the start as a player meets it (bench/visits.ts: 4x CPU, slow 4G, median of 5): first visit,
// repeat visit and offline repeat visit of the peer's landing page and of this app's /m/home, in the same run.
// Prints figures; asserts nothing.
//   PEER_DIST=/work/peer/phanpy/dist npm run bench:peer        (npm run build first)
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser, startServer } from '../tests/e2e/harness';
import { median } from './stats';
import { serveDist } from './staticHost';
import { collect, jsBeforeFcp } from './lhci';
import { APP_SHAPE, visitLines, visits, type PageShape } from './visits';

const PEER_DIST = process.env.PEER_DIST;
const RUNS = 3;
/** Runs of each start (bench/visits.ts), as bench:start. */
const START_RUNS = 5;
/** The peer's landing page, signed out: its welcome screen. */
const PEER_SHAPE: PageShape = { ready: '#app main#welcome', rendered: '#app main#welcome' };
async function main(): Promise<void> {
  mkdirSync(resolve('.tmp'), { recursive: true });
  console.log(
    `bench:peer, Lighthouse mobile preset, median of ${RUNS}; ${cpus().length} x ${cpus()[0]?.model}; ` +
      new Date().toISOString().slice(0, 10),
  );
  const app = await startServer({ LOG_LEVEL: 'error' });
  const urls = ['/m/home', '/m/login', '/m/gameList?gameType=RNG'].map((p) => `${app.url}${p}`);
  let peer: { url: string; server: Server } | undefined;
  if (PEER_DIST && existsSync(join(PEER_DIST, 'index.html'))) {
    peer = await serveDist(resolve(PEER_DIST));
    urls.unshift(`${peer.url}/`);
  } else {
    console.log(
      'the peer: left out (set PEER_DIST to a built phanpy dist/; docs/performance.md says how to build it)',
    );
  }
  let runs: Awaited<ReturnType<typeof collect>>;
  const starts: { label: string; lines: string[] }[] = [];
  try {
    runs = await collect(urls, RUNS);
    const browser = await launchBrowser();
    try {
      if (peer)
        starts.push({
          label: 'phanpy (landing page)',
          lines: visitLines(await visits(browser, `${peer.url}/`, PEER_SHAPE, START_RUNS)),
        });
      starts.push({
        label: 'this app /m/home',
        lines: visitLines(await visits(browser, `${app.url}/m/home`, APP_SHAPE, START_RUNS)),
      });
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
    peer?.server.close();
  }
  const row = (label: string, url: string) => {
    const mine = runs.filter((r) => r.requestedUrl === url);
    const metric = (id: string) => median(mine.map((r) => r.audits[id]?.numericValue ?? NaN));
    console.log(
      `  ${label.padEnd(28)} performance ${median(mine.map((r) => r.categories.performance.score)).toFixed(2)}  ` +
        `LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${metric('total-blocking-time').toFixed(0)} ms  ` +
        `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s  CLS ${metric('cumulative-layout-shift').toFixed(3)}  ` +
        `JS before first paint ${(median(mine.map(jsBeforeFcp)) / 1024).toFixed(0)} KiB`,
    );
  };
  if (peer) row('phanpy (landing page)', `${peer.url}/`);
  for (const u of urls.filter((x) => !peer || !x.startsWith(peer.url)))
    row(`this app ${new URL(u).pathname}`, u);
  console.log(`start, Chromium, 4x CPU slowdown, slow 4G, median of ${START_RUNS} (bench/visits.ts)`);
  for (const { label, lines } of starts) {
    console.log(`  ${label}`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
