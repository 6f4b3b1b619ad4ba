// This build against another checkout's build of this app, in one run, interleaved (issue 39: React against the last
// Preact build). For home, login and the game list: Lighthouse (mobile preset, lhci collect; one run per URL and
// build per round, RUNS rounds, medians): score, LCP, TBT, FCP, CLS, the JS received before the first contentful
// paint and all the page's JS; then the start as a player meets it (bench/visits.ts: 4x CPU, slow 4G): repeat visit
// and offline repeat visit LCP, the builds alternating run by run. Prints figures; asserts nothing.
//   AB_OTHER=/path/to/other/checkout npm run bench:ab        (both checkouts built with npm run build)
//   AB_CHROMIUM=/path/to/other/chromium npm run bench:ab     (this build in two browsers: the browser apart from the host)
//   (BENCH_RUNS, default 3)
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { CHROMIUM, launchBrowser, startServer, type RunningServer } from '../tests/e2e/harness';
import { collect, jsBeforeFcp, type Lhr } from './lhci';
import { median } from './stats';
import { APP_SHAPE, visits, type Timing } from './visits';

const OTHER = process.env.AB_OTHER;
const OTHER_CHROMIUM = process.env.AB_CHROMIUM;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PATHS = ['/m/home', '/m/login', '/m/gameList?gameType=RNG'];

/** All the JS the page itself received in the run (not its worker's precache), as sent. */
function pageJs(lhr: Lhr): number {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    sessionTargetType?: string;
  }[];
  return items
    .filter((i) => i.resourceType === 'Script' && (i.sessionTargetType ?? 'page') === 'page')
    .reduce((a, i) => a + (i.transferSize ?? 0), 0);
}

async function main(): Promise<void> {
  if (
    OTHER_CHROMIUM
      ? !existsSync(OTHER_CHROMIUM)
      : !OTHER || !existsSync(resolve(OTHER, 'dist/server/index.js'))
  )
    throw new Error(
      'set AB_OTHER to another checkout of this app, built with npm run build, or AB_CHROMIUM to another Chromium',
    );
  // Each arm has a server of its own, so its results are told apart by their URL.
  const builds: { label: string; server: RunningServer; chromium: string }[] = [
    { label: 'this build', server: await startServer({ LOG_LEVEL: 'error' }), chromium: CHROMIUM },
    OTHER_CHROMIUM
      ? {
          label: 'other browser',
          server: await startServer({ LOG_LEVEL: 'error' }),
          chromium: OTHER_CHROMIUM,
        }
      : {
          label: 'other build',
          server: await startServer({ LOG_LEVEL: 'error' }, { root: resolve(OTHER ?? '') }),
          chromium: CHROMIUM,
        },
  ];
  const versions: string[] = [];
  for (const build of builds) {
    const browser = await launchBrowser(build.chromium);
    versions.push(`${build.label}: Chromium ${browser.version()}`);
    await browser.close();
  }
  console.log(
    `bench:ab, ${cpus().length} x ${cpus()[0]?.model}; ${new Date().toISOString()}; ` +
      `${OTHER_CHROMIUM ? 'this build in both' : `other build: ${OTHER}`}; ${versions.join(', ')}; ` +
      `${RUNS} rounds, interleaved`,
  );
  const lighthouse: Lhr[] = [];
  const starts = new Map<string, Timing[][]>();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const path of PATHS)
        for (const build of builds)
          lighthouse.push(...(await collect([`${build.server.url}${path}`], 1, build.chromium)));
    }
    const browsers = await Promise.all(builds.map((b) => launchBrowser(b.chromium)));
    try {
      for (let round = 0; round < RUNS; round++)
        for (const path of PATHS)
          for (const [i, build] of builds.entries()) {
            const url = `${build.server.url}${path}`;
            const cases = await visits(browsers[i]!, url, APP_SHAPE, 1);
            const [repeat = [], offline = []] = starts.get(url) ?? [];
            repeat.push(...cases['repeat visit']);
            offline.push(...cases['repeat visit offline']);
            starts.set(url, [repeat, offline]);
          }
    } finally {
      for (const browser of browsers) await browser.close();
    }
  } finally {
    for (const build of builds) await build.server.stop();
  }
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  for (const path of PATHS) {
    console.log(path);
    for (const build of builds) {
      const url = `${build.server.url}${path}`;
      const mine = lighthouse.filter((r) => r.requestedUrl === url);
      const metric = (id: string) => median(mine.map((r) => r.audits[id]?.numericValue ?? NaN));
      const [repeat = [], offline = []] = starts.get(url) ?? [];
      console.log(
        `  ${build.label.padEnd(12)} score ${median(mine.map((r) => r.categories.performance.score)).toFixed(2)}  ` +
          `LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s  ` +
          `TBT ${metric('total-blocking-time').toFixed(0)} ms  ` +
          `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s  ` +
          `CLS ${metric('cumulative-layout-shift').toFixed(3)}  ` +
          `JS before first paint ${kib(median(mine.map(jsBeforeFcp)))}  initial JS ${kib(median(mine.map(pageJs)))}  ` +
          `repeat LCP ${(median(repeat.map((t) => t.lcp)) / 1000).toFixed(2)} s  ` +
          `offline repeat LCP ${(median(offline.map((t) => t.lcp)) / 1000).toFixed(2)} s ` +
          `(rendered ${offline.filter((t) => t.rendered).length}/${offline.length})  ` +
          `[${mine.length} Lighthouse runs, ${repeat.length} starts]`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
