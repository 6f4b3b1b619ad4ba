// Start-up timings (issue 6 "Start", issue 15 "Repeat visits"): FCP and LCP of /m/home, median of 5, at 4x CPU and
// slow 4G, for a first visit, a repeat visit (the worker has been running) and a repeat visit with the network off
// (bench/visits.ts says how). Prints figures; asserts nothing.
//   npm run build && npm run bench:start
//   START_LANGUAGE=EN npm run bench:start    (a player who chose EN: stored before the first visit)
import { cpus } from 'node:os';
import { launchBrowser, startServer } from '../tests/e2e/harness';
import { median } from './stats';
import { APP_SHAPE, visitLines, visits } from './visits';

const RUNS = 5;
const LANGUAGE = process.env.START_LANGUAGE;

async function main(): Promise<void> {
  const server = await startServer({ SERVER_PROFILE: 'test' });
  const browser = await launchBrowser();
  let cases;
  try {
    cases = await visits(browser, `${server.url}/m/home`, APP_SHAPE, RUNS, LANGUAGE);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `/m/home${LANGUAGE ? ` (a player of ${LANGUAGE})` : ''}, Chromium, 4x CPU slowdown, slow 4G, median of ${RUNS}; ` +
      `${cpus().length} x ${cpus()[0]?.model}; ` +
      new Date().toISOString().slice(0, 16).replace('T', ' ') +
      ' UTC',
  );
  for (const line of visitLines(cases)) console.log(line);
  const offline = cases['repeat visit offline'];
  const repeat = cases['repeat visit'];
  const allRendered = offline.every((r) => r.rendered);
  console.log(
    `  repeat LCP goal <= 1.0 s: ${median(repeat.map((r) => r.lcp)) <= 1000 ? 'met' : 'missed'}; ` +
      `offline repeat LCP goal <= 0.8 s: ${median(offline.map((r) => r.lcp)) <= 800 ? 'met' : 'missed'}; ` +
      `home rendered with the network off in ${offline.filter((r) => r.rendered).length}/${RUNS} runs ` +
      `(${allRendered ? 'no network request needed' : 'NOT without the network'}; ` +
      `${median(offline.map((r) => r.failedRequests))} failed requests, median)`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
