import { describe, expect, it } from 'vitest';
import { daysSince, formatDate, formatListDate, formatMatchTime } from './format';
import { formatMoney } from './money';

describe('money', () => {
  it.each([
    [1234.5, '₱1,234.50'],
    [0, '₱0.00'],
    [0.1, '₱0.10'],
    [258, '₱258.00'],
    [1234567.89, '₱1,234,567.89'],
    [-12.3, '-₱12.30'],
    [999.99, '₱999.99'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('shows a placeholder for a missing or broken amount', () => {
    expect(formatMoney(undefined)).toBe('₱--');
    expect(formatMoney(Number.NaN)).toBe('₱--');
  });
});

describe('dates', () => {
  const t = new Date(2026, 0, 5, 9, 7).getTime();

  it('formats a match time as MM/DD HH:mm', () => {
    expect(formatMatchTime(t)).toBe('01/05 09:07');
  });

  it('formats promotion dates as YYYY/MM/DD and list dates as MM/DD/YYYY', () => {
    expect(formatDate(t)).toBe('2026/01/05');
    expect(formatListDate(t)).toBe('01/05/2026');
  });

  it('answers an empty string for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('counts whole days since a date', () => {
    expect(daysSince(new Date(2026, 0, 1, 23, 0), new Date(2026, 0, 5, 1, 0))).toBe(4);
    expect(daysSince(new Date(2027, 0, 1), new Date(2026, 0, 1))).toBe(0);
  });
});
