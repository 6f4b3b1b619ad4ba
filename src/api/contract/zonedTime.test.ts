import { describe, expect, it } from 'vitest';
import { dayIn, dayRangeIn, startOfDayIn, wallClock } from './zonedTime';

describe('zoned days', () => {
  it('reads the day and the hour in the merchant zone', () => {
    const at = Date.parse('2026-11-23T17:30:00Z');
    expect(dayIn(at, 'Asia/Manila')).toBe('2026-11-24');
    expect(dayIn(at, 'UTC')).toBe('2026-11-23');
    expect(wallClock(at, 'Asia/Manila').hour).toBe(1);
  });

  it('finds the start and end of a day, across a daylight-saving change too', () => {
    expect(startOfDayIn('2026-11-24', 'Asia/Manila').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    const r = dayRangeIn('2026-12-31', 'Asia/Manila');
    expect([r.from.toISOString(), r.to.toISOString()]).toEqual([
      '2026-12-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
    // New York moves its clocks on 2026-03-08: that day is 23 hours long.
    const ny = dayRangeIn('2026-03-08', 'America/New_York');
    expect(ny.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(ny.to.getTime() - ny.from.getTime()).toBe(23 * 3600_000);
  });
});
