import { describe, expect, it } from 'vitest';
import { completePeriods, dividendAmount, salaryAmount } from './formulas';

describe('contract formulas (docs/agents.md)', () => {
  it('pays salary as the per-mille rate of the bets, rounded down', () => {
    expect(salaryAmount(1_000_000, 5)).toBe(5_000); // ₱10,000 at 0.5% is ₱50
    expect(salaryAmount(199, 5)).toBe(0);
    expect(salaryAmount(-100, 5)).toBe(0);
  });
  it('pays dividend on the net loss only', () => {
    expect(dividendAmount(1_000_000, 400_000, 300)).toBe(180_000); // 30% of ₱6,000
    expect(dividendAmount(400_000, 1_000_000, 300)).toBe(0);
  });
});

describe('complete periods in the merchant zone', () => {
  const tz = 'Asia/Manila';
  it('pays whole days after the start, none while the day runs', () => {
    // Accepted 2026-11-20 10:00 Manila; now 2026-11-23 00:30 Manila.
    const since = new Date('2026-11-20T02:00:00Z');
    const now = new Date('2026-11-22T16:30:00Z');
    expect(completePeriods('day', since, now, tz).map((p) => p.key)).toEqual(['2026-11-21', '2026-11-22']);
    const [first] = completePeriods('day', since, now, tz);
    expect(first!.from.toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });
  it('counts hours, Monday weeks and calendar months', () => {
    const since = new Date('2026-11-23T01:10:00Z'); // 09:10 Manila
    const hours = completePeriods('hour', since, new Date('2026-11-23T04:00:00Z'), tz).map((p) => p.key);
    expect(hours).toEqual(['2026-11-23T10', '2026-11-23T11']);
    // 2026-11-18 is a Wednesday: the first whole week starts Monday 2026-11-23.
    const weeks = completePeriods(
      'week',
      new Date('2026-11-18T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
      tz,
    );
    expect(weeks.map((p) => p.key)).toEqual(['2026-11-23', '2026-11-30']);
    expect(weeks[0]!.to.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    const months = completePeriods(
      'month',
      new Date('2026-10-15T00:00:00Z'),
      new Date('2027-01-02T00:00:00Z'),
      tz,
    );
    expect(months.map((p) => p.key)).toEqual(['2026-11-01', '2026-12-01']);
  });
  it('stops at the limit', () => {
    expect(
      completePeriods('hour', new Date('2026-01-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), tz, 5),
    ).toHaveLength(5);
  });
});
