// Lighthouse CI's collect (mobile preset: simulated slow 4G and 4x CPU, Debian's Chromium) run from a bench, and what
// the benches read from its reports (bench/peer.ts, bench/ab.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM } from '../tests/e2e/harness';

export interface Lhr {
  requestedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

/** JS received before the first contentful paint (gzip, as sent), from the run's network log. */
export function jsBeforeFcp(lhr: Lhr): number {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    networkEndTime?: number;
  }[];
  const fcpObserved = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint as
    number | undefined;
  return items
    .filter(
      (i) =>
        i.resourceType === 'Script' && (fcpObserved === undefined || (i.networkEndTime ?? 0) <= fcpObserved),
    )
    .reduce((a, i) => a + (i.transferSize ?? 0), 0);
}

/** Lighthouse runs in the end-to-end harness's Chromium (CHROMIUM_PATH, else Debian's) unless told another. */
export async function collect(urls: string[], runs: number, chromePath = CHROMIUM): Promise<Lhr[]> {
  mkdirSync(resolve('.tmp'), { recursive: true });
  const dir = mkdtempSync(join(resolve('.tmp'), 'lh-'));
  writeFileSync(
    join(dir, 'lighthouserc.json'),
    JSON.stringify({
      ci: {
        collect: {
          chromePath,
          numberOfRuns: runs,
          settings: {
            formFactor: 'mobile',
            // A page that never settles is measured as it stands after 30 s, not waited for.
            maxWaitForLoad: 30_000,
            chromeFlags:
              '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
              '--disable-component-update --disable-sync',
          },
        },
      },
    }),
  );
  // Not spawnSync: a host (bench/peer.ts) may run in this process and must keep answering while Lighthouse loads it.
  const status = await new Promise<number | null>((ok) =>
    spawn(
      resolve('node_modules/.bin/lhci'),
      ['collect', '--config=lighthouserc.json', ...urls.map((u) => `--url=${u}`)],
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TMPDIR: dir } },
    ).once('exit', ok),
  );
  if (status !== 0) throw new Error('lhci collect failed');
  const out = join(dir, '.lighthouseci');
  return readdirSync(out)
    .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(out, f), 'utf8')) as Lhr);
}
