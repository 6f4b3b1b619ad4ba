// The Lighthouse CI gate (DECISIONS.md "Checks and gates"): starts the built reference server on a free port with a
// fresh data directory and the end-to-end profile, runs `lhci collect` (mobile preset, 3 runs per URL) against the
// URLs of lighthouserc.json moved to that port, then `lhci assert` on the median scores. Exits non-zero on a miss.
//   npm run build && npm run test:lighthouse
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../e2e/harness';

interface LhciRc {
  ci: { collect: { url: string[] } };
}

const lhci = resolve('node_modules/.bin/lhci');

function run(args: string[]): number {
  const result = spawnSync(lhci, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

async function main(): Promise<number> {
  const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as LhciRc;
  const tmp = resolve('.tmp/lighthouse');
  mkdirSync(tmp, { recursive: true });
  process.env.TMPDIR = tmp;
  rmSync('.lighthouseci', { recursive: true, force: true });
  const server = await startServer({ SERVER_PROFILE: 'test' });
  try {
    // Same paths as the committed config, on the port the server picked.
    const urls = rc.ci.collect.url.map((u) => {
      const url = new URL(u);
      return `${server.url}${url.pathname}${url.search}`;
    });
    // CHROMIUM_PATH runs another Chromium, as the end-to-end harness does (tests/e2e/harness.ts).
    const browser = process.env.CHROMIUM_PATH ? [`--collect.chromePath=${process.env.CHROMIUM_PATH}`] : [];
    const collected = run([
      'collect',
      '--config=lighthouserc.json',
      ...browser,
      ...urls.map((u) => `--url=${u}`),
    ]);
    if (collected !== 0) return collected;
  } finally {
    await server.stop();
  }
  const asserted = run(['assert', '--config=lighthouserc.json']);
  // The HTML and JSON reports stay in .lighthouseci/ for a person to read; bench/lighthouse.ts prints the figures.
  run(['upload', '--config=lighthouserc.json']);
  return asserted;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
