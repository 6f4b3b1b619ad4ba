import { describe, expect, it } from 'vitest';
import { customProblem, dayInput, parseDay, rangeOf } from './dateRange';

// 23 Nov 2026, 22:30 local time: late in the day, so a range built from UTC instead of local days would show.
const now = new Date(2026, 10, 23, 22, 30);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('the records date ranges', () => {
  it('covers today from local midnight to the next midnight', () => {
    expect(rangeOf('today', now)).toEqual({ from: local(2026, 11, 23), to: local(2026, 11, 24) });
  });

  it('covers yesterday as the whole previous local day', () => {
    expect(rangeOf('yesterday', now)).toEqual({ from: local(2026, 11, 22), to: local(2026, 11, 23) });
  });

  it('counts today among the last 7 and last 30 days', () => {
    expect(rangeOf('last7', now)).toEqual({ from: local(2026, 11, 17), to: local(2026, 11, 24) });
    expect(rangeOf('last30', now)).toEqual({ from: local(2026, 10, 25), to: local(2026, 11, 24) });
  });

  it('crosses month and year ends', () => {
    const newYear = new Date(2027, 0, 1, 9);
    expect(rangeOf('yesterday', newYear)).toEqual({ from: local(2026, 12, 31), to: local(2027, 1, 1) });
  });

  it('includes both days of a custom range', () => {
    expect(rangeOf('custom', now, { start: '2026-11-01', end: '2026-11-03' })).toEqual({
      from: local(2026, 11, 1),
      to: local(2026, 11, 4),
    });
  });

  it('refuses a custom range that is not real, reversed, in the future or longer than 90 days', () => {
    expect(customProblem({ start: '2026-02-30', end: '2026-03-01' }, now)).toBe('invalid');
    expect(customProblem({ start: '', end: '2026-03-01' }, now)).toBe('invalid');
    expect(customProblem({ start: '2026-11-05', end: '2026-11-04' }, now)).toBe('reversed');
    expect(customProblem({ start: '2026-11-24', end: '2026-11-25' }, now)).toBe('future');
    expect(customProblem({ start: '2026-08-26', end: '2026-11-23' }, now)).toBeUndefined();
    expect(customProblem({ start: '2026-08-25', end: '2026-11-23' }, now)).toBe('tooLong');
    expect(rangeOf('custom', now, { start: '2026-11-05', end: '2026-11-04' })).toBeUndefined();
    expect(rangeOf('custom', now)).toBeUndefined();
  });

  it('reads and writes date-input days', () => {
    expect(dayInput(local(2026, 1, 5))).toBe('2026-01-05');
    expect(parseDay('2026-01-05')).toEqual(local(2026, 1, 5));
    expect(parseDay('05/01/2026')).toBeUndefined();
  });
});
