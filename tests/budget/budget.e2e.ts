import { describe, expect, it } from 'vitest';
import { firstPaintSize } from './firstPaint';

/** The home screen's JS before first paint stays within 100 KiB gzip (deterministic, so CI gates on it). */
export const FIRST_PAINT_JS_BUDGET = 100 * 1024;

describe('the size budget', () => {
  it('keeps the JS loaded before first paint within 100 KiB gzip', () => {
    const size = firstPaintSize();
    expect(size.jsGzip).toBeGreaterThan(0);
    expect(size.jsGzip).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET);
  });
});
