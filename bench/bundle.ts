// Prints the gzip size of what the home screen loads before first paint. Run after `npm run build`:
//   npx tsx bench/bundle.ts
import { firstPaintSize } from '../tests/budget/firstPaint';

const size = firstPaintSize();
for (const f of size.files)
  console.log(
    `${(f.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(f.raw / 1024).toFixed(1).padStart(7)} KiB raw  ${f.file}`,
  );
console.log(
  `first-paint JS: ${(size.jsGzip / 1024).toFixed(1)} KiB gzip of a 100 KiB budget (${((size.jsGzip / 102400) * 100).toFixed(0)}%)`,
);
console.log(`first-paint CSS: ${(size.cssGzip / 1024).toFixed(1)} KiB gzip`);
