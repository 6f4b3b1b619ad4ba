// Prints gzip sizes: the JS before first paint, the shell, the initial JS and CSS of /m/home and /m/login, and the whole
// precache, against the budgets that tests/budget/budget.e2e.ts enforces. Run after `npm run build`:
//   npm run bench:bundle
import { BUDGET } from '../tests/budget/budgets';
import { firstPaintSize, precacheSize, routeInitialSize, shellSize } from '../tests/budget/firstPaint';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const share = (n: number, max: number) => `${((n / max) * 100).toFixed(0)}% of ${kib(max)}`;

const first = firstPaintSize();
console.log(
  `first-paint JS (the start loader): ${kib(first.jsGzip)} gzip (${share(first.jsGzip, BUDGET.firstPaintJs)})`,
);
const size = shellSize();
for (const f of size.files)
  console.log(`${kib(f.gzip).padStart(10)} gzip  ${kib(f.raw).padStart(10)} raw  ${f.file}`);
console.log(`shell JS: ${kib(size.jsGzip)} gzip (${share(size.jsGzip, BUDGET.shellJs)})`);
console.log(`shell CSS: ${kib(size.cssGzip)} gzip`);
for (const [route, max] of Object.entries(BUDGET.routeInitial)) {
  const r = routeInitialSize(route);
  console.log(
    `${route}: JS ${kib(r.jsGzip)} + CSS ${kib(r.cssGzip)} gzip = ${kib(r.jsGzip + r.cssGzip)} (${share(r.jsGzip + r.cssGzip, max)}), screen ${r.screen}`,
  );
}
const pre = precacheSize();
console.log(
  `precache: ${pre.files} files, ${kib(pre.raw)} raw, ${kib(pre.gzip)} gzip (${share(pre.gzip, BUDGET.precache)})`,
);
