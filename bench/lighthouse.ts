// Prints the Lighthouse goal figures (issue 6: performance >= 0.98, LCP <= 1.7 s, TBT <= 80 ms, CLS <= 0.02) from the
// last LHCI run's results in .lighthouseci/, as medians per URL. Produce them first with `npm run test:lighthouse`.
//   npm run bench:lighthouse
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const dir = '.lighthouseci';
const runs = readdirSync(dir)
  .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Lhr);
if (runs.length === 0)
  throw new Error('no Lighthouse results in .lighthouseci/: run "npm run test:lighthouse" first');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const byUrl = new Map<string, Lhr[]>();
for (const run of runs) {
  const path = new URL(run.requestedUrl).pathname + new URL(run.requestedUrl).search;
  byUrl.set(path, [...(byUrl.get(path) ?? []), run]);
}

const goal = (ok: boolean) => (ok ? 'goal met' : 'goal missed');
for (const [path, list] of byUrl) {
  const perf = median(list.map((r) => r.categories.performance?.score ?? 0));
  const metric = (id: string) => median(list.map((r) => r.audits[id]?.numericValue ?? NaN));
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  const cls = metric('cumulative-layout-shift');
  const fcp = metric('first-contentful-paint');
  console.log(`${path}  (median of ${list.length} runs, Lighthouse mobile preset)`);
  console.log(`  performance ${perf.toFixed(2)}  (>= 0.98: ${goal(perf >= 0.98)})`);
  console.log(`  LCP ${(lcp / 1000).toFixed(2)} s  (<= 1.7 s: ${goal(lcp <= 1700)})`);
  console.log(`  TBT ${tbt.toFixed(0)} ms  (<= 80 ms: ${goal(tbt <= 80)})`);
  console.log(`  CLS ${cls.toFixed(3)}  (<= 0.02: ${goal(cls <= 0.02)})`);
  console.log(`  FCP ${(fcp / 1000).toFixed(2)} s`);
}
