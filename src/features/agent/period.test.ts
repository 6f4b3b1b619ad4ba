import { describe, expect, it } from 'vitest';
import { periodDays } from './period';

describe('periodDays (the merchant days)', () => {
  // 2026-11-23 17:30 UTC is already 2026-11-24 01:30 in Manila.
  const now = Date.parse('2026-11-23T17:30:00Z');
  it('reads today, yesterday and the last 7 and 30 days in the merchant zone', () => {
    expect(periodDays('today', 'Asia/Manila', now)).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
    expect(periodDays('yesterday', 'Asia/Manila', now)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-23',
    });
    expect(periodDays('last7', 'Asia/Manila', now)).toEqual({
      startDate: '2026-11-18',
      endDate: '2026-11-24',
    });
    expect(periodDays('last30', 'Asia/Manila', now)).toEqual({
      startDate: '2026-10-26',
      endDate: '2026-11-24',
    });
    expect(periodDays('today', 'UTC', now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
  });
});
