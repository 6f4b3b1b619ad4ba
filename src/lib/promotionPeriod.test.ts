import { describe, expect, it } from 'vitest';
import { coverImage, promotionDate, promotionPeriod } from './promotionPeriod';

describe('promotionPeriod (spec 02 §5)', () => {
  it('shows start and end as YYYY/MM/DD', () => {
    expect(
      promotionPeriod({ startDate: '2026-01-05T00:00:00', endDate: '2026-02-28T23:59:59', noExpiry: 0 }),
    ).toEqual({ kind: 'range', start: '2026/01/05', end: '2026/02/28' });
  });
  it('shows one date when start equals end (the same day, whatever the time)', () => {
    expect(
      promotionPeriod({ startDate: '2026-03-01T08:00:00', endDate: '2026-03-01T20:00:00', noExpiry: 0 }),
    ).toEqual({ kind: 'single', date: '2026/03/01' });
  });
  it('puts the long-term label in place of the end when noExpiry is 1', () => {
    expect(
      promotionPeriod({ startDate: '2025-01-15T00:00:00', endDate: '2025-01-15T00:00:00', noExpiry: 1 }),
    ).toEqual({ kind: 'longTerm', start: '2025/01/15' });
  });
});

describe('promotionPeriod in the merchant time zone', () => {
  it('reads a Manila day as one date on a phone set to any zone', () => {
    const oneDay = {
      startDate: '2026-11-23T16:00:00.000Z',
      endDate: '2026-11-24T15:59:59.999Z',
      noExpiry: 0 as const,
    };
    expect(promotionPeriod(oneDay, 'Asia/Manila')).toEqual({ kind: 'single', date: '2026/11/24' });
    expect(promotionPeriod(oneDay, 'UTC')).toEqual({ kind: 'range', start: '2026/11/23', end: '2026/11/24' });
  });
});

describe('coverImage', () => {
  it('takes sequence 1, else the lowest, else nothing', () => {
    expect(
      coverImage([
        { url: 'b', sequence: 2 },
        { url: 'a', sequence: 1 },
      ]),
    ).toBe('a');
    expect(
      coverImage([
        { url: 'c', sequence: 3 },
        { url: 'b', sequence: 2 },
      ]),
    ).toBe('b');
    expect(coverImage([])).toBeUndefined();
  });
  it('gives one promotion one end day on every screen: the merchant day, whatever the phone clock', () => {
    // 2035-12-31 23:59:59 UTC is already 2036-01-01 in Manila.
    expect(promotionDate('2035-12-31T23:59:59Z', 'Asia/Manila')).toBe('2036/01/01');
    expect(promotionDate('2035-12-31T15:59:59Z', 'Asia/Manila')).toBe('2035/12/31');
  });
});
