// Prints the Lighthouse goal figures (issue 6: performance >= 0.98, LCP <= 1.7 s, TBT <= 80 ms, CLS <= 0.02) from the
// last LHCI run's results in .lighthouseci/, as medians per URL. Produce them first with `npm run test:lighthouse`.
//   npm run bench:lighthouse
import { median, medianAudit, runsByUrl } from './lighthouseResults';

const byUrl = runsByUrl();
if (byUrl.size === 0)
  throw new Error('no Lighthouse results in .lighthouseci/: run "npm run test:lighthouse" first');

const goal = (ok: boolean) => (ok ? 'goal met' : 'goal missed');
for (const [path, list] of byUrl) {
  const perf = median(list.map((r) => r.categories.performance?.score ?? 0));
  const metric = (id: string) => medianAudit(list, id);
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
