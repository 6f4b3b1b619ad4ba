import { describe, expect, it } from 'vitest';
import { BUDGET } from './budgets';
import { firstPaintSize, precacheSize, routeInitialSize } from './firstPaint';

describe('the size budget', () => {
  it('keeps the JS loaded before first paint within 90 KiB gzip', () => {
    const size = firstPaintSize();
    expect(size.jsGzip).toBeGreaterThan(0);
    expect(size.jsGzip).toBeLessThanOrEqual(BUDGET.firstPaintJs);
  });

  it.each(Object.entries(BUDGET.routeInitial))(
    'keeps the initial JS and CSS of %s within budget',
    (route, max) => {
      const size = routeInitialSize(route);
      expect(size.jsGzip + size.cssGzip).toBeLessThanOrEqual(max);
    },
  );

  it('keeps the whole precache within budget', () => {
    const size = precacheSize();
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThanOrEqual(BUDGET.precache);
  });
});
